import Testing
@testable import PickerCore

/// `commitTargetRow()`: a programmatic scroll the user takes over counts as chosen, so the user's change
/// is measured from the program's row.
@Suite struct ItemScrollerCommitTargetTests {
    @Test func aGrabbedProgrammaticScrollThatTheUserTakesBackIsASettle() throws {
        let scroller = try ItemScroller(count: 12, selectedRow: 10, isCyclic: true, itemExtent: 100)
        let settles = SettleRecorder(scroller)
        scroller.scroll(toRow: 9, time: 0, animated: true)
        scroller.commitTargetRow()
        #expect(scroller.selectedRow == 9)
        #expect(settles.rows.isEmpty)
        // The user grabs it half-way and drags it back onto row 10.
        scroller.beginDrag(at: 5, time: 0.05)
        let grabbed = scroller.position
        let back = Double(10 - grabbed.row) - grabbed.fraction
        scroller.performDrag(from: 5, to: 5 - back, start: 0.06, pause: 0.2)
        scroller.runUntilSettled(from: 0.4)
        #expect(settles.rows == [10])
        #expect(scroller.lastSettleDistance == 1)
    }

    @Test func theDistanceAcrossTheWrapCountsFromTheCommittedRow() throws {
        // December, sent to January the short way (+1), then stepped on by the user: February is +1 from January.
        let scroller = try ItemScroller(count: 12, selectedRow: 11, isCyclic: true, itemExtent: 100)
        let settles = SettleRecorder(scroller)
        scroller.scroll(toRow: 0, time: 0, animated: true)
        scroller.commitTargetRow()
        scroller.step(by: 1, time: 0.05)
        scroller.runUntilSettled(from: 0.05)
        #expect(settles.rows == [1])
        #expect(scroller.lastSettleDistance == 1)
    }

    @Test func atRestItDoesNothing() throws {
        let scroller = try ItemScroller(count: 5, selectedRow: 2)
        scroller.commitTargetRow()
        #expect(scroller.selectedRow == 2)
        scroller.step(by: 1, time: 0)
        scroller.runUntilSettled(from: 0)
        #expect(scroller.lastSettleDistance == 1)
    }
}
