import Foundation

extension DatePickerModel {
    // MARK: - Rows

    /// The row of each column that shows `date` (the committed count-down duration for its columns).
    public func rows(for date: Date) -> [Int] {
        let f = fields(of: date)
        let duration = Int(countDownDuration)
        return columns.map { column in
            let row: Int
            switch column.kind {
            case .year: row = f.year - yearRange.lowerBound
            case .month: row = f.month - monthRange.lowerBound
            case .day: row = f.day - 1
            case .date:
                row = calendar.dateComponents([.day], from: firstDay, to: calendar.startOfDay(for: date)).day ?? 0
            case .hour: row = f.hour
            case .minute: row = f.minute / minuteInterval
            case .dayPeriod: row = f.hour < 12 ? 0 : 1
            case .hours: row = duration / 3600
            case .minutes: row = duration % 3600 / 60 / minuteInterval
            }
            return min(max(row, 0), column.rowCount - 1)
        }
    }

    /// The fields the wheels stopped on mean, with what no column shows taken from the committed date.
    /// On a 12-hour clock the hour comes from the hour wheel (which holds the half of the day: passing
    /// 11 -> 12 is passing AM -> PM), unless the AM/PM wheel was turned: then the hour's title is kept in
    /// the half of the day it chose.
    func fields(forRows rows: [Int]) -> Fields {
        var f = fields(of: date)
        var hourRow: Int?
        var periodRow: Int?
        for (index, column) in columns.enumerated() where rows.indices.contains(index) {
            let row = min(max(rows[index], 0), column.rowCount - 1)
            switch column.kind {
            case .year: f.year = yearRange.lowerBound + row
            case .month: f.month = monthRange.lowerBound + row
            case .day: f.day = row + 1
            case .date:
                if let day = day(atRow: row) {
                    let d = fields(of: day)
                    (f.year, f.month, f.day) = (d.year, d.month, d.day)
                }
            case .hour: hourRow = row
            case .minute: f.minute = row * minuteInterval
            case .dayPeriod: periodRow = row
            case .hours, .minutes: break
            }
        }
        if let hourRow {
            if let periodRow, let index = column(of: .dayPeriod), periodRow != selectedRows[index] {
                f.hour = hourRow % 12 + 12 * periodRow
            } else {
                f.hour = hourRow
            }
        }
        if mode.hasMinutes {
            f.second = 0
            f.nanosecond = 0
        }
        return f
    }

    private func duration(forRows rows: [Int]) -> TimeInterval {
        var hours = 0, minutes = 0
        for (index, column) in columns.enumerated() where rows.indices.contains(index) {
            if column.kind == .hours { hours = rows[index] }
            if column.kind == .minutes { minutes = rows[index] * minuteInterval }
        }
        return TimeInterval(hours * 3600 + minutes * 60)
    }

    // MARK: - Allowed rows

    /// Whether `row` of `column` can be chosen with the other columns on `rows` (usually the rows the
    /// wheels last stopped on): false for a day the month lacks, for a value whose whole span (a year, a
    /// month, a day, half a day, an hour, a minute) lies outside the limits, and for a count-down of zero.
    /// In `date` mode the limits count as whole days, in `yearAndMonth` mode as whole months.
    public func isRowEnabled(_ row: Int, inColumn column: Int, rows: [Int]) -> Bool {
        guard columns.indices.contains(column), (0..<columns[column].rowCount).contains(row) else { return false }
        var rows = rows.count == columns.count ? rows : selectedRows
        rows[column] = row
        let kind = columns[column].kind
        if mode == .countDownTimer {
            return kind != .minutes || duration(forRows: rows) > 0
        }
        var f = fields(forRows: rows)
        var start = f
        let span: Calendar.Component
        switch kind {
        case .year: (start.month, start.day, start.hour, start.minute, span) = (monthRange.lowerBound, 1, 0, 0, .year)
        case .month: (start.day, start.hour, start.minute, span) = (1, 0, 0, .month)
        case .day, .date:
            if kind == .day, f.day > daysInMonth(year: f.year, month: f.month) { return false }
            (start.hour, start.minute, span) = (0, 0, .day)
        case .dayPeriod:
            f.hour = 12 * row
            (start.hour, start.minute, span) = (12 * row, 0, .hour)
        case .hour: (start.minute, span) = (0, .hour)
        case .minute, .hours, .minutes: span = .minute
        }
        (start.second, start.nanosecond) = (0, 0)
        guard let from = makeDate(start),
            let to = calendar.date(byAdding: span, value: kind == .dayPeriod ? 12 : 1, to: from)
        else { return false }
        let limits = granularLimits()
        return from < limits.upperExclusive && to > limits.lower
    }

    /// The limits as they count for allowed rows: whole days in `date` mode, whole months in
    /// `yearAndMonth` mode, exact instants otherwise.
    func granularLimits() -> (lower: Date, upperExclusive: Date) {
        switch mode {
        case .date, .yearAndMonth:
            let unit: Calendar.Component = mode == .date ? .day : .month
            let lower = calendar.dateInterval(of: unit, for: lowerLimit)?.start ?? lowerLimit
            let upper = calendar.dateInterval(of: unit, for: upperLimit)?.end ?? upperLimit
            return (lower, upper)
        default:
            return (lowerLimit, upperLimit.addingTimeInterval(1e-3))
        }
    }

    // MARK: - Resolution

    /// Where the wheels must go now that every wheel has stopped on `rows`, in the order UIKit and
    /// Flutter use: a combination outside the limits goes to the nearest limit (compared with days past
    /// the month's end carried over, so 30 February counts as 2 March); otherwise a day the month lacks
    /// becomes the month's last day. The result is then aligned to the minute interval and clamped into
    /// the limits, so it is always allowed. A time skipped by a daylight-saving change resolves as
    /// `Calendar` resolves it (forwards).
    public func resolve(rows: [Int]) -> DatePickerResolution {
        if mode == .countDownTimer {
            let wanted = duration(forRows: rows)
            let duration = clampedDuration(wanted)
            return DatePickerResolution(
                date: date, countDownDuration: duration, rows: durationRows(duration),
                adjustment: duration == wanted ? .none : .normalized)
        }
        var f = fields(forRows: rows)
        guard let carried = makeDate(f) else {
            return DatePickerResolution(date: date, countDownDuration: countDownDuration, rows: selectedRows, adjustment: .normalized)
        }
        var target = carried
        var adjustment = DatePickerResolution.Adjustment.none
        let limits = granularLimits()
        if carried < limits.lower {
            (target, adjustment) = (anchored(lowerLimit, keepingTimeOf: f), .minimum)
        } else if carried >= limits.upperExclusive {
            (target, adjustment) = (anchored(upperLimit, keepingTimeOf: f), .maximum)
        } else if f.day > daysInMonth(year: f.year, month: f.month) {
            f.day = daysInMonth(year: f.year, month: f.month)
            (target, adjustment) = (makeDate(f) ?? carried, mode == .yearAndMonth ? .none : .impossibleDay)
        }
        target = adjusted(target, rounding: .down)
        let targetRows = self.rows(for: target)
        if adjustment == .none, targetRows != rows.prefix(columns.count).map({ $0 }) { adjustment = .normalized }
        return DatePickerResolution(date: target, countDownDuration: countDownDuration, rows: targetRows, adjustment: adjustment)
    }

    /// Commits what `resolution` describes; returns whether the value (date or duration) changed.
    @discardableResult
    public func commit(_ resolution: DatePickerResolution) -> Bool {
        let changed = mode == .countDownTimer ? resolution.countDownDuration != countDownDuration : resolution.date != date
        date = resolution.date
        countDownDuration = resolution.countDownDuration
        selectedRows = rows(for: date)
        return changed
    }

    /// The rows of the count-down columns for `duration`, the other columns as committed.
    private func durationRows(_ duration: TimeInterval) -> [Int] {
        let seconds = Int(duration)
        return columns.enumerated().map { index, column in
            switch column.kind {
            case .hours: seconds / 3600
            case .minutes: seconds % 3600 / 60 / minuteInterval
            default: selectedRows[index]
            }
        }
    }

    /// A limit as the target of a scroll-back: in `date` mode the limit's day at the time of day the
    /// wheels keep, in `yearAndMonth` mode the limit's month with the kept day (clamped) and time; the
    /// limit itself otherwise. `adjusted` then clamps it into the limits.
    private func anchored(_ limit: Date, keepingTimeOf f: Fields) -> Date {
        var l = fields(of: limit)
        switch mode {
        case .date:
            (l.hour, l.minute, l.second, l.nanosecond) = (f.hour, f.minute, f.second, f.nanosecond)
        case .yearAndMonth:
            l.day = min(f.day, daysInMonth(year: l.year, month: l.month))
            (l.hour, l.minute, l.second, l.nanosecond) = (f.hour, f.minute, f.second, f.nanosecond)
        default:
            return limit
        }
        return makeDate(l) ?? limit
    }

    // MARK: - Alignment

    /// `date` on the minute interval (in modes with minutes, rounding by `rule`; seconds become 0) and
    /// clamped into the limits. A limit off the interval is replaced by the nearest multiple inside the
    /// limits, or kept when the limits hold none.
    func adjusted(_ date: Date, rounding rule: FloatingPointRoundingRule) -> Date {
        let date = aligned(date, rounding: rule)
        if date < lowerLimit {
            let up = aligned(lowerLimit, rounding: .up)
            return up >= lowerLimit && up <= upperLimit ? up : lowerLimit
        }
        if date > upperLimit {
            let down = aligned(upperLimit, rounding: .down)
            return down >= lowerLimit && down <= upperLimit ? down : upperLimit
        }
        return date
    }

    private func aligned(_ date: Date, rounding rule: FloatingPointRoundingRule) -> Date {
        guard mode.hasMinutes, mode != .countDownTimer else { return date }
        var f = fields(of: date)
        let seconds = Double(f.minute * 60 + f.second) + Double(f.nanosecond) / 1e9
        let step = Double(minuteInterval * 60)
        f.minute = Int((seconds / step).rounded(rule)) * minuteInterval
        (f.second, f.nanosecond) = (0, 0)
        return makeDate(f) ?? date
    }
}
