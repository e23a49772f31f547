import Foundation
import Testing

extension PickerE2E {
    /// The Independence Day picker in a real window: xdotool turns its wheels by slow drags; every
    /// `--log-events` line stays within 16 December 1773 ... 4 July 1776, and a month dragged past the
    /// maximum scrolls back to it.
    @Suite("datepicker")
    struct DatePicker {
        static let rowHeight = 34.0
        static let maximum = "1776-07-04T12:00:00-05:00"

        @Test("dragging the month wheel past 4 July 1776 scrolls back to it, as --log-events reports")
        func dragMonthPastTheMaximum() throws {
            let layout = try Demo.layout(Demo.datepicker)
            let picker = try #require(layout.find("independence"))
            #expect(picker.kind == "DatePicker" && picker.valueText == "1773-12-16T12:00:00-05:00", "\(picker.json)")
            let month = try #require(layout.find("independence.month"))
            let day = try #require(layout.find("independence.day"))
            let year = try #require(layout.find("independence.year"))
            let session = try WindowSession(arguments: Demo.datepicker)
            defer { session.stop() }
            let demo = session.demo

            /// Drags the wheel in `frame` by `rows` rows (positive: up, to later rows), slowly and held
            /// still before the release, and returns the date event that follows once the wheels rest.
            func turn(_ frame: Frame, by rows: Int) throws -> [String: Any] {
                let before = demo.lines.count
                let start = (x: frame.midX, y: frame.midY + (rows > 0 ? 40 : -40))
                let end = (x: start.x, y: start.y - Double(rows) * Self.rowHeight)
                try session.mouseDrag(path: [start] + steps(from: start, to: end, count: 10 * abs(rows)), stepDelay: 0.02, hold: 0.3)
                let line = demo.child.waitForLine(from: before, timeout: 8, matching: { EventLine($0)?.widget == "independence" })
                #expect(demo.waitUntilSettled(quiet: 0.5, timeout: 8), "the window kept rendering")
                return try #require(line.flatMap(JSON.object), "no date event; stdout: \(demo.lines.suffix(5))")
            }

            // 1773 -> 1776: 16 December 1776 is after the maximum; the wheels scroll back to 4 July 1776.
            let toYear = try turn(year.frame, by: 3)
            #expect(toYear["date"] as? String == Self.maximum && toYear["scrolledBack"] as? String == "maximum", "\(toYear)")
            // Day 4 -> 3: 3 July 1776, allowed.
            let toDay = try turn(day.frame, by: -1)
            #expect(toDay["date"] as? String == "1776-07-03T12:00:00-05:00" && toDay["scrolledBack"] == nil, "\(toDay)")
            // Month July -> September: past the maximum, back to 4 July 1776.
            let toMonth = try turn(month.frame, by: 2)
            #expect(toMonth["date"] as? String == Self.maximum, "\(toMonth)")
            #expect(toMonth["scrolledBack"] as? String == "maximum" && toMonth["value"] as? String == "July 4, 1776")

            let dates = demo.lines.compactMap { JSON.object($0)?["date"] as? String }
            #expect(dates == [Self.maximum, "1776-07-03T12:00:00-05:00", Self.maximum], "one event per settled change: \(dates)")
            #expect(dates.allSatisfy { $0 >= "1773-12-16T12:00:00-05:00" && $0 <= Self.maximum })

            // F2: the wheels show July 4 1776 and the text above them says so.
            let printed = try session.layoutFromF2()
            #expect(printed.find("independence.month")?.valueText == "July")
            #expect(printed.find("independence.day")?.valueText == "4")
            #expect(printed.find("independence.year")?.valueText == "1776")
            #expect(printed.find("chosen")?.valueText == "1776-07-04 12:00:00 -0500")
            #expect(demo.exitStatus == nil, "the demo exited: \(demo.stderr)")
        }
    }
}
