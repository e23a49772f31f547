import ArgumentParser
import Foundation

/// Parses `picker-bench`'s arguments and runs it, with the same exit codes as `picker-demo`
/// (`DemoCommandLine`): 0 on success and for `--help`, 2 with one line on stderr for bad arguments,
/// 1 with a message when a run fails.
enum BenchCommandLine {
    static func main(arguments: [String]) -> Int32 {
        let options: BenchOptions
        do {
            options = try BenchOptions.parse(arguments)
        } catch {
            let code = BenchOptions.exitCode(for: error)
            if code == .success {
                print(BenchOptions.fullMessage(for: error))
                return 0
            }
            let line = BenchOptions.message(for: error).split(separator: "\n").first.map(String.init) ?? "invalid arguments"
            FileHandle.standardError.write(Data("picker-bench: \(line)\n".utf8))
            return 2
        }
        do {
            try BenchApplication(options: options).run()
            return 0
        } catch {
            FileHandle.standardError.write(Data("picker-bench: \(error)\n".utf8))
            return 1
        }
    }
}
