/// How clicks on a calendar's days change what is selected.
public enum CalendarSelectionMode: String, CaseIterable, Sendable {
    /// At most one day.
    case single
    /// Any set of days; a click toggles a day.
    case multiple
    /// One range of consecutive days: a click starts it and the next click ends it (a Shift-click moves the end).
    case range
}
