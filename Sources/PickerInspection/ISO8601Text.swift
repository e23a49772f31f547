import Foundation

extension Date {
    /// The instant in ISO 8601 with `timeZone`'s offset, as `--log-events` and `--dump-layout` write
    /// dates: "1776-07-04T12:00:00-05:00" ("Z" in UTC), the year as ``ISO8601Year/text(of:in:)`` writes it.
    public func iso8601Text(in timeZone: TimeZone) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = timeZone
        formatter.formatOptions = [.withInternetDateTime]
        // Foundation writes the year of the era (1 BC as 0001) and no sign past 9999: put ISO's in front.
        let text = formatter.string(from: self)
        guard let dash = text.firstIndex(of: "-") else { return text }
        return ISO8601Year.text(of: self, in: timeZone) + text[dash...]
    }
}

/// Years as ISO 8601 writes them: the proleptic Gregorian calendar counted astronomically (1 BC is
/// 0000, 2 BC is -0001), four digits at least, and a sign on years past 9999 ("+10000").
enum ISO8601Year {
    /// The year of the Gregorian day holding `date` in `timeZone`.
    static func text(of date: Date, in timeZone: TimeZone) -> String {
        var gregorian = Calendar(identifier: .gregorian)
        gregorian.timeZone = timeZone
        let parts = gregorian.dateComponents([.era, .year], from: date)
        return text(era: parts.era ?? 1, year: parts.year ?? 0)
    }

    /// The year `year` of era `era` (0: BC, 1: AD).
    static func text(era: Int, year: Int) -> String {
        let astronomical = era == 0 ? 1 - year : year
        let digits = String(format: "%04d", abs(astronomical))
        if astronomical < 0 { return "-" + digits }
        return astronomical > 9999 ? "+" + digits : digits
    }
}
