import Foundation

extension MonthGrid {
    /// One cell of the grid.
    public struct Day: Hashable, Sendable {
        /// The first instant of the day (`calendar.startOfDay`).
        public var date: Date
        /// The day of its month in the grid's calendar: the number to print.
        public var dayOfMonth: Int
        /// Whether the day belongs to the shown month (false for the neighbouring months' days).
        public var isInShownMonth: Bool
        /// Whether the day contains the `today` instant given to the grid.
        public var isToday: Bool
        /// Whether the grid's `isSelected` closure chose the day.
        public var isSelected: Bool
        /// Whether the rules forbid choosing the day (outside the limits, or refused by the predicate).
        public var isDisabled: Bool
        /// Whether the day is one of the rules' highlighted dates.
        public var isHighlighted: Bool

        public init(
            date: Date, dayOfMonth: Int, isInShownMonth: Bool, isToday: Bool = false,
            isSelected: Bool = false, isDisabled: Bool = false, isHighlighted: Bool = false
        ) {
            self.date = date
            self.dayOfMonth = dayOfMonth
            self.isInShownMonth = isInShownMonth
            self.isToday = isToday
            self.isSelected = isSelected
            self.isDisabled = isDisabled
            self.isHighlighted = isHighlighted
        }
    }

    /// One row of the grid.
    public struct Week: Hashable, Sendable {
        /// Always 7 consecutive days, in display order (starting at the calendar's `firstWeekday`).
        public var days: [Day]
        /// The ISO 8601 week number (1...53) of the row: the week that holds the row's Thursday (and most of
        /// its days), computed with an ISO 8601 calendar in the grid's time zone whatever the grid's calendar
        /// and first weekday. The widget shows it only when asked.
        public var weekNumber: Int

        public init(days: [Day], weekNumber: Int) {
            self.days = days
            self.weekNumber = weekNumber
        }
    }
}
