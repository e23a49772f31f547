import Foundation
import PickerCore
@testable import PickerInspection
import PickerTestSupport
import Testing
@testable import PickerWidgets

/// The first and last months of a calendar's range: the neighbouring months' days shown around them lie
/// outside the calendar's years and cannot be chosen by any input; the log writes years as ISO 8601 does.
@Suite("Calendar picker at the ends of its years")
struct CalendarRangeEndTests {
    /// A day of the proleptic Gregorian calendar in UTC, with its era (0: BC).
    static func day(era: Int = 1, _ year: Int, _ month: Int, _ day: Int) -> Date {
        testCalendar().date(from: DateComponents(era: era, year: year, month: month, day: day))!
    }

    /// A picker over the default years (1 to 9999) showing `month`.
    static func harness(month: Date, mode: CalendarSelectionMode = .single) throws -> CalendarHarness {
        let calendar = testCalendar()
        let picker = try CalendarPicker(
            id: "calendar", calendar: calendar, today: nil, month: month, selection: CalendarSelection(mode: mode))
        return CalendarHarness(widget: picker, frame: Rect(x: 40, y: 40, width: 364, height: 344))
    }

    /// The grid cell of `date` in the displayed month.
    static func cell(_ h: CalendarHarness, _ date: Date) throws -> CalendarGrid.DayCell {
        try #require(h.picker.grid.dayCells.first { $0.day.date == date }, "no cell for \(date)")
    }

    static func tap(_ h: CalendarHarness, _ date: Date, at t: Double) throws {
        let frame = try cell(h, date).frame
        h.down(frame.midX, frame.midY, at: t, pointer: PointerID(7))
        h.up(frame.midX, frame.midY, at: t + 0.05, pointer: PointerID(7))
        h.run(until: t + 1.5)
    }

    @Test func aDayAfterDecember9999CannotBeTappedOrClicked() throws {
        let h = try Self.harness(month: Self.day(9999, 12, 1))
        let outside = Self.day(10000, 1, 2)
        #expect(try Self.cell(h, outside).day.isDisabled)
        try Self.tap(h, outside, at: 0)
        #expect(h.picker.selection.sortedDates.isEmpty && h.changes.isEmpty)
        #expect(h.header == (9999, 12) && h.shownMonth == "9999-12")
        // A screen reader's click on it does nothing either, and the cell says it is not enabled.
        let id = h.picker.grid.cellIdentifier(outside)
        #expect(id == "calendar.day.+10000-01-02" && h.picker.grid.layoutParts.contains { $0.id == id }, "named as the layout dump names it")
        #expect(h.node(id)?.states.contains(.enabled) == false)
        #expect(!h.root.performAccessibilityAction(.click, on: id))
        #expect(h.picker.selection.sortedDates.isEmpty && h.changes.isEmpty)
        // The month's own last day still can be chosen.
        try Self.tap(h, Self.day(9999, 12, 31), at: 2)
        #expect(h.changes.map { $0["date"] } == [.string("9999-12-31")])
    }

    @Test func aDayBeforeJanuary1CannotBeTappedInRangeMode() throws {
        let h = try Self.harness(month: Self.day(1, 1, 1), mode: .range)
        try Self.tap(h, Self.day(era: 0, 1, 12, 26), at: 0)
        #expect(h.changes.isEmpty && h.picker.selection.range == nil && !h.picker.selection.isAwaitingRangeEnd)
        try Self.tap(h, Self.day(1, 1, 3), at: 2)
        try Self.tap(h, Self.day(1, 1, 10), at: 4)
        #expect(h.changes.last?["start"] == .string("0001-01-03") && h.changes.last?["end"] == .string("0001-01-10"))
        #expect(h.header == (1, 1))
    }

    @Test func theKeyboardAndAControllerStopAtTheLastDay() throws {
        let h = try Self.harness(month: Self.day(9999, 12, 1))
        h.root.setFocus(h.picker.grid)
        // From Wednesday 1 December down four weeks to the 29th, then right three days: the last stays.
        for t in [0.0, 1.5, 3, 4.5] { h.press(.down, at: t) }
        for t in [6.0, 7.5, 9] { h.press(.right, at: t) }
        #expect(h.picker.grid.focusedDay == Self.day(9999, 12, 31))
        h.press(.enter, at: 10.5)
        #expect(h.selectedDays == ["9999-12-31"])
        // A controller: engage the grid, right past the last day, confirm.
        let pad = ControllerID(1)
        h.root.handle(.confirm, controller: pad, time: 12)
        #expect(h.root.engagedWidget === h.picker.grid)
        h.root.handle(.move(.right), controller: pad, time: 12.1)
        h.root.releaseDirection(.right, controller: pad)
        h.root.handle(.confirm, controller: pad, time: 12.2)
        h.run(until: 14)
        #expect(h.picker.grid.focusedDay == Self.day(9999, 12, 31))
        #expect(h.selectedDays == ["9999-12-31"] && h.changes.count == 1)
    }

    /// The log names 1 BC 0000 and 2 BC -0001 (ISO 8601's astronomical years), so a range across the
    /// era boundary runs forwards; years past 9999 take a sign.
    @Test func theLogWritesYearsAsISO8601Does() throws {
        let rules = try CalendarDayRules(minimumDate: Self.day(era: 0, 2, 12, 1), maximumDate: Self.day(10000, 1, 31))
        let picker = try CalendarPicker(
            id: "calendar", calendar: testCalendar(), today: nil, month: Self.day(1, 1, 1),
            selection: CalendarSelection(mode: .range), rules: rules)
        let h = CalendarHarness(widget: picker, frame: Rect(x: 40, y: 40, width: 364, height: 344))
        try Self.tap(h, Self.day(era: 0, 1, 12, 26), at: 0)
        try Self.tap(h, Self.day(1, 1, 3), at: 2)
        #expect(h.changes.last?["start"] == .string("0000-12-26") && h.changes.last?["end"] == .string("0001-01-03"))

        let calendar = testCalendar()
        #expect(CalendarDayFormat.day(Self.day(era: 0, 2, 12, 31), calendar: calendar) == "-0001-12-31")
        #expect(CalendarDayFormat.day(Self.day(era: 0, 1000, 3, 1), calendar: calendar) == "-0999-03-01")
        #expect(CalendarDayFormat.month(Self.day(era: 0, 1, 12, 1), calendar: calendar) == "0000-12")
        #expect(CalendarDayFormat.day(Self.day(10000, 1, 2), calendar: calendar) == "+10000-01-02")
        #expect(CalendarDayFormat.day(Self.day(9999, 12, 31), calendar: calendar) == "9999-12-31")
        // Date pickers and forms write instants the same way.
        let utc = TimeZone(identifier: "UTC")!
        #expect(Self.day(era: 0, 1, 12, 26).iso8601Text(in: utc) == "0000-12-26T00:00:00Z")
        #expect(Self.day(era: 0, 2, 1, 1).iso8601Text(in: utc) == "-0001-01-01T00:00:00Z")
        #expect(Self.day(12345, 6, 7).iso8601Text(in: utc) == "+12345-06-07T00:00:00Z")
        #expect(Self.day(1776, 7, 4).iso8601Text(in: TimeZone(secondsFromGMT: -5 * 3600)!) == "1776-07-03T19:00:00-05:00")
    }
}
