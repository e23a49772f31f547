import Foundation
import Testing
@testable import PickerCore

/// Proleptic Gregorian arithmetic written for these tests only, so the grid is checked against something
/// that shares no code with Foundation. Day numbers count days since 1970-01-01.
private enum ReferenceGregorian {
    static func isLeapYear(_ year: Int) -> Bool {
        (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
    }

    static func monthLength(_ year: Int, _ month: Int) -> Int {
        [31, isLeapYear(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
    }

    /// Howard Hinnant's days_from_civil.
    static func dayNumber(_ year: Int, _ month: Int, _ day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// Howard Hinnant's civil_from_days.
    static func civil(_ dayNumber: Int) -> (year: Int, month: Int, day: Int) {
        let z = dayNumber + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let mp = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    /// Foundation's numbering (1 = Sunday ... 7 = Saturday); 1970-01-01 was a Thursday.
    static func weekday(ofDayNumber dayNumber: Int) -> Int {
        ((dayNumber % 7 + 7 + 4) % 7) + 1
    }

    /// Zeller's congruence, in Foundation's numbering.
    static func zellerWeekday(_ year: Int, _ month: Int, _ day: Int) -> Int {
        let m = month < 3 ? month + 12 : month
        let y = month < 3 ? year - 1 : year
        let h = (day + 13 * (m + 1) / 5 + y % 100 + (y % 100) / 4 + (y / 100) / 4 + 5 * (y / 100)) % 7  // 0 = Saturday
        return (h + 6) % 7 + 1
    }

    /// The ISO 8601 week number of a day: weeks start on Monday, week 1 holds the year's first Thursday.
    static func isoWeek(ofDayNumber dayNumber: Int) -> Int {
        let isoWeekday = (weekday(ofDayNumber: dayNumber) + 5) % 7 + 1  // 1 = Monday ... 7 = Sunday
        let thursday = dayNumber - isoWeekday + 4
        return (thursday - self.dayNumber(civil(thursday).year, 1, 1)) / 7 + 1
    }
}

@Suite struct MonthGridGregorianSweepTests {
    struct Setup: CustomTestStringConvertible, Sendable {
        var locale: String
        var firstWeekday: Int
        var timeZone: String
        var years: ClosedRange<Int>
        var testDescription: String { "\(locale) firstWeekday \(firstWeekday) \(timeZone) \(years)" }
    }

    /// Every month of 1600...2400 for en_US with Sunday first and nl_NL with Monday first; Saturday first and
    /// the other locale/weekday pairs over two centuries; two zones with daylight saving time over shorter spans
    /// (Amsterdam's include 1892, 1914 and 1916, when its clocks moved over midnight). About 3.4 s of CPU in a
    /// debug build (3.2 s on two idle cores), most of it in Foundation's day arithmetic (~75 us per grid).
    static let setups: [Setup] = [
        Setup(locale: "en_US", firstWeekday: 1, timeZone: "UTC", years: 1600...2400),
        Setup(locale: "nl_NL", firstWeekday: 2, timeZone: "UTC", years: 1600...2400),
        Setup(locale: "en_US", firstWeekday: 7, timeZone: "UTC", years: 1900...2100),
        Setup(locale: "en_US", firstWeekday: 2, timeZone: "UTC", years: 1900...2100),
        Setup(locale: "nl_NL", firstWeekday: 1, timeZone: "UTC", years: 1900...2100),
        Setup(locale: "nl_NL", firstWeekday: 2, timeZone: "Europe/Amsterdam", years: 1880...2040),
        Setup(locale: "en_US", firstWeekday: 1, timeZone: "America/New_York", years: 1960...2040),
    ]

    /// Every month of the setup's years against the reference: each cell's date (local midnight), day of month
    /// and month membership, the first column's weekday, and each row's ISO week.
    @Test(arguments: setups) func everyMonthMatchesTheReference(setup: Setup) throws {
        let calendar = calendarFixture(timeZone: setup.timeZone, locale: setup.locale, firstWeekday: setup.firstWeekday)
        let zone = calendar.timeZone
        let isUTC = zone.secondsFromGMT(for: Date(timeIntervalSince1970: 0)) == 0 && zone.identifier == "UTC"
        // When the day starts: the first instant that reads as midnight of the reference day `dayNumber` in
        // the setup's zone. Of the UTC offsets in force around it, take the earliest that maps midnight back
        // onto itself (a clock set back over midnight shows it twice, as in Amsterdam in 1892 and 1916). When
        // none does, the clocks jumped over midnight (Amsterdam 1914-11-08, 1916-05-01): the day starts at
        // the jump, found by bisection.
        func dayStart(_ dayNumber: Int) -> Date? {
            let local = dayNumber * 86_400
            if isUTC { return Date(timeIntervalSince1970: Double(local)) }
            func offset(_ t: Int) -> Int { zone.secondsFromGMT(for: Date(timeIntervalSince1970: Double(t))) }
            let before = offset(local - 129_600), after = offset(local + 129_600)
            if before == after { return Date(timeIntervalSince1970: Double(local - before)) }  // no change near it
            if let first = [before, offset(local), after].map({ local - $0 }).filter({ offset($0) == local - $0 }).min() {
                return Date(timeIntervalSince1970: Double(first))
            }
            guard after > before else { return nil }
            var low = local - after, high = local - before  // offset(low) == before, offset(high) == after
            while high - low > 1 {
                let middle = (low + high) / 2
                if offset(middle) == after { high = middle } else { low = middle }
            }
            return Date(timeIntervalSince1970: Double(high))
        }
        var failures = 0
        var firstOfMonth = ReferenceGregorian.dayNumber(setup.years.lowerBound, 1, 1)
        for year in setup.years {
            for month in 1...12 {
                let length = ReferenceGregorian.monthLength(year, month)
                defer { firstOfMonth += length }
                let weekday = ReferenceGregorian.weekday(ofDayNumber: firstOfMonth)
                // The walk by month lengths, Hinnant's day number and Zeller's congruence agree.
                guard firstOfMonth == ReferenceGregorian.dayNumber(year, month, 1),
                      weekday == ReferenceGregorian.zellerWeekday(year, month, 1) else {
                    Issue.record("reference disagrees with itself at \(year)-\(month)")
                    return
                }
                let previousLength = month == 1 ? 31 : ReferenceGregorian.monthLength(year, month - 1)
                let lead = (weekday - setup.firstWeekday + 7) % 7
                let grid = MonthGrid(month: dayStart(firstOfMonth + 14)!.addingTimeInterval(13 * 3600), calendar: calendar, today: nil)

                var problems: [String] = []
                if grid.monthStart != dayStart(firstOfMonth) { problems.append("monthStart \(grid.monthStart)") }
                if grid.weeks.count != 6 { problems.append("\(grid.weeks.count) rows") }
                for (row, week) in grid.weeks.enumerated() {
                    if week.days.count != 7 { problems.append("row \(row) has \(week.days.count) days") }
                    let middle = firstOfMonth - lead + row * 7 + 3
                    if week.weekNumber != ReferenceGregorian.isoWeek(ofDayNumber: middle) {
                        problems.append("row \(row) week \(week.weekNumber)")
                    }
                    for (column, day) in week.days.enumerated() {
                        let offset = row * 7 + column - lead  // from the 1st of the shown month
                        let cell = firstOfMonth + offset
                        let expectedDay = offset < 0 ? previousLength + offset + 1 : offset < length ? offset + 1 : offset - length + 1
                        if day.date != dayStart(cell) || day.dayOfMonth != expectedDay || day.isInShownMonth != (0..<length).contains(offset) {
                            problems.append("cell \(row),\(column): \(day.date) \(day.dayOfMonth) \(day.isInShownMonth), expected \(ReferenceGregorian.civil(cell))")
                        }
                        if column == 0 && ReferenceGregorian.weekday(ofDayNumber: cell) != setup.firstWeekday {
                            problems.append("row \(row) starts on weekday \(ReferenceGregorian.weekday(ofDayNumber: cell))")
                        }
                    }
                }
                if !problems.isEmpty {
                    Issue.record("\(year)-\(month): \(problems.prefix(3).joined(separator: "; "))")
                    failures += 1
                    if failures >= 5 { return }
                }
            }
        }
    }

    @Test func theReferenceKnowsSomeDates() {
        #expect(ReferenceGregorian.dayNumber(1970, 1, 1) == 0)
        #expect(ReferenceGregorian.dayNumber(2000, 3, 1) == 11_017)
        #expect(ReferenceGregorian.zellerWeekday(2026, 11, 1) == 1)    // Sunday
        #expect(ReferenceGregorian.zellerWeekday(1600, 1, 1) == 7)     // Saturday
        #expect(ReferenceGregorian.weekday(ofDayNumber: ReferenceGregorian.dayNumber(2400, 2, 29)) == 3)  // Tuesday
        #expect(ReferenceGregorian.isoWeek(ofDayNumber: ReferenceGregorian.dayNumber(2026, 1, 1)) == 1)
        #expect(ReferenceGregorian.isoWeek(ofDayNumber: ReferenceGregorian.dayNumber(2027, 1, 1)) == 53)
        #expect(ReferenceGregorian.isoWeek(ofDayNumber: ReferenceGregorian.dayNumber(2021, 1, 3)) == 53)
        #expect(!ReferenceGregorian.isLeapYear(1900) && ReferenceGregorian.isLeapYear(2000) && !ReferenceGregorian.isLeapYear(2100))
    }
}
