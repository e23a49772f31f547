import Foundation

/// What a locale says about a date picker's columns: the order of month, day and year, whether the clock
/// has 12 or 24 hours and where AM/PM goes, and the titles of rows. All of it comes from Foundation's
/// localized date patterns (`DateFormatter.dateFormat(fromTemplate:options:locale:)`).
struct DatePickerLocaleFormat {
    /// Month, day and year in the order the locale writes a full date (en_US: month, day, year).
    let dateOrder: [DatePickerColumn.Kind]
    /// Month and year in the order the locale writes them (ja_JP: year, month).
    let yearMonthOrder: [DatePickerColumn.Kind]
    /// How the locale writes the hour: its pattern letter (h, K, H or k) and whether it has two digits.
    let hourLetter: Character
    let hourHasTwoDigits: Bool
    /// Whether AM/PM comes before the hour (ko_KR: "a h:mm").
    let dayPeriodFirst: Bool
    let amSymbol: String
    let pmSymbol: String

    private let yearFormatter: DateFormatter
    private let dayFormatter: DateFormatter
    private let dateRowFormatter: DateFormatter
    private let hourFormatter: DateFormatter
    private let minuteFormatter: DateFormatter
    private let monthSymbols: [String]
    private let locale: Locale
    /// A calendar in GMT for the titles that do not depend on the picker's calendar (hours, minutes, days).
    private let plain: Calendar

    init(locale: Locale, calendar: Calendar) {
        self.locale = locale
        let datePattern = Self.pattern("yMMMMd", locale: locale)
        dateOrder = Self.order(of: [("y", .year), ("ML", .month), ("d", .day)], in: datePattern)
        yearMonthOrder = Self.order(of: [("y", .year), ("ML", .month)], in: Self.pattern("yMMMM", locale: locale))
        let clock = Self.letters(of: Self.pattern("jm", locale: locale))
        let hour = clock.first { "hHkK".contains($0.letter) } ?? (letter: "H", count: 2, index: 0)
        hourLetter = hour.letter
        hourHasTwoDigits = hour.count >= 2
        let period = clock.first { "abB".contains($0.letter) }
        dayPeriodFirst = period.map { $0.index < hour.index } ?? false

        var gmt = Calendar(identifier: .gregorian)
        gmt.timeZone = TimeZone(secondsFromGMT: 0)!
        plain = gmt
        func formatter(_ template: String?, pattern: String? = nil, calendar: Calendar) -> DateFormatter {
            let formatter = DateFormatter()
            formatter.locale = locale
            formatter.calendar = calendar
            formatter.timeZone = calendar.timeZone
            if let template { formatter.setLocalizedDateFormatFromTemplate(template) }
            if let pattern { formatter.dateFormat = pattern }
            return formatter
        }
        yearFormatter = formatter("y", calendar: calendar)
        dateRowFormatter = formatter("EEEMMMd", calendar: calendar)
        dayFormatter = formatter("d", calendar: gmt)
        hourFormatter = formatter(nil, pattern: String(repeating: hour.letter, count: hourHasTwoDigits ? 2 : 1), calendar: gmt)
        minuteFormatter = formatter(nil, pattern: "mm", calendar: gmt)
        let symbols = formatter(nil, calendar: calendar)
        amSymbol = symbols.amSymbol
        pmSymbol = symbols.pmSymbol
        monthSymbols = symbols.standaloneMonthSymbols
    }

    /// Whether the locale's clock counts 12 hours and shows AM/PM.
    var uses12HourClock: Bool { hourLetter == "h" || hourLetter == "K" }

    // MARK: - Titles

    /// "1776" (ja_JP: "1776年") for the year holding `date`.
    func yearTitle(_ date: Date) -> String { yearFormatter.string(from: date) }

    /// The stand-alone name of month `index` (0-based in the calendar's order): "July", "juli", "7月".
    func monthTitle(_ index: Int) -> String {
        monthSymbols.indices.contains(index) ? monthSymbols[index] : String(index + 1)
    }

    /// "21" (ja_JP: "21日") for day `day` of a month.
    func dayTitle(_ day: Int) -> String {
        guard let date = plain.date(from: DateComponents(year: 2001, month: 1, day: day)) else { return String(day) }
        return dayFormatter.string(from: date)
    }

    /// "Wed, Nov 21" (nl_NL: "wo 21 nov") for the day holding `date`.
    func dateRowTitle(_ date: Date) -> String { dateRowFormatter.string(from: date) }

    /// The hour as the locale writes it: "12", "1", ... on a 12-hour clock; "00" or "0" ... "23" otherwise.
    func hourTitle(_ hour: Int) -> String {
        guard let date = plain.date(from: DateComponents(year: 2001, month: 1, day: 1, hour: hour)) else { return String(hour) }
        return hourFormatter.string(from: date)
    }

    /// "05".
    func minuteTitle(_ minute: Int) -> String {
        guard let date = plain.date(from: DateComponents(year: 2001, month: 1, day: 1, minute: minute)) else { return String(minute) }
        return minuteFormatter.string(from: date)
    }

    /// "2 hours" (de_DE: "2 Stunden").
    func hoursTitle(_ hours: Int) -> String {
        Duration.seconds(hours * 3600).formatted(
            Duration.UnitsFormatStyle(allowedUnits: [.hours], width: .wide, zeroValueUnits: .show(length: 1)).locale(locale))
    }

    /// "25 min" (de_DE: "25 Min.").
    func minutesTitle(_ minutes: Int) -> String {
        Duration.seconds(minutes * 60).formatted(
            Duration.UnitsFormatStyle(allowedUnits: [.minutes], width: .abbreviated, zeroValueUnits: .show(length: 1))
                .locale(locale))
    }

    // MARK: - Patterns

    private static func pattern(_ template: String, locale: Locale) -> String {
        DateFormatter.dateFormat(fromTemplate: template, options: 0, locale: locale) ?? template
    }

    /// The pattern letters outside quoted literals, each repeated letter once with its count and position.
    static func letters(of pattern: String) -> [(letter: Character, count: Int, index: Int)] {
        var result: [(letter: Character, count: Int, index: Int)] = []
        var quoted = false
        for (index, character) in pattern.enumerated() {
            if character == "'" {
                quoted.toggle()
                continue
            }
            guard !quoted, character.isASCII, character.isLetter else { continue }
            if let last = result.last, last.letter == character, last.index + last.count == index {
                result[result.count - 1].count += 1
            } else {
                result.append((character, 1, index))
            }
        }
        return result
    }

    /// The kinds in the order their letters first appear in `pattern`; kinds it lacks go last, in the
    /// given order.
    static func order(of kinds: [(letters: String, kind: DatePickerColumn.Kind)], in pattern: String) -> [DatePickerColumn.Kind] {
        let found = letters(of: pattern)
        return kinds.map { entry in
            (found.first { entry.letters.contains($0.letter) }?.index ?? Int.max, entry.kind)
        }
        .enumerated()
        .sorted { ($0.element.0, $0.offset) < ($1.element.0, $1.offset) }
        .map(\.element.1)
    }
}
