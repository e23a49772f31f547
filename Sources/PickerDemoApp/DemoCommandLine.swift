import ArgumentParser
import Foundation

/// The project's command-line contract, shared by `picker-demo` and `picker-bench`: 0 on success
/// (and for `--help`), 2 with one line on stderr for bad arguments, 1 with a message when the command fails.
public enum ToolCommandLine {
    /// Parses `arguments` as `Options`, then calls `run` with them; returns the exit status.
    public static func main<Options: ParsableArguments>(
        _ options: Options.Type, toolName: String, arguments: [String],
        run: (Options) throws -> Void
    ) -> Int32 {
        let parsed: Options
        do {
            parsed = try Options.parse(arguments)
        } catch {
            if Options.exitCode(for: error) == .success {
                print(Options.fullMessage(for: error))
                return 0
            }
            let line = Options.message(for: error).split(separator: "\n").first.map(String.init) ?? "invalid arguments"
            FileHandle.standardError.write(Data("\(toolName): \(line)\n".utf8))
            return 2
        }
        do {
            try run(parsed)
            return 0
        } catch {
            FileHandle.standardError.write(Data("\(toolName): \(error)\n".utf8))
            return 1
        }
    }
}

/// The demo's entry point on either SDL: `picker-demo`'s and `picker-demo-sdl3`'s `main`.
public enum DemoCommandLine {
    public static func main<Platform: DemoPlatform>(_ platform: Platform.Type, arguments: [String]) -> Int32 {
        ToolCommandLine.main(DemoOptions.self, toolName: Platform.toolName, arguments: arguments) {
            try DemoRunner<Platform>(options: $0).run()
        }
    }
}

extension DemoPlatform {
    /// The demo's entry point on this SDL (`picker-demo`'s, `picker-demo-sdl3`'s): the exit status for `arguments`.
    public static func main(arguments: [String]) -> Int32 {
        DemoCommandLine.main(Self.self, arguments: arguments)
    }
}
