import PickerDemoApp

/// The bench's entry point on either SDL (`picker-bench`'s and `picker-bench-sdl3`'s `main`), with the same
/// exit codes as `picker-demo` (see `ToolCommandLine`).
public enum BenchCommandLine {
    public static func main<Platform: BenchPlatform>(_ platform: Platform.Type, arguments: [String]) -> Int32 {
        ToolCommandLine.main(BenchOptions.self, toolName: Platform.toolName, arguments: arguments, validate: Platform.validate) {
            try BenchApplication<Platform>(options: $0).run()
        }
    }
}
