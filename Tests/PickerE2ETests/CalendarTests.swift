import Foundation
import Testing

extension PickerE2E {
    /// The calendar page in a real window: xdotool drags the header's month segment one width to the left
    /// (November -> December), then clicks a day of the December grid; `--log-events` reports the month
    /// segment once and then the chosen date.
    @Suite("calendar")
    struct Calendar {
        @Test("dragging the month mini picker and clicking a day selects that day of the new month")
        func dragMonthThenClickDay() throws {
            try dragMonthThenClickDay(backend: [])
        }

        /// The same through the renderer backend (SDL_RenderGeometry), which the window uses on an
        /// accelerated renderer; Xvfb's is SDL's software one, so the flag asks for it.
        @Test("with the renderer backend, dragging the month and clicking a day selects that day")
        func dragMonthThenClickDayWithTheRendererBackend() throws {
            try dragMonthThenClickDay(backend: ["--backend", "renderer"])
        }

        private func dragMonthThenClickDay(backend: [String]) throws {
            let layout = try Demo.layout(Demo.calendar)
            let month = try #require(layout.find("calendar.month"))
            // December 2026's grid starts on Sunday 29 November: 10 December is cell 11, where November's
            // grid (starting Sunday 1 November) shows the 12th.
            let cell = try #require(layout.find("calendar.day.2026-11-12"))
            let session = try WindowSession(arguments: Demo.calendar + backend)
            defer { session.stop() }

            let start = (x: month.frame.midX + 60, y: month.frame.midY)
            let end = (x: start.x - month.frame.width, y: start.y)
            try session.mouseDrag(path: [start] + steps(from: start, to: end, count: 20), stepDelay: 0.01, hold: 0.3)
            let demo = session.demo
            #expect(demo.waitForEvent(widget: "calendar.header", timeout: 5), "no header event; stdout: \(demo.lines.suffix(5))")
            #expect(demo.waitUntilSettled(quiet: 0.5, timeout: 8), "the window kept rendering after the drag")

            let click = session.screen(cell.frame.midX, cell.frame.midY)
            try session.xdo.run(["mousemove", "--sync", String(click.x), String(click.y), "sleep", "0.1", "click", "1"])
            #expect(demo.waitForEvent(widget: "calendar", timeout: 5), "no calendar event after the click; stdout: \(demo.lines.suffix(5))")
            #expect(demo.waitUntilSettled(quiet: 0.5, timeout: 8))

            let events = demo.events
            let header = events.filter { $0.widget == "calendar.header" }
            #expect(header.count == 1, "one month change expected: \(header)")
            #expect(header.first?.component == 1 && header.first?.row == 11 && header.first?.valueText == "December", "\(header)")
            let chosen = events.filter { $0.widget == "calendar" }
            #expect(chosen.count == 1, "one selection expected: \(chosen)")
            let line = try #require(chosen.first.flatMap { JSON.object($0.line) })
            #expect(line["date"] as? String == "2026-12-10", "\(chosen)")
            #expect(line["mode"] as? String == "single")
            #expect(demo.exitStatus == nil, "the demo exited: \(demo.stderr)")
        }
    }
}
