import Foundation
import PickerBenchKit

// picker-bench-sdl3: picker-bench's command line and JSON lines, the pages drawn by the SDL 3 host offscreen.
exit(BenchCommandLine.main(SDL3Bench.self, arguments: Array(CommandLine.arguments.dropFirst())))
