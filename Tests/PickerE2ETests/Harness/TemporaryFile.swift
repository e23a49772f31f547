import Foundation

/// Files the tests hand the demo (scripts, screenshots): a new name in the temporary folder each time.
enum TemporaryFile {
    /// `picker-e2e-<tag>-<pid>-<random>.<ext>` in the temporary folder.
    static func url(_ tag: String, ext: String = "txt") -> URL {
        FileManager.default.temporaryDirectory
            .appendingPathComponent("picker-e2e-\(tag)-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).\(ext)")
    }

    /// `text` written to a new file (``url(_:ext:)``); the caller removes it.
    static func write(_ text: String, tag: String) throws -> URL {
        let file = url(tag)
        try text.write(to: file, atomically: true, encoding: .utf8)
        return file
    }
}
