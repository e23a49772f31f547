// swift-tools-version:6.0
import PackageDescription

// PickerKit's SDL3 host, a package of its own beside the SDL2 one (see ../docs/DESIGN.md, "Two SDLs"):
// it builds on the root's SDL-free targets and links SDL3 and SDL3_ttf, never SDL2. See README.md.
let package = Package(
    name: "PickerKitSDL3",
    products: [
        .library(name: "PickerSDL3", targets: ["PickerSDL3"]),
        .library(name: "PickerSDL3Accessibility", targets: ["PickerSDL3Accessibility"]),
        .library(name: "PickerDemoKitSDL3", targets: ["PickerDemoKitSDL3"]),
        .executable(name: "picker-demo-sdl3", targets: ["PickerDemoSDL3"]),
        .executable(name: "picker-bench-sdl3", targets: ["PickerBenchSDL3"]),
    ],
    dependencies: [
        // In your own package: .package(url: "https://github.com/your-org/PickerKit", branch: "main") and
        // .product(name: "PickerSDL3", package: "PickerKitSDL3") from a package pointing at this folder.
        .package(name: "PickerKit", path: ".."),
    ],
    targets: [
        // SDL 3 and SDL3_ttf, found through pkg-config (Debian 13 and Ubuntu 25.04 ship them; elsewhere
        // point PKG_CONFIG_PATH at a prefix). Without them the shims stop the build with one sentence.
        .systemLibrary(name: "CSDL3", pkgConfig: "sdl3", providers: [.apt(["libsdl3-dev"])]),
        .systemLibrary(name: "CSDL3TTF", pkgConfig: "sdl3-ttf", providers: [.apt(["libsdl3-ttf-dev"])]),
        // The SDL3 host: handles, events, controllers, clipboard, SDL3_ttf faces, and PanelHost on PanelStack.
        .target(
            name: "PickerSDL3",
            dependencies: [
                "CSDL3", "CSDL3TTF",
                .product(name: "PickerCore", package: "PickerKit"),
                .product(name: "PickerWidgets", package: "PickerKit"),
                .product(name: "PickerText", package: "PickerKit"),
                .product(name: "PickerFrame", package: "PickerKit"),
                .product(name: "PickerSDLShared", package: "PickerKit"),
            ]
        ),
        // PanelHost as an AccessibleHost (the AT-SPI bridge), in a module of its own as on SDL 2.
        .target(
            name: "PickerSDL3Accessibility",
            dependencies: ["PickerSDL3", .product(name: "PickerATSPI", package: "PickerKit")]
        ),
        // The demo on SDL 3: picker-demo's command line and application (PickerDemoApp) on this host.
        .target(
            name: "PickerDemoKitSDL3",
            dependencies: ["PickerSDL3Accessibility", .product(name: "PickerDemoApp", package: "PickerKit")]
        ),
        .executableTarget(name: "PickerDemoSDL3", dependencies: ["PickerDemoKitSDL3"]),
        // picker-bench's cases, runner and JSON lines (PickerBenchKit) on this host's offscreen renderer.
        .executableTarget(
            name: "PickerBenchSDL3",
            dependencies: ["PickerDemoKitSDL3", .product(name: "PickerBenchKit", package: "PickerKit")]
        ),
        .testTarget(
            name: "PickerSDL3Tests",
            dependencies: [
                "PickerSDL3", "PickerSDL3Accessibility",
                .product(name: "PickerDemoPages", package: "PickerKit"),
                .product(name: "PickerInspection", package: "PickerKit"),
            ]
        ),
        // picker-demo-sdl3 in a real window under Xvfb, through the root's end-to-end harness and the tests
        // that hold on either SDL (links to ../Tests/PickerE2ETests), plus SDL 3's own.
        .testTarget(name: "PickerSDL3E2ETests", dependencies: [.product(name: "PickerDemoPages", package: "PickerKit")]),
    ],
    swiftLanguageModes: [.v5]
)
