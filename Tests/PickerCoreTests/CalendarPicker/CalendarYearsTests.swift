import Foundation
import Testing
@testable import PickerCore

/// The header's year rows: plain numbers, or the Japanese calendar's eras and years (issue 16).
@Suite struct CalendarYearsTests {
    func japanese(_ locale: String) -> Calendar {
        var calendar = Calendar(identifier: .japanese)
        calendar.locale = Locale(identifier: locale)
        calendar.timeZone = TimeZone(identifier: "Asia/Tokyo")!
        return calendar
    }

    func day(_ year: Int, _ month: Int, _ day: Int) -> Date {
        var gregorian = Calendar(identifier: .gregorian)
        gregorian.timeZone = TimeZone(identifier: "Asia/Tokyo")!
        return gregorian.date(from: DateComponents(year: year, month: month, day: day))!
    }

    @Test func gregorianYearsAreNumbers() {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let years = CalendarYears(calendar: calendar, from: day(1999, 3, 1), through: day(2026, 11, 21))
        #expect(!years.showsEra)
        #expect(years.count == 28)
        #expect(years.title(ofRow: 0) == "1999" && years.title(ofRow: 27) == "2026")
        #expect(years.row(containing: day(2026, 6, 1)) == 27)
    }

    @Test func japaneseRowsRunAcrossErasWithFoundationsTitles() throws {
        let years = CalendarYears(calendar: japanese("ja_JP"), from: day(1988, 6, 1), through: day(2020, 12, 31))
        #expect(years.showsEra)
        // Shōwa 63, 64; Heisei 1 ... 31; Reiwa 1, 2.
        #expect(years.count == 35)
        #expect((0..<years.count).map(years.title(ofRow:)).prefix(3) == ["昭和63年", "昭和64年", "平成元年"])
        #expect(years.title(ofRow: 32) == "平成31年")
        #expect(years.title(ofRow: 33) == "令和元年")
        #expect(years.title(ofRow: 34) == "令和2年")
        #expect(Set((0..<years.count).map(years.title(ofRow:))).count == 35)
        #expect(years.row(containing: day(1989, 1, 7)) == 1)
        #expect(years.row(containing: day(1989, 1, 8)) == 2)
        #expect(years.row(containing: day(2019, 4, 30)) == 32)
        #expect(years.row(containing: day(2019, 5, 1)) == 33)

        let english = CalendarYears(calendar: japanese("en_US"), from: day(1988, 6, 1), through: day(2020, 12, 31))
        #expect(english.title(ofRow: 2).contains("Heisei") && english.title(ofRow: 2).contains("1"))
    }

    @Test func monthsOfYearsThatEraChangesCut() throws {
        let years = CalendarYears(calendar: japanese("ja_JP"), from: day(1988, 6, 1), through: day(2020, 12, 31))
        // January 1989 belongs to Shōwa 64 and Heisei 1.
        #expect(years.rows(ofMonthStartingAt: day(1989, 1, 1)) == 1...2)
        #expect(years.rows(ofMonthStartingAt: day(1989, 2, 1)) == 2...2)
        // Reiwa 1 begins with May, Shōwa 64 ends with January: months they lack go to their nearest.
        #expect(years.monthStart(ofMonth: 4, clampedInto: 33) == day(2019, 5, 1))
        #expect(years.monthStart(ofMonth: 7, clampedInto: 1) == day(1989, 1, 1))
        #expect(years.monthStart(ofMonth: 1, clampedInto: 2) == day(1989, 1, 1))
        #expect(years.monthStart(ofMonth: 4, clampedInto: 32) == day(2019, 4, 1))
        #expect(years.monthStart(ofMonth: 3, clampedInto: 3) == day(1990, 3, 1))
    }
}
