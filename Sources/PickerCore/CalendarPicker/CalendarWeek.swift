import Foundation

/// Week arithmetic shared by the month grid and keyboard navigation, all through `Calendar`.
enum CalendarWeek {
    /// Days in a week, and so columns in a month grid. Every calendar Foundation offers has 7 weekdays.
    static let length = 7

    /// The column (0..<7) of the day containing `date` in a week that starts on `calendar.firstWeekday`.
    static func column(of date: Date, calendar: Calendar) -> Int {
        let weekday = calendar.component(.weekday, from: date)
        return ((weekday - calendar.firstWeekday) % length + length) % length
    }

    /// The start of the day `count` days after the day starting at `dayStart` (before it when negative).
    /// Goes through `date(byAdding: .day)`, so days of 23 or 25 hours and days that begin at 01:00 are
    /// handled; returns `dayStart` when Foundation cannot represent the result.
    static func day(_ count: Int, after dayStart: Date, calendar: Calendar) -> Date {
        guard count != 0 else { return dayStart }
        guard let moved = calendar.date(byAdding: .day, value: count, to: dayStart) else { return dayStart }
        return calendar.startOfDay(for: moved)
    }

    /// The start of the day after the day starting at `dayStart`: where that day's interval ends, which is
    /// right for days of 23 or 25 hours, days that begin at 01:00 and days a time zone skipped. One calendar
    /// call, cheaper than `date(byAdding: .day)` followed by `startOfDay`.
    static func nextDay(after dayStart: Date, calendar: Calendar) -> Date {
        guard let interval = calendar.dateInterval(of: .day, for: dayStart), interval.end > dayStart else {
            return day(1, after: dayStart, calendar: calendar)
        }
        return interval.end
    }

    /// An ISO 8601 calendar (weeks start on Monday, week 1 holds the year's first Thursday) that reads days
    /// in `timeZone`.
    static func isoCalendar(timeZone: TimeZone) -> Calendar {
        var iso = Calendar(identifier: .iso8601)
        iso.firstWeekday = 2
        iso.minimumDaysInFirstWeek = 4
        iso.timeZone = timeZone
        return iso
    }
}
