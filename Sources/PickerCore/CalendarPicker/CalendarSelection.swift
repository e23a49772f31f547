import Foundation

/// What a calendar has selected, and how clicks (or Enter/Space on the focused day) change it.
///
/// Days are stored as their first instant (`calendar.startOfDay`) in the calendar passed to ``select(_:extending:calendar:)``;
/// pass the same calendar to every call.
public struct CalendarSelection: Equatable, Sendable {
    /// How clicks change the selection. Changing it clears the selection.
    public var mode: CalendarSelectionMode {
        didSet { if mode != oldValue { clear() } }
    }
    /// Single mode only: whether clicking the selected day again clears the selection (true) or keeps it (false).
    public var allowsEmpty: Bool
    /// Single and multiple modes: the selected days (starts of day). Empty in range mode.
    public private(set) var dates: Set<Date> = []
    /// Range mode: the day that started the range (nil: nothing selected); the earlier day once a second
    /// tap has ended the range.
    public private(set) var rangeAnchor: Date?
    /// Range mode: the other end, set by a second tap or a Shift-click; a Shift-click may put it before
    /// ``rangeAnchor``. Equal to the anchor while the range waits for its end.
    public private(set) var rangeEnd: Date?
    /// Range mode: whether one tap has started a range and the next plain tap ends it (false once it has
    /// ended, and when nothing is selected). Lets a touch or controller user make a range without Shift.
    public private(set) var isAwaitingRangeEnd = false

    /// An empty selection.
    public init(mode: CalendarSelectionMode, allowsEmpty: Bool = false) {
        self.mode = mode
        self.allowsEmpty = allowsEmpty
    }

    /// Applies a click (or Enter/Space) on the day containing `day`.
    /// - single: selects the day; clicking the selected day again clears it only when ``allowsEmpty``.
    /// - multiple: toggles the day.
    /// - range: as Material's range picker, a plain click starts a new range on the day and the next plain
    ///   click ends it (the earlier of the two days becomes the anchor; the same day again makes a one-day
    ///   range); a third starts a new range. An `extending` click moves the end to the day and ends the range,
    ///   or acts as a plain click when there is no anchor yet.
    /// - Parameters:
    ///   - day: any moment of the day to select.
    ///   - extending: whether Shift is held (used in range mode only).
    ///   - calendar: the calendar (and time zone) that says where the day begins.
    /// - Returns: whether the selection changed (ending a range on its own start day counts: the range is
    ///   now whole).
    @discardableResult
    public mutating func select(_ day: Date, extending: Bool, calendar: Calendar) -> Bool {
        let start = calendar.startOfDay(for: day)
        switch mode {
        case .single:
            if dates == [start] {
                guard allowsEmpty else { return false }
                dates = []
            } else {
                dates = [start]
            }
            return true
        case .multiple:
            if dates.remove(start) == nil { dates.insert(start) }
            return true
        case .range:
            return selectInRange(start, extending: extending)
        }
    }

    /// Range mode's part of ``select(_:extending:calendar:)`` for the start of a day.
    private mutating func selectInRange(_ start: Date, extending: Bool) -> Bool {
        guard let anchor = rangeAnchor else {
            (rangeAnchor, rangeEnd, isAwaitingRangeEnd) = (start, start, true)
            return true
        }
        if extending {
            // Shift moves the end and keeps the anchor, on either side of it.
            guard rangeEnd != start || isAwaitingRangeEnd else { return false }
            (rangeEnd, isAwaitingRangeEnd) = (start, false)
        } else if isAwaitingRangeEnd {
            // The second tap ends the range, earlier day first; the same day again makes a one-day range.
            (rangeAnchor, rangeEnd, isAwaitingRangeEnd) = (min(anchor, start), max(anchor, start), false)
        } else {
            (rangeAnchor, rangeEnd, isAwaitingRangeEnd) = (start, start, true)
        }
        return true
    }

    /// Switches to `mode` and clears the selection (also when `mode` is the current mode).
    public mutating func setMode(_ mode: CalendarSelectionMode) {
        self.mode = mode
        clear()
    }

    /// Deselects everything.
    public mutating func clear() {
        dates = []
        rangeAnchor = nil
        rangeEnd = nil
        isAwaitingRangeEnd = false
    }

    /// Whether the day containing `day` is selected; in range mode, whether it lies between the two ends
    /// (inclusive, in either order).
    public func contains(_ day: Date, calendar: Calendar) -> Bool {
        let start = calendar.startOfDay(for: day)
        switch mode {
        case .single, .multiple: return dates.contains(start)
        case .range: return range?.contains(start) ?? false
        }
    }

    /// Range mode: the selected days from the earlier end's start to the later end's start (nil when nothing
    /// is selected or in the other modes).
    public var range: ClosedRange<Date>? {
        guard mode == .range, let anchor = rangeAnchor else { return nil }
        let end = rangeEnd ?? anchor
        return min(anchor, end)...max(anchor, end)
    }

    /// Single and multiple modes: ``dates`` in ascending order. Range mode: the ends of ``range`` in ascending
    /// order (one date when both ends are the same day; empty when nothing is selected); see
    /// ``selectedDays(calendar:)`` for every day of a range.
    public var sortedDates: [Date] {
        switch mode {
        case .single, .multiple: return dates.sorted()
        case .range:
            guard let range else { return [] }
            return range.lowerBound == range.upperBound ? [range.lowerBound] : [range.lowerBound, range.upperBound]
        }
    }

    /// Every selected day in ascending order, as starts of day; in range mode every day from the earlier end
    /// to the later end.
    /// - Complexity: O(n log n) for n selected days, one calendar step per day of a range.
    public func selectedDays(calendar: Calendar) -> [Date] {
        guard mode == .range else { return dates.sorted() }
        guard let range else { return [] }
        var days = [range.lowerBound]
        while let last = days.last, last < range.upperBound {
            let next = CalendarWeek.nextDay(after: last, calendar: calendar)
            guard next > last else { break }
            days.append(next)
        }
        return days
    }

    // MARK: - Programmatic selection

    /// Replaces the selection of a single or multiple selection with the days containing `days` (single
    /// mode keeps the last one). Does nothing in range mode; use ``setRange(from:to:calendar:)``.
    /// - Returns: whether the selection changed.
    @discardableResult
    public mutating func setDates<S: Sequence>(_ days: S, calendar: Calendar) -> Bool where S.Element == Date {
        let starts = days.map { calendar.startOfDay(for: $0) }
        let new: Set<Date>
        switch mode {
        case .single: new = starts.last.map { [$0] } ?? []
        case .multiple: new = Set(starts)
        case .range: return false
        }
        guard new != dates else { return false }
        dates = new
        return true
    }

    /// Range mode: selects from the day containing `anchor` to the day containing `end` (either order), an
    /// ended range: the next plain click starts a new one. Does nothing in the other modes.
    /// - Returns: whether the selection changed.
    @discardableResult
    public mutating func setRange(from anchor: Date, to end: Date, calendar: Calendar) -> Bool {
        guard mode == .range else { return false }
        let anchorStart = calendar.startOfDay(for: anchor), endStart = calendar.startOfDay(for: end)
        guard rangeAnchor != anchorStart || rangeEnd != endStart || isAwaitingRangeEnd else { return false }
        (rangeAnchor, rangeEnd, isAwaitingRangeEnd) = (anchorStart, endStart, false)
        return true
    }
}
