import Foundation
import PickerDemoPages
import Testing

extension PickerE2E {
    @Suite("command line")
    struct Arguments {
        /// Run without a display: bad arguments must be refused (exit 2) before the demo ever looks for one.
        @Test("bad arguments exit 2 with one line on stderr and nothing on stdout", arguments: [
            ["--scale", "0"],
            ["--page", "nope"],
            ["--theme", "purple"],
            ["--size", "10"],
            ["--today", "2026-02-30"],
            ["--locale", "xx_YY"],
            ["--locale", "ur_XX"],
            ["--locale", "ur_PK_extra"],
            ["--no-such-flag"],
            ["--text-size", "3"],
            ["--text-size", "0.5"],
            ["--text-size", "1.75"],
            ["--text-size", "nan"],
            ["--text-size", "big"],
            ["--backend", "renderer", "--screenshot", "/tmp/never.png"],
            ["--backend", "renderer", "--check-damage", "--script", "/dev/null"],
        ])
        func badArguments(_ bad: [String]) throws {
            let result = try Demo.run(["--page", "minipicker"] + bad, display: nil, timeout: 20)
            #expect(result.status == 2, "\(bad): exit \(result.status), stderr: \(result.stderr)")
            #expect(isOneLine(result.stderr), "\(bad): stderr must be exactly one non-empty line, was: \(result.stderr.debugDescription)")
            #expect(result.stdout.isEmpty, "\(bad): stdout must be empty, was: \(result.stdout.debugDescription)")
        }

        /// ArgumentParser lists the values of a seven-case enum one per line, so the one line used to end
        /// at "Please provide one of the following:"; the line must name the pages itself.
        @Test("a bad --page names every valid page on its one line and exits 2", arguments: [["--page", "xyz"], ["--page=xyz"]])
        func badPageNamesThePages(_ bad: [String]) throws {
            let result = try Demo.run(bad, display: nil, timeout: 20)
            #expect(result.status == 2, "exit \(result.status), stderr: \(result.stderr)")
            #expect(isOneLine(result.stderr), "stderr must be exactly one non-empty line, was: \(result.stderr.debugDescription)")
            #expect(result.stderr.contains("unknown page 'xyz'"), "stderr: \(result.stderr)")
            let pages = PageName.allCases.map(\.rawValue)
            #expect(result.stderr.contains("valid pages: \(pages.joined(separator: ", "))"), "stderr: \(result.stderr)")
            #expect(pages.contains("calendar") && pages.contains("form"))
            #expect(result.stdout.isEmpty, "stdout must be empty, was: \(result.stdout.debugDescription)")
        }

        @Test("--help exits 0 and describes the options")
        func help() throws {
            let result = try Demo.run(["--help"], display: nil, timeout: 20)
            #expect(result.status == 0, "exit \(result.status), stderr: \(result.stderr)")
            #expect(result.stdout.contains("--screenshot"), "help: \(result.stdout)")
        }

        @Test("without a display the window refuses with a hint at --screenshot and Xvfb")
        func noDisplay() throws {
            let result = try Demo.run(Demo.minipicker, display: nil, timeout: 20)
            #expect(result.status != 0, "exited 0 without a display")
            #expect(result.stderr.contains("--screenshot"), "stderr: \(result.stderr)")
            #expect(result.stderr.contains("Xvfb"), "stderr: \(result.stderr)")
        }

        @Test("--screenshot needs no display and writes an 800x600 PNG")
        func screenshotWithoutDisplay() throws {
            let file = TemporaryFile.url("shot", ext: "png")
            defer { try? FileManager.default.removeItem(at: file) }
            let result = try Demo.run(Demo.minipicker + ["--screenshot", file.path], display: nil, timeout: 30)
            #expect(result.status == 0, "exit \(result.status), stderr: \(result.stderr)")
            let data = try #require(FileManager.default.contents(atPath: file.path), "no file at \(file.path)")
            let size = try #require(PNG.size(data), "not a PNG: \(data.prefix(16).map { String(format: "%02x", $0) })")
            #expect(size.width == 800 && size.height == 600, "PNG is \(size.width)x\(size.height) at --scale 1")
        }

        /// `--text-size 2` lays the page out at 200% text: its title and rows are twice as tall, and on an
        /// 800x600 window the page's widgets go on below the window, where the page scrolls.
        @Test("--text-size 2 doubles the text and its rows")
        func textSize() throws {
            let large = try Demo.run(Demo.minipicker + ["--text-size", "2", "--dump-layout"], display: nil, timeout: 30)
            #expect(large.status == 0, "exit \(large.status), stderr: \(large.stderr)")
            let plain = try Demo.run(Demo.minipicker + ["--dump-layout"], display: nil, timeout: 30)
            let one = try LayoutNode(parsing: plain.stdout), two = try LayoutNode(parsing: large.stdout)
            #expect(one.find("title")?.frame.height == 28 && two.find("title")?.frame.height == 56)
            #expect(one.find("month")?.frame.height == 44 && two.find("month")?.frame.height == 88)
            #expect((two.find("values")?.frame.maxY ?? 0) > 600, "the read-out is below the window: the page scrolls")
            #expect(two.find("toolbar.textSize")?.valueText == "200%" && one.find("toolbar.textSize")?.valueText == "100%")
        }

        @Test("--reduce-motion is accepted and lays the page out the same")
        func reduceMotionIsAccepted() throws {
            let result = try Demo.run(Demo.minipicker + ["--reduce-motion", "--dump-layout"], display: nil, timeout: 30)
            #expect(result.status == 0, "exit \(result.status), stderr: \(result.stderr)")
            let plain = try Demo.run(Demo.minipicker + ["--dump-layout"], display: nil, timeout: 30)
            let reduced = try LayoutNode(parsing: result.stdout), full = try LayoutNode(parsing: plain.stdout)
            #expect(reduced.allNodes.map { "\($0.id) \($0.frame)" } == full.allNodes.map { "\($0.id) \($0.frame)" }, "reduced motion changes no layout")
            #expect(reduced.find("toolbar.motion")?.valueText == "Calm" && full.find("toolbar.motion")?.valueText == "Motion", "the motion switch shows it")
        }
    }
}

/// Exactly one non-empty line, with or without its newline.
func isOneLine(_ text: String) -> Bool {
    let body = text.hasSuffix("\n") ? String(text.dropLast()) : text
    return !body.trimmingCharacters(in: .whitespaces).isEmpty && !body.contains("\n") && !body.contains("\r")
}

enum PNG {
    /// Width and height from a PNG's signature and IHDR chunk, or nil if it is not a PNG.
    static func size(_ data: Data) -> (width: Int, height: Int)? {
        let bytes = [UInt8](data.prefix(24))
        guard bytes.count == 24, bytes[0..<8] == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A],
              bytes[12..<16] == [0x49, 0x48, 0x44, 0x52] else { return nil }
        func be(_ i: Int) -> Int { bytes[i..<i + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (be(16), be(20))
    }
}
