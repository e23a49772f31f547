import Foundation

/// Where keyboard moves take a calendar's focused day, and month stepping, through `Calendar` only.
public enum CalendarNavigation {
    /// The day `move` leads to from the day containing `day`, as a start of day, clamped into the rules'
    /// ``CalendarDayRules/minimumDate``...``CalendarDayRules/maximumDate`` so it never leaves the allowed
    /// range. (It may land on a day that ``CalendarDayRules/isDateEnabled`` refuses.)
    ///
    /// Months and years keep the day of the month where the target month has it, else take the target
    /// month's last day (31 January + 1 month = 28 or 29 February; 29 February 2024 + 1 year =
    /// 28 February 2025): Calendar's own rule for `date(byAdding:)`. Start and end of week follow
    /// `calendar.firstWeekday`, so they agree with the month grid's rows.
    public static func day(from day: Date, by move: CalendarMove, calendar: Calendar, rules: CalendarDayRules) -> Date {
        let start = calendar.startOfDay(for: day)
        let target: Date
        switch move {
        case .days(let count):
            target = CalendarWeek.day(count, after: start, calendar: calendar)
        case .weeks(let count):
            target = adding(.weekOfYear, count, to: start, calendar: calendar)
        case .months(let count):
            target = adding(.month, count, to: start, calendar: calendar)
        case .years(let count):
            target = adding(.year, count, to: start, calendar: calendar)
        case .startOfWeek:
            target = CalendarWeek.day(-CalendarWeek.column(of: start, calendar: calendar), after: start, calendar: calendar)
        case .endOfWeek:
            let column = CalendarWeek.column(of: start, calendar: calendar)
            target = CalendarWeek.day(CalendarWeek.length - 1 - column, after: start, calendar: calendar)
        }
        return rules.clamp(target, calendar: calendar)
    }

    /// The first instant of the month `months` months after the month containing `date` (before it when
    /// negative; the month itself for 0).
    public static func monthStart(_ date: Date, addingMonths months: Int, calendar: Calendar) -> Date {
        guard let start = calendar.dateInterval(of: .month, for: date)?.start else {
            return calendar.startOfDay(for: date)
        }
        guard months != 0, let moved = calendar.date(byAdding: .month, value: months, to: start) else { return start }
        return calendar.dateInterval(of: .month, for: moved)?.start ?? calendar.startOfDay(for: moved)
    }

    private static func adding(_ component: Calendar.Component, _ count: Int, to dayStart: Date, calendar: Calendar) -> Date {
        guard count != 0, let moved = calendar.date(byAdding: component, value: count, to: dayStart) else { return dayStart }
        return calendar.startOfDay(for: moved)
    }
}
