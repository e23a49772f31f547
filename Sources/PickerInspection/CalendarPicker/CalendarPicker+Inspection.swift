import Foundation
import PickerCore
import PickerWidgets

extension Inspection {
    /// A calendar picker: its selection as the value (a day, an array of days, or start and end), its mode
    /// and the month it shows.
    static func calendarPickerDescription(_ picker: CalendarPicker) -> LayoutDescription {
        LayoutDescription(
            value: CalendarDayFormat.fields(of: picker.selection, calendar: picker.calendar).value,
            extra: [
                ("mode", .string(picker.selection.mode.rawValue)),
                ("month", .string(CalendarDayFormat.month(picker.displayedMonth, calendar: picker.calendar))),
            ])
    }

    /// A calendar picker's new selection: its mode, then `date`, `dates` or `start` and `end`.
    static func calendarPickerChangeFields(_ picker: CalendarPicker) -> [(String, JSONValue)] {
        let (_, keys) = CalendarDayFormat.fields(of: picker.selection, calendar: picker.calendar)
        return [("mode", .string(picker.selection.mode.rawValue))] + keys
    }

    /// A month grid: the month it shows, the focused day, the weekday names as its text, and one
    /// `CalendarDay` node per day cell (`calendar.day.2026-11-21`, with its `"date"`).
    static func calendarGridDescription(_ grid: CalendarGrid) -> LayoutDescription {
        let calendar = grid.calendar
        let owner = grid.parent?.id ?? grid.id
        let days = grid.dayCells.map { cell in
            let iso = CalendarDayFormat.day(cell.day.date, calendar: calendar)
            return LayoutNode(
                id: "\(owner).day.\(iso)", kind: "CalendarDay", frame: cell.frame, value: .int(cell.day.dayOfMonth),
                extra: [
                    ("date", .string(iso)), ("inMonth", .bool(cell.day.isInShownMonth)), ("today", .bool(cell.day.isToday)),
                    ("selected", .bool(cell.day.isSelected)), ("disabled", .bool(cell.day.isDisabled)),
                    ("highlighted", .bool(cell.day.isHighlighted)), ("text", .string(cell.text)),
                ])
        }
        return LayoutDescription(
            value: .string(CalendarDayFormat.month(grid.displayedMonth, calendar: calendar)),
            extra: [("focusedDate", .string(CalendarDayFormat.day(grid.focusedDay, calendar: calendar)))],
            text: .array(grid.shownWeekdaySymbols.map(JSONValue.string)),
            parts: days)
    }
}
