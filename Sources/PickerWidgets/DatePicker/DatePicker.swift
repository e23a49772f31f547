import Foundation
import PickerCore

/// UIDatePicker on PickerKit's wheels: the columns of a ``DatePickerMode`` in the locale's order, each
/// as wide as its longest title, with the wheel picker's input, focus and look.
///
/// Rows whose value lies outside ``minimumDate``...``maximumDate``, and days a month lacks, are greyed.
/// The user may still stop a wheel on one: once every wheel has stopped (no finger holds one, none moves)
/// the wheels scroll back, first to the nearest limit, then from an impossible day to the month's last
/// day (see ``DatePickerModel/resolve(rows:)``). Only then does the value change: ``onDateValueChanged`` and
/// `--log-events` report it once, with a date that is always within the limits. Programmatic changes
/// (``setDate(_:animated:)``) are not reported, as in UIKit.
///
/// The columns follow the locale's direction: in right to left (he_IL, ar_EG) the locale's order runs
/// from the right, except that a time's hours stay left of its minutes, as the time is written.
///
/// Unlike UIKit, bad settings are errors rather than silently ignored: a minute interval that does not
/// divide 60 and a minimum date after the maximum throw `PickerError.invalidConfiguration`.
open class DatePicker: WheelPicker {
    /// The columns, rules and committed value.
    public let model: DatePickerModel
    private let source: DatePickerWheelSource
    /// Called once each time the user settles the wheels on a new allowed value (not for `setDate`).
    /// (Named apart from the inherited ``WheelPicker/onValueChanged`` only while a date picker is a wheel
    /// picker; once it contains one instead, this becomes `onValueChanged`.)
    public var onDateValueChanged: ((DatePicker) -> Void)?

    /// Whether a wheel moved by the user (or a scroll-back) waits for every wheel to stop.
    var awaitsRest = false
    /// Why the running scroll-back started and the rows it sends the wheels to: the reason is reported
    /// with the value only if the wheels land on those rows.
    var scrollBack: (adjustment: DatePickerResolution.Adjustment, rows: [Int])?
    /// The direction of ``locale``'s language.
    private var localeDirection: LayoutDirection

    /// A date picker at `date` (rounded to the minute interval in modes with minutes, clamped into the
    /// limits).
    /// - Parameters:
    ///   - timeZone: the zone dates are shown in; nil uses `calendar`'s.
    ///   - minuteInterval: the minute column's step in minutes, a divisor of 60 from 1 to 30.
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
        source = DatePickerWheelSource(model: model)
        localeDirection = LayoutDirection(locale: locale)
        try super.init(
            id: id, dataSource: source, delegate: source, componentIdentifiers: model.columns.map(\.identifier))
        source.picker = self
        reportsComponentChanges = false
        maximumExtraComponentWidth = Self.defaultExtraColumnWidth
        show(model.selectedRows, animated: false)
    }

    /// How much wider than its longest title a column grows when there is room, in points: the columns
    /// stay together in the middle, as UIDatePicker's do.
    public static let defaultExtraColumnWidth = 24.0

    open override var kind: String { "DatePicker" }

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
    open override var naturalLayoutDirection: LayoutDirection? { localeDirection }

    /// The columns from the left: the locale's order, read from the right in right to left, where an hour
    /// column still comes just left of the minute column that follows it (14:30 is written left to right).
    override func componentsFromLeft() -> [Int] {
        var order = super.componentsFromLeft()
        guard effectiveLayoutDirection.isRightToLeft else { return order }
        let kinds = model.columns.map(\.kind)
        for place in order.indices.dropLast() {
            let (a, b) = (order[place], order[place + 1])
            guard kinds.indices.contains(a), kinds.indices.contains(b) else { continue }
            if (kinds[a], kinds[b]) == (.minute, .hour) || (kinds[a], kinds[b]) == (.minutes, .hours) {
                order.swapAt(place, place + 1)
            }
        }
        return order
    }

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
        settleProgrammatically(animated: animated)
    }

    /// The count-down duration in seconds (`countDownTimer` mode), from one minute interval (at least
    /// a minute) to 23 h 59 min; values outside are clamped and others rounded to the minute interval.
    public var countDownDuration: TimeInterval {
        get { model.countDownDuration }
        set {
            model.setCountDownDuration(newValue)
            settleProgrammatically(animated: false)
        }
    }

    /// The committed value as the locale writes it for the mode ("July 4, 1776").
    public var formattedValue: String { model.formattedValue() }

    /// The column shown by component `component`, or nil.
    public func column(ofComponent component: Int) -> DatePickerColumn? {
        model.columns.indices.contains(component) ? model.columns[component] : nil
    }

    // MARK: - Settling: the combination is checked after every input and frame (DatePicker+Settling.swift)

    open override func tick(now: Double) {
        super.tick(now: now)
        resolveIfAtRest()
    }

    open override func pointerUp(_ event: PointerEvent) {
        super.pointerUp(event)
        resolveIfAtRest()
    }

    open override func pointerCancelled(_ event: PointerEvent) {
        super.pointerCancelled(event)
        resolveIfAtRest()
    }

    open override func scroll(_ event: ScrollEvent) -> Bool {
        defer { resolveIfAtRest() }
        return super.scroll(event)
    }

    open override func key(_ event: KeyEvent) -> Bool {
        defer { resolveIfAtRest() }
        return super.key(event)
    }

    open override var isAnimating: Bool { awaitsRest || super.isAnimating }

    // MARK: - Keeping the wheels and the model together

    private func reconfigure(_ change: () throws -> Void) rethrows {
        try change()
        componentIdentifiers = model.columns.map(\.identifier)
        // The data source reports only valid counts, widths and heights, so reloading cannot fail.
        try? reloadAllComponents()
        settleProgrammatically(animated: false)
    }

    private func settleProgrammatically(animated: Bool) {
        awaitsRest = false
        scrollBack = nil
        show(model.selectedRows, animated: animated)
    }

    /// Turns every wheel to `rows`: animated, except where the title stays the same (the 12-hour
    /// clock's hour moving by 12 rows when AM/PM changes), which jumps.
    func show(_ rows: [Int], animated: Bool) {
        for component in components.indices where rows.indices.contains(component) {
            let current = components[component].model.targetRow
            guard rows[component] != current || components[component].model.isAnimating else { continue }
            let sameTitle = title(forRow: rows[component], inComponent: component) == title(forRow: current, inComponent: component)
            try? selectRow(rows[component], inComponent: component, animated: animated && !sameTitle)
        }
        setNeedsDisplay()
    }
}
