import Foundation
import PickerCore
import PickerWidgets

/// How dates appear in `--dump-layout` and `--log-events`: ISO 8601 days ("2026-11-21") and months
/// ("2026-11") as `ISO8601Day` writes them, in the picker's time zone, whatever calendar the picker shows.
enum CalendarDayFormat {
    /// "2026-11-21".
    static func day(_ date: Date, calendar: Calendar) -> String {
        ISO8601Day.day(of: date, in: calendar.timeZone)
    }

    /// "2026-11" for the Gregorian month holding `date`.
    static func month(_ date: Date, calendar: Calendar) -> String {
        ISO8601Day.month(of: date, in: calendar.timeZone)
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
