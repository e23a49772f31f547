import Foundation
import PickerCore
@testable import PickerInspection
import PickerTestSupport
import Testing
@testable import PickerWidgets

/// The harness the calendar picker tests use: the picker at (40, 40), 364 x 344 points.
typealias CalendarHarness = WidgetHarness<CalendarPicker>

/// A Gregorian calendar in UTC for `locale`.
func testCalendar(_ locale: String = "en_US") -> Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.locale = Locale(identifier: locale)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    return calendar
}

/// The start of `year-month-day` in `calendar`.
func day(_ year: Int, _ month: Int, _ day: Int, in calendar: Calendar = testCalendar()) -> Date {
    calendar.date(from: DateComponents(year: year, month: month, day: day))!
}

extension WidgetHarness where W == CalendarPicker {
    /// A harness around a calendar picker showing November 2026 with today on the 21st.
    convenience init(
        locale: String = "en_US", mode: CalendarSelectionMode = .single, allowsEmpty: Bool = false,
        rules: CalendarDayRules = CalendarDayRules(), month: Date? = nil
    ) throws {
        let calendar = testCalendar(locale)
        let picker = try CalendarPicker(
            id: "calendar", calendar: calendar, today: day(2026, 11, 21, in: calendar), month: month ?? day(2026, 11, 1, in: calendar),
            selection: CalendarSelection(mode: mode, allowsEmpty: allowsEmpty), rules: rules)
        self.init(widget: picker, frame: Rect(x: 40, y: 40, width: 364, height: 344))
    }

    var picker: CalendarPicker { widget }
    var calendar: Calendar { widget.calendar }

    /// The frame of the grid cell showing `iso` ("2026-11-21") in the displayed month, from the layout dump.
    func cell(_ iso: String) -> Rect? {
        picker.grid.layoutParts.first { node in node.extra.contains { $0.0 == "date" && $0.1 == .string(iso) } }?.frame
    }

    /// Clicks (or taps) the cell of `iso` at `t` and lets the motion settle.
    func click(_ iso: String, at t: Double, modifiers: KeyModifiers = []) {
        guard let frame = cell(iso) else {
            Issue.record("no cell for \(iso) in \(picker.grid.layoutValue)")
            return
        }
        down(frame.midX, frame.midY, at: t, modifiers: modifiers)
        up(frame.midX, frame.midY, at: t + 0.05, modifiers: modifiers)
        run(until: t + 1.5)
    }

    /// Drags the grid horizontally by `dx` points over `duration` seconds, holding still before release
    /// when `fling` is false.
    func slide(by dx: Double, at t: Double, duration: Double = 0.3, fling: Bool = false) {
        let y = 300.0, x = 220.0
        down(x, y, at: t)
        for i in 1...10 { move(x + dx * Double(i) / 10, y, at: t + duration * Double(i) / 10) }
        if !fling { move(x + dx, y, at: t + duration + 0.3) }
        up(x + dx, y, at: t + duration + (fling ? 0.01 : 0.31))
        run(until: t + duration + 4)
    }

    /// The displayed month as "2026-11".
    var shownMonth: String { CalendarDayFormat.month(picker.displayedMonth, calendar: calendar) }

    /// The selected days as ISO strings.
    var selectedDays: [String] {
        picker.selection.sortedDates.map { CalendarDayFormat.day($0, calendar: calendar) }
    }

    /// The header's year and month.
    var header: (year: Int, month: Int) { (picker.header.year, picker.header.month) }

    func press(_ key: Key, at t: Double, modifiers: KeyModifiers = []) {
        self.key(key, at: t, modifiers: modifiers)
        run(until: t + 1.5)
    }
}
