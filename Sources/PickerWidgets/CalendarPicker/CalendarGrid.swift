import Foundation
import PickerCore

/// The month grid of a ``CalendarPicker``: weekday names over six weeks of days, the months side by side
/// on a horizontal ribbon that slides with a drag or fling (the mini pickers' motion core, one row per
/// month), days chosen by click, tap or keyboard.
///
/// The calendar picker owns it and forwards its public settings; use the picker rather than this view.
public final class CalendarGrid: Widget {
    /// The calendar of every date computation (its locale names the weekdays and months, its time zone
    /// says where days begin).
    public let calendar: Calendar
    /// The first month on the ribbon (row 0), as the start of its first day.
    public let firstMonth: Date
    /// The start of the last day of the last month on the ribbon.
    let lastDay: Date
    /// What "today" is (passed in: widgets never read a clock); nil marks no day as today.
    public var today: Date? {
        didSet { invalidateGrids() }
    }
    public var rules: CalendarDayRules {
        didSet { invalidateGrids() }
    }
    /// The rules every input and every drawn day follows: ``rules`` within the ribbon's months, so that
    /// the neighbouring months' days shown around the first and last month cannot be chosen.
    var dayRules: CalendarDayRules { Self.dayRules(rules, from: firstMonth, through: lastDay) }

    private static func dayRules(_ rules: CalendarDayRules, from first: Date, through last: Date) -> CalendarDayRules {
        var limited = rules
        limited.minimumDate = max(rules.minimumDate ?? first, first)
        limited.maximumDate = min(rules.maximumDate ?? last, last)
        return limited
    }
    /// The chosen days.
    public internal(set) var selection: CalendarSelection {
        didSet { invalidateGrids() }
    }
    /// Whether a controller's cancel puts back the selection the grid had when it was engaged (default false).
    public var restoresValueOnCancel = false
    /// The selection and focused day when a controller engaged the grid, for a cancel.
    var stateBeforeEngaging: (selection: CalendarSelection, focusedDay: Date)?
    /// Whether a column of ISO 8601 week numbers shows left of the days.
    public var showsWeekNumbers = false {
        didSet { setNeedsDisplay() }
    }
    /// The day the keyboard acts on (start of day); it shows a focus ring while the keyboard is in use.
    /// While the grid has the focus, a new day is announced as focused (``AccessibilityEvent/Kind/focus``).
    public internal(set) var focusedDay: Date {
        didSet { if focusedDay != oldValue, isFocused { postAccessibilityEvent(.focus, on: focusedAccessibilityIdentifier) } }
    }
    /// The weekday names over the columns, the first weekday first (the calendar never changes, so neither
    /// do they).
    public let weekdaySymbols: [String]
    /// The very short weekday names, drawn when a short one is wider than its column (`shownWeekdaySymbols`).
    public let narrowWeekdaySymbols: [String]
    /// Day and week numbers in the digits of the calendar's locale.
    let numbers: LocalizedNumbers
    /// The formatters of the semantics tree (CalendarGrid+Accessibility.swift).
    let formatters: CalendarFormatters

    /// One row per month from ``firstMonth``.
    let months: ItemScroller
    /// The pointer on the grid (a press slides the months, its `isDragging`, once it moves mostly
    /// sideways past the tap slop) and wheel notches not yet a month step: the ribbon is its one segment.
    var input = SegmentedScrollInput(segmentCount: 1)
    /// Grids of recently drawn months by row, rebuilt when the selection, rules or today change.
    private var gridCache: [Int: MonthGrid] = [:]
    /// Where the ribbon was (``ribbonPoints``) and how wide the grid, as the window shows them once the
    /// changes marked since the last drawing are drawn: set when the grid is drawn, moved on by
    /// `monthsDidMove()` (CalendarGrid+Sliding.swift).
    var shownRibbon: (points: Double, width: Double)?
    /// Day and week numbers as written and measured (`numberLabels(font:measurer:)`).
    var recentNumberLabels: [NumberLabels] = []

    /// Called after the user changed the selection (not for programmatic changes).
    var onSelectionChange: ((_ time: Double) -> Void)?
    /// Called whenever the month the ribbon is at or heading to changes (the header follows it).
    var onTargetMonthChange: (() -> Void)?
    private var reportedTarget: Int

    /// - Parameters:
    ///   - firstMonth, lastMonth: any instants in the first and last months the ribbon offers.
    ///   - month: any instant in the month to show first (clamped into the range).
    /// - Throws: `PickerError.invalidConfiguration` when `lastMonth` is before `firstMonth`.
    init(id: String, calendar: Calendar, firstMonth: Date, lastMonth: Date, month: Date, today: Date?, rules: CalendarDayRules, selection: CalendarSelection) throws {
        self.calendar = calendar
        let first = CalendarNavigation.monthStart(firstMonth, addingMonths: 0, calendar: calendar)
        let last = CalendarNavigation.monthStart(lastMonth, addingMonths: 0, calendar: calendar)
        let count = (calendar.dateComponents([.month], from: first, to: last).month ?? -1) + 1
        guard count > 0 else {
            throw PickerError.invalidConfiguration("calendar '\(id)': the last month comes before the first month")
        }
        self.firstMonth = first
        let afterLast = CalendarNavigation.monthStart(last, addingMonths: 1, calendar: calendar)
        lastDay = calendar.date(byAdding: .day, value: -1, to: afterLast) ?? last
        weekdaySymbols = MonthGrid.weekdaySymbols(calendar: calendar)
        narrowWeekdaySymbols = MonthGrid.weekdaySymbols(calendar: calendar, narrow: true)
        numbers = LocalizedNumbers(locale: calendar.locale)
        formatters = CalendarFormatters(calendar: calendar)
        self.today = today
        self.rules = rules
        self.selection = selection
        let row = Self.row(of: month, firstMonth: first, calendar: calendar)
        months = try ItemScroller(count: count, selectedRow: min(max(row, 0), count - 1), isCyclic: false, itemExtent: 300)
        reportedTarget = months.selectedRow
        focusedDay = Self.dayRules(rules, from: first, through: lastDay).clamp(calendar.startOfDay(for: month), calendar: calendar)
        super.init(id: id)
        months.onSettle = { [weak self] _ in self?.monthDidSettle() }
        keepFocusInShownMonth()
    }

    public override var kind: String { "CalendarGrid" }

    // MARK: - Months

    /// The number of months on the ribbon.
    public var numberOfMonths: Int { months.count }

    /// The start of the month shown at rest (or being scrolled to).
    public var displayedMonth: Date { monthStart(ofRow: months.targetRow) }

    /// The start of the month at `row` of the ribbon.
    func monthStart(ofRow row: Int) -> Date {
        CalendarNavigation.monthStart(firstMonth, addingMonths: row, calendar: calendar)
    }

    /// The ribbon row of the month containing `date` (may lie outside 0..<numberOfMonths).
    func row(ofMonthContaining date: Date) -> Int {
        Self.row(of: date, firstMonth: firstMonth, calendar: calendar)
    }

    private static func row(of date: Date, firstMonth: Date, calendar: Calendar) -> Int {
        let start = CalendarNavigation.monthStart(date, addingMonths: 0, calendar: calendar)
        return calendar.dateComponents([.month], from: firstMonth, to: start).month ?? 0
    }

    /// Slides to the month containing `date` (clamped into the ribbon).
    func showMonth(containing date: Date, time: Double, animated: Bool) {
        let row = min(max(row(ofMonthContaining: date), 0), months.count - 1)
        months.scroll(toRow: row, time: time, animated: animated)
        targetMayHaveChanged()
        setNeedsDisplay()
    }

    /// Tells the header when the month the ribbon heads for changes, and assistive technologies that the
    /// table's cells are another month's; the focused day moves into that month at once (announced as a
    /// key's move is, rather than when a fling settles).
    func targetMayHaveChanged() {
        let target = months.targetRow
        guard target != reportedTarget else { return }
        reportedTarget = target
        keepFocusInShownMonth()
        onTargetMonthChange?()
        postAccessibilityEvent(.childrenChanged)
    }

    private func monthDidSettle() {
        keepFocusInShownMonth()
        targetMayHaveChanged()
        setNeedsDisplay()
    }

    /// Moves the focused day into the displayed month, keeping its day of the month where it can.
    private func keepFocusInShownMonth() {
        let shown = displayedMonth
        guard row(ofMonthContaining: focusedDay) != months.targetRow else { return }
        let day = calendar.component(.day, from: focusedDay)
        let target = calendar.date(byAdding: .day, value: day - 1, to: shown).flatMap {
            row(ofMonthContaining: $0) == months.targetRow ? $0 : nil
        } ?? shown
        focusedDay = dayRules.clamp(calendar.startOfDay(for: target), calendar: calendar)
    }

    // MARK: - Grids

    /// The grid of the month at `row`, cached while nothing that marks its days changes.
    func grid(forRow row: Int) -> MonthGrid {
        if let grid = gridCache[row] { return grid }
        if gridCache.count >= 8 { gridCache.removeAll(keepingCapacity: true) }
        let selection = self.selection
        let calendar = self.calendar
        let grid = MonthGrid(
            month: monthStart(ofRow: row), calendar: calendar, today: today, rules: dayRules,
            isSelected: { selection.contains($0, calendar: calendar) })
        gridCache[row] = grid
        return grid
    }

    func invalidateGrids() {
        gridCache.removeAll(keepingCapacity: true)
        setNeedsDisplay()
    }

    // MARK: - Selection

    /// Applies a click, tap or Enter on `day`: nothing for a disabled day. Returns whether the selection changed.
    @discardableResult
    func choose(_ day: Date, extending: Bool, time: Double) -> Bool {
        guard dayRules.isEnabled(day, calendar: calendar) else { return false }
        focusedDay = day
        if row(ofMonthContaining: day) != months.targetRow {
            showMonth(containing: day, time: time, animated: true)
        }
        var changed = selection
        guard changed.select(day, extending: extending, calendar: calendar) else {
            setNeedsDisplay()
            return false
        }
        selection = changed
        onSelectionChange?(time)
        return true
    }

    /// Replaces the selection without reporting it.
    func setSelection(_ selection: CalendarSelection) {
        self.selection = selection
    }

    /// A slide under way was measured in the old direction: it is cancelled (the months snap back) and
    /// its pointer ignored until it lifts.
    public override func effectiveLayoutDirectionDidChange() {
        if input.releaseAll().contains(where: \.isDragging) { months.cancelDrag(time: root?.currentTime ?? 0) }
        super.effectiveLayoutDirectionDidChange()
    }

    // MARK: - Animation

    public override func didMoveToRoot() {
        months.prefersReducedMotion = theme.prefersReducedMotion
        super.didMoveToRoot()
    }

    public override func themeDidChange() {
        months.prefersReducedMotion = theme.prefersReducedMotion
        super.themeDidChange()
    }

    public override func tick(now: Double) {
        if months.isAnimating {
            months.tick(now: now)
            monthsDidMove()
        }
        super.tick(now: now)
    }

    /// A pointer move changes at most the months' strip, which `handlePointerMoved` marks when it slides them.
    public override func setNeedsDisplayForPointerMove() {}

    public override var isAnimating: Bool {
        !input.presses.isEmpty || months.isAnimating || months.isDragging || super.isAnimating
    }

    // MARK: - Drawing, input and layout (CalendarGrid+Drawing.swift, +Input.swift, +Layout.swift)

    public override func layoutChildren() {
        months.itemExtent = max(1, frame.width)
    }

    public override func drawContent(in canvas: Canvas, theme: Theme) { drawGrid(in: canvas, theme: theme) }
    public override var acceptsPointer: Bool { true }
    public override var isFocusable: Bool { true }
    public override func pointerDown(_ event: PointerEvent) -> Bool { handlePointerDown(event) }
    public override func pointerMoved(_ event: PointerEvent) { handlePointerMoved(event) }
    public override func pointerUp(_ event: PointerEvent) { handlePointerUp(event) }
    public override func pointerCancelled(_ event: PointerEvent) { handlePointerCancelled(event) }
    public override func scroll(_ event: ScrollEvent) -> Bool { handleScroll(event) }
    public override func key(_ event: KeyEvent) -> Bool { handleKey(event) }
    public override var focusRole: FocusRole { .grid(restoresValueOnCancel: restoresValueOnCancel) }
    public override func navigationDidEngage() { stateBeforeEngaging = (selection, focusedDay) }
    public override func navigationDidLeave(restoringValue: Bool, time: Double) {
        defer { stateBeforeEngaging = nil }
        guard restoringValue, let saved = stateBeforeEngaging else { return }
        moveFocus(to: saved.focusedDay, time: time)
        // Put back as a change by the user, so listeners hear of it.
        if selection != saved.selection {
            selection = saved.selection
            onSelectionChange?(time)
        }
    }

    // MARK: - Accessibility (CalendarGrid+Accessibility.swift): a table of day cells

    /// A table.
    public override var accessibilityRole: AccessibilityRole { .table }
    /// The month shown, as the locale writes it ("November 2026").
    public override var defaultAccessibilityLabel: String { monthTitle(displayedMonth) }
    /// A table cell per day, named by its full date.
    public override var accessibilityChildren: [AccessibilityNode] { dayCellNodes() }
    /// The focused day's cell.
    public override var focusedAccessibilityIdentifier: String { cellIdentifier(focusedDay) }
    /// "click" on a day's cell chooses the day, as a tap does.
    public override func performAccessibilityAction(_ action: AccessibilityAction, onNode identifier: String) -> Bool {
        clickCell(identifiedBy: identifier, action: action)
    }

    // MARK: - Day cells

    /// A day cell of the shown month's grid: the day and where it is drawn.
    public struct DayCell: Hashable, Sendable {
        /// The day, with its state (in the shown month, today, selected, disabled, highlighted).
        public var day: MonthGrid.Day
        /// The cell, in window points.
        public var frame: Rect
        /// The day of the month as drawn, in the locale's digits ("١٦" in ar_EG).
        public var text: String
    }

    /// The cells of the month the grid shows (or slides to), first week first, each week in logical
    /// order (the first weekday first, whatever the layout direction).
    public var dayCells: [DayCell] {
        grid(forRow: months.targetRow).days.enumerated().map { index, day in
            DayCell(day: day, frame: cellFrame(index: index, monthOffset: 0), text: numbers.string(day.dayOfMonth))
        }
    }
}
