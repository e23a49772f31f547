import Foundation
import Testing

extension PickerE2E {
    /// picker-demo-sdl3 in a real window: a fling, and the keyboard in the calendar (the drags, the keys
    /// of the wheel page and the virtual gamepad are the root's tests, linked).
    @Suite("SDL 3 window")
    struct SDL3Window {
        @Test("a fling on the date column carries it on past the row the pointer let go of")
        func flingTheDateColumn() throws {
            let column = try #require(try Demo.layout(Demo.datepicker).find("datepicker.date"))
            #expect(column.valueText == "Sat, Nov 21")
            let session = try WindowSession(arguments: Demo.datepicker)
            defer { session.stop() }

            // One row (34 points) up in 25 ms, let go while moving: held still, it would land on 22 November.
            let start = (x: column.frame.midX, y: column.frame.midY + 20)
            let end = (x: start.x, y: start.y - 34)
            try session.mouseDrag(path: [start] + steps(from: start, to: end, count: 5), stepDelay: 0.005, hold: 0)
            let demo = session.demo
            #expect(demo.waitForEvent(widget: "datepicker", timeout: 5), "no date event after the fling; stdout: \(demo.lines.suffix(5))")
            #expect(demo.waitUntilSettled(quiet: 0.5, timeout: 8), "the window kept rendering after the fling")

            let changes = demo.events.filter { $0.widget == "datepicker" }
            #expect(changes.count == 1, "one change for one fling: \(changes)")
            let date = try #require(changes.first.flatMap { JSON.object($0.line)?["date"] as? String }, "\(changes)")
            #expect(date > "2026-11-24", "a fling goes on past the next rows: \(date)")
            #expect(demo.events.allSatisfy { $0.widget == "datepicker" }, "other widgets changed: \(demo.events)")
        }

        @Test("a click on 12 November, then Right, Down, Page Down and Return choose 20 December; Tab and Right change the mode")
        func calendarKeys() throws {
            let cell = try #require(try Demo.layout(Demo.calendar).find("calendar.day.2026-11-12"))
            let session = try WindowSession(arguments: Demo.calendar)
            defer { session.stop() }

            let click = session.screen(cell.frame.midX, cell.frame.midY)
            try session.xdo.run([
                "mousemove", "--sync", String(click.x), String(click.y), "sleep", "0.1", "click", "1", "sleep", "0.2",
                "key", "--delay", "150", "Right", "Down", "Next", "Return",
            ])
            let demo = session.demo
            #expect(demo.waitUntilSettled(quiet: 0.5, timeout: 8))
            let chosen = demo.events.filter { $0.widget == "calendar" }.compactMap { JSON.object($0.line)?["date"] as? String }
            // 12 November, one day right, one week down, one month on: 20 December.
            #expect(chosen == ["2026-11-12", "2026-12-20"], "\(demo.events)")

            // Tab leaves the grid for the next widget, the selection mode, whose next value is Multiple.
            try session.xdo.run(["key", "--delay", "150", "Tab", "Right"])
            #expect(demo.waitForEvent(widget: "mode", timeout: 5), "no mode event; stdout: \(demo.lines.suffix(5))")
            #expect(demo.waitUntilSettled(quiet: 0.5, timeout: 8))
            #expect(demo.events.filter { $0.widget == "mode" }.map(\.valueText) == ["Multiple"], "\(demo.events)")
            #expect(demo.exitStatus == nil, "the demo exited: \(demo.stderr)")
        }
    }
}
