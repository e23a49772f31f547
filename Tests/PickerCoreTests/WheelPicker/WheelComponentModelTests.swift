import Foundation
import Testing
@testable import PickerCore

/// Helpers to drive a wheel component by time, as a host would at 60 frames per second.
extension WheelComponentModel: TickDriven {}

extension WheelComponentModel {
    /// Drags from `from` to `to` (points) in ten even moves over `duration` seconds from `start`, then
    /// holds still for `pause` seconds and releases.
    func performDrag(fromY from: Double, toY to: Double, start: Double = 0, duration: Double = 0.1, pause: Double = 0) {
        beginDrag(atY: from, time: start)
        for i in 1...10 {
            let fraction = Double(i) / 10
            drag(toY: from + (to - from) * fraction, time: start + duration * fraction)
        }
        endDrag(atY: to, time: start + duration + pause)
    }
}

final class WheelSettles {
    var rows: [Int] = []
    init(_ model: WheelComponentModel) {
        model.onSettle = { [unowned self] in self.rows.append($0) }
    }
}

@Suite("Wheel component model")
struct WheelComponentModelTests {
    @Test func visibleRowsWrapInACyclicComponent() throws {
        let model = try WheelComponentModel(count: 10, selectedRow: 1, isCyclic: true, rowHeight: 40, viewportHeight: 120)
        #expect(model.visibleRows().map(\.row) == [9, 0, 1, 2, 3])
        let bounded = try WheelComponentModel(count: 10, selectedRow: 1, rowHeight: 40, viewportHeight: 120)
        #expect(bounded.visibleRows().map(\.row) == [0, 1, 2, 3])
        #expect(bounded.visibleRows().map(\.placement.rowOffset) == [-1, 0, 1, 2])
    }

    /// The rows in view are kept between frames while nothing they depend on changes: each change must
    /// give the rows a fresh model would give.
    @Test func visibleRowsFollowEveryChangeTheyDependOn() throws {
        let model = try WheelComponentModel(count: 10, selectedRow: 1, rowHeight: 40, viewportHeight: 120)
        func expectFresh(_ note: Comment) throws {
            let fresh = try WheelComponentModel(
                count: model.count, selectedRow: 0, isCyclic: model.isCyclic, rowHeight: model.rowHeight,
                viewportHeight: model.viewportHeight)
            fresh.edgeOpacity = model.edgeOpacity
            fresh.scroll(toRow: model.selectedRow, time: 0, animated: false)
            #expect(model.visibleRows() == fresh.visibleRows(), note)
        }
        _ = model.visibleRows()
        #expect(model.visibleRows() == model.visibleRows())
        model.isCyclic = true
        try expectFresh("cyclic")
        model.viewportHeight = 200
        try expectFresh("taller viewport")
        try model.setRowHeight(30)
        try expectFresh("shorter rows")
        model.edgeOpacity = 0.2
        try expectFresh("fainter edges")
        try model.setCount(4)
        try expectFresh("fewer rows")
        let before = model.visibleRows()
        model.beginDrag(atY: 0, time: 0)
        model.drag(toY: 13, time: 0.05)
        #expect(model.visibleRows() != before)
    }

    @Test func countsNearIntMaxStayExact() throws {
        let bounded = try WheelComponentModel(count: Int.max, selectedRow: Int.max - 1, rowHeight: 40, viewportHeight: 120)
        #expect(bounded.visibleRows().map(\.row) == [Int.max - 3, Int.max - 2, Int.max - 1])
        let cyclic = try WheelComponentModel(count: Int.max, selectedRow: Int.max - 1, isCyclic: true, rowHeight: 40, viewportHeight: 120)
        #expect(cyclic.visibleRows().map(\.row) == [Int.max - 3, Int.max - 2, Int.max - 1, 0, 1])
        // Ten rows or Int.max rows: the same visible rows, the same work per frame.
        let ten = try WheelComponentModel(count: 10, selectedRow: 9, isCyclic: true, rowHeight: 40, viewportHeight: 120)
        #expect(ten.visibleRows().map(\.placement) == cyclic.visibleRows().map(\.placement))
    }

    @Test func aDragFollowsThePointerAndSnapsExactlyOntoARow() throws {
        let model = try WheelComponentModel(count: 100, selectedRow: 50, rowHeight: 40, viewportHeight: 200)
        let settles = WheelSettles(model)
        model.beginDrag(atY: 100, time: 0)
        model.drag(toY: 30, time: 0.5)  // 70 pt up: 1.75 rows forwards
        #expect(model.position == ScrollPosition(row: 51, fraction: 0.75))
        #expect(model.rowAtCenter == 52)
        model.drag(toY: 10, time: 0.6)  // 2.25 rows
        model.endDrag(atY: 10, time: 1.2)  // held still: no fling
        #expect(model.targetRow == 52)
        model.runUntilSettled(from: 1.2)
        #expect(model.position == ScrollPosition(row: 52, fraction: 0))
        #expect(model.selectedRow == 52 && settles.rows == [52])
    }

    @Test func aDragBackToItsRowSettlesWithoutAChange() throws {
        let model = try WheelComponentModel(count: 100, selectedRow: 50, rowHeight: 40, viewportHeight: 200)
        let settles = WheelSettles(model)
        model.beginDrag(atY: 100, time: 0)
        model.drag(toY: 180, time: 0.3)  // two rows back
        #expect(model.rowAtCenter == 48)
        model.drag(toY: 95, time: 1.0)  // and back, an eighth of a row past the start
        model.endDrag(atY: 95, time: 1.5)
        model.runUntilSettled(from: 1.5)
        #expect(model.selectedRow == 50 && model.position == ScrollPosition(row: 50, fraction: 0))
        #expect(settles.rows.isEmpty)
    }

    @Test func aFlingCarriesOnAndLandsOnTheRowFrictionPredicts() throws {
        let model = try WheelComponentModel(count: 1000, selectedRow: 500, rowHeight: 40, viewportHeight: 200)
        let settles = WheelSettles(model)
        // 400 pt up in 0.1 s: 4000 pt/s = 100 rows/s forwards, released at 510.
        model.performDrag(fromY: 500, toY: 100, duration: 0.1)
        let expected = ItemSnapping().restingRow(from: 510, velocity: 100, in: 0...999)
        #expect(model.targetRow == Int(expected))
        #expect(model.targetRow > 520)
        model.runUntilSettled(from: 0.1)
        #expect(model.position == ScrollPosition(row: Int(expected), fraction: 0))
        #expect(settles.rows == [Int(expected)])
    }

    @Test func aFlingPastTheEndOfABoundedComponentStopsOnTheLastRow() throws {
        let model = try WheelComponentModel(count: 8, selectedRow: 5, rowHeight: 40, viewportHeight: 200)
        model.performDrag(fromY: 500, toY: 100, duration: 0.1)
        model.runUntilSettled(from: 0.1)
        #expect(model.selectedRow == 7 && model.position == ScrollPosition(row: 7, fraction: 0))
    }

    @Test func aCyclicFlingFarFromZeroWrapsExactly() throws {
        let model = try WheelComponentModel(count: Int.max, selectedRow: Int.max - 2, isCyclic: true, rowHeight: 40, viewportHeight: 200)
        model.performDrag(fromY: 500, toY: 100, duration: 0.1)
        let expected = Int(ItemSnapping().restingRow(from: 10, velocity: 100, in: nil))  // rows past the start
        model.runUntilSettled(from: 0.1)
        // Int.max - 2 + expected wraps round Int.max rows to expected - 2.
        #expect(model.selectedRow == expected - 2)
        #expect(model.position.fraction == 0)
        #expect(model.visibleRows().map(\.row).contains(expected - 2))
    }

    @Test func tappingAVisibleRowScrollsItToTheCentre() throws {
        let model = try WheelComponentModel(count: 100, selectedRow: 50, rowHeight: 40, viewportHeight: 200)
        let settles = WheelSettles(model)
        let below = try #require(model.visibleRows().first { $0.placement.rowOffset == 2 })
        #expect(below.row == 52)
        #expect(model.scrollToRow(atY: below.placement.centerOffset, time: 0, animated: true))
        model.tick(now: 0.05)
        #expect(model.isAnimating && model.position.row == 50)
        model.runUntilSettled(from: 0.05)
        #expect(model.selectedRow == 52 && settles.rows == [52])
        #expect(!model.scrollToRow(atY: 150, time: 5, animated: true))  // outside the viewport
    }

    @Test func tappingInAShortCyclicComponentGoesTheWayTheRowIsSeen() throws {
        // Three rows on a tall wheel: data row 2 shows both above and below row 0.
        let model = try WheelComponentModel(count: 3, selectedRow: 0, isCyclic: true, rowHeight: 40, viewportHeight: 200)
        #expect(model.visibleRows().map(\.row) == [2, 0, 1, 2, 0, 1, 2, 0, 1])
        let twoBelow = try #require(model.visibleRows().first { $0.placement.rowOffset == 2 })
        model.scrollToRow(atY: twoBelow.placement.centerOffset, time: 0, animated: true)
        var lowest = Int.max
        model.runUntilSettled(from: 0) { lowest = min(lowest, model.position.row) }
        #expect(lowest >= 0)  // moved downwards through row 1, never back through row 2 above
        #expect(model.selectedRow == 2)
    }

    @Test func animatedSelectionTakesTheShortWayRound() throws {
        let model = try WheelComponentModel(count: 10, selectedRow: 9, isCyclic: true)
        model.scroll(toRow: 1, time: 0, animated: true)
        var seen: Set<Int> = []
        model.runUntilSettled(from: 0) { model.rowAtCenter.map { _ = seen.insert($0) } }
        #expect(seen.isSubset(of: [9, 0, 1]) && seen.contains(0))
        #expect(model.selectedRow == 1)

        let huge = try WheelComponentModel(count: Int.max, selectedRow: 0, isCyclic: true)
        huge.scroll(toRow: Int.max - 1, time: 0, animated: true)
        var hugeSeen: Set<Int> = []
        huge.runUntilSettled(from: 0) { huge.rowAtCenter.map { _ = hugeSeen.insert($0) } }
        #expect(hugeSeen.isSubset(of: [0, Int.max - 1]))
        #expect(huge.selectedRow == Int.max - 1 && huge.position.fraction == 0)
    }

    @Test func stepsAndCountChanges() throws {
        let model = try WheelComponentModel(count: 10, selectedRow: 8)
        let settles = WheelSettles(model)
        model.step(by: 1, time: 0)
        model.step(by: 1, time: 0.02)
        model.runUntilSettled(from: 0.02)
        #expect(model.selectedRow == 9 && settles.rows == [9])  // clamped at the end
        try model.setCount(4)
        #expect(model.selectedRow == 3 && model.position == ScrollPosition(row: 3, fraction: 0))
        try model.setCount(0)
        #expect(model.visibleRows().isEmpty && model.rowAtCenter == nil)
        #expect(throws: PickerError.self) { try model.setCount(-1) }
        #expect(settles.rows == [9])
    }

    @Test func changingTheViewportOrRowHeightKeepsTheRowCentred() throws {
        let model = try WheelComponentModel(count: 10, selectedRow: 4, rowHeight: 40, viewportHeight: 120)
        model.viewportHeight = 400
        try model.setRowHeight(20)
        #expect(model.position == ScrollPosition(row: 4, fraction: 0))
        #expect(model.visibleRows().first { $0.placement.rowOffset == 0 }?.row == 4)
        #expect(throws: PickerError.self) { try model.setRowHeight(0.5) }
        #expect(model.rowHeight == 20)
    }
}
