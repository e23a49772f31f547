import PickerDemoKit

/// `picker-bench`'s entry point, with the same exit codes as `picker-demo` (see `ToolCommandLine`).
enum BenchCommandLine {
    static func main(arguments: [String]) -> Int32 {
        ToolCommandLine.main(BenchOptions.self, toolName: "picker-bench", arguments: arguments) {
            try BenchApplication(options: $0).run()
        }
    }
}
