import Foundation
import PickerCore
import PickerWidgets

/// How dates appear in `--dump-layout` and `--log-events`: ISO 8601 days ("2026-11-21") and months
/// ("2026-11") of the proleptic Gregorian calendar, in the picker's time zone, whatever calendar the
/// picker shows; years as ``ISO8601Year`` writes them ("0000-12-26" is 26 December 1 BC).
enum CalendarDayFormat {
    private static func components(_ date: Date, calendar: Calendar) -> (year: String, month: Int, day: Int) {
        var iso = Calendar(identifier: .gregorian)
        iso.timeZone = calendar.timeZone
        let c = iso.dateComponents([.era, .year, .month, .day], from: date)
        return (ISO8601Year.text(era: c.era ?? 1, year: c.year ?? 0), c.month ?? 0, c.day ?? 0)
    }

    /// "2026-11-21".
    static func day(_ date: Date, calendar: Calendar) -> String {
        let c = components(date, calendar: calendar)
        return c.year + String(format: "-%02d-%02d", c.month, c.day)
    }

    /// "2026-11" for the Gregorian month holding `date`.
    static func month(_ date: Date, calendar: Calendar) -> String {
        let c = components(date, calendar: calendar)
        return c.year + String(format: "-%02d", c.month)
    }

    /// The selection as a JSON value and the `date`/`dates`/`start`+`end` keys of an event line.
    static func fields(of selection: CalendarSelection, calendar: Calendar) -> (value: JSONValue, keys: [(String, JSONValue)]) {
        switch selection.mode {
        case .single:
            let date = selection.sortedDates.first.map { JSONValue.string(day($0, calendar: calendar)) } ?? .null
            return (date, [("date", date)])
        case .multiple:
            let dates = JSONValue.array(selection.sortedDates.map { .string(day($0, calendar: calendar)) })
            return (dates, [("dates", dates)])
        case .range:
            let start = selection.range.map { JSONValue.string(day($0.lowerBound, calendar: calendar)) } ?? .null
            let end = selection.range.map { JSONValue.string(day($0.upperBound, calendar: calendar)) } ?? .null
            return (.object([("start", start), ("end", end)]), [("start", start), ("end", end)])
        }
    }
}
