import Foundation

/// The years a calendar header offers, one row each, in time order, and their titles.
///
/// Most calendars number their years on and on (2025, 2026, …): a row is a year number, written without
/// grouping. The Japanese calendar restarts at 1 with each era (昭和64年 is followed by 平成元年): there
/// a row is an era and a year, titled as Foundation formats them for the calendar and its locale
/// (`Gy`: "令和8年", "8 Reiwa"), so the rows run across era boundaries without repeating numbers.
public struct CalendarYears {
    /// One year: its era (the calendar's era number) and its number within the era.
    public struct Year: Hashable, Sendable {
        public var era: Int
        public var year: Int
        public init(era: Int, year: Int) {
            self.era = era
            self.year = year
        }
    }

    /// A stretch of consecutive years of one era.
    private struct Stretch: Sendable {
        var era: Int
        var years: ClosedRange<Int>
        var firstRow: Int
        /// When the era began (its first year starts here rather than on the first of the year).
        var eraStart: Date
    }

    private enum Storage: Sendable {
        /// Plain year numbers; era is the calendar's era of all of them (nil: no calendar given).
        case numbers(ClosedRange<Int>, era: Int?)
        case eras([Stretch])
    }

    private let storage: Storage
    /// The calendar the years belong to (nil for plain numbers without a calendar).
    public let calendar: Calendar?
    private let formatter: DateFormatter?

    /// Plain year numbers, titled as numbers without grouping.
    public init(numbers: ClosedRange<Int>) {
        storage = .numbers(numbers, era: nil)
        calendar = nil
        formatter = nil
    }

    /// The years of `calendar` from the one containing `first` to the one containing `last` (`last`
    /// before `first` gives the first year only). Japanese calendars get era rows; others year numbers.
    public init(calendar: Calendar, from first: Date, through last: Date) {
        self.calendar = calendar
        let start = calendar.dateComponents([.era, .year], from: first)
        let end = calendar.dateComponents([.era, .year], from: max(first, last))
        let firstYear = start.year ?? 1
        guard calendar.identifier == .japanese, let firstEra = start.era, let lastEra = end.era,
            let stretches = Self.stretches(calendar: calendar, first: first, firstEra: firstEra, firstYear: firstYear,
                                           lastEra: lastEra, lastYear: end.year ?? firstYear)
        else {
            storage = .numbers(firstYear...max(firstYear, end.year ?? firstYear), era: start.era)
            formatter = nil
            return
        }
        storage = .eras(stretches)
        let formatter = DateFormatter()
        formatter.calendar = calendar
        formatter.locale = calendar.locale ?? Locale(identifier: "en_US")
        formatter.timeZone = calendar.timeZone
        formatter.setLocalizedDateFormatFromTemplate("Gy")
        self.formatter = formatter
    }

    /// The eras from `firstEra` to `lastEra`, each with the years the range covers; nil if the calendar
    /// cannot say where an era begins.
    private static func stretches(calendar: Calendar, first: Date, firstEra: Int, firstYear: Int, lastEra: Int, lastYear: Int) -> [Stretch]? {
        guard lastEra >= firstEra else { return nil }
        var result: [Stretch] = []
        var row = 0
        var eraStart = calendar.dateInterval(of: .era, for: first)?.start ?? first
        for era in firstEra...lastEra {
            var lastYearOfEra = lastYear
            var nextStart: Date?
            if era < lastEra {
                // A day late in the next era's first year lies in that era; its era began where the interval starts.
                guard let inNext = calendar.date(from: DateComponents(era: era + 1, year: 1, month: 12, day: 31)),
                    calendar.component(.era, from: inNext) == era + 1,
                    let next = calendar.dateInterval(of: .era, for: inNext)?.start,
                    let dayBefore = calendar.date(byAdding: .day, value: -1, to: next)
                else { return nil }
                lastYearOfEra = calendar.component(.year, from: dayBefore)
                nextStart = next
            }
            let from = era == firstEra ? firstYear : 1
            guard lastYearOfEra >= from else { return nil }
            result.append(Stretch(era: era, years: from...lastYearOfEra, firstRow: row, eraStart: eraStart))
            row += lastYearOfEra - from + 1
            if let nextStart { eraStart = nextStart }
        }
        return result
    }

    /// Whether the titles name the era (the rows run across eras).
    public var showsEra: Bool {
        if case .eras = storage { return true }
        return false
    }

    /// The number of rows (1 or more).
    public var count: Int {
        switch storage {
        case .numbers(let years, _): return years.count
        case .eras(let stretches): return stretches.last.map { $0.firstRow + $0.years.count } ?? 0
        }
    }

    /// The era and year at `row` (clamped into the rows).
    public func year(atRow row: Int) -> Year {
        let row = min(max(row, 0), count - 1)
        switch storage {
        case .numbers(let years, let era):
            return Year(era: era ?? 1, year: years.lowerBound + row)
        case .eras(let stretches):
            let stretch = stretches.last { $0.firstRow <= row } ?? stretches[0]
            return Year(era: stretch.era, year: stretch.years.lowerBound + row - stretch.firstRow)
        }
    }

    /// The row of `year`, or nil when it is not offered.
    public func row(of year: Year) -> Int? {
        switch storage {
        case .numbers(let years, _):
            return years.contains(year.year) ? year.year - years.lowerBound : nil
        case .eras(let stretches):
            guard let stretch = stretches.first(where: { $0.era == year.era }), stretch.years.contains(year.year) else { return nil }
            return stretch.firstRow + year.year - stretch.years.lowerBound
        }
    }

    /// The row of the year containing `date` in the calendar, or nil when it is not offered (or there is
    /// no calendar).
    public func row(containing date: Date) -> Int? {
        guard let calendar else { return nil }
        let parts = calendar.dateComponents([.era, .year], from: date)
        guard let year = parts.year else { return nil }
        return row(of: Year(era: parts.era ?? 1, year: year))
    }

    /// The first instant of month `month` (1-based) of the year at `row`, as the calendar normalises it:
    /// a month the year does not have because an era began or ended in the year lands in the
    /// neighbouring era's year (Shōwa 64 has only January; its "February" is February of Heisei 1).
    /// Nil without a calendar.
    public func firstDay(ofMonth month: Int, inRow row: Int) -> Date? {
        guard let calendar else { return nil }
        let year = self.year(atRow: row)
        var parts = DateComponents(year: year.year, month: month, day: 1)
        if showsEra { parts.era = year.era }
        return calendar.date(from: parts)
    }

    /// The rows of the month starting at `monthStart`: those of its first and of its last day (two when an
    /// era begins inside it, as Heisei did on 8 January 1989). Nil without a calendar or outside the rows.
    public func rows(ofMonthStartingAt monthStart: Date) -> ClosedRange<Int>? {
        guard let calendar, let first = row(containing: monthStart) else { return nil }
        let next = CalendarNavigation.monthStart(monthStart, addingMonths: 1, calendar: calendar)
        let lastDay = calendar.date(byAdding: .day, value: -1, to: next) ?? monthStart
        let last = row(containing: lastDay) ?? first
        return min(first, last)...max(first, last)
    }

    /// The first instant of the month numbered `month` in the year at `row`, or, when that year has no
    /// such month because an era began or ended in it, of the year's nearest month (Reiwa 1's April is
    /// Heisei 31's: Reiwa 1 begins with May; Shōwa 64 ends with January). Nil without a calendar.
    public func monthStart(ofMonth month: Int, clampedInto row: Int) -> Date? {
        guard let calendar, let day = firstDay(ofMonth: month, inRow: row) else { return nil }
        var start = CalendarNavigation.monthStart(day, addingMonths: 0, calendar: calendar)
        // A year has at most 13 months, so a few steps reach it.
        for _ in 0..<14 {
            guard let rows = rows(ofMonthStartingAt: start), !rows.contains(row) else { return start }
            let step = rows.lowerBound > row ? -1 : 1
            let next = CalendarNavigation.monthStart(start, addingMonths: step, calendar: calendar)
            guard next != start else { return start }
            start = next
        }
        return start
    }

    /// Whether the rows are years of eras (the Japanese calendar), titled with their era.
    public var hasEras: Bool {
        if case .eras = storage { return true }
        return false
    }

    /// The title of the year at `row`: the number, or the era and year as Foundation writes them.
    public func title(ofRow row: Int) -> String {
        guard case .eras(let stretches) = storage, let calendar, let formatter else { return String(year(atRow: row).year) }
        let year = self.year(atRow: row)
        let stretch = stretches.first { $0.era == year.era }
        // The first year of an era begins with the era; any other on the first of its first month.
        let date = year.year == 1 ? stretch?.eraStart : calendar.date(from: DateComponents(era: year.era, year: year.year, month: 1, day: 1))
        return date.map(formatter.string(from:)) ?? String(year.year)
    }
}
