import Foundation
import PickerCore

/// A month grid under a year and a month mini picker, for picking a day fast:
/// click or tap a day, slide or fling the grid to the neighbouring months, scroll the header's
/// year and month, or use the keyboard.
///
/// All date arithmetic goes through the picker's `Calendar` (its locale names weekdays and months and
/// sets the first weekday; its time zone says where days begin). "Today" is passed in, never read from a
/// clock. Days outside ``/PickerCore/CalendarDayRules`` cannot be chosen by any input and navigation never leaves
/// its minimum and maximum.
///
/// Tab order: the year segment, the month segment, then the grid.
open class CalendarPicker: Widget {
    /// The year and month mini pickers on top.
    public let header: CalendarHeader
    /// The month grid under them.
    public let grid: CalendarGrid

    /// Called once per user change of the selection, with the new selection.
    public var onValueChanged: ((CalendarSelection) -> Void)?

    /// Height of the header field, in points at 100% text; the picker lays the header out this much
    /// times the theme's ``/PickerCore/Theme/textSize``.
    public var headerHeight: Double = 44 {
        didSet { layoutChildren() }
    }
    /// Space between the header and the grid, in points.
    public var headerSpacing: Double = 12 {
        didSet { layoutChildren() }
    }

    /// Creates a calendar picker.
    /// - Parameters:
    ///   - id: the picker's id; the header's segments are `<id>.year` and `<id>.month`, the days `<id>.day.<ISO date>`.
    ///   - calendar: the calendar of all date computations, with its locale and time zone.
    ///   - today: the day to mark as today (nil for none).
    ///   - month: any instant in the month to show first; by default the first selected day's, else today's.
    ///   - selection: the initial selection and its mode.
    ///   - rules: the days that can be chosen; the header and the grid offer the months from the minimum's
    ///     to the maximum's.
    ///   - years: the years offered when `rules` has no minimum or maximum (the calendar's numbering).
    /// - Throws: `PickerError.invalidConfiguration` when a date lies outside the calendar's years or the
    ///   calendar cannot name its months.
    public init(
        id: String = "calendar", calendar: Calendar, today: Date?, month: Date? = nil,
        selection: CalendarSelection = CalendarSelection(mode: .single), rules: CalendarDayRules = CalendarDayRules(),
        years: ClosedRange<Int> = 1...9999
    ) throws {
        let first = try rules.minimumDate ?? Self.startOfYear(years.lowerBound, calendar: calendar)
        let last = try rules.maximumDate ?? Self.endOfYear(years.upperBound, calendar: calendar)
        let shown = month ?? selection.sortedDates.first ?? selection.range?.lowerBound ?? today ?? first
        grid = try CalendarGrid(
            id: "\(id).grid", calendar: calendar, firstMonth: first, lastMonth: last, month: shown, today: today,
            rules: rules, selection: selection)
        let yearList = CalendarYears(calendar: calendar, from: grid.firstMonth, through: last)
        let displayed = grid.displayedMonth
        header = try CalendarHeader(
            ownerID: id, yearList: yearList, monthNames: calendar.standaloneMonthSymbols,
            yearRow: yearList.row(containing: displayed) ?? 0, month: calendar.component(.month, from: displayed),
            locale: calendar.locale)
        localeDirection = calendar.locale.map(LayoutDirection.init(locale:))
        super.init(id: id)
        addChild(header)
        addChild(grid)
        header.onPick = { [weak self] yearRow, month in self?.headerPicked(yearRow: yearRow, month: month) }
        grid.onTargetMonthChange = { [weak self] in self?.headerFollowsGrid() }
        grid.onSelectionChange = { [weak self] time in self?.selectionDidChange(time: time) }
    }

    open override var kind: String { "CalendarPicker" }

    /// The direction of the calendar's locale (nil without a locale).
    private let localeDirection: LayoutDirection?

    /// The calendar locale's direction: Hebrew, Arabic, Persian and Urdu calendars are mirrored (the
    /// first weekday on the right, the year right of the month, the next month coming in from the left).
    open override var naturalLayoutDirection: LayoutDirection? { localeDirection }

    private static func startOfYear(_ year: Int, calendar: Calendar) throws -> Date {
        guard let date = calendar.date(from: DateComponents(year: year, month: 1, day: 1)) else {
            throw PickerError.invalidConfiguration("calendar: year \(year) does not exist in the \(calendar.identifier) calendar")
        }
        return date
    }

    private static func endOfYear(_ year: Int, calendar: Calendar) throws -> Date {
        let start = try startOfYear(year, calendar: calendar)
        guard let interval = calendar.dateInterval(of: .year, for: start) else {
            throw PickerError.invalidConfiguration("calendar: year \(year) has no extent in the \(calendar.identifier) calendar")
        }
        return interval.end.addingTimeInterval(-1)
    }

    // MARK: - Settings

    /// The calendar of every date computation.
    public var calendar: Calendar { grid.calendar }

    /// The chosen days.
    public var selection: CalendarSelection { grid.selection }

    /// How clicks change the selection. Changing it clears the selection (reported when it was not empty).
    public var selectionMode: CalendarSelectionMode {
        get { grid.selection.mode }
        set {
            guard newValue != grid.selection.mode else { return }
            var selection = grid.selection
            let wasEmpty = selection.sortedDates.isEmpty && selection.range == nil
            selection.setMode(newValue)
            grid.setSelection(selection)
            if !wasEmpty { selectionDidChange(time: root?.currentTime ?? 0) }
        }
    }

    /// Replaces the selection without reporting it (as UIKit's programmatic setters do).
    public func setSelection(_ selection: CalendarSelection) {
        grid.setSelection(selection)
    }

    /// The day marked as today (nil for none).
    public var today: Date? {
        get { grid.today }
        set { grid.today = newValue }
    }

    /// Whether ISO 8601 week numbers show beside the weeks: on the left, on the right in right to left.
    /// Whether a controller's cancel puts back the selection the grid had when it was engaged (default
    /// false: the days chosen stay).
    public var restoresValueOnCancel: Bool {
        get { grid.restoresValueOnCancel }
        set { grid.restoresValueOnCancel = newValue }
    }

    public var showsWeekNumbers: Bool {
        get { grid.showsWeekNumbers }
        set {
            grid.showsWeekNumbers = newValue
            grid.layoutChildren()
        }
    }

    /// The start of the month the grid shows (or is sliding to).
    public var displayedMonth: Date { grid.displayedMonth }

    /// Shows the month containing `date` (kept within the allowed months), sliding when `animated`.
    public func showMonth(containing date: Date, animated: Bool) {
        grid.showMonth(containing: date, time: root?.currentTime ?? 0, animated: animated)
    }

    // MARK: - Coordination

    /// The user scrolled the header: slide the grid there, then put the header back on what the grid
    /// can show (a month outside the allowed range snaps back).
    private func headerPicked(yearRow: Int, month: Int) {
        let time = root?.currentTime ?? 0
        let row = min(max(yearRow, 0), header.yearList.count - 1)
        if let date = header.yearList.monthStart(ofMonth: month, clampedInto: row) {
            grid.showMonth(containing: date, time: time, animated: true)
        }
        headerFollowsGrid()
    }

    /// Moves the header to the month the grid heads for, unless it already names that month (January
    /// 1989 is both Shōwa 64 and Heisei 1: the header keeps the one the user chose).
    private func headerFollowsGrid() {
        // Whether the header names the grid's month depends only on these three (the calendar and the
        // header's years never change): when they are as they were last found in step, so are they, and
        // the calendar computations (on every tick) are skipped.
        let state = HeaderState(gridRow: grid.months.targetRow, yearRow: header.yearRow, month: header.month)
        if state == headerInStep { return }
        let month = grid.displayedMonth
        let number = calendar.component(.month, from: month)
        if number == header.month, header.yearList.rows(ofMonthStartingAt: month)?.contains(header.yearRow) == true {
            headerInStep = state
            return
        }
        try? header.show(yearRow: header.yearList.row(containing: month) ?? header.yearRow, month: number, animated: true)
    }

    /// The grid's target row and the header's year row and month when they were last found naming the same month.
    private struct HeaderState: Equatable {
        var gridRow: Int
        var yearRow: Int
        var month: Int
    }
    private var headerInStep: HeaderState?

    /// After the frame's motion, a header at rest that shows another month than the grid (a user grabbed
    /// it while it moved back and let go on the month it had come from, which settles nothing) goes back.
    open override func tick(now: Double) {
        super.tick(now: now)
        if !header.isAnimating { headerFollowsGrid() }
    }

    private func selectionDidChange(time: Double) {
        let selection = grid.selection
        onValueChanged?(selection)
        reportValueChange(time: time)
        root?.deliver(AccessibilityEvent(.selectionChanged, identifier: grid.id, time: time))
    }

    // MARK: - Accessibility (CalendarGrid+Accessibility.swift)

    /// "Calendar", unless the app names the picker.
    open override var defaultAccessibilityLabel: String { "Calendar" }
    /// The selected days as the locale writes them ("November 21, 2026"), a range with a dash; nil for none.
    open override var accessibilityValue: String? { grid.selectionText() }

    // MARK: - Layout

    open override func layoutChildren() {
        let headerHeight = theme.scaledValue(for: headerHeight)
        header.frame = Rect(x: frame.minX, y: frame.minY, width: frame.width, height: min(headerHeight, frame.height))
        let top = min(frame.height, headerHeight + headerSpacing)
        grid.frame = Rect(x: frame.minX, y: frame.minY + top, width: frame.width, height: frame.height - top)
    }

    /// The size the picker looks right at, in points: seven 44-point columns, six 40-point weeks, a
    /// 44-point header and a 24-point row of weekday names at 100% text, each times the theme's
    /// ``/PickerCore/Theme/textSize``.
    public var intrinsicSize: Size {
        let theme = theme
        return Size(width: theme.scaledValue(for: 7 * 44) + (showsWeekNumbers ? grid.weekNumberWidth : 0),
             height: theme.scaledValue(for: headerHeight) + headerSpacing + grid.weekdayRowHeight + theme.scaledValue(for: 6 * 40))
    }
}
