import Foundation
import Testing

extension PickerE2E {
    /// The wheel pages in a real window: xdotool drags one wheel component a whole number of rows,
    /// slowly and held still before the release (no fling); `--log-events` reports exactly one change for
    /// that component and none for the others, and F2's layout dump shows the page's read-out updated.
    /// On the odometer, the R key and the button turn the wheels to the day's seeded random readings.
    @Suite("wheel")
    struct Wheel {
        /// Rows are `theme.wheelRowHeight` = 34 points at the centre of the cylinder.
        static let rowHeight = 34.0

        @Test("dragging the NosePicker's size wheel two rows up orders a Super-Size nose")
        func dragSizeWheel() throws {
            let layout = try Demo.layout(Demo.wheel)
            let size = try #require(layout.find("nose.size"))
            #expect(size.kind == "WheelComponent")
            #expect(JSON.int(size.json["row"]) == 1 && size.valueText == "Medium", "the page starts on Medium: \(size.json)")
            let session = try WindowSession(arguments: Demo.wheel)
            defer { session.stop() }

            // Up by two rows: the wheel shows later rows, Medium -> Super-Size (row 3).
            let start = (x: size.frame.midX, y: size.frame.midY + 20)
            let end = (x: start.x, y: start.y - 2 * Self.rowHeight)
            try session.mouseDrag(path: [start] + steps(from: start, to: end, count: 17), stepDelay: 0.02, hold: 0.3)
            let demo = session.demo
            #expect(demo.waitForEvent(widget: "nose", timeout: 5), "no wheel event after the drag; stdout: \(demo.lines.suffix(5))")
            #expect(demo.waitUntilSettled(quiet: 0.5, timeout: 8), "the window kept rendering after the drag")

            let events = demo.events
            #expect(events.count == 1, "one change expected: \(events)")
            let change = try #require(events.first)
            #expect(change.widget == "nose" && change.component == 1 && change.row == 3 && change.valueText == "Super-Size", "\(change)")
            #expect(!events.contains { $0.component == 0 }, "the shape wheel changed: \(events)")
            let line = try #require(JSON.object(change.line))
            #expect(line["kind"] as? String == "WheelPicker")

            // F2 prints the layout from the running window: the order line follows the wheel.
            let printed = try session.layoutFromF2()
            #expect(printed.find("order")?.valueText == "One Super-Size, Aquiline schnoz: Coming right up!")
            #expect(JSON.int(printed.find("nose.size")?.json["row"]) == 3)
            #expect(JSON.int(printed.find("nose.shape")?.json["row"]) == 1)
            #expect(demo.exitStatus == nil, "the demo exited: \(demo.stderr)")
        }

        @Test("dragging an odometer digit four rows up wraps from 7 through 0 to 1; R and the button spin to seeded readings")
        func dragOdometerDigitAcrossTheWrap() throws {
            let layout = try Demo.layout(Demo.odometer)
            let digit = try #require(layout.find("odometer.d5"))
            #expect(digit.json["cyclic"] as? Bool == true && digit.valueText == "7")
            let session = try WindowSession(arguments: Demo.odometer)
            defer { session.stop() }

            let start = (x: digit.frame.midX, y: digit.frame.midY + 60)
            let end = (x: start.x, y: start.y - 4 * Self.rowHeight)
            try session.mouseDrag(path: [start] + steps(from: start, to: end, count: 34), stepDelay: 0.02, hold: 0.3)
            let demo = session.demo
            #expect(demo.waitForEvent(widget: "odometer", timeout: 5), "no odometer event after the drag; stdout: \(demo.lines.suffix(5))")
            #expect(demo.waitUntilSettled(quiet: 0.5, timeout: 8), "the window kept rendering after the drag")

            let events = demo.events
            #expect(events.count == 1, "one change expected: \(events)")
            #expect(events.first?.component == 5 && events.first?.row == 1 && events.first?.valueText == "1", "\(events)")
            let printed = try session.layoutFromF2()
            #expect(printed.find("reading")?.valueText == "Reading: 004211")

            // R, then the button: the first two random readings of --today 2026-11-21, each reached with the
            // wheels turning (programmatic, so no events).
            let centre = session.screen(session.pointSize.width / 2, 10)
            try session.xdo.run(["mousemove", String(centre.x), String(centre.y), "sleep", "0.05", "key", "r"])
            #expect(demo.waitUntilSettled(quiet: 0.5, timeout: 8))
            #expect(try session.layoutFromF2().find("reading")?.valueText == "Reading: 082853")
            let button = try #require(printed.find("random"))
            let click = session.screen(button.frame.midX, button.frame.midY)
            try session.xdo.run(["mousemove", "--sync", String(click.x), String(click.y), "sleep", "0.1", "click", "1"])
            #expect(demo.waitUntilSettled(quiet: 0.5, timeout: 8))
            #expect(try session.layoutFromF2().find("reading")?.valueText == "Reading: 700139")
            #expect(demo.events.count == 1, "random readings are not value events: \(demo.events)")
            #expect(demo.exitStatus == nil, "the demo exited: \(demo.stderr)")
        }
    }
}
