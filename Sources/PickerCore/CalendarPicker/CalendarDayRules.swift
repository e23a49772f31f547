import Foundation

/// Which days of a calendar can be chosen, and which are marked.
///
/// Limits are instants; the day that contains an instant depends on the calendar's time zone, so every
/// question takes the `Calendar` the picker shows. A day is enabled when it lies within
/// ``minimumDate``...``maximumDate`` (compared as whole days) and ``isDateEnabled`` (if any) accepts it.
public struct CalendarDayRules {
    /// Days before the day containing this instant are disabled (nil: no lower limit).
    public var minimumDate: Date?
    /// Days after the day containing this instant are disabled (nil: no upper limit).
    public var maximumDate: Date?
    /// The caller's own test, given the start of the day; false disables the day (nil: every day within the
    /// limits is enabled). Called once per shown day when a grid is built, so keep it cheap.
    public var isDateEnabled: ((Date) -> Bool)?
    /// The caller's marked days (holidays, events), stored as the start of each day in the picker's calendar.
    /// Other instants still mark the day that contains them.
    public var highlightedDates: Set<Date>

    /// No limits, no predicate, nothing highlighted.
    public init() {
        minimumDate = nil
        maximumDate = nil
        isDateEnabled = nil
        highlightedDates = []
    }

    /// Creates rules.
    /// - Throws: `PickerError.invalidConfiguration` when `minimumDate` is later than `maximumDate`.
    public init(
        minimumDate: Date? = nil,
        maximumDate: Date? = nil,
        isDateEnabled: ((Date) -> Bool)? = nil,
        highlightedDates: Set<Date> = []
    ) throws {
        if let minimumDate, let maximumDate, minimumDate > maximumDate {
            throw PickerError.invalidConfiguration(
                "CalendarDayRules: minimumDate (\(minimumDate)) is later than maximumDate (\(maximumDate))"
            )
        }
        self.minimumDate = minimumDate
        self.maximumDate = maximumDate
        self.isDateEnabled = isDateEnabled
        self.highlightedDates = highlightedDates
    }

    /// Whether the day containing `day` can be chosen: within the limits and accepted by ``isDateEnabled``.
    public func isEnabled(_ day: Date, calendar: Calendar) -> Bool {
        let start = calendar.startOfDay(for: day)
        return isEnabled(dayStart: start, limits: limits(calendar: calendar))
    }

    /// Whether the day containing `day` is one of ``highlightedDates``.
    /// - Complexity: O(1) when the day's start is stored, else O(``highlightedDates`` count).
    public func isHighlighted(_ day: Date, calendar: Calendar) -> Bool {
        let start = calendar.startOfDay(for: day)
        if highlightedDates.contains(start) { return true }
        let next = CalendarWeek.nextDay(after: start, calendar: calendar)
        return highlightedDates.contains { $0 >= start && $0 < next }
    }

    /// The closest day to `day` that the limits allow, as the start of that day: the day itself when it is
    /// within ``minimumDate``...``maximumDate``, else the nearer limit's day. Ignores ``isDateEnabled``.
    public func clamp(_ day: Date, calendar: Calendar) -> Date {
        let start = calendar.startOfDay(for: day)
        let limits = limits(calendar: calendar)
        if let lower = limits.lower, start < lower { return lower }
        if let upper = limits.upper, start > upper { return upper }
        return start
    }
}

// MARK: - Shared with MonthGrid, so a grid converts the limits once rather than once per cell.

extension CalendarDayRules {
    /// The first and last allowed days, as starts of day in `calendar`.
    struct DayLimits {
        var lower: Date?
        var upper: Date?
    }

    func limits(calendar: Calendar) -> DayLimits {
        DayLimits(
            lower: minimumDate.map { calendar.startOfDay(for: $0) },
            upper: maximumDate.map { calendar.startOfDay(for: $0) }
        )
    }

    /// `dayStart` must be a start of day in the calendar `limits` came from.
    func isEnabled(dayStart: Date, limits: DayLimits) -> Bool {
        if let lower = limits.lower, dayStart < lower { return false }
        if let upper = limits.upper, dayStart > upper { return false }
        return isDateEnabled?(dayStart) ?? true
    }

    /// The starts of the highlighted days that lie in `interval` (start inclusive, end exclusive).
    /// - Complexity: O(``highlightedDates`` count) comparisons plus one `startOfDay` per date in the interval.
    func highlightedDayStarts(in interval: Range<Date>, calendar: Calendar) -> Set<Date> {
        var starts = Set<Date>()
        for date in highlightedDates where interval.contains(date) {
            starts.insert(calendar.startOfDay(for: date))
        }
        return starts
    }
}
