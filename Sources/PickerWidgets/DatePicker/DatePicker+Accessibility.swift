import PickerCore

extension DatePickerColumn.Kind {
    /// The column's default name for assistive technologies, in English (an app names them in its
    /// language through ``DatePicker/columnAccessibilityLabels``).
    public var accessibilityLabel: String {
        switch self {
        case .year: "Year"
        case .month: "Month"
        case .day: "Day"
        case .date: "Date"
        case .hour: "Hour"
        case .minute: "Minute"
        case .dayPeriod: "AM/PM"
        case .hours: "Hours"
        case .minutes: "Minutes"
        }
    }
}

extension DatePickerMode {
    /// A date picker's default name for assistive technologies in this mode, in English.
    public var accessibilityLabel: String {
        switch self {
        case .time: "Time"
        case .date: "Date"
        case .dateAndTime: "Date and time"
        case .countDownTimer: "Timer"
        case .yearAndMonth: "Month and year"
        }
    }
}
