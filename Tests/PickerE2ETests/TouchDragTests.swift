import Foundation
import Testing

extension PickerE2E {
    /// `--script` pushes SDL finger events into the real window's queue. SDL also synthesizes mouse
    /// events from touches; the picker must take the drag once (one row for 1.3 widths, not two).
    @Suite("touch drag")
    struct TouchDrag {
        @Test("a finger drag of 1.3 widths moves the month back one row, once")
        func fingerDrag() throws {
            let month = try #require(try Demo.layout(Demo.minipicker).find("month"))
            let start = (x: month.frame.midX, y: month.frame.midY)
            let distance = 1.3 * month.frame.width
            var script = "# one finger drags the month picker right by 1.3 widths, holds, lifts\n"
            script += line(0.1, "touch-down 1", start.x, start.y)
            for (i, p) in steps(from: start, to: (start.x + distance, start.y), count: 20).enumerated() {
                script += line(0.1 + 0.02 * Double(i + 1), "touch-move 1", p.x, p.y)
            }
            script += line(0.9, "touch-up 1", start.x + distance, start.y)
            script += "2.0 end\n"
            let file = try TemporaryFile.write(script, tag: "touch")
            defer { try? FileManager.default.removeItem(at: file) }

            let session = try WindowSession(arguments: Demo.minipicker + ["--script", file.path])
            defer { session.stop() }
            let demo = session.demo
            #expect(demo.waitForEvent(widget: "month", timeout: 6), "no month event after the finger drag; stdout: \(demo.lines.suffix(5)), stderr: \(demo.stderr)")
            // Past the script's end (2.0 s) and settled: any second handling of the drag has shown by then.
            let deadline = ChildProcess.now() + 4
            while ChildProcess.now() - demo.child.launchTime < 2.2, ChildProcess.now() < deadline { usleep(20_000) }
            #expect(demo.waitUntilSettled(quiet: 0.5, timeout: 8), "the window kept rendering after the drag")

            let expected = MiniPickerPage.monthRow(afterDragging: distance, width: month.frame.width)
            #expect(expected == 9)
            let monthEvents = demo.events.filter { $0.widget == "month" }
            #expect(monthEvents.count == 1, "expected one month event, got: \(monthEvents)")
            #expect(monthEvents.first?.row == expected, "expected row \(expected) (Oct), got \(monthEvents)")
            #expect(demo.events.allSatisfy { $0.widget == "month" }, "other widgets changed: \(demo.events)")
        }

        private func line(_ time: Double, _ action: String, _ x: Double, _ y: Double) -> String {
            String(format: "%.3f %@ %.1f %.1f\n", time, action, x, y)
        }
    }
}
