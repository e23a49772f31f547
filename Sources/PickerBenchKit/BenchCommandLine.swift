import PickerDemoApp

/// The bench's entry point on either SDL (`picker-bench`'s and `picker-bench-sdl3`'s `main`), over that SDL's
/// offscreen renderer, with the same exit codes as `picker-demo` (see `ToolCommandLine`).
public enum BenchCommandLine {
    public static func main<Offscreen: BenchOffscreen>(_ offscreen: Offscreen.Type, toolName: String, arguments: [String]) -> Int32 {
        ToolCommandLine.main(BenchOptions.self, toolName: toolName, arguments: arguments) {
            try BenchApplication<Offscreen>(options: $0).run()
        }
    }
}
