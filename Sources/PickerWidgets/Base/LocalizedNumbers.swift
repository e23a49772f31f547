import Foundation

/// Whole numbers written with a locale's digits through Foundation's `NumberFormatter`, without grouping:
/// "16" in en_US, "١٦" in ar_EG, "۱۶" in fa_IR, so the calendar's day, week and year numbers agree with
/// the date picker's. The numbers a calendar draws over and over (0...99) are formatted once.
struct LocalizedNumbers {
    private let formatter: NumberFormatter
    private let small: [String]

    /// - Parameter locale: the locale whose digits to use; nil writes ASCII digits.
    init(locale: Locale?) {
        let formatter = NumberFormatter()
        formatter.locale = locale ?? Locale(identifier: "en_US_POSIX")
        formatter.numberStyle = .none
        formatter.usesGroupingSeparator = false
        self.formatter = formatter
        small = (0..<100).map { formatter.string(from: NSNumber(value: $0)) ?? String($0) }
    }

    /// `number` in the locale's digits ("٢٠٢٦").
    func string(_ number: Int) -> String {
        small.indices.contains(number) ? small[number] : formatter.string(from: NSNumber(value: number)) ?? String(number)
    }
}
