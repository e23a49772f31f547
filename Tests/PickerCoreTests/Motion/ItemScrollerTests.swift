import Testing
@testable import PickerCore

@Suite struct ItemScrollerTests {
    @Test func startsAtRestOnTheSelectedRow() throws {
        let scroller = try ItemScroller(count: 10, selectedRow: 3)
        #expect(scroller.position == ScrollPosition(row: 3, fraction: 0))
        #expect(scroller.selectedRow == 3)
        #expect(scroller.targetRow == 3)
        #expect(!scroller.isDragging && !scroller.isAnimating)
    }

    @Test func dragMovesContentOneToOneWithTheFinger() throws {
        let scroller = try ItemScroller(count: 10, selectedRow: 3)
        scroller.beginDrag(at: 5, time: 0)
        #expect(scroller.isDragging)
        scroller.drag(to: 4.75, time: 0.01)  // finger back a quarter row: content forwards
        #expect(scroller.position == ScrollPosition(row: 3, fraction: 0.25))
        scroller.drag(to: 5.5, time: 0.02)
        #expect(scroller.position == ScrollPosition(row: 2, fraction: 0.5))
        scroller.drag(to: 3.4, time: 0.03)
        #expect(isClose(Double(scroller.position.row) + scroller.position.fraction, 4.6, within: 1e-12))
        #expect(scroller.targetRow == 5)
        #expect(scroller.selectedRow == 3)
    }

    @Test func flingLandsExactlyOnTheExpectedRow() throws {
        let scroller = try ItemScroller(count: 100, selectedRow: 10)
        let settles = SettleRecorder(scroller)
        // The finger moves back 1 row in 0.1 s: content at 11 moving +10 rows/s at release.
        // Friction would stop at 11 + 10 / 2.002002670673079 = 15.995: row 16.
        scroller.performDrag(from: 0, to: -1)
        #expect(scroller.isAnimating)
        #expect(scroller.targetRow == 16)
        #expect(scroller.selectedRow == 10)
        scroller.runUntilSettled(from: 0.1)
        #expect(scroller.position == ScrollPosition(row: 16, fraction: 0))
        #expect(scroller.selectedRow == 16)
        #expect(settles.rows == [16])
    }

    @Test func sameGestureLandsTheSameAtAnyFrameRate() throws {
        var results: [(row: Int, position: ScrollPosition, midway: ScrollPosition, settles: [Int])] = []
        for fps in [30.0, 60.0, 144.0] {
            let scroller = try ItemScroller(count: 1000, selectedRow: 500, itemExtent: 40)
            let settles = SettleRecorder(scroller)
            scroller.beginDrag(at: 10, time: 1)
            for i in 1...12 { scroller.drag(to: 10 + 0.3 * Double(i), time: 1 + 0.01 * Double(i)) }
            scroller.endDrag(at: 13.6, time: 1.12)
            // Frames up to 1.5 s, then one common frame time.
            var frame = 1
            while 1.12 + Double(frame) / fps < 1.5 {
                scroller.tick(now: 1.12 + Double(frame) / fps)
                frame += 1
            }
            scroller.tick(now: 1.5)
            let midway = scroller.position
            scroller.runUntilSettled(from: 1.5, fps: fps)
            results.append((scroller.selectedRow, scroller.position, midway, settles.rows))
        }
        // 30 rows/s backwards from 496.4: friction stop 496.4 - 30 / 2.0020 = 481.415, row 481.
        for result in results {
            #expect(result.row == 481)
            #expect(result.position == ScrollPosition(row: 481, fraction: 0))
            #expect(result.midway == results[0].midway)
            #expect(result.settles == [481])
        }
    }

    @Test func dragThatReturnsToItsRowDoesNotSettle() throws {
        let scroller = try ItemScroller(count: 10, selectedRow: 3)
        let settles = SettleRecorder(scroller)
        // Out and back, released after a pause: no fling, springs to row 3.
        scroller.beginDrag(at: 0, time: 0)
        scroller.drag(to: -0.4, time: 0.05)
        scroller.drag(to: -0.1, time: 0.1)
        scroller.endDrag(at: -0.1, time: 0.4)
        #expect(scroller.targetRow == 3)
        scroller.runUntilSettled(from: 0.4)
        #expect(scroller.position == ScrollPosition(row: 3, fraction: 0))
        #expect(settles.rows.isEmpty)

        // Exactly back on the row: settles at once, still nothing to report.
        scroller.performDrag(from: 0, to: 0, start: 1, pause: 0.3)
        #expect(!scroller.isAnimating)
        #expect(settles.rows.isEmpty)
    }

    @Test func slowDragSettlesOnTheNearestRowOnce() throws {
        let scroller = try ItemScroller(count: 10, selectedRow: 3)
        let settles = SettleRecorder(scroller)
        scroller.performDrag(from: 0, to: -1.3, pause: 0.2)
        #expect(scroller.targetRow == 4)
        let end = scroller.runUntilSettled(from: 0.3)
        scroller.tick(now: end + 1)
        #expect(scroller.position == ScrollPosition(row: 4, fraction: 0))
        #expect(settles.rows == [4])
    }

    @Test func touchStopsAFling() throws {
        let scroller = try ItemScroller(count: 100, selectedRow: 10)
        scroller.performDrag(from: 0, to: -1)
        scroller.tick(now: 0.3)
        let caught = scroller.position
        scroller.beginDrag(at: 7, time: 0.3)
        #expect(!scroller.isAnimating)
        #expect(scroller.position == caught)
        scroller.tick(now: 0.6)
        #expect(scroller.position == caught)
        scroller.endDrag(at: 7, time: 0.6)
        scroller.runUntilSettled(from: 0.6)
        let expected = Double(caught.row) + caught.fraction.rounded()
        #expect(scroller.position == ScrollPosition(row: Int(expected), fraction: 0))
    }

    @Test func cancelledDragReturnsToTheSelectedRow() throws {
        let scroller = try ItemScroller(count: 10, selectedRow: 3)
        let settles = SettleRecorder(scroller)
        scroller.beginDrag(at: 0, time: 0)
        scroller.drag(to: -2.2, time: 0.1)
        scroller.cancelDrag(time: 0.1)
        #expect(scroller.isAnimating)
        #expect(scroller.targetRow == 3)
        scroller.runUntilSettled(from: 0.1)
        #expect(scroller.position == ScrollPosition(row: 3, fraction: 0))
        #expect(settles.rows.isEmpty)
    }

    @Test func stepsAccumulateFromTheTarget() throws {
        let scroller = try ItemScroller(count: 10, selectedRow: 2)
        let settles = SettleRecorder(scroller)
        scroller.step(by: 1, time: 0)
        scroller.tick(now: 0.05)
        scroller.step(by: 1, time: 0.05)
        #expect(scroller.targetRow == 4)
        scroller.runUntilSettled(from: 0.05)
        #expect(scroller.position == ScrollPosition(row: 4, fraction: 0))
        #expect(settles.rows == [4])
    }

    @Test func stepWithoutAnimationJumps() throws {
        let scroller = try ItemScroller(count: 10, selectedRow: 2)
        let settles = SettleRecorder(scroller)
        scroller.step(by: -2, time: 0, animated: false)
        #expect(!scroller.isAnimating)
        #expect(scroller.position == ScrollPosition(row: 0, fraction: 0))
        #expect(settles.rows == [0])
    }

    @Test func stepsClampAtTheEnds() throws {
        let scroller = try ItemScroller(count: 10, selectedRow: 8)
        let settles = SettleRecorder(scroller)
        scroller.step(by: 5, time: 0)
        #expect(scroller.targetRow == 9)
        scroller.runUntilSettled(from: 0)
        scroller.step(by: 1, time: 5)
        #expect(!scroller.isAnimating)
        scroller.step(by: -20, time: 6, animated: false)
        #expect(scroller.selectedRow == 0)
        scroller.step(by: Int.min, time: 7)
        #expect(!scroller.isAnimating)
        #expect(settles.rows == [9, 0])
    }

    @Test func rubberBandPastTheStartIsLessThanTheDragAndSpringsBack() throws {
        let scroller = try ItemScroller(count: 10, selectedRow: 0)
        let settles = SettleRecorder(scroller)
        scroller.beginDrag(at: 0, time: 0)
        scroller.drag(to: 0.5, time: 0.1)
        // Half a row over in a one-row viewport shows (1 - 1 / 1.275) = 0.2157 rows.
        #expect(scroller.position.row == -1)
        #expect(isClose(scroller.position.fraction, 0.7843137254901962, within: 1e-12))
        #expect(scroller.targetRow == 0)
        scroller.endDrag(at: 0.5, time: 0.4)
        #expect(scroller.isAnimating)
        scroller.tick(now: 0.45)
        #expect(scroller.position.row == -1 && scroller.position.fraction > 0.7843137254901962)
        scroller.runUntilSettled(from: 0.45)
        #expect(scroller.position == ScrollPosition(row: 0, fraction: 0))
        #expect(settles.rows.isEmpty)
    }

    @Test func rubberBandPastTheEndScalesWithTheViewport() throws {
        let scroller = try ItemScroller(count: 10, selectedRow: 9)
        scroller.visibleRowCount = 5
        scroller.beginDrag(at: 0, time: 0)
        scroller.drag(to: -2, time: 0.1)
        // 2 rows over in 5: (1 - 1 / 1.22) * 5 = 0.9016 rows.
        #expect(scroller.position.row == 9)
        #expect(isClose(scroller.position.fraction, 0.9016393442622945, within: 1e-12))
        // Grabbing it again continues from the same raw overscroll.
        scroller.endDrag(at: -2, time: 0.4)
        scroller.beginDrag(at: 0, time: 0.4)
        #expect(isClose(scroller.position.fraction, 0.9016393442622945, within: 1e-12))
        scroller.drag(to: 0.5, time: 0.5)
        #expect(isClose(scroller.position.fraction, (1 - 1 / (1.5 * 0.55 / 5 + 1)) * 5, within: 1e-9))
        scroller.endDrag(at: 0.5, time: 0.8)
        scroller.runUntilSettled(from: 0.8)
        #expect(scroller.position == ScrollPosition(row: 9, fraction: 0))
    }

    @Test func flingPastTheEndStopsOnTheLastRow() throws {
        let scroller = try ItemScroller(count: 10, selectedRow: 7)
        let settles = SettleRecorder(scroller)
        scroller.performDrag(from: 0, to: -2)  // 20 rows/s
        #expect(scroller.targetRow == 9)
        scroller.runUntilSettled(from: 0.1)
        #expect(scroller.position == ScrollPosition(row: 9, fraction: 0))
        #expect(settles.rows == [9])
    }

    @Test func scrollToRowWithAndWithoutAnimation() throws {
        let scroller = try ItemScroller(count: 10, selectedRow: 1)
        let settles = SettleRecorder(scroller)
        scroller.scroll(toRow: 6, time: 0, animated: true)
        #expect(scroller.targetRow == 6)
        scroller.tick(now: 0.1)
        #expect(scroller.position.row >= 1 && scroller.position.row < 6)
        scroller.runUntilSettled(from: 0.1)
        #expect(scroller.position == ScrollPosition(row: 6, fraction: 0))
        scroller.scroll(toRow: 2, time: 5, animated: false)
        #expect(scroller.position == ScrollPosition(row: 2, fraction: 0))
        scroller.scroll(toRow: 2, time: 6, animated: true)
        #expect(!scroller.isAnimating)
        #expect(settles.rows == [6, 2])
    }

    @Test func setCountClampsTheSelectionAndStopsMotion() throws {
        let scroller = try ItemScroller(count: 10, selectedRow: 8)
        let settles = SettleRecorder(scroller)
        scroller.step(by: -1, time: 0)
        try scroller.setCount(5)
        #expect(!scroller.isAnimating)
        #expect(scroller.selectedRow == 4)
        #expect(scroller.position == ScrollPosition(row: 4, fraction: 0))
        try scroller.setCount(0)
        #expect(scroller.selectedRow == 0)
        #expect(scroller.dataRow(forUnwrappedRow: 0) == nil)
        try scroller.setCount(3)
        #expect(scroller.selectedRow == 0)
        #expect(settles.rows.isEmpty)
        #expect(throws: PickerError.invalidConfiguration("ItemScroller: count must not be negative (got -1)")) {
            try scroller.setCount(-1)
        }
        #expect(scroller.count == 3)
    }

    @Test func invalidConfigurationThrowsWithAMessage() {
        #expect(throws: PickerError.invalidConfiguration("ItemScroller: count must not be negative (got -1)")) {
            try ItemScroller(count: -1)
        }
        #expect(throws: PickerError.invalidConfiguration("ItemScroller: selectedRow 10 is outside 0..<10")) {
            try ItemScroller(count: 10, selectedRow: 10)
        }
        #expect(throws: PickerError.invalidConfiguration("ItemScroller: selectedRow -1 is outside 0..<10")) {
            try ItemScroller(count: 10, selectedRow: -1)
        }
        #expect(throws: PickerError.invalidConfiguration("ItemScroller: itemExtent must be positive (got 0.0)")) {
            try ItemScroller(count: 10, itemExtent: 0)
        }
        #expect(PickerError.invalidConfiguration("bad row").description == "bad row")
    }

    @Test func emptyScrollerIgnoresInput() throws {
        let scroller = try ItemScroller(count: 0)
        scroller.beginDrag(at: 0, time: 0)
        scroller.step(by: 1, time: 0)
        scroller.scroll(toRow: 3, time: 0, animated: true)
        #expect(!scroller.isDragging && !scroller.isAnimating)
        #expect(scroller.position == ScrollPosition(row: 0, fraction: 0))
        #expect(scroller.targetRow == 0)
    }

    @Test func boundedDataRows() throws {
        let scroller = try ItemScroller(count: 10)
        #expect(scroller.dataRow(forUnwrappedRow: -1) == nil)
        #expect(scroller.dataRow(forUnwrappedRow: 0) == 0)
        #expect(scroller.dataRow(forUnwrappedRow: 9) == 9)
        #expect(scroller.dataRow(forUnwrappedRow: 10) == nil)
        #expect(scroller.dataRow(forUnwrappedRow: 9, offsetBy: -2) == 7)
        #expect(scroller.dataRow(forUnwrappedRow: Int.max, offsetBy: 1) == nil)
    }

    @Test func hugeBoundedListClampsAtItsLastRow() throws {
        let scroller = try ItemScroller(count: Int.max, selectedRow: Int.max - 2)
        scroller.step(by: 5, time: 0)
        #expect(scroller.targetRow == Int.max - 1)
        scroller.runUntilSettled(from: 0)
        #expect(scroller.position == ScrollPosition(row: Int.max - 1, fraction: 0))
        scroller.beginDrag(at: 0, time: 10)
        scroller.drag(to: -0.5, time: 10.1)
        #expect(scroller.position.row == Int.max - 1)
        #expect(isClose(scroller.position.fraction, 0.21568627450980382, within: 1e-12))
        scroller.endDrag(at: -0.5, time: 10.4)
        scroller.runUntilSettled(from: 10.4)
        #expect(scroller.position == ScrollPosition(row: Int.max - 1, fraction: 0))
    }
}
