import Foundation

extension DatePickerModel {
    /// The committed value as the locale writes it for the mode: "July 4, 1776" (date), "12:20 PM"
    /// (time), "Thu, Jul 4, 1776, 12:00 PM" (dateAndTime), "July 1776" (yearAndMonth), "1 hour, 30 min"
    /// (countDownTimer).
    public func formattedValue() -> String {
        if mode == .countDownTimer {
            let hours = Int(countDownDuration) / 3600, minutes = Int(countDownDuration) % 3600 / 60
            return [hours > 0 ? format.hoursTitle(hours) : nil, minutes > 0 ? format.minutesTitle(minutes) : nil]
                .compactMap { $0 }.joined(separator: ", ")
        }
        let template =
            switch mode {
            case .time: "jmm"
            case .date: "yMMMMd"
            case .dateAndTime: "yMMMEdjmm"
            default: "yMMMM"
            }
        if let cached = valueFormatter, cached.template == template, cached.locale == locale, cached.calendar == calendar {
            return cached.formatter.string(from: date)
        }
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.calendar = calendar
        formatter.timeZone = timeZone
        formatter.setLocalizedDateFormatFromTemplate(template)
        valueFormatter = (template, locale, calendar, formatter)
        return formatter.string(from: date)
    }
}
