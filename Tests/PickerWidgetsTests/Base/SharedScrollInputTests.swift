import Foundation
import PickerCore
import PickerTestSupport
import Testing
@testable import PickerWidgets

/// Every segmented scroller (the wheel, the mini picker, the calendar grid) and the form take their tap
/// slop and wheel-notch cap from the one input helper and ``ScrollTuning``: a widget that counted them
/// its own way again (the old 4-point slop of the wheel and the mini picker, the wheel's 1e6 cap) fails here.
@Suite("Shared scroll input in every widget")
struct SharedScrollInputTests {
    let slop = ScrollTuning.tapSlop
    let cap = Int(ScrollTuning.maximumNotchesPerEvent)

    // MARK: - Notches

    @Test func aRunawayWheelTurnsACyclicWheelByTheCap() throws {
        let picker = try WheelPicker(id: "w", titles: [(0..<1000).map(String.init)], cyclicComponents: [0])
        let h = WheelHarness(picker)
        h.wheel(160, 108, notches: -1e300, at: 0)
        h.run(until: 5)
        #expect(picker.selectedRow(inComponent: 0) == cap)
    }

    @Test func aRunawayWheelTurnsACyclicMiniPickerByTheCap() throws {
        let picker = try MiniPicker(id: "m", titles: [(0..<1000).map(String.init)], isCyclic: true)
        let h = PickerHarness(picker)
        h.wheel(200, 72, notches: -1e300, at: 0)
        h.run(until: 5)
        #expect(picker.selectedRow(inComponent: 0) == cap)
    }

    @Test func aRunawayWheelMovesTheCalendarByTheCap() throws {
        let h = try CalendarHarness()
        h.wheel(200, 300, notches: -1e300, at: 0)
        h.run(until: 5)
        let expected = h.calendar.date(byAdding: .month, value: cap, to: day(2026, 11, 1))
        #expect(h.picker.grid.displayedMonth == expected)
    }

    // MARK: - Tap slop

    /// Presses a wheel two rows below the band, moves `distance` points up, lets go there.
    func pressWheelRow(movingBy distance: Double) throws -> Int? {
        let picker = try WheelPicker(id: "w", titles: [(0..<20).map(String.init)])
        try picker.selectRow(5, inComponent: 0, animated: false)
        let h = WheelHarness(picker)
        h.down(160, 176, at: 0)
        h.move(160, 176 - distance, at: 0.1)
        h.up(160, 176 - distance, at: 0.4)
        h.run(until: 3)
        return picker.selectedRow(inComponent: 0)
    }

    @Test func aWheelPressWithinTheSlopIsATapOnItsRow() throws {
        #expect(try pressWheelRow(movingBy: slop) == 7)       // a tap brings the row to the band
        #expect(try pressWheelRow(movingBy: slop + 1) == 5)   // a short slow drag snaps back
    }

    /// Presses the mini picker's right chevron, moves `distance` points left, lets go there.
    func pressChevron(movingBy distance: Double) throws -> Int? {
        let picker = try MiniPicker(id: "m", titles: [(1...12).map(String.init)])
        let h = PickerHarness(picker)
        h.down(285, 72, at: 0)
        h.move(285 - distance, 72, at: 0.1)
        h.up(285 - distance, 72, at: 0.2)
        h.run(until: 3)
        return picker.selectedRow(inComponent: 0)
    }

    @Test func aChevronPressWithinTheSlopSteps() throws {
        #expect(try pressChevron(movingBy: slop) == 1)
        #expect(try pressChevron(movingBy: slop + 1) == 0)
    }

    /// Presses the calendar's 10 November, moves `distance` points right, lets go there.
    func pressDay(movingBy distance: Double) throws -> [Date] {
        let h = try CalendarHarness()
        let cell = try #require(h.cell("2026-11-10"))
        h.down(cell.midX, cell.midY, at: 0)
        h.move(cell.midX + distance, cell.midY, at: 0.05)
        h.up(cell.midX + distance, cell.midY, at: 0.1)
        h.run(until: 2)
        return h.picker.grid.selection.sortedDates
    }

    @Test func aDayPressWithinTheSlopChoosesIt() throws {
        #expect(try pressDay(movingBy: slop) == [day(2026, 11, 10)])
        #expect(try pressDay(movingBy: slop + 1) == [])   // a slide that snaps back chooses nothing
    }

    /// Presses the form's Started work row, moves `distance` points down, lets go there.
    func pressFormRow(movingBy distance: Double) throws -> [Int] {
        let h = try SamplePerson.harness()
        let point = h.rowCenter(PersonField.started)
        h.send(.pointerDown(PointerEvent(pointer: PointerID(1), kind: .touch, location: point, time: 0)))
        let moved = Point(x: point.x, y: point.y + distance)
        h.send(.pointerMoved(PointerEvent(pointer: PointerID(1), kind: .touch, location: moved, time: 0.05)))
        h.send(.pointerUp(PointerEvent(pointer: PointerID(1), kind: .touch, location: moved, time: 0.1)))
        h.run(until: 2)
        return h.attachedPickers
    }

    @Test func aFormRowPressWithinTheSlopOpensItsPicker() throws {
        #expect(try pressFormRow(movingBy: slop) == [PersonField.started])
        #expect(try pressFormRow(movingBy: slop + 1) == [])
    }
}
