/// What a date picker lets the user choose, in UIDatePicker's words.
public enum DatePickerMode: String, CaseIterable, Hashable, Sendable {
    /// Hour and minute, plus AM/PM where the locale uses a 12-hour clock. The day is the date's.
    case time
    /// Month, day and year, in the locale's order. The time of day is kept from the date.
    case date
    /// One column of days ("Wed, Nov 21"), hour, minute and, on a 12-hour clock, AM/PM.
    case dateAndTime
    /// Hours and minutes of a duration (``DatePickerModel/countDownDuration``), not a date.
    case countDownTimer
    /// Month and year, in the locale's order. The day and time are kept from the date where they fit.
    case yearAndMonth

    /// Whether the mode has a minute column, so that dates are aligned to the minute interval.
    public var hasMinutes: Bool { self == .time || self == .dateAndTime || self == .countDownTimer }
}
