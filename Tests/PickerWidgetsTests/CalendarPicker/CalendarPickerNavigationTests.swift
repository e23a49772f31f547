import Foundation
import PickerCore
import PickerInspection
import PickerTestSupport
import Testing
@testable import PickerWidgets

@Suite("Calendar picker navigation")
struct CalendarPickerNavigationTests {
    /// Taps the right (+1) or left (-1) chevron of a header segment.
    func tapChevron(_ h: CalendarHarness, component: Int, _ direction: Int, at t: Double) {
        let segment = h.picker.header.frame(ofComponent: component)!
        let x = direction > 0 ? segment.maxX - 10 : segment.minX + 10
        h.down(x, segment.midY, at: t)
        h.up(x, segment.midY, at: t + 0.05)
        h.run(until: t + 1.5)
    }

    func tapMonthChevron(_ h: CalendarHarness, _ direction: Int, at t: Double) {
        tapChevron(h, component: CalendarHeader.monthComponent, direction, at: t)
    }

    func tapYearChevron(_ h: CalendarHarness, _ direction: Int, at t: Double) {
        tapChevron(h, component: CalendarHeader.yearComponent, direction, at: t)
    }

    @Test func theHeaderSegmentsHaveTheirOwnLayoutIds() throws {
        let h = try CalendarHarness()
        let ids = h.picker.header.layoutParts.map(\.id)
        #expect(ids == ["calendar.year", "calendar.month"])
        #expect(h.picker.header.layoutValue == .array([.string("2026"), .string("November")]))
    }

    @Test func aSlowDragLeftShowsTheNextMonthAndTheHeaderFollows() throws {
        let h = try CalendarHarness()
        h.slide(by: -250, at: 0)
        #expect(h.shownMonth == "2026-12")
        #expect(h.header == (2026, 12))
        h.slide(by: 250, at: 10)
        h.slide(by: 250, at: 20)
        #expect(h.shownMonth == "2026-10")
        #expect(h.header == (2026, 10))
    }

    @Test func aShortDragSnapsBackToTheSameMonth() throws {
        let h = try CalendarHarness()
        h.slide(by: -100, at: 0)
        #expect(h.shownMonth == "2026-11")
    }

    @Test func aFlingMovesAtLeastOneMonthAndLandsOnAMonth() throws {
        let h = try CalendarHarness()
        h.slide(by: -120, at: 0, duration: 0.06, fling: true)
        #expect(h.shownMonth != "2026-11")
        #expect(h.picker.grid.months.position.fraction == 0)
        #expect(h.header.month == h.calendar.component(.month, from: h.picker.displayedMonth))
        #expect(h.header.year == h.calendar.component(.year, from: h.picker.displayedMonth))
    }

    @Test func theMonthSegmentWrapsAndCarriesTheYearBothWays() throws {
        let h = try CalendarHarness(month: day(2026, 12, 1))
        tapMonthChevron(h, 1, at: 0)
        #expect(h.header == (2027, 1))
        #expect(h.shownMonth == "2027-01")
        tapMonthChevron(h, -1, at: 2)
        #expect(h.header == (2026, 12))
        #expect(h.shownMonth == "2026-12")
    }

    @Test func aDragAcrossTheMonthSegmentCarriesEveryWrap() throws {
        let h = try CalendarHarness(month: day(2026, 11, 1))
        let segment = try #require(h.picker.header.frame(ofComponent: CalendarHeader.monthComponent))
        // Drag three items to the left slowly: November -> February, crossing the year.
        h.down(segment.maxX - 40, segment.midY, at: 0)
        for i in 1...30 { h.move(segment.maxX - 40 - Double(i) * segment.width / 10, segment.midY, at: Double(i) * 0.05) }
        h.up(segment.maxX - 40 - 3 * segment.width, segment.midY, at: 2.0)
        h.run(until: 5)
        #expect(h.header == (2027, 2))
        #expect(h.shownMonth == "2027-02")
    }

    @Test func theYearSegmentMovesTheGridByAYear() throws {
        let h = try CalendarHarness()
        tapYearChevron(h, 1, at: 0)
        #expect(h.shownMonth == "2027-11")
        tapYearChevron(h, -1, at: 2)
        tapYearChevron(h, -1, at: 4)
        #expect(h.shownMonth == "2025-11")
        #expect(h.header == (2025, 11))
    }

    @Test func theWheelStepsMonths() throws {
        let h = try CalendarHarness()
        h.send(.scroll(ScrollEvent(location: Point(x: 200, y: 300), deltaX: 0, deltaY: -2, time: 0)))
        h.run(until: 2)
        #expect(h.shownMonth == "2027-01")
        #expect(h.header == (2027, 1))
    }

    @Test func tabGoesYearThenMonthThenGrid() throws {
        let h = try CalendarHarness()
        h.key(.tab, at: 0)
        #expect(h.root.focusedWidget === h.picker.header && h.picker.header.focusedComponent == 0)
        h.key(.tab, at: 0.1)
        #expect(h.root.focusedWidget === h.picker.header && h.picker.header.focusedComponent == 1)
        h.key(.tab, at: 0.2)
        #expect(h.root.focusedWidget === h.picker.grid)
    }

    @Test func arrowsMoveTheFocusedDayAcrossMonthAndYearBoundaries() throws {
        let h = try CalendarHarness(month: day(2026, 12, 1))
        h.root.setFocus(h.picker.grid)
        h.press(.end, at: 0)               // Sat 5 Dec (week Sun 29 Nov ... Sat 5 Dec)
        #expect(h.picker.grid.focusedDay == day(2026, 12, 5))
        for i in 0..<4 { h.press(.down, at: 2 + Double(i) * 2) }   // 12, 19, 26 Dec, 2 Jan
        #expect(h.picker.grid.focusedDay == day(2027, 1, 2))
        #expect(h.shownMonth == "2027-01" && h.header == (2027, 1))
        h.press(.left, at: 20)             // 1 Jan
        h.press(.left, at: 22)             // 31 Dec
        #expect(h.picker.grid.focusedDay == day(2026, 12, 31))
        #expect(h.shownMonth == "2026-12" && h.header == (2026, 12))
        h.press(.home, at: 24)             // Sun 27 Dec
        #expect(h.picker.grid.focusedDay == day(2026, 12, 27))
    }

    @Test func pageKeysMoveMonthsAndYears() throws {
        let h = try CalendarHarness(month: day(2027, 1, 1))
        h.root.setFocus(h.picker.grid)
        h.press(.end, at: 0)
        h.press(.right, at: 2)                         // Sun 3 Jan
        h.press(.pageUp, at: 4)                        // 3 Dec 2026
        #expect(h.picker.grid.focusedDay == day(2026, 12, 3))
        #expect(h.shownMonth == "2026-12" && h.header == (2026, 12))
        h.press(.pageDown, at: 6, modifiers: .shift)   // 3 Dec 2027
        #expect(h.picker.grid.focusedDay == day(2027, 12, 3))
        #expect(h.header == (2027, 12))
        h.press(.enter, at: 8)
        #expect(h.selectedDays == ["2027-12-03"])
        h.press(.space, at: 10)
        #expect(h.selectedDays == ["2027-12-03"])
    }

    @Test func shiftEnterExtendsARange() throws {
        let h = try CalendarHarness(mode: .range)
        h.root.setFocus(h.picker.grid)
        h.click("2026-11-20", at: 0)
        h.press(.right, at: 2)
        h.press(.right, at: 4)
        h.press(.enter, at: 6, modifiers: .shift)
        #expect(h.picker.selection.range == day(2026, 11, 20)...day(2026, 11, 22))
    }
}

@Suite("Wheel deltas from broken devices")
struct BrokenWheelDeltaTests {
    @Test func nanAndHugeDeltasNeitherCrashNorRunAway() throws {
        let h = try CalendarHarness()
        for delta in [Double.nan, .infinity, -.infinity, 1e300] {
            h.send(.scroll(ScrollEvent(location: Point(x: 200, y: 300), deltaX: 0, deltaY: delta, time: 0)))
            h.send(.scroll(ScrollEvent(location: Point(x: 200, y: 62), deltaX: delta, deltaY: 0, time: 0)))
        }
        h.run(until: 5)
        #expect(h.picker.grid.months.position.fraction == 0)
        let mini = try MiniPicker(id: "m", titles: [["a", "b", "c"]])
        let m = PickerHarness(mini)
        m.send(.scroll(ScrollEvent(location: Point(x: 200, y: 72), deltaX: .nan, deltaY: 0, time: 0)))
        m.send(.scroll(ScrollEvent(location: Point(x: 200, y: 72), deltaX: 0, deltaY: -1e300, time: 0)))
        m.run(until: 3)
        #expect(m.picker.selectedRow(inComponent: 0) == 2)
    }
}
