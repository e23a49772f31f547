import ArgumentParser
import PickerDemoApp

/// The bench's entry point on either SDL (`picker-bench`'s and `picker-bench-sdl3`'s `main`), with the same
/// exit codes as `picker-demo` (see `ToolCommandLine`).
public enum BenchCommandLine {
    public static func main<Platform: BenchPlatform>(_ platform: Platform.Type, arguments: [String]) -> Int32 {
        // What this SDL's host cannot do is a bad argument: exit 2 with its line, as ArgumentParser's errors.
        let validate = { (options: BenchOptions) in
            do { try Platform.validate(options) } catch { throw ValidationError("\(error)") }
        }
        return ToolCommandLine.main(BenchOptions.self, toolName: Platform.toolName, arguments: arguments, validate: validate) {
            try BenchApplication<Platform>(options: $0).run()
        }
    }
}
