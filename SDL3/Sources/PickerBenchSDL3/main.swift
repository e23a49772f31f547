import Foundation
import PickerBenchKit
import PickerSDL3

// picker-bench-sdl3: picker-bench's command line and JSON lines, the pages drawn by the SDL 3 host offscreen.
exit(BenchCommandLine.main(OffscreenRenderer.self, toolName: "picker-bench-sdl3", arguments: Array(CommandLine.arguments.dropFirst())))
