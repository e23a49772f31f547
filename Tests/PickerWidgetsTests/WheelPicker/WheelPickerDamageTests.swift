import Foundation
import PickerCore
import PickerTestSupport
import Testing
@testable import PickerWidgets

/// A turning column marks only itself as changed, so a frame redraws one column of the wheel, not all of it.
@Suite("Wheel picker damage")
struct WheelPickerDamageTests {
    /// Three components of 100 rows in UIKit's 320 x 216 wheel.
    func makeHarness() throws -> WheelHarness {
        let source = WheelSource(rows: [100, 100, 100])
        let picker = try WheelPicker(id: "w", dataSource: source, delegate: source)
        for component in 0..<3 { try picker.selectRow(50, inComponent: component, animated: false) }
        let harness = WheelHarness(picker)
        harness.retainedSource = source
        _ = harness.draw()   // the first frame draws everything and clears the damage
        return harness
    }

    @Test func aDragMarksOnlyTheDraggedColumn() throws {
        let h = try makeHarness()
        let middle = h.picker.components[1].frame
        h.down(middle.midX, 108, at: 0)
        _ = h.draw()
        h.move(middle.midX, 80, at: 0.1)
        #expect(h.root.damage.rects == [middle])
        _ = h.draw()
        h.move(middle.midX, 60, at: 0.2)
        #expect(h.root.damage.bounds == middle)
    }

    @Test func aFlingMarksOnlyItsColumnEveryFrame() throws {
        let h = try makeHarness()
        let last = h.picker.components[2].frame
        h.down(last.midX, 200, at: 0)
        for i in 1...6 { h.move(last.midX, 200 - Double(i) * 25, at: Double(i) * 0.01) }
        h.up(last.midX, 50, at: 0.06)
        _ = h.draw()
        var frames = 0
        for frame in 5...60 {
            h.root.tick(now: Double(frame) / 60)
            guard h.picker.isAnimating else { break }
            #expect(h.root.damage.bounds == last, "frame \(frame)")
            _ = h.draw()
            frames += 1
        }
        #expect(frames > 10)
    }

    @Test func aDatePickersTurningWheelMarksOnlyItsColumn() throws {
        let picker = try DatePicker(id: "d", mode: .date, date: testDate("2026-11-21 12:00:00 +0000"), timeZone: TimeZone(secondsFromGMT: 0))
        let h = WidgetHarness(widget: picker, frame: Rect(x: 0, y: 0, width: 320, height: 216))
        _ = h.draw()
        let columns = picker.wheels.components.map(\.frame)
        let dragged = try #require(columns.first)
        h.down(dragged.midX, 108, at: 0)
        _ = h.draw()   // a press may change the focus: the whole picker
        h.move(dragged.midX, 90, at: 0.1)
        #expect(h.root.damage.bounds == dragged)
        #expect(columns.count == 3)
    }
}
