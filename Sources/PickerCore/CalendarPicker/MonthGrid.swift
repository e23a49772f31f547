import Foundation

/// The days a month calendar shows: always 6 rows of 7 days, the shown month's days plus enough days of
/// the months around it to fill the rows.
///
/// The first row starts on `calendar.firstWeekday` on or before the 1st of the month (when the 1st falls on
/// that weekday, the whole first row is the shown month). Month starts, month lengths and weekdays come
/// from the `Calendar` passed in, so any calendar Foundation supports (Gregorian, Hebrew, Islamic,
/// Persian, Japanese, Buddhist, ...) and any time zone gives a correct grid; each day starts where the
/// calendar's interval for the day before ends, never a fixed number of seconds later.
///
/// A time zone that skipped a whole calendar day (Pacific/Apia, 30 December 2011) has no cell for it: the
/// grid still holds 42 distinct, consecutive existing days, and the cells after the gap sit one column
/// earlier than their weekday.
///
/// - Complexity: building a grid is O(42) calendar operations, plus O(h) comparisons for h highlighted dates.
public struct MonthGrid: Equatable, Sendable {
    /// The calendar (with its time zone, locale and first weekday) the grid was built with.
    public let calendar: Calendar
    /// The first instant of the first day of the shown month.
    public let monthStart: Date
    /// The shown month, from ``monthStart`` up to (not including) the start of the next month.
    public let monthInterval: DateInterval
    /// The rows, always 6, top to bottom.
    public let weeks: [Week]

    /// Builds the grid for the month containing `month`.
    /// - Parameters:
    ///   - month: any instant in the month to show.
    ///   - calendar: the calendar to show it in; its `firstWeekday` sets the first column.
    ///   - today: the current instant, for ``Day/isToday`` (nil: no day is today). Read by the host, never here.
    ///   - rules: which days are disabled or highlighted.
    ///   - isSelected: whether a day (given as its start) is selected; called once per cell.
    public init(
        month: Date,
        calendar: Calendar,
        today: Date?,
        rules: CalendarDayRules = .init(),
        isSelected: (Date) -> Bool = { _ in false }
    ) {
        self.calendar = calendar
        let interval = calendar.dateInterval(of: .month, for: month)
            ?? DateInterval(start: calendar.startOfDay(for: month), duration: 0)
        monthInterval = interval
        monthStart = interval.start

        let cellCount = Self.rowCount * CalendarWeek.length
        let gridStart = CalendarWeek.day(
            -CalendarWeek.column(of: interval.start, calendar: calendar), after: interval.start, calendar: calendar
        )
        // Each day starts where the one before it ends: 42 calendar calls for the 42 cells (and the grid's end).
        var starts: [Date] = [gridStart]
        starts.reserveCapacity(cellCount + 1)
        for _ in 0..<cellCount {
            starts.append(CalendarWeek.nextDay(after: starts[starts.count - 1], calendar: calendar))
        }

        let todayStart = today.map { calendar.startOfDay(for: $0) }
        let limits = rules.limits(calendar: calendar)
        let highlights = rules.highlightedDayStarts(in: gridStart..<starts[cellCount], calendar: calendar)
        let iso = CalendarWeek.isoCalendar(timeZone: calendar.timeZone)

        var weeks: [Week] = []
        weeks.reserveCapacity(Self.rowCount)
        for row in 0..<Self.rowCount {
            var days: [Day] = []
            days.reserveCapacity(CalendarWeek.length)
            for column in 0..<CalendarWeek.length {
                let date = starts[row * CalendarWeek.length + column]
                days.append(Day(
                    date: date,
                    dayOfMonth: Self.dayOfMonth(date, calendar: calendar),
                    isInShownMonth: date >= interval.start && date < interval.end,
                    isToday: date == todayStart,
                    isSelected: isSelected(date),
                    isDisabled: !rules.isEnabled(dayStart: date, limits: limits),
                    isHighlighted: highlights.contains(date)
                ))
            }
            // The middle day of any 7 consecutive days lies in the ISO week that holds most of them,
            // and so their Thursday: for a Monday-first row it is the Thursday itself.
            let weekNumber = iso.component(.weekOfYear, from: days[CalendarWeek.length / 2].date)
            weeks.append(Week(days: days, weekNumber: weekNumber))
        }
        self.weeks = weeks
    }

    /// The day of the month to print for the day starting at `dayStart`.
    ///
    /// ICU's Chinese calendar numbers a day 0 where a new moon falls close to midnight (2057-09-28,
    /// 2097-08-07): the last day of a month whose own interval holds it. Such a day gets the number of
    /// the day before it plus one, which is what the month's interval says.
    static func dayOfMonth(_ dayStart: Date, calendar: Calendar) -> Int {
        let day = calendar.component(.day, from: dayStart)
        guard day < 1 else { return day }
        return calendar.component(.day, from: CalendarWeek.day(-1, after: dayStart, calendar: calendar)) + 1
    }

    /// Rows in every grid.
    public static let rowCount = 6

    /// All 42 days, row by row.
    public var days: [Day] { weeks.flatMap(\.days) }

    /// The short standalone weekday names of `calendar.locale` in column order, starting at
    /// `calendar.firstWeekday`: nl_NL with Monday first gives ["ma", "di", "wo", "do", "vr", "za", "zo"],
    /// en_US with Sunday first ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"].
    public var weekdaySymbols: [String] { Self.weekdaySymbols(calendar: calendar) }

    /// ``weekdaySymbols`` for a calendar without building a grid; with `narrow`, the very short names
    /// ("S", "M", ...; "ش" in fa_IR) for columns too narrow for the short ones.
    public static func weekdaySymbols(calendar: Calendar, narrow: Bool = false) -> [String] {
        let symbols = narrow ? calendar.veryShortStandaloneWeekdaySymbols : calendar.shortStandaloneWeekdaySymbols
        guard !symbols.isEmpty else { return [] }
        let shift = ((calendar.firstWeekday - 1) % symbols.count + symbols.count) % symbols.count
        return Array(symbols[shift...] + symbols[..<shift])
    }

    /// The cell index (0..<42, row-major) of the day containing `day`, or nil when the grid does not show it.
    public func index(of day: Date) -> Int? {
        let start = calendar.startOfDay(for: day)
        guard let first = weeks.first?.days.first?.date, let last = weeks.last?.days.last?.date,
              start >= first, start <= last else { return nil }
        return days.firstIndex { $0.date == start }
    }

    /// The day at a cell index (0..<42, row-major).
    public subscript(index: Int) -> Day {
        weeks[index / CalendarWeek.length].days[index % CalendarWeek.length]
    }
}
