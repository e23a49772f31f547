import Foundation
import PickerCore
import PickerTestSupport
import Testing
@testable import PickerWidgets

/// A hard fling into an end through real input: the rows overshoot the end, spring back onto it and the
/// change is reported once (issue 16).
@Suite("Bounce at the ends")
struct BounceInputTests {
    @Test func aWheelFlungHardTowardsRowZeroOvershootsAndReportsOnce() throws {
        let source = WheelSource(rows: [40])
        let picker = try WheelPicker(id: "w", dataSource: source, delegate: source)
        try picker.selectRow(4, inComponent: 0, animated: false)
        let h = WheelHarness(picker)
        h.retainedSource = source
        // Down 120 pt in 50 ms (about 70 rows per second) towards row 0.
        h.down(160, 50, at: 0)
        for i in 1...5 { h.move(160, 50 + Double(i) * 24, at: Double(i) * 0.01) }
        h.up(160, 170, at: 0.05)
        var lowest = Double.infinity
        var frame = 4.0
        while frame / 60 < 3 {
            h.root.tick(now: frame / 60)
            let p = h.picker.components[0].model.position
            lowest = min(lowest, Double(p.row) + p.fraction)
            frame += 1
        }
        #expect(lowest < -0.3, "the wheel stopped dead at row 0 (lowest position \(lowest))")
        #expect(h.picker.components[0].model.position == ScrollPosition(row: 0, fraction: 0))
        #expect(h.reported.map(\.row) == [0])
        #expect(source.selections.map(\.row) == [0])
    }

    @Test func aMiniPickerFlungHardToItsLastItemOvershootsAndReportsOnce() throws {
        let picker = try MiniPicker(id: "m", titles: [(1...12).map(String.init)])
        try picker.selectRow(8, inComponent: 0, animated: false)
        let h = PickerHarness(picker)
        // Right to left 180 pt in 40 ms: a fling towards the last item.
        h.down(290, 72, at: 0)
        for i in 1...4 { h.move(290 - Double(i) * 45, 72, at: Double(i) * 0.01) }
        h.up(110, 72, at: 0.04)
        var highest = -Double.infinity
        var frame = 3.0
        while frame / 60 < 3 {
            h.root.tick(now: frame / 60)
            let p = h.picker.segments[0].scroller.position
            highest = max(highest, Double(p.row) + p.fraction)
            frame += 1
        }
        #expect(highest > 11.1, "the ribbon stopped dead on the last item (highest position \(highest))")
        #expect(highest <= 11 + ScrollTuning.overshootFraction + 1e-9)
        #expect(h.picker.selectedRow(inComponent: 0) == 11)
        #expect(h.changes.map { $0["row"] } == [.int(11)])
    }
}
