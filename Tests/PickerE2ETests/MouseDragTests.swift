import Foundation
import Testing

extension PickerE2E {
    /// xdotool drags the month picker's content right, past the picker and out of the window, holds
    /// still (so the release is slow, not a fling) and releases: the picker keeps the pointer it
    /// pressed under it and settles one row back per width dragged, with a single change event.
    @Suite("mouse drag")
    struct MouseDrag {
        @Test("dragging past the widget and out of the window moves by the distance")
        func dragOutOfWindow() throws {
            try checkDrag(leavingVertically: false)
        }

        @Test("a drag that first leaves the widget vertically still tracks the pointer")
        func dragLeavingVertically() throws {
            try checkDrag(leavingVertically: true)
        }

        private func checkDrag(leavingVertically: Bool) throws {
            let month = try #require(try Demo.layout(Demo.minipicker).find("month"))
            let session = try WindowSession(arguments: Demo.minipicker)
            defer { session.stop() }

            // Drag a whole number of widths (robust to snapping), ending at least 40 points right of the window.
            let start = (x: month.frame.midX, y: month.frame.midY)
            let width = month.frame.width
            let widths = ((session.pointSize.width + 50 - start.x) / width).rounded(.up)
            let end = (x: start.x + widths * width, y: leavingVertically ? month.frame.maxY + 60 : start.y)
            #expect(end.x >= session.pointSize.width + 40)
            #expect(session.screen(end.x, end.y).x < session.display.screenWidth, "the drag's end is off the screen")

            var path = [start]
            if leavingVertically {
                // Out through the bottom edge while still over the picker's width, then right.
                let below = (x: start.x + 20, y: end.y)
                path += steps(from: start, to: below, count: 8)
                path += steps(from: below, to: end, count: 20)
            } else {
                path += steps(from: start, to: end, count: 20)
            }
            try session.mouseDrag(path: path, stepDelay: 0.005, hold: 0.3)

            let expected = MiniPickerPage.monthRow(afterDragging: end.x - start.x, width: width)
            let demo = session.demo
            #expect(demo.waitForEvent(widget: "month", timeout: 5), "no month event after the drag; stdout: \(demo.lines.suffix(5))")
            #expect(demo.waitUntilSettled(quiet: 0.5, timeout: 8), "the window kept rendering after the drag")

            let events = demo.events
            let monthEvents = events.filter { $0.widget == "month" }
            #expect(monthEvents.count == 1, "expected one month event for a \(widths)-width drag, got: \(monthEvents)")
            #expect(monthEvents.first?.row == expected, "dragged \(end.x - start.x) points on a \(width)-point picker: expected row \(expected), got \(monthEvents)")
            if let row = monthEvents.first?.row, MiniPickerPage.monthNames.indices.contains(row) {
                #expect(monthEvents.first?.valueText == MiniPickerPage.monthNames[row])
            }
            #expect(events.allSatisfy { $0.widget == "month" }, "other widgets changed: \(events.filter { $0.widget != "month" })")
            #expect(demo.exitStatus == nil, "the demo exited during the drag: \(demo.stderr)")
        }
    }
}
