import Foundation
import PickerCore
import PickerTestSupport
import Testing
@testable import PickerWidgets

/// The Japanese calendar's header: era and year as Foundation writes them, and navigation across era
/// boundaries with the header's chevrons (issue 16).
@Suite("Calendar picker: Japanese eras")
struct CalendarPickerEraTests {
    func makeHarness(month: Date) throws -> CalendarHarness {
        var calendar = Calendar(identifier: .japanese)
        calendar.locale = Locale(identifier: "ja_JP")
        calendar.timeZone = TimeZone(identifier: "Asia/Tokyo")!
        let rules = try CalendarDayRules(minimumDate: gregorian(1988, 6, 1), maximumDate: gregorian(2020, 12, 31))
        let picker = try CalendarPicker(id: "calendar", calendar: calendar, today: nil, month: month, rules: rules)
        return CalendarHarness(widget: picker, frame: Rect(x: 40, y: 40, width: 364, height: 344))
    }

    func gregorian(_ year: Int, _ month: Int, _ day: Int) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "Asia/Tokyo")!
        return calendar.date(from: DateComponents(year: year, month: month, day: day))!
    }

    /// The header as "era-year title / month", and the grid's month as a Gregorian "yyyy-mm".
    func state(_ h: CalendarHarness) -> String {
        let header = h.picker.header
        var gregorian = Calendar(identifier: .gregorian)
        gregorian.timeZone = h.calendar.timeZone
        let shown = gregorian.dateComponents([.year, .month], from: h.picker.displayedMonth)
        return "\(header.title(forRow: header.yearRow, inComponent: 0) ?? "?") \(header.month) \(shown.year!)-\(shown.month!)"
    }

    /// Taps a chevron of the header's year (component 0) or month (component 1) segment.
    func tapChevron(_ h: CalendarHarness, component: Int, forward: Bool, at t: Double) {
        let frame = h.picker.header.frame(ofComponent: component)!
        h.tap(forward ? frame.maxX - 8 : frame.minX + 8, frame.midY, at: t)
        h.run(until: t + 1.5)
    }

    @Test func monthChevronsCrossEras() throws {
        let h = try makeHarness(month: gregorian(1988, 12, 1))
        #expect(state(h) == "昭和63年 12 1988-12")
        tapChevron(h, component: 1, forward: true, at: 0)
        #expect(state(h) == "昭和64年 1 1989-1")
        tapChevron(h, component: 1, forward: true, at: 2)
        #expect(state(h) == "平成元年 2 1989-2")
        tapChevron(h, component: 1, forward: false, at: 4)
        tapChevron(h, component: 1, forward: false, at: 6)
        #expect(state(h) == "昭和63年 12 1988-12")
        #expect(h.changes.filter { $0.kind == "MiniPicker" }.count == 4)
    }

    @Test func yearChevronsCrossErasAndKeepTheMonthWhereTheYearHasIt() throws {
        let h = try makeHarness(month: gregorian(2019, 4, 1))
        #expect(state(h) == "平成31年 4 2019-4")
        // Reiwa 1 has no April: the calendar goes to its first month, May.
        tapChevron(h, component: 0, forward: true, at: 0)
        #expect(state(h) == "令和元年 5 2019-5")
        tapChevron(h, component: 0, forward: true, at: 2)
        #expect(state(h) == "令和2年 5 2020-5")
    }

    @Test func januaryNineteenEightyNineIsBothErasAndTheHeaderKeepsTheOneChosen() throws {
        let h = try makeHarness(month: gregorian(1989, 1, 1))
        #expect(state(h) == "昭和64年 1 1989-1")
        tapChevron(h, component: 0, forward: true, at: 0)
        #expect(state(h) == "平成元年 1 1989-1")
        tapChevron(h, component: 0, forward: true, at: 2)
        #expect(state(h) == "平成2年 1 1990-1")
        tapChevron(h, component: 0, forward: false, at: 4)
        tapChevron(h, component: 0, forward: false, at: 6)
        #expect(state(h) == "昭和64年 1 1989-1")
    }
}
