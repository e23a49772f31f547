import Foundation
import Testing

extension PickerE2E {
    /// `--script` in a window ends as GameLoop's does: the `end` line quits, as closing the window does.
    @Suite("script in a window")
    struct ScriptInWindow {
        @Test("a window's script quits at its end line, and --help says so")
        func theWindowQuitsAtTheScriptsEnd() throws {
            let script = """
                0.20 key Tab
                1.00 end
                """
            let file = try TemporaryFile.write(script, tag: "end")
            defer { try? FileManager.default.removeItem(at: file) }
            let session = try WindowSession(arguments: Demo.minipicker + ["--script", file.path])
            defer { session.stop() }
            let status = session.demo.child.waitForExit(timeout: 15)
            #expect(status == 0, "the demo did not quit at the script's end (status \(status.map(String.init) ?? "still running"))")

            let help = try Demo.run(["--help"], display: nil, timeout: 20)
            let words = help.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            #expect(words.contains("quits at the script's 'end' line"), "help: \(help.stdout)")
        }
    }
}
