import Foundation
import PickerCore

/// UIDatePicker on PickerKit's wheels: the columns of a ``/PickerCore/DatePickerMode`` in the locale's order, each
/// as wide as its longest title, with the wheel picker's input, focus and look.
///
/// A date picker contains its wheels; it is not a wheel picker. Its API is UIDatePicker's: the date and
/// its limits, the mode, minute interval, locale, calendar, time zone and count-down duration, and one
/// callback, ``onValueChanged``, with the committed date.
///
/// Rows whose value lies outside ``minimumDate``...``maximumDate``, and days a month lacks, are greyed.
/// The user may still stop a wheel on one: once every wheel has stopped (no finger holds one, none moves)
/// the wheels scroll back, first to the nearest limit, then from an impossible day to the month's last
/// day (``/PickerCore/DatePickerModel/settlement(for:scrollBack:)``). Only then does the value change:
/// ``onValueChanged`` and `--log-events` report it once, with a date that is always within the limits.
/// Programmatic changes (``setDate(_:animated:)``, the settings) are not reported, as in UIKit.
///
/// The columns follow the locale's direction: in right to left (he_IL, ar_EG) the locale's order runs
/// from the right, except that a time's hours stay left of its minutes, as the time is written.
///
/// Unlike UIKit, bad settings are errors rather than silently ignored: a minute interval that does not
/// divide 60 and a minimum date after the maximum throw `PickerError.invalidConfiguration`.
public final class DatePicker: Widget {
    /// The columns, rules and committed value. Package access: PickerInspection's layout dump and event
    /// log read it; it is not part of the public API.
    package let model: DatePickerModel
    /// The wheels: a private part, laid out over the whole frame.
    let wheels: DatePickerWheels
    /// The wheels, read-only for PickerInspection's layout dump (package access, not public API).
    package var inspectedWheels: WheelPicker { wheels }
    /// The scroll-back the wheels were last sent on, until the settle rule ends it.
    private var scrollBack: DatePickerScrollBack?
    /// The direction of ``locale``'s language.
    private var localeDirection: LayoutDirection

    /// Called once each time the user settles the wheels on a new allowed value, with the committed
    /// ``date``; never for ``setDate(_:animated:)`` or a change of settings, never while a wheel moves or
    /// is held, never with a row the wheels only passed or stopped on before scrolling back. In
    /// `countDownTimer` mode the date stays the same and the new value is ``countDownDuration``, as with
    /// UIDatePicker's value-changed event.
    public var onValueChanged: ((Date) -> Void)?
    /// Whether a controller's cancel puts back the date the picker showed when it was engaged (default
    /// false: the date chosen stays).
    public var restoresValueOnCancel: Bool {
        get { wheels.restoresValueOnCancel }
        set { wheels.restoresValueOnCancel = newValue }
    }

    /// A date picker at `date` (rounded to the minute interval in modes with minutes, clamped into the
    /// limits).
    /// - Parameters:
    ///   - id: the picker's id; its columns are `id.month`, `id.day`, `id.hour` and so on.
    ///   - mode: which columns the picker shows (``datePickerMode``).
    ///   - date: the date shown first.
    ///   - locale: the language and region of the columns' order, names and clock.
    ///   - calendar: the calendar dates are counted in.
    ///   - timeZone: the zone dates are shown in; nil uses `calendar`'s.
    ///   - minuteInterval: the minute column's step in minutes, a divisor of 60 from 1 to 30.
    ///   - minimumDate: the earliest date that can be chosen; nil for no limit.
    ///   - maximumDate: the latest date that can be chosen; nil for no limit.
    ///   - countDownDuration: seconds, clamped into one minute ... 23 h 59 min.
    /// - Throws: `PickerError.invalidConfiguration` for a bad minute interval or a minimum date after the
    ///   maximum date.
    public init(
        id: String, mode: DatePickerMode = .dateAndTime, date: Date, locale: Locale = Locale(identifier: "en_US"),
        calendar: Calendar = Calendar(identifier: .gregorian), timeZone: TimeZone? = nil, minuteInterval: Int = 1,
        minimumDate: Date? = nil, maximumDate: Date? = nil, countDownDuration: TimeInterval = 60
    ) throws {
        model = try DatePickerModel(
            mode: mode, date: date, locale: locale, calendar: calendar, timeZone: timeZone, minuteInterval: minuteInterval,
            minimumDate: minimumDate, maximumDate: maximumDate, countDownDuration: countDownDuration)
        wheels = try DatePickerWheels(id: id, model: model)
        localeDirection = LayoutDirection(locale: locale)
        super.init(id: id)
        adoptPart(wheels)
        wheels.show(model.selectedRows, animated: false)
    }

    /// How much wider than its longest title a column grows when there is room, in points: the columns
    /// stay together in the middle, as UIDatePicker's do.
    public static let defaultExtraColumnWidth = 24.0

    /// The size a date picker reports as its natural size, UIDatePicker's 320 x 216 points. Any other
    /// frame works too.
    public static let defaultIntrinsicContentSize = WheelPicker.defaultIntrinsicContentSize

    /// The natural size of the picker, in points: ``defaultIntrinsicContentSize``, its width times the
    /// theme's text size (the wheels' rows grow with the text, so fewer of them show).
    public var intrinsicContentSize: Size { WheelPicker.intrinsicContentSize(theme: theme) }

    public override var kind: String { "DatePicker" }

    // MARK: - UIDatePicker's properties

    /// The columns shown. Changing it keeps the date and stops any motion.
    public var datePickerMode: DatePickerMode {
        get { model.mode }
        set { reconfigure { model.setMode(newValue) } }
    }

    /// The locale that orders the columns and names months, weekdays and AM/PM.
    public var locale: Locale {
        get { model.locale }
        set {
            reconfigure {
                model.setLocale(newValue)
                localeDirection = LayoutDirection(locale: newValue)
            }
        }
    }

    /// The direction of ``locale``'s language (`LayoutDirection(locale:)`).
    public override var naturalLayoutDirection: LayoutDirection? { localeDirection }

    /// The calendar dates are read in (its time zone is replaced by ``timeZone``).
    public var calendar: Calendar {
        get { model.calendar }
        set { reconfigure { model.setCalendar(newValue) } }
    }

    /// The time zone dates are shown in.
    public var timeZone: TimeZone {
        get { model.timeZone }
        set { reconfigure { model.setTimeZone(newValue) } }
    }

    /// The minute column's step in minutes.
    public var minuteInterval: Int { model.minuteInterval }

    /// Shows minutes in steps of `interval`; the date and the count-down duration are rounded to it.
    /// - Throws: `PickerError.invalidConfiguration` unless `interval` divides 60 and lies in 1...30.
    public func setMinuteInterval(_ interval: Int) throws {
        try reconfigure { try model.setMinuteInterval(interval) }
    }

    /// The earliest date the picker reports, or nil.
    public var minimumDate: Date? { model.minimumDate }
    /// The latest date the picker reports, or nil.
    public var maximumDate: Date? { model.maximumDate }

    /// Sets both limits (nil: none on that side); the date is clamped into them.
    /// - Throws: `PickerError.invalidConfiguration` when `minimum` is after `maximum`; nothing changes.
    public func setDateRange(minimum: Date?, maximum: Date?) throws {
        try reconfigure { try model.setDateRange(minimum: minimum, maximum: maximum) }
    }

    /// Sets the lower limit. - Throws: `PickerError.invalidConfiguration` when it is after the maximum.
    public func setMinimumDate(_ date: Date?) throws { try setDateRange(minimum: date, maximum: maximumDate) }
    /// Sets the upper limit. - Throws: `PickerError.invalidConfiguration` when it is before the minimum.
    public func setMaximumDate(_ date: Date?) throws { try setDateRange(minimum: minimumDate, maximum: date) }

    /// The committed date (always within the limits). Setting it is `setDate(_:animated: false)`.
    public var date: Date {
        get { model.date }
        set { setDate(newValue, animated: false) }
    }

    /// Shows `date` (rounded to the minute interval, clamped into the limits), the wheels spinning to it
    /// when `animated`. Not reported, as in UIKit; a scroll-back under way is abandoned.
    public func setDate(_ date: Date, animated: Bool) {
        model.setDate(date)
        showCommittedValue(animated: animated)
    }

    /// The count-down duration in seconds (`countDownTimer` mode), from one minute interval (at least
    /// a minute) to 23 h 59 min; values outside are clamped and others rounded to the minute interval.
    /// Setting it is not reported.
    public var countDownDuration: TimeInterval {
        get { model.countDownDuration }
        set {
            model.setCountDownDuration(newValue)
            showCommittedValue(animated: false)
        }
    }

    /// The committed value as the locale writes it for the mode ("July 4, 1776", "1 hour 30 min").
    public var formattedValue: String { model.formattedValue() }

    // MARK: - Settling

    /// Asks the settle rule what to do with the wheels as they stand and does it: wait, scroll back, or
    /// commit and report. Called after every frame and every input the wheels take, the moments a wheel
    /// can come to rest.
    /// - Parameter jumped: whether the wheels just jumped onto a scroll-back's rows (see below).
    private func wheelsMayHaveStopped(jumped: Bool = false) {
        switch model.settlement(for: wheels.states, scrollBack: scrollBack) {
        case .wait:
            break
        case .unchanged:
            scrollBack = nil
        case .scrollBack(let back):
            scrollBack = back
            wheels.show(back.rows, animated: true)
            // The wheels' values change back with no commit: a screen reader told of the step hears where they go.
            if let root { root.deliver(AccessibilityEvent(.valueChanged, identifier: id, time: root.currentTime)) }
            // Wheels that only jump (the same title: the 12-hour clock's hour when AM/PM turns) have come
            // to rest at once; on the rows a scroll-back sends them to, the rule commits (a Core property
            // test), so asking once more ends it.
            if wheels.areStopped, !jumped { wheelsMayHaveStopped(jumped: true) }
        case .commit(let resolution, let reason):
            scrollBack = nil
            guard model.commit(resolution) else { return }
            setNeedsDisplay()
            // The root hears it first, so an event log has the picker's line before the line of a
            // form that its callback updates.
            reportValueChange(scrolledBack: reason)
            onValueChanged?(model.date)
        }
    }

    private func reconfigure(_ change: () throws -> Void) rethrows {
        try change()
        scrollBack = nil
        wheels.reload()
    }

    private func showCommittedValue(animated: Bool) {
        scrollBack = nil
        wheels.show(model.selectedRows, animated: animated)
    }

    // MARK: - The wheels: layout, drawing, animation and input

    public override func layoutChildren() {
        if wheels.frame != frame { wheels.frame = frame } else { wheels.layoutChildren() }
        super.layoutChildren()
    }

    public override func didMoveToRoot() {
        wheels.didMoveToRoot()
        super.didMoveToRoot()
    }

    public override func themeDidChange() {
        wheels.themeDidChange()
        super.themeDidChange()
    }

    public override func drawContent(in canvas: Canvas, theme: Theme) { wheels.draw(in: canvas, theme: theme) }

    public override func tick(now: Double) {
        wheels.tick(now: now)
        super.tick(now: now)
        wheelsMayHaveStopped()
    }

    public override var isAnimating: Bool { wheels.isAnimating || super.isAnimating }
    public override var acceptsPointer: Bool { true }
    public override var isFocusable: Bool { wheels.isFocusable }
    public override func pointerDown(_ event: PointerEvent) -> Bool { wheels.pointerDown(event) }
    public override func pointerMoved(_ event: PointerEvent) { wheels.pointerMoved(event) }
    public override func setNeedsDisplayForPointerMove() { wheels.setNeedsDisplayForPointerMove() }

    public override func pointerUp(_ event: PointerEvent) {
        wheels.pointerUp(event)
        wheelsMayHaveStopped()
    }

    public override func pointerCancelled(_ event: PointerEvent) {
        wheels.pointerCancelled(event)
        wheelsMayHaveStopped()
    }

    public override func scroll(_ event: ScrollEvent) -> Bool {
        defer { wheelsMayHaveStopped() }
        return wheels.scroll(event)
    }

    public override func key(_ event: KeyEvent) -> Bool {
        defer { wheelsMayHaveStopped() }
        return wheels.key(event)
    }

    public override func moveFocusWithin(forward: Bool) -> Bool { wheels.moveFocusWithin(forward: forward) }

    // MARK: - Accessibility (DatePicker+Accessibility.swift): a date editor of spin buttons

    /// A date editor.
    public override var accessibilityRole: AccessibilityRole { .dateEditor }
    /// What the mode shows: "Date", "Time", "Date and time", "Timer" or "Month and year".
    public override var defaultAccessibilityLabel: String { datePickerMode.accessibilityLabel }
    /// The committed value as the locale writes it (``formattedValue``).
    public override var accessibilityValue: String? { formattedValue }
    /// One spin button per column, named by ``columnAccessibilityLabels`` or the column's kind ("Month").
    public override var accessibilityChildren: [AccessibilityNode] { wheels.componentNodes() }
    public override var focusedAccessibilityIdentifier: String { wheels.focusedAccessibilityIdentifier }
    /// Turns a column to a row as the user would; the date is committed and reported once the wheels settle.
    public override func setAccessibilityValue(_ value: Double, onNode identifier: String) -> Bool {
        defer { wheelsMayHaveStopped() }
        return wheels.setAccessibilityValue(value, onNode: identifier)
    }

    /// Names assistive technologies read for the columns, by kind; a kind without one has its English
    /// name ("Month", "Day", "Year", "Hour", "Minute", "AM/PM").
    public var columnAccessibilityLabels: [DatePickerColumn.Kind: String] {
        get { wheels.columnLabels }
        set { wheels.columnLabels = newValue }
    }
    public override func focusEntered(forward: Bool) { wheels.focusEntered(forward: forward) }
    public override var focusRole: FocusRole { wheels.focusRole }
    public override func navigationDidEngage() { wheels.navigationDidEngage() }
    public override func navigationFling(rowsPerSecond: Double, time: Double) -> Bool {
        wheels.navigationFling(rowsPerSecond: rowsPerSecond, time: time)
    }
    public override func navigationDidLeave(restoringValue: Bool, time: Double) {
        wheels.navigationDidLeave(restoringValue: restoringValue, time: time)
        wheelsMayHaveStopped()
    }
}
