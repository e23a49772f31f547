import ArgumentParser
import Foundation

/// Parses `picker-demo`'s arguments and runs it, with the project's exit codes: 0 on success
/// (and for `--help`), 2 with one line on stderr for bad arguments, 1 with a message for failures.
public enum DemoCommandLine {
    public static func main(arguments: [String]) -> Int32 {
        let options: DemoOptions
        do {
            options = try DemoOptions.parse(arguments)
        } catch {
            let code = DemoOptions.exitCode(for: error)
            if code == .success {
                print(DemoOptions.fullMessage(for: error))
                return 0
            }
            let line = DemoOptions.message(for: error).split(separator: "\n").first.map(String.init) ?? "invalid arguments"
            FileHandle.standardError.write(Data("picker-demo: \(line)\n".utf8))
            return 2
        }
        do {
            try DemoApplication(options: options).run()
            return 0
        } catch {
            FileHandle.standardError.write(Data("picker-demo: \(error)\n".utf8))
            return 1
        }
    }
}
