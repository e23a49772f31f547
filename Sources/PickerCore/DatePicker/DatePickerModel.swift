import Foundation

/// UIDatePicker's logic without the wheels: the columns a mode and locale call for, the titles of their
/// rows, which rows are allowed, and where the wheels must go when they stop on a combination that is not
/// (out of range -> the nearest limit; then an impossible day such as 30 February -> the last day of the
/// month). Pure data: all date arithmetic goes through Foundation's `Calendar` in ``timeZone``, and no
/// clock is read (a date is always passed in).
///
/// The committed value is ``date`` (or ``countDownDuration`` in `countDownTimer` mode); it always lies
/// within ``minimumDate``...``maximumDate`` and, in modes with a minute column, on a multiple of
/// ``minuteInterval``.
public final class DatePickerModel {
    /// The minute intervals allowed: the divisors of 60 from 1 to 30.
    public static let validMinuteIntervals = [1, 2, 3, 4, 5, 6, 10, 12, 15, 20, 30]
    /// The shortest count-down duration, one minute, in seconds.
    public static let minimumCountDownDuration: TimeInterval = 60
    /// The longest count-down duration, 23 hours 59 minutes, in seconds.
    public static let maximumCountDownDuration: TimeInterval = 23 * 3600 + 59 * 60
    /// The years a year or date column spans when there are no limits.
    public static let defaultYearRange = 1...9999

    /// The columns shown, left to right.
    public private(set) var mode: DatePickerMode
    /// The locale that orders the columns and names months, weekdays and AM/PM.
    public private(set) var locale: Locale
    /// The calendar dates are read and made in; its time zone is ``timeZone``.
    public private(set) var calendar: Calendar
    /// The minute column's step, in minutes (a divisor of 60 from 1 to 30).
    public private(set) var minuteInterval: Int
    /// The earliest date the picker reports (nil: no lower limit). In `date` mode only its day counts for
    /// which rows are allowed; in `yearAndMonth` mode only its month.
    public private(set) var minimumDate: Date?
    /// The latest date the picker reports (nil: no upper limit); see ``minimumDate``.
    public private(set) var maximumDate: Date?
    /// The committed date, always within the limits.
    public internal(set) var date: Date
    /// The committed duration of `countDownTimer` mode in seconds: a multiple of the minute interval from
    /// one interval (at least one minute) to 23 h 59 min.
    public internal(set) var countDownDuration: TimeInterval
    /// The wheels, left to right.
    public private(set) var columns: [DatePickerColumn] = []
    /// The rows that show the committed value, one per column.
    public internal(set) var selectedRows: [Int] = [] {
        didSet { revision &+= 1 }
    }
    /// Changes whenever the configuration or the committed value does (titles and allowed rows may
    /// differ then), so callers can cache them until it changes.
    public private(set) var revision = 0

    var format: DatePickerLocaleFormat
    /// The formatter ``formattedValue()`` last made, with the template, locale and calendar (whose time
    /// zone it uses) it was made for: making one costs far more than formatting with it.
    var valueFormatter: (template: String, locale: Locale, calendar: Calendar, formatter: DateFormatter)?
    /// The years the year and date columns span.
    private(set) var yearRange = DatePickerModel.defaultYearRange
    private(set) var monthRange = 1..<13
    /// The first day of the date column (dateAndTime mode), at its start.
    private(set) var firstDay = Date(timeIntervalSinceReferenceDate: 0)
    /// The limits that apply: the given ones, or the ends of ``defaultYearRange``.
    private(set) var lowerLimit = Date.distantPast
    private(set) var upperLimit = Date.distantFuture

    /// Creates a picker model showing `date`, rounded to the minute interval (in modes with minutes) and
    /// clamped into the limits.
    /// - Parameters:
    ///   - mode: which columns the picker shows.
    ///   - date: the date shown first.
    ///   - locale: the language and region of the columns' order, names and clock.
    ///   - calendar: the calendar dates are counted in.
    ///   - timeZone: the zone dates are shown in; nil uses the calendar's.
    ///   - minuteInterval: the minute column's step in minutes, a divisor of 60 from 1 to 30.
    ///   - minimumDate: the earliest date that can be chosen; nil for no limit.
    ///   - maximumDate: the latest date that can be chosen; nil for no limit.
    ///   - countDownDuration: seconds, clamped (see ``setCountDownDuration(_:)``).
    /// - Throws: `PickerError.invalidConfiguration` for a minute interval that is not a divisor of 60 from
    ///   1 to 30, or a minimum date after the maximum date.
    public init(
        mode: DatePickerMode = .dateAndTime, date: Date, locale: Locale = Locale(identifier: "en_US"),
        calendar: Calendar = Calendar(identifier: .gregorian), timeZone: TimeZone? = nil, minuteInterval: Int = 1,
        minimumDate: Date? = nil, maximumDate: Date? = nil, countDownDuration: TimeInterval = 60
    ) throws {
        try Self.check(minuteInterval: minuteInterval)
        try Self.check(minimumDate: minimumDate, maximumDate: maximumDate)
        var calendar = calendar
        if let timeZone { calendar.timeZone = timeZone }
        self.mode = mode
        self.locale = locale
        self.calendar = calendar
        self.minuteInterval = minuteInterval
        self.minimumDate = minimumDate
        self.maximumDate = maximumDate
        self.date = date
        self.countDownDuration = countDownDuration
        format = DatePickerLocaleFormat(locale: locale, calendar: calendar)
        rebuild(keeping: date)
        self.countDownDuration = clampedDuration(countDownDuration)
        selectedRows = rows(for: self.date)
    }

    /// The time zone dates are shown in (the calendar's).
    public var timeZone: TimeZone { calendar.timeZone }

    // MARK: - Configuration

    /// Shows other columns; the date is kept (aligned to the minute interval when the mode has minutes).
    public func setMode(_ mode: DatePickerMode) {
        self.mode = mode
        reconfigure()
    }

    /// Orders and names the columns for `locale`.
    public func setLocale(_ locale: Locale) {
        self.locale = locale
        reconfigure()
    }

    /// Reads dates in `calendar` (its time zone is replaced by ``timeZone``).
    public func setCalendar(_ calendar: Calendar) {
        var calendar = calendar
        calendar.timeZone = timeZone
        self.calendar = calendar
        reconfigure()
    }

    /// Shows dates in `timeZone`. The committed instant stays and is clamped into the limits.
    public func setTimeZone(_ timeZone: TimeZone) {
        calendar.timeZone = timeZone
        reconfigure()
    }

    /// Shows minutes in steps of `interval`; the date (and count-down duration) are rounded to it.
    /// - Throws: `PickerError.invalidConfiguration` unless `interval` is a divisor of 60 from 1 to 30
    ///   (UIKit silently ignores other values); nothing changes then.
    public func setMinuteInterval(_ interval: Int) throws {
        try Self.check(minuteInterval: interval)
        minuteInterval = interval
        reconfigure()
        countDownDuration = clampedDuration(countDownDuration)
        selectedRows = rows(for: date)
    }

    /// Sets both limits at once (nil: no limit on that side); the date is clamped into them.
    /// - Throws: `PickerError.invalidConfiguration` when `minimum` is after `maximum`; nothing changes then.
    public func setDateRange(minimum: Date?, maximum: Date?) throws {
        try Self.check(minimumDate: minimum, maximumDate: maximum)
        minimumDate = minimum
        maximumDate = maximum
        reconfigure()
    }

    /// Sets the lower limit, keeping the upper one.
    /// - Throws: `PickerError.invalidConfiguration` when it is after ``maximumDate``.
    public func setMinimumDate(_ minimum: Date?) throws { try setDateRange(minimum: minimum, maximum: maximumDate) }

    /// Sets the upper limit, keeping the lower one.
    /// - Throws: `PickerError.invalidConfiguration` when it is before ``minimumDate``.
    public func setMaximumDate(_ maximum: Date?) throws { try setDateRange(minimum: minimumDate, maximum: maximum) }

    /// Commits `date` rounded to the nearest multiple of the minute interval (in modes with minutes; the
    /// seconds become 0) and clamped into the limits, and returns what was committed.
    @discardableResult
    public func setDate(_ date: Date) -> Date {
        self.date = adjusted(date, rounding: .toNearestOrAwayFromZero)
        selectedRows = rows(for: self.date)
        return self.date
    }

    /// Commits a count-down duration in seconds, rounded to the nearest minute interval and clamped into
    /// one interval (at least a minute) ... 23 h 59 min (the last multiple of the interval below 24 h);
    /// returns what was committed. NaN counts as the minimum.
    @discardableResult
    public func setCountDownDuration(_ duration: TimeInterval) -> TimeInterval {
        countDownDuration = clampedDuration(duration)
        selectedRows = rows(for: date)
        return countDownDuration
    }

    static func check(minuteInterval: Int) throws {
        guard validMinuteIntervals.contains(minuteInterval) else {
            throw PickerError.invalidConfiguration(
                "DatePicker: minuteInterval \(minuteInterval) is not allowed; it must divide 60 evenly and lie in 1...30 "
                    + "(one of \(validMinuteIntervals.map(String.init).joined(separator: ", ")))")
        }
    }

    static func check(minimumDate: Date?, maximumDate: Date?) throws {
        if let minimumDate, let maximumDate, minimumDate > maximumDate {
            throw PickerError.invalidConfiguration(
                "DatePicker: minimumDate \(minimumDate.ISO8601Format()) is after maximumDate \(maximumDate.ISO8601Format())")
        }
    }

    private func reconfigure() {
        format = DatePickerLocaleFormat(locale: locale, calendar: calendar)
        rebuild(keeping: date)
        selectedRows = rows(for: date)
    }

    /// Derives the ranges and columns from the configuration and commits `date` again, adjusted.
    private func rebuild(keeping date: Date) {
        monthRange = calendar.maximumRange(of: .month) ?? 1..<13
        let firstYear = minimumDate.map { calendar.component(.year, from: $0) } ?? Self.defaultYearRange.lowerBound
        let lastYear = maximumDate.map { calendar.component(.year, from: $0) } ?? Self.defaultYearRange.upperBound
        yearRange = min(firstYear, lastYear)...max(firstYear, lastYear)
        lowerLimit = minimumDate ?? makeDate(Fields(year: yearRange.lowerBound, month: monthRange.lowerBound, day: 1)) ?? .distantPast
        upperLimit = maximumDate
            ?? makeDate(Fields(year: yearRange.upperBound + 1, month: monthRange.lowerBound, day: 1))?.addingTimeInterval(-1)
            ?? .distantFuture
        firstDay = calendar.startOfDay(for: lowerLimit)
        let days = calendar.dateComponents([.day], from: firstDay, to: calendar.startOfDay(for: upperLimit)).day ?? 0
        columns = makeColumns(dayCount: max(1, days + 1))
        self.date = adjusted(date, rounding: .toNearestOrAwayFromZero)
    }

    private func makeColumns(dayCount: Int) -> [DatePickerColumn] {
        let maxDay = calendar.maximumRange(of: .day)?.count ?? 31
        func column(_ kind: DatePickerColumn.Kind) -> DatePickerColumn {
            switch kind {
            case .year: DatePickerColumn(kind: .year, rowCount: yearRange.count, isCyclic: false)
            case .month: DatePickerColumn(kind: .month, rowCount: monthRange.count, isCyclic: true)
            case .day: DatePickerColumn(kind: .day, rowCount: maxDay, isCyclic: true)
            case .date: DatePickerColumn(kind: .date, rowCount: dayCount, isCyclic: false)
            case .hour: DatePickerColumn(kind: .hour, rowCount: 24, isCyclic: true)
            case .minute: DatePickerColumn(kind: .minute, rowCount: 60 / minuteInterval, isCyclic: true)
            case .dayPeriod: DatePickerColumn(kind: .dayPeriod, rowCount: 2, isCyclic: false)
            case .hours: DatePickerColumn(kind: .hours, rowCount: 24, isCyclic: true)
            case .minutes: DatePickerColumn(kind: .minutes, rowCount: 60 / minuteInterval, isCyclic: true)
            }
        }
        var clock: [DatePickerColumn.Kind] = [.hour, .minute]
        if format.uses12HourClock {
            if format.dayPeriodFirst { clock.insert(.dayPeriod, at: 0) } else { clock.append(.dayPeriod) }
        }
        let kinds: [DatePickerColumn.Kind] =
            switch mode {
            case .time: clock
            case .date: format.dateOrder
            case .dateAndTime: [.date] + clock
            case .countDownTimer: [.hours, .minutes]
            case .yearAndMonth: format.yearMonthOrder
            }
        return kinds.map(column)
    }

    // MARK: - Titles

    /// The label of `row` in `column`, as the locale writes it ("July", "4", "1776", "Thu, Jul 4", "12",
    /// "05", "PM", "2 hours", "25 min"); "" for a row or column that does not exist.
    public func title(forRow row: Int, inColumn column: Int) -> String {
        guard columns.indices.contains(column), (0..<columns[column].rowCount).contains(row) else { return "" }
        switch columns[column].kind {
        case .year:
            let year = yearRange.lowerBound + row
            return makeDate(Fields(year: year, month: monthRange.lowerBound + monthRange.count / 2, day: 1))
                .map(format.yearTitle) ?? String(year)
        case .month: return format.monthTitle(row)
        case .day: return format.dayTitle(row + 1)
        case .date: return day(atRow: row).map(format.dateRowTitle) ?? ""
        case .hour: return format.hourTitle(row)
        case .minute: return format.minuteTitle(row * minuteInterval)
        case .dayPeriod: return row == 0 ? format.amSymbol : format.pmSymbol
        case .hours: return format.hoursTitle(row)
        case .minutes: return format.minutesTitle(row * minuteInterval)
        }
    }

    /// The index of the first column of `kind`, if shown.
    public func column(of kind: DatePickerColumn.Kind) -> Int? {
        columns.firstIndex { $0.kind == kind }
    }

    // MARK: - Calendar helpers

    /// Year, month, day and time of day in the picker's calendar and time zone.
    struct Fields: Equatable {
        var year: Int
        var month: Int
        var day: Int
        var hour = 0
        var minute = 0
        var second = 0
        var nanosecond = 0
    }

    func fields(of date: Date) -> Fields {
        let c = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second, .nanosecond], from: date)
        return Fields(
            year: c.year ?? 1, month: c.month ?? 1, day: c.day ?? 1, hour: c.hour ?? 0, minute: c.minute ?? 0,
            second: c.second ?? 0, nanosecond: c.nanosecond ?? 0)
    }

    /// The date of `fields`, the way `Calendar` resolves it: days past the month's end and minutes past
    /// 59 carry over, and a time skipped by a daylight-saving change moves forward.
    func makeDate(_ f: Fields) -> Date? {
        calendar.date(from: DateComponents(
            year: f.year, month: f.month, day: f.day, hour: f.hour, minute: f.minute, second: f.second,
            nanosecond: f.nanosecond))
    }

    /// The number of days in month `month` of `year`.
    func daysInMonth(year: Int, month: Int) -> Int {
        guard let first = makeDate(Fields(year: year, month: month, day: 1)),
            let range = calendar.range(of: .day, in: .month, for: first)
        else { return 31 }
        return range.count
    }

    /// The start of the day a `date` column row shows.
    func day(atRow row: Int) -> Date? {
        calendar.date(byAdding: .day, value: row, to: firstDay)
    }

    func clampedDuration(_ duration: TimeInterval) -> TimeInterval {
        let step = Double(minuteInterval * 60)
        let lowest = max(Self.minimumCountDownDuration, step)
        let highest = (Self.maximumCountDownDuration / step).rounded(.down) * step
        guard !duration.isNaN else { return lowest }
        let rounded = (min(max(duration, -1e12), 1e12) / step).rounded() * step
        return min(max(rounded, lowest), highest)
    }
}

extension DatePickerModel {
    /// The month of `date` in the picker's calendar and time zone (1-based).
    public func month(of date: Date) -> Int { calendar.component(.month, from: date) }
}
