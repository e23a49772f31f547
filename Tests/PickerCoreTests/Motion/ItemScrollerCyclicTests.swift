import Testing
@testable import PickerCore

@Suite struct ItemScrollerCyclicTests {
    @Test func stepWrapsPastTheLastRow() throws {
        let scroller = try ItemScroller(count: 10, selectedRow: 9, isCyclic: true)
        let settles = SettleRecorder(scroller)
        scroller.step(by: 1, time: 0)
        #expect(scroller.targetRow == 0)
        scroller.tick(now: 0.1)
        #expect(scroller.position.row == 9)
        scroller.tick(now: 0.2)
        // The critically damped spring creeps up on unwrapped row 10 (data row 0) from below.
        #expect(scroller.position.row == 9 && scroller.position.fraction > 0.9)
        #expect(scroller.dataRow(forUnwrappedRow: scroller.position.row, offsetBy: 1) == 0)
        scroller.runUntilSettled(from: 0.2)
        #expect(scroller.selectedRow == 0)
        #expect(scroller.position == ScrollPosition(row: 0, fraction: 0))
        #expect(settles.rows == [0])
    }

    @Test func dragWrapsBothWays() throws {
        let scroller = try ItemScroller(count: 10, selectedRow: 1, isCyclic: true)
        // Slow drag of 3.2 rows backwards (content), released after a pause: row 1 - 3 = -2, data row 8.
        scroller.performDrag(from: 0, to: 3.2, pause: 0.2)
        #expect(scroller.targetRow == 8)
        scroller.runUntilSettled(from: 0.3)
        #expect(scroller.selectedRow == 8)
        // Fling forwards 25 rows/s from 8 + 2.5 = 10.5: friction stop 10.5 + 12.487 = 22.987, row 23: data 3.
        scroller.performDrag(from: 0, to: -2.5, start: 10)
        #expect(scroller.targetRow == 3)
        scroller.runUntilSettled(from: 10.1)
        #expect(scroller.selectedRow == 3)
        #expect(scroller.position == ScrollPosition(row: 3, fraction: 0))
    }

    @Test func scrollToRowTakesTheShortWayRound() throws {
        let scroller = try ItemScroller(count: 10, selectedRow: 9, isCyclic: true)
        scroller.scroll(toRow: 1, time: 0, animated: true)
        var seen: Set<Int> = []
        var now = 0.0
        while scroller.isAnimating {
            now += 1.0 / 60
            scroller.tick(now: now)
            if let row = scroller.dataRow(forUnwrappedRow: scroller.position.row) { seen.insert(row) }
            #expect(scroller.position.row >= 9 || scroller.position.row == 1)
        }
        #expect(seen.contains(0))
        #expect(!seen.contains(5))
        #expect(scroller.selectedRow == 1)

        scroller.scroll(toRow: 8, time: now, animated: true)  // 1 -> 0 -> 9 -> 8
        scroller.tick(now: now + 0.1)
        #expect(scroller.position.row == 0 || scroller.position.row == -1)
        scroller.runUntilSettled(from: now + 0.1)
        #expect(scroller.selectedRow == 8)
    }

    @Test func dataRowsWrapForAnyUnwrappedRow() throws {
        let scroller = try ItemScroller(count: 10, isCyclic: true)
        #expect(scroller.dataRow(forUnwrappedRow: -13) == 7)
        #expect(scroller.dataRow(forUnwrappedRow: 23) == 3)
        #expect(scroller.dataRow(forUnwrappedRow: Int.min) == 2)  // -9223372036854775808 = -922337203685477581 * 10 + 2
        #expect(scroller.dataRow(forUnwrappedRow: Int.max) == 7)
        #expect(scroller.dataRow(forUnwrappedRow: Int.max, offsetBy: 5) == 2)
    }

    @Test func countIntMaxStepsWrapExactly() throws {
        let scroller = try ItemScroller(count: Int.max, selectedRow: Int.max - 1, isCyclic: true)
        let settles = SettleRecorder(scroller)
        // Rows are 0...Int.max - 1: Int.max - 1 + 3 = Int.max + 2, which is row 2.
        scroller.step(by: 3, time: 0)
        #expect(scroller.targetRow == 2)
        scroller.runUntilSettled(from: 0)
        #expect(scroller.selectedRow == 2)
        #expect(scroller.position == ScrollPosition(row: 2, fraction: 0))
        // Back three: 2 - 3 = -1, which is row Int.max - 1.
        scroller.step(by: -3, time: 10)
        scroller.runUntilSettled(from: 10)
        #expect(scroller.selectedRow == Int.max - 1)
        // From Int.max - 2, +3 is row 1.
        scroller.step(by: -1, time: 20, animated: false)
        scroller.step(by: 3, time: 21)
        scroller.runUntilSettled(from: 21)
        #expect(scroller.selectedRow == 1)
        #expect(settles.rows == [2, Int.max - 1, Int.max - 2, 1])
    }

    @Test func countIntMaxDragAcrossTheWrap() throws {
        let scroller = try ItemScroller(count: Int.max, selectedRow: Int.max - 1, isCyclic: true)
        scroller.performDrag(from: 0, to: -2.4, pause: 0.2)
        #expect(scroller.targetRow == 1)
        var now = 0.3
        while scroller.isAnimating {
            now += 1.0 / 60
            scroller.tick(now: now)
            let shown = try #require(scroller.dataRow(forUnwrappedRow: scroller.position.row))
            #expect(shown == Int.max - 1 || shown == 0 || shown == 1)
        }
        #expect(scroller.selectedRow == 1)
        #expect(scroller.position == ScrollPosition(row: 1, fraction: 0))
    }

    @Test func countIntMaxDataRows() throws {
        let scroller = try ItemScroller(count: Int.max, isCyclic: true)
        #expect(scroller.dataRow(forUnwrappedRow: Int.max) == 0)
        #expect(scroller.dataRow(forUnwrappedRow: Int.max - 1) == Int.max - 1)
        #expect(scroller.dataRow(forUnwrappedRow: -1) == Int.max - 1)
        #expect(scroller.dataRow(forUnwrappedRow: Int.min) == Int.max - 1)  // Int.min = -Int.max - 1
        #expect(scroller.dataRow(forUnwrappedRow: Int.min + 5) == 4)
        #expect(scroller.dataRow(forUnwrappedRow: Int.max - 1, offsetBy: 3) == 2)
        #expect(scroller.dataRow(forUnwrappedRow: 1, offsetBy: -3) == Int.max - 2)
        #expect(scroller.dataRow(forUnwrappedRow: Int.max - 1, offsetBy: Int.max) == Int.max - 1)
    }

    @Test func countIntMaxScrollToRowGoesTheShortWay() throws {
        let scroller = try ItemScroller(count: Int.max, selectedRow: 2, isCyclic: true)
        scroller.scroll(toRow: Int.max - 2, time: 0, animated: true)  // 2 -> 1 -> 0 -> Int.max - 1 -> ... - 2
        scroller.tick(now: 0.05)
        #expect(scroller.position.row >= -2 && scroller.position.row <= 2)
        scroller.runUntilSettled(from: 0.05)
        #expect(scroller.selectedRow == Int.max - 2)
        #expect(scroller.position == ScrollPosition(row: Int.max - 2, fraction: 0))
    }

    @Test func togglingCyclicRestsOnTheSelection() throws {
        let scroller = try ItemScroller(count: 10, selectedRow: 9, isCyclic: true)
        scroller.step(by: 1, time: 0)
        scroller.isCyclic = false
        #expect(!scroller.isAnimating)
        #expect(scroller.position == ScrollPosition(row: 9, fraction: 0))
    }
}
