import Foundation
import Testing
@testable import PickerCore

// MARK: - Fixtures shared by the calendar model tests

/// A calendar with everything that affects a grid fixed.
func calendarFixture(
    _ identifier: Calendar.Identifier = .gregorian,
    timeZone: String = "UTC",
    locale: String = "en_US",
    firstWeekday: Int = 1
) -> Calendar {
    var calendar = Calendar(identifier: identifier)
    calendar.locale = Locale(identifier: locale)
    calendar.timeZone = TimeZone(identifier: timeZone)!
    calendar.firstWeekday = firstWeekday
    return calendar
}

/// The instant `hour:minute` on `year-month-day` of `calendar` (Foundation's reading of the date, for
/// readable expectations).
func calendarDay(_ year: Int, _ month: Int, _ day: Int, _ calendar: Calendar, hour: Int = 0, minute: Int = 0) -> Date {
    calendar.date(from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute))!
}

/// (year, month, day) of `date` in `calendar`.
func calendarYMD(_ date: Date, _ calendar: Calendar) -> [Int] {
    let parts = calendar.dateComponents([.year, .month, .day], from: date)
    return [parts.year!, parts.month!, parts.day!]
}

@Suite struct MonthGridTests {
    let utc = calendarFixture()

    @Test func aMonthStartingOnTheFirstWeekdayFillsTheWholeFirstRow() {
        // 1 November 2026 is a Sunday.
        let grid = MonthGrid(month: calendarDay(2026, 11, 17, utc, hour: 15), calendar: utc, today: nil)
        #expect(grid.monthStart == calendarDay(2026, 11, 1, utc))
        #expect(grid.monthInterval.end == calendarDay(2026, 12, 1, utc))
        #expect(grid.weeks.count == 6)
        #expect(grid.weeks.allSatisfy { $0.days.count == 7 })
        #expect(grid.days.count == 42)
        #expect(grid.weeks[0].days.map(\.dayOfMonth) == [1, 2, 3, 4, 5, 6, 7])
        #expect(grid.weeks[0].days.allSatisfy { $0.isInShownMonth })
        #expect(grid.weeks[4].days.map(\.dayOfMonth) == [29, 30, 1, 2, 3, 4, 5])
        #expect(grid.weeks[4].days.map(\.isInShownMonth) == [true, true, false, false, false, false, false])
        #expect(grid.weeks[5].days.map(\.dayOfMonth) == [6, 7, 8, 9, 10, 11, 12])
        #expect(grid.weeks[5].days.allSatisfy { !$0.isInShownMonth })
        #expect(grid.days.allSatisfy { !$0.isToday && !$0.isSelected && !$0.isDisabled && !$0.isHighlighted })
    }

    @Test func mondayFirstPutsTheSundayFirstInTheLastColumn() {
        let monday = calendarFixture(locale: "nl_NL", firstWeekday: 2)
        let grid = MonthGrid(month: calendarDay(2026, 11, 1, monday), calendar: monday, today: nil)
        #expect(grid.weeks[0].days.map(\.dayOfMonth) == [26, 27, 28, 29, 30, 31, 1])
        #expect(grid.weeks[0].days.map(\.isInShownMonth) == [false, false, false, false, false, false, true])
        #expect(calendarYMD(grid.days[0].date, monday) == [2026, 10, 26])
        #expect(calendarYMD(grid.days[41].date, monday) == [2026, 12, 6])
    }

    @Test func weekdaySymbolsFollowTheLocaleAndFirstWeekday() {
        let dutch = calendarFixture(locale: "nl_NL", firstWeekday: 2)
        #expect(MonthGrid(month: .init(timeIntervalSince1970: 0), calendar: dutch, today: nil).weekdaySymbols
            == ["ma", "di", "wo", "do", "vr", "za", "zo"])
        let american = calendarFixture(locale: "en_US", firstWeekday: 1)
        #expect(MonthGrid(month: .init(timeIntervalSince1970: 0), calendar: american, today: nil).weekdaySymbols
            == ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"])
        #expect(MonthGrid.weekdaySymbols(calendar: calendarFixture(locale: "en_US", firstWeekday: 7))
            == ["Sat", "Sun", "Mon", "Tue", "Wed", "Thu", "Fri"])
        #expect(MonthGrid.weekdaySymbols(calendar: calendarFixture(locale: "nl_NL", firstWeekday: 1)).first == "zo")
    }

    @Test func isoWeekNumbersOfKnownRows() {
        let monday = calendarFixture(locale: "nl_NL", firstWeekday: 2)
        let sunday = calendarFixture(firstWeekday: 1)
        // 2026-01-01 (Thursday) is in week 1: the row 29 Dec 2025 - 4 Jan 2026.
        let jan2026 = MonthGrid(month: calendarDay(2026, 1, 1, monday), calendar: monday, today: nil)
        #expect(jan2026.weeks.map(\.weekNumber) == [1, 2, 3, 4, 5, 6])
        // 2027-01-01 (Friday) is in week 53 of 2026.
        let jan2027 = MonthGrid(month: calendarDay(2027, 1, 1, monday), calendar: monday, today: nil)
        #expect(jan2027.weeks.map(\.weekNumber) == [53, 1, 2, 3, 4, 5])
        // 2021-01-03 (Sunday) ends week 53 of 2020.
        let jan2021 = MonthGrid(month: calendarDay(2021, 1, 3, monday), calendar: monday, today: nil)
        #expect(jan2021.weeks[0].weekNumber == 53)
        #expect(jan2021.index(of: calendarDay(2021, 1, 3, monday)) == 6)
        // Sunday first: the row Sun 3 - Sat 9 January 2021 is mostly ISO week 1 (its Thursday is the 7th),
        // although its Sunday belongs to week 53.
        let jan2021Sunday = MonthGrid(month: calendarDay(2021, 1, 3, sunday), calendar: sunday, today: nil)
        #expect(jan2021Sunday.weeks.map(\.weekNumber) == [53, 1, 2, 3, 4, 5])
        #expect(jan2021Sunday.weeks[1].days[0].dayOfMonth == 3)
        // December rows run into week 1 of the next year: 29 Dec 2025 - 4 Jan 2026.
        let dec2025 = MonthGrid(month: calendarDay(2025, 12, 1, monday), calendar: monday, today: nil)
        #expect(dec2025.weeks.map(\.weekNumber) == [49, 50, 51, 52, 1, 2])
    }

    @Test func weekNumbersAreReadInTheGridsTimeZone() {
        // Friday first: each row's middle day is a Monday, whose midnight in Kiritimati (UTC+14) is still
        // Sunday, the previous ISO week, in UTC. 1 January 2027 is a Friday: rows are ISO weeks 1...6.
        let kiritimati = calendarFixture(timeZone: "Pacific/Kiritimati", firstWeekday: 6)
        let grid = MonthGrid(month: calendarDay(2027, 1, 1, kiritimati), calendar: kiritimati, today: nil)
        #expect(grid.weeks[0].days[0].dayOfMonth == 1)
        #expect(grid.weeks.map(\.weekNumber) == [1, 2, 3, 4, 5, 6])
    }

    @Test func flagsForTodaySelectionLimitsPredicateAndHighlights() throws {
        var received: [Date] = []
        let highlightNoon = calendarDay(2026, 11, 30, utc, hour: 12)   // not a start of day: still marks the 30th
        let rules = try CalendarDayRules(
            minimumDate: calendarDay(2026, 11, 5, utc, hour: 10),
            maximumDate: calendarDay(2026, 11, 25, utc, hour: 23),
            isDateEnabled: { [utc] in utc.component(.weekday, from: $0) != 1 },   // no Sundays
            highlightedDates: [calendarDay(2026, 11, 11, utc), highlightNoon, calendarDay(2026, 12, 2, utc),
                               calendarDay(2027, 1, 1, utc)]
        )
        let selected: Set<Date> = [calendarDay(2026, 11, 3, utc), calendarDay(2026, 11, 21, utc)]
        let grid = MonthGrid(
            month: calendarDay(2026, 11, 1, utc), calendar: utc, today: calendarDay(2026, 11, 21, utc, hour: 15, minute: 30),
            rules: rules, isSelected: { received.append($0); return selected.contains($0) }
        )
        #expect(received == grid.days.map(\.date))
        #expect(received.allSatisfy { utc.startOfDay(for: $0) == $0 })

        let days = grid.days
        #expect(days.filter(\.isToday).map { calendarYMD($0.date, utc) } == [[2026, 11, 21]])
        #expect(days.filter(\.isSelected).map { calendarYMD($0.date, utc) } == [[2026, 11, 3], [2026, 11, 21]])
        #expect(days.filter(\.isHighlighted).map { calendarYMD($0.date, utc) } == [[2026, 11, 11], [2026, 11, 30], [2026, 12, 2]])
        // Enabled: 5...25 November except the Sundays 8, 15 and 22.
        let enabled = days.filter { !$0.isDisabled }.map(\.dayOfMonth)
        #expect(enabled == [5, 6, 7, 9, 10, 11, 12, 13, 14, 16, 17, 18, 19, 20, 21, 23, 24, 25])
        #expect(days.filter { !$0.isDisabled }.allSatisfy { $0.isInShownMonth })
    }

    @Test func todayIsTheDayContainingTheInstantInTheGridsTimeZone() {
        // 2026-11-21 23:30 UTC is already the 22nd in Amsterdam.
        let amsterdam = calendarFixture(timeZone: "Europe/Amsterdam", firstWeekday: 2)
        let instant = calendarDay(2026, 11, 21, utc, hour: 23, minute: 30)
        let here = MonthGrid(month: instant, calendar: amsterdam, today: instant)
        #expect(here.days.filter(\.isToday).map { calendarYMD($0.date, amsterdam) } == [[2026, 11, 22]])
        let there = MonthGrid(month: instant, calendar: utc, today: instant)
        #expect(there.days.filter(\.isToday).map { calendarYMD($0.date, utc) } == [[2026, 11, 21]])
        #expect(MonthGrid(month: instant, calendar: utc, today: nil).days.allSatisfy { !$0.isToday })
    }

    @Test func indexOfADay() {
        let grid = MonthGrid(month: calendarDay(2026, 11, 1, utc), calendar: utc, today: nil)
        #expect(grid.index(of: calendarDay(2026, 11, 1, utc)) == 0)
        #expect(grid.index(of: calendarDay(2026, 11, 21, utc, hour: 15, minute: 30)) == 20)
        #expect(grid.index(of: calendarDay(2026, 12, 12, utc, hour: 23, minute: 59)) == 41)
        #expect(grid.index(of: calendarDay(2026, 12, 13, utc)) == nil)
        #expect(grid.index(of: calendarDay(2026, 10, 31, utc, hour: 23)) == nil)
        for index in 0..<42 {
            #expect(grid.index(of: grid.days[index].date) == index)
            #expect(grid[index] == grid.days[index])
        }
    }

    @Test func daysBeginAtMidnightAcrossDaylightSavingChanges() {
        // Amsterdam: 29 March 2026 has 23 hours, 25 October 2026 has 25.
        let amsterdam = calendarFixture(timeZone: "Europe/Amsterdam", locale: "nl_NL", firstWeekday: 2)
        for month in [3, 10] {
            let grid = MonthGrid(month: calendarDay(2026, month, 1, amsterdam), calendar: amsterdam, today: nil)
            for day in grid.days {
                let time = amsterdam.dateComponents([.hour, .minute, .second], from: day.date)
                #expect([time.hour, time.minute, time.second] == [0, 0, 0])
            }
            let inMonth = grid.days.filter(\.isInShownMonth).map(\.dayOfMonth)
            #expect(inMonth == Array(1...31))
        }
    }

    @Test func aDayThatStartsAtOneOClockIsStillOneCell() {
        // Sao Paulo moved its clocks from 00:00 to 01:00 on 4 November 2018: that day begins at 01:00.
        let saoPaulo = calendarFixture(timeZone: "America/Sao_Paulo")
        let grid = MonthGrid(month: calendarDay(2018, 11, 20, saoPaulo), calendar: saoPaulo, today: nil)
        #expect(grid.days.filter(\.isInShownMonth).map(\.dayOfMonth) == Array(1...30))
        let fourth = grid.days.first { $0.isInShownMonth && $0.dayOfMonth == 4 }!
        #expect(fourth.date == saoPaulo.startOfDay(for: fourth.date))
        #expect(saoPaulo.component(.hour, from: fourth.date) == 1)
        #expect(fourth.date.timeIntervalSince1970 == 1_541_300_400)   // 2018-11-04 03:00 UTC
        let fifth = grid.days[grid.index(of: fourth.date)! + 1]
        #expect(fifth.date.timeIntervalSince(fourth.date) == 23 * 3600)
    }

    @Test func aSkippedCalendarDayHasNoCell() {
        // Samoa skipped Friday 30 December 2011 (UTC-10 to UTC+14). The grid holds the days that exist, once each;
        // documented behaviour: the days after the gap sit one column early.
        let apia = calendarFixture(timeZone: "Pacific/Apia")
        let grid = MonthGrid(month: calendarDay(2011, 12, 1, apia), calendar: apia, today: nil)
        let inMonth = grid.days.filter(\.isInShownMonth).map(\.dayOfMonth)
        #expect(inMonth == Array(1...29) + [31])
        let dates = grid.days.map(\.date)
        #expect(Set(dates).count == 42)
        #expect(zip(dates, dates.dropFirst()).allSatisfy { $0 < $1 })
    }
}
