import Foundation
import Testing

/// picker-demo-sdl3 end to end, through the root's harness (Harness/ links to ../../../Tests/PickerE2ETests/Harness):
/// the command line, offscreen replay and screenshots without a display, and a real window under a private Xvfb
/// driven by xdotool and `--script`. The tests that hold on either SDL are the root's own files, linked here
/// (every link in this folder); SDL 3's own are this file and SDL3WindowTests.
///
/// Serialized, as the root's: window tests time drags. `PICKER_E2E_DISPLAYS=81-84` keeps the X servers to those
/// display numbers; every server is stopped before the next test starts one, so the SDL 2 leg run before this
/// one leaves none behind to collide with.
@Suite(.serialized)
struct PickerE2E {}

extension Demo {
    /// The program the shared harness runs.
    static let executableName = "picker-demo-sdl3"

    /// The root package's tests folder, where SDL 2's goldens and scripts are.
    static let sdl2Tests = e2eFolder.deletingLastPathComponent()
}

extension PickerE2E {
    @Suite("SDL 3 offscreen")
    struct Offscreen {
        struct Shot: CustomStringConvertible {
            var arguments: [String]
            var golden: String
            var size: (width: Int, height: Int)
            var description: String { arguments.joined(separator: " ") }
        }

        /// `picker-demo-sdl3 --screenshot` of the overview (the demo's first screen, toolbar and all) matches the
        /// SDL 2 suite's golden within GoldenScreenshotTests' bound: at most 0.1% of pixels more than 2 levels off.
        @Test("--screenshot matches SDL 2's golden", arguments: [
            Shot(arguments: ["--size", "640x480"], golden: "narrowWindowOneColumn.640x480.png", size: (640, 480)),
            Shot(
                arguments: ["--size", "1024x768", "--theme", "dark", "--locale", "ar_EG"],
                golden: "rightToLeftDarkTwoColumns.ar_EG-dark-1024x768.png", size: (1024, 768)),
        ])
        func screenshotMatchesSDL2sGolden(_ shot: Shot) throws {
            let file = TemporaryFile.url("sdl3-shot", ext: "png")
            defer { try? FileManager.default.removeItem(at: file) }
            let result = try Demo.run(
                ["--page", "overview", "--today", "2026-11-21"] + shot.arguments + ["--screenshot", file.path], timeout: 30)
            try #require(result.status == 0, "exit \(result.status), stderr: \(result.stderr)")
            let golden = Demo.sdl2Tests.appendingPathComponent("PickerSDLTests/Overview/__Snapshots__/SnapshotOverviewTests/\(shot.golden)")
            let script = Demo.packageRoot.appendingPathComponent("Tests/PickerSDL3Tests/Scripts/compare_png.py")
            let compared = try ChildProcess.run(
                URL(fileURLWithPath: "/usr/bin/python3"),
                [script.path, golden.path, file.path, "\(shot.size.width)", "\(shot.size.height)", "2"],
                environment: ProcessInfo.processInfo.environment, timeout: 60)
            let words = compared.stdout.split(whereSeparator: \.isWhitespace).compactMap { Double($0) }
            try #require(compared.status == 0 && words.count == 2, "compare_png.py: \(compared.stdout) \(compared.stderr)")
            #expect(words[0] / words[1] <= 0.001, "\(shot): \(Int(words[0])) of \(Int(words[1])) pixels differ from SDL 2's golden")
        }

        /// A script replayed offscreen goes through SDL 3's events and host: the logged values are SDL 2's.
        @Test("--script with --log-events logs the range SDL 2 logs")
        func scriptedRangeIsLogged() throws {
            let file = TemporaryFile.url("sdl3-range", ext: "png")
            defer { try? FileManager.default.removeItem(at: file) }
            let script = Demo.sdl2Tests.appendingPathComponent("PickerSDLTests/Scripts/calendar-range.txt")
            let result = try Demo.run(Demo.calendar + ["--script", script.path, "--log-events", "--screenshot", file.path])
            try #require(result.status == 0, "exit \(result.status), stderr: \(result.stderr)")
            let events = result.stdout.split(separator: "\n").compactMap { EventLine(String($0)) }.filter { $0.widget != "page" }
            #expect(events.map(\.widget) == ["mode", "calendar", "calendar"], "\(events)")
            #expect(events.first?.valueText == "Range")
            let last = try #require(events.last.flatMap { JSON.object($0.line) })
            #expect(last["start"] as? String == "2026-11-09" && last["end"] as? String == "2026-11-18", "\(last)")
        }

        @Test("--check-damage finds every frame drawn from damage equal to the frame drawn whole")
        func damageCheck() throws {
            let script = Demo.sdl2Tests.appendingPathComponent("PickerSDLTests/Scripts/datepicker-drag-and-fling.txt")
            let result = try Demo.run(Demo.datepicker + ["--script", script.path, "--check-damage"], timeout: 60)
            #expect(result.status == 0, "exit \(result.status), stderr: \(result.stderr)")
            let report = try #require(JSON.object(result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)))
            #expect(report["identical"] as? Bool == true && JSON.int(report["frames"]) ?? 0 > 60, "\(report)")
        }
    }
}
