// swift-tools-version:6.0
import PackageDescription

// Layers (see docs/DESIGN.md section 2): imports only point down.
//   PickerDemo / PickerBench -> PickerDemoKit -> PickerKit -> PickerSDLAccessibility -> PickerSDL -> PickerFrame, PickerWidgets -> PickerCore
//   PickerSDL -> PickerText (bidi, scripts, fallback faces, FontStore; SDL_ttf behind `FontFace`) -> PickerCore
//   The SDL3 host is the package in SDL3/ (PickerKitSDL3): it uses the SDL-free library products below.
//   PickerSDLAccessibility -> PickerATSPI -> PickerWidgets (the AT-SPI bridge joins the SDL host from its own module)
//   PickerInspection (JSON of layouts and value changes) -> PickerWidgets, for the demo, the bench and tests
//   PickerDemoKit -> PickerDemoApp (the demo's command line and application, no SDL) -> PickerDemoPages (the
//   demo's pages, no SDL) -> PickerWidgets, PickerInspection; the SDL3 demo uses PickerDemoApp too
//   PickerBench -> PickerBenchKit (the bench, no SDL) -> PickerDemoApp; picker-bench-sdl3 uses PickerBenchKit too
let package = Package(
    name: "PickerKit",
    products: [
        .library(name: "PickerKit", targets: ["PickerKit"]),
        .library(name: "PickerInspection", targets: ["PickerInspection"]),
        // The SDL-free targets a host builds on (the SDL3 package in SDL3/ does).
        .library(name: "PickerCore", targets: ["PickerCore"]),
        .library(name: "PickerWidgets", targets: ["PickerWidgets"]),
        .library(name: "PickerText", targets: ["PickerText"]),
        .library(name: "PickerSDLShared", targets: ["PickerSDLShared"]),
        .library(name: "PickerDemoPages", targets: ["PickerDemoPages"]),
        .library(name: "PickerDemoApp", targets: ["PickerDemoApp"]),
        .library(name: "PickerBenchKit", targets: ["PickerBenchKit"]),
        .library(name: "PickerATSPI", targets: ["PickerATSPI"]),
        .library(name: "PickerAssets", targets: ["PickerAssets"]),
        .library(name: "PickerFrame", targets: ["PickerFrame"]),
        .executable(name: "picker-demo", targets: ["PickerDemo"]),
        .executable(name: "picker-bench", targets: ["PickerBench"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.17.0"),
        // `swift package generate-documentation --target PickerKit` builds the DocC catalog (CI does).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
    ],
    targets: [
        // System libraries, found through pkg-config; apt names the Debian packages that provide them.
        .systemLibrary(name: "CSDL2", pkgConfig: "sdl2", providers: [.apt(["libsdl2-dev"])]),
        .systemLibrary(name: "CSDL2TTF", pkgConfig: "SDL2_ttf", providers: [.apt(["libsdl2-ttf-dev"])]),
        .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        // Text: the Unicode bidi algorithm, font lookup by character and language, and Unicode scripts
        // (HarfBuzz, which SDL_ttf shapes with).
        .systemLibrary(name: "CFriBidi", pkgConfig: "fribidi", providers: [.apt(["libfribidi-dev"])]),
        .systemLibrary(name: "CFontconfig", pkgConfig: "fontconfig", providers: [.apt(["libfontconfig-dev"])]),
        .systemLibrary(name: "CHarfBuzz", pkgConfig: "harfbuzz", providers: [.apt(["libharfbuzz-dev"])]),
        // D-Bus, for the AT-SPI bridge (screen readers on Linux): libdbus-1's message iterators, no GLib.
        .systemLibrary(name: "CDBus", pkgConfig: "dbus-1", providers: [.apt(["libdbus-1-dev"])]),

        // The software backend's row kernels (C, so they vectorise): blending premultiplied pixels and coverage.
        .target(name: "CPixelBlend"),
        // Swift + Foundation: geometry, input, motion, models, tessellation, the software backend, theme. No SDL, no clock.
        .target(name: "PickerCore", dependencies: ["CPixelBlend"]),
        // Widgets: lay out with the core, handle core input events, draw to a Canvas. No SDL.
        .target(name: "PickerWidgets", dependencies: ["PickerCore"]),
        // Inspection from outside the widgets: the JSON of the layout tree (`--dump-layout`) and of value
        // changes (`--log-events`), read from the widgets' typed properties; seeded randomness. No SDL.
        .target(name: "PickerInspection", dependencies: ["PickerCore", "PickerWidgets"]),
        // The frame path: panels in z-order, input routed to them, focus across them, frame scheduling, and
        // drawing what changed into the panels' pixels and out to a pixel target. No SDL, no clock.
        .target(name: "PickerFrame", dependencies: ["PickerCore"]),
        // The bundled font (DejaVu Sans, with its licence) as a SwiftPM resource.
        .target(
            name: "PickerAssets",
            path: "Assets",
            exclude: ["Screenshots", "README.md"],
            resources: [.copy("Fonts")]
        ),
        // The AT-SPI 2 bridge: the semantics tree on the accessibility bus over D-Bus, for Orca, joined to any
        // host of a PanelStack (`AccessibleHost.startAccessibility`). No SDL.
        .target(name: "PickerATSPI", dependencies: ["PickerWidgets", "PickerFrame", "CDBus"]),
        // Text without SDL: bidi runs (FriBidi), script runs (HarfBuzz), fallback faces (fontconfig), the
        // font store, layout and measuring; a host's SDL_ttf opens, measures and rasterises faces (`FontFace`).
        .target(name: "PickerText", dependencies: ["PickerCore", "PickerAssets", "CFriBidi", "CFontconfig", "CHarfBuzz"]),
        // What both SDL hosts share without linking SDL: SDL's numbers for keys and gamepad parts, input
        // bookkeeping, window events, SDLError, drawing errors, the text rasteriser over FontStore.
        .target(name: "PickerSDLShared", dependencies: ["PickerCore", "PickerFrame", "PickerText", "CPNG"]),
        // The SDL2 backend: canvas, SDL2_ttf faces, events, window host, offscreen rendering, PNG.
        .target(
            name: "PickerSDL",
            dependencies: ["PickerWidgets", "PickerFrame", "PickerText", "PickerSDLShared", "PickerAssets", "CSDL2", "CSDL2TTF"]
        ),
        // PanelHost as an AccessibleHost, in a module of its own so that the SDL host builds without D-Bus.
        .target(name: "PickerSDLAccessibility", dependencies: ["PickerSDL", "PickerATSPI"]),
        // The umbrella module another package imports.
        .target(name: "PickerKit", dependencies: ["PickerCore", "PickerWidgets", "PickerFrame", "PickerText", "PickerSDL", "PickerSDLAccessibility", "CSDL2"]),
        // The demo's pages and its input scripts, free of SDL: what the demo on either SDL shows.
        .target(name: "PickerDemoPages", dependencies: ["PickerCore", "PickerWidgets", "PickerInspection"]),
        // The demo's command line and application, free of SDL, on either SDL's host (`DemoPlatform`): options,
        // layout dumps, screenshots, script replay offscreen and into a window, the damage check, event logs.
        .target(
            name: "PickerDemoApp",
            dependencies: [
                "PickerCore", "PickerWidgets", "PickerFrame", "PickerText", "PickerSDLShared", "PickerATSPI", "PickerDemoPages",
                "PickerInspection",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The demo on SDL2 (its `DemoPlatform`: offscreen renderer, window, script events), shared by
        // picker-demo, picker-bench and the tests.
        .target(
            name: "PickerDemoKit",
            dependencies: [
                "PickerKit", "PickerDemoApp", "PickerDemoPages", "PickerInspection", "CSDL2",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "PickerDemo", dependencies: ["PickerDemoKit"]),
        // The bench, free of SDL, on either SDL's offscreen renderer (`BenchOffscreen`): cases, gestures, the
        // runner and its baseline, statistics, options and JSON lines; each SDL's picker-bench passes its OffscreenRenderer.
        .target(
            name: "PickerBenchKit",
            dependencies: [
                "PickerCore", "PickerWidgets", "PickerFrame", "PickerDemoPages", "PickerDemoApp", "PickerInspection",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "PickerBench", dependencies: ["PickerDemoKit", "PickerBenchKit"]),

        // Test helpers: a recording canvas and a fixed-advance text measurer (no SDL).
        .target(name: "PickerTestSupport", dependencies: ["PickerCore"]),

        .testTarget(name: "PickerCoreTests", dependencies: ["PickerCore", "CPixelBlend", "PickerInspection", "PickerTestSupport"]),
        .testTarget(name: "PickerATSPITests", dependencies: ["PickerATSPI", "PickerWidgets", "PickerInspection", "PickerTestSupport"]),
        .testTarget(name: "PickerFrameTests", dependencies: ["PickerFrame", "PickerTestSupport"]),
        .testTarget(name: "PickerWidgetsTests", dependencies: ["PickerWidgets", "PickerInspection", "PickerTestSupport"]),
        .testTarget(
            name: "PickerSDLTests",
            dependencies: [
                "PickerDemoKit",
                "PickerInspection",
                "PickerTestSupport",
                "PickerText",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: [
                "Scripts", "Text/Reference",
                "CalendarPicker/__Snapshots__", "DatePicker/__Snapshots__", "FormTable/__Snapshots__",
                "MiniPicker/__Snapshots__", "RightToLeft/__Snapshots__", "TextField/__Snapshots__",
                "WheelPicker/__Snapshots__", "Overview/__Snapshots__", "OnScreenKeyboard/__Snapshots__",
            ]
        ),
        // Scripts/atspi_reader.py reads the demo through AT-SPI from outside (the AT-SPI bus tests run it).
        // Harness/ and the end-to-end tests that hold on either SDL are shared with SDL3/Tests/PickerSDL3E2ETests (links).
        .testTarget(name: "PickerE2ETests", dependencies: ["PickerDemoKit", "PickerDemoPages", "PickerInspection"], exclude: ["Scripts"]),
    ],
    swiftLanguageModes: [.v5]
)
