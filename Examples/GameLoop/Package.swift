// swift-tools-version:6.0
import PackageDescription

// A small SDL2 game loop of its own that puts PickerKit's pickers over its scene: PickerKit borrows the
// game's window and renderer and runs inside the game's loop. Build and run from this folder:
//   swift run GameLoop                   (a window; needs a display, or Xvfb)
//   swift run GameLoop --screenshot shot.png
let package = Package(
    name: "GameLoop",
    dependencies: [
        // In your own package: .package(url: "https://github.com/your-org/PickerKit", branch: "main")
        .package(name: "PickerKit", path: "../.."),
    ],
    targets: [
        // PickerInspection writes what `--log-events` and `--dump-layout` print (the JSON the tests read).
        // Sources/GameLoop/Shared is SDL-free (it imports PickerKit's SDL-free modules only), and the SDL 3
        // twin, ../GameLoopSDL3, builds the same files.
        .executableTarget(
            name: "GameLoop",
            dependencies: [
                .product(name: "PickerKit", package: "PickerKit"), .product(name: "PickerInspection", package: "PickerKit"),
                .product(name: "PickerCore", package: "PickerKit"), .product(name: "PickerWidgets", package: "PickerKit"),
                .product(name: "PickerFrame", package: "PickerKit"), .product(name: "PickerSDLShared", package: "PickerKit"),
            ]
        ),
    ],
    swiftLanguageModes: [.v5]
)
