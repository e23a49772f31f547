// swift-tools-version:6.0
import PackageDescription

// The GameLoop example's twin on SDL 3: the same game and panels (Sources/GameLoopSDL3/Shared is a link to
// ../GameLoop's SDL-free files), with its window, renderer, events and controller written as an SDL 3 game
// writes them. Needs SDL 3 and SDL3_ttf through pkg-config (see ../../SDL3/README.md). From this folder:
//   swift run GameLoopSDL3                   (a window; needs a display, or Xvfb)
//   swift run GameLoopSDL3 --screenshot shot.png
let package = Package(
    name: "GameLoopSDL3",
    dependencies: [
        // In your own package: .package(url: "https://github.com/your-org/PickerKit", branch: "main") for the
        // SDL-free products, and a package pointing at its SDL3 folder for PickerSDL3.
        .package(name: "PickerKitSDL3", path: "../../SDL3"),
        .package(name: "PickerKit", path: "../.."),
    ],
    targets: [
        .executableTarget(
            name: "GameLoopSDL3",
            dependencies: [
                .product(name: "PickerSDL3", package: "PickerKitSDL3"),
                .product(name: "PickerSDL3Accessibility", package: "PickerKitSDL3"),
                .product(name: "PickerInspection", package: "PickerKit"),
                .product(name: "PickerCore", package: "PickerKit"), .product(name: "PickerWidgets", package: "PickerKit"),
                .product(name: "PickerFrame", package: "PickerKit"), .product(name: "PickerSDLShared", package: "PickerKit"),
            ]
        ),
    ],
    swiftLanguageModes: [.v5]
)
