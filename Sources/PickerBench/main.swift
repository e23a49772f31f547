import Foundation
import PickerBenchKit
import PickerKit

// picker-bench: frame timings of demo pages rendered offscreen, one JSON line per page and scale.
// Bad arguments exit with status 2 and one line on stderr; --help prints the help and exits 0.
exit(BenchCommandLine.main(OffscreenRenderer.self, toolName: "picker-bench", arguments: Array(CommandLine.arguments.dropFirst())))
