import Foundation

/// Days and years as ISO 8601 writes them, whatever calendar a picker shows: the proleptic Gregorian
/// calendar in a time zone, years counted astronomically (1 BC is 0000, 2 BC is -0001), four digits at
/// least, and a sign on years past 9999 ("+10000"). Foundation's formatters write the year of the era
/// (1 BC as 0001) and no sign. The layout dump, the event log and the accessibility tree name days so.
public enum ISO8601Day {
    /// "2026-11-21": the Gregorian day holding `date` in `timeZone`.
    public static func day(of date: Date, in timeZone: TimeZone) -> String {
        let c = components(of: date, in: timeZone)
        return year(era: c.era ?? 1, year: c.year ?? 0) + String(format: "-%02d-%02d", c.month ?? 0, c.day ?? 0)
    }

    /// "2026-11": the Gregorian month holding `date` in `timeZone`.
    public static func month(of date: Date, in timeZone: TimeZone) -> String {
        let c = components(of: date, in: timeZone)
        return year(era: c.era ?? 1, year: c.year ?? 0) + String(format: "-%02d", c.month ?? 0)
    }

    /// The year of the Gregorian day holding `date` in `timeZone`.
    public static func year(of date: Date, in timeZone: TimeZone) -> String {
        let c = components(of: date, in: timeZone)
        return year(era: c.era ?? 1, year: c.year ?? 0)
    }

    /// The Gregorian year `year` of era `era` (0: BC, 1: AD).
    public static func year(era: Int, year: Int) -> String {
        let astronomical = era == 0 ? 1 - year : year
        let digits = String(format: "%04d", abs(astronomical))
        if astronomical < 0 { return "-" + digits }
        return astronomical > 9999 ? "+" + digits : digits
    }

    private static func components(of date: Date, in timeZone: TimeZone) -> DateComponents {
        var gregorian = Calendar(identifier: .gregorian)
        gregorian.timeZone = timeZone
        return gregorian.dateComponents([.era, .year, .month, .day], from: date)
    }
}
