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
        .executableTarget(
            name: "GameLoop",
            dependencies: [
                .product(name: "PickerKit", package: "PickerKit"), .product(name: "PickerInspection", package: "PickerKit"),
            ]
        ),
    ],
    swiftLanguageModes: [.v5]
)
