/// A keyboard movement of a calendar's focused day.
public enum CalendarMove: Equatable, Sendable {
    /// By whole days (arrow left/right: -1, +1).
    case days(Int)
    /// By whole weeks (arrow up/down: -1, +1).
    case weeks(Int)
    /// By calendar months, keeping the day of the month where it exists (Page Up/Down).
    case months(Int)
    /// By calendar years, keeping month and day where they exist (Shift+Page Up/Down).
    case years(Int)
    /// To the first day of the focused day's week (Home), by the calendar's `firstWeekday`.
    case startOfWeek
    /// To the last day of the focused day's week (End).
    case endOfWeek
}
