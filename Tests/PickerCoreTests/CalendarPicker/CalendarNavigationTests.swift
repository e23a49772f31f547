import Foundation
import Testing
@testable import PickerCore

@Suite struct CalendarNavigationTests {
    let utc = calendarFixture()
    let none = CalendarDayRules()

    func move(_ date: Date, _ move: CalendarMove, _ calendar: Calendar? = nil, rules: CalendarDayRules? = nil) -> Date {
        CalendarNavigation.day(from: date, by: move, calendar: calendar ?? utc, rules: rules ?? none)
    }
    func d(_ y: Int, _ m: Int, _ day: Int, hour: Int = 0) -> Date { calendarDay(y, m, day, utc, hour: hour) }

    @Test func daysAndWeeksCrossMonthAndYearBoundaries() {
        #expect(move(d(2025, 12, 31), .days(1)) == d(2026, 1, 1))
        #expect(move(d(2026, 1, 1, hour: 15), .days(-1)) == d(2025, 12, 31))
        #expect(move(d(2024, 2, 28), .days(1)) == d(2024, 2, 29))
        #expect(move(d(2025, 2, 28), .days(1)) == d(2025, 3, 1))
        #expect(move(d(2026, 1, 15), .days(0)) == d(2026, 1, 15))
        #expect(move(d(2026, 1, 15), .days(365)) == d(2027, 1, 15))
        #expect(move(d(2025, 12, 29), .weeks(1)) == d(2026, 1, 5))
        #expect(move(d(2026, 3, 3), .weeks(-1)) == d(2026, 2, 24))
        #expect(move(d(2026, 3, 3), .weeks(-52)) == d(2025, 3, 4))
    }

    @Test func monthsKeepTheDayWhereItExistsElseTakeTheLastDay() {
        #expect(move(d(2026, 1, 31), .months(1)) == d(2026, 2, 28))
        #expect(move(d(2024, 1, 31), .months(1)) == d(2024, 2, 29))
        #expect(move(d(2026, 3, 31), .months(-1)) == d(2026, 2, 28))
        #expect(move(d(2026, 5, 31), .months(1)) == d(2026, 6, 30))
        #expect(move(d(2025, 12, 15), .months(1)) == d(2026, 1, 15))
        #expect(move(d(2026, 1, 15), .months(-1)) == d(2025, 12, 15))
        #expect(move(d(2026, 1, 31), .months(13)) == d(2027, 2, 28))
    }

    @Test func yearsKeepTheDateWhereItExists() {
        #expect(move(d(2024, 2, 29), .years(1)) == d(2025, 2, 28))
        #expect(move(d(2024, 2, 29), .years(4)) == d(2028, 2, 29))
        #expect(move(d(2024, 2, 29), .years(-100)) == d(1924, 2, 29))
        #expect(move(d(2000, 2, 29), .years(100)) == d(2100, 2, 28))
        #expect(move(d(2026, 7, 4), .years(-1)) == d(2025, 7, 4))
    }

    @Test func startAndEndOfWeekFollowTheFirstWeekday() {
        let sunday = calendarFixture(firstWeekday: 1), monday = calendarFixture(locale: "nl_NL", firstWeekday: 2)
        let saturday = calendarFixture(firstWeekday: 7)
        // Wednesday 7 January 2026.
        #expect(move(d(2026, 1, 7), .startOfWeek, sunday) == d(2026, 1, 4))
        #expect(move(d(2026, 1, 7), .endOfWeek, sunday) == d(2026, 1, 10))
        #expect(move(d(2026, 1, 7), .startOfWeek, monday) == d(2026, 1, 5))
        #expect(move(d(2026, 1, 7), .endOfWeek, monday) == d(2026, 1, 11))
        #expect(move(d(2026, 1, 7), .startOfWeek, saturday) == d(2026, 1, 3))
        #expect(move(d(2026, 1, 7), .endOfWeek, saturday) == d(2026, 1, 9))
        // Across the year: Thursday 1 January 2026.
        #expect(move(d(2026, 1, 1, hour: 12), .startOfWeek, monday) == d(2025, 12, 29))
        #expect(move(d(2026, 1, 1), .startOfWeek, sunday) == d(2025, 12, 28))
        #expect(move(d(2025, 12, 31), .endOfWeek, monday) == d(2026, 1, 4))
        // The ends of a week stay where they are.
        #expect(move(d(2026, 1, 4), .startOfWeek, sunday) == d(2026, 1, 4))
        #expect(move(d(2026, 1, 4), .endOfWeek, monday) == d(2026, 1, 4))
        #expect(move(d(2026, 1, 4), .startOfWeek, monday) == d(2025, 12, 29))
        #expect(move(d(2026, 1, 10), .endOfWeek, sunday) == d(2026, 1, 10))
    }

    @Test func theWeekAgreesWithTheGridRow() {
        for firstWeekday in 1...7 {
            let calendar = calendarFixture(firstWeekday: firstWeekday)
            let grid = MonthGrid(month: d(2026, 2, 1), calendar: calendar, today: nil)
            for week in grid.weeks {
                for day in week.days {
                    #expect(move(day.date, .startOfWeek, calendar) == week.days.first!.date)
                    #expect(move(day.date, .endOfWeek, calendar) == week.days.last!.date)
                }
            }
        }
    }

    @Test func movesNeverLeaveTheLimits() throws {
        let rules = try CalendarDayRules(
            minimumDate: d(2026, 1, 10, hour: 14), maximumDate: d(2026, 1, 20, hour: 8), isDateEnabled: { _ in false }
        )
        #expect(move(d(2026, 1, 15), .days(-30), rules: rules) == d(2026, 1, 10))
        #expect(move(d(2026, 1, 11), .days(-1), rules: rules) == d(2026, 1, 10))
        #expect(move(d(2026, 1, 10), .days(-1), rules: rules) == d(2026, 1, 10))
        #expect(move(d(2026, 1, 15), .weeks(1), rules: rules) == d(2026, 1, 20))
        #expect(move(d(2026, 1, 15), .months(1), rules: rules) == d(2026, 1, 20))
        #expect(move(d(2026, 1, 15), .years(-1), rules: rules) == d(2026, 1, 10))
        // Sunday first: the week of Sunday 11 January starts before the minimum, the week of the 18th ends after the maximum.
        #expect(move(d(2026, 1, 12), .startOfWeek, rules: rules) == d(2026, 1, 11))
        #expect(move(d(2026, 1, 10), .startOfWeek, rules: rules) == d(2026, 1, 10))
        #expect(move(d(2026, 1, 19), .endOfWeek, rules: rules) == d(2026, 1, 20))
        // A focused day outside the limits is brought in by any move.
        #expect(move(d(2025, 6, 1), .days(1), rules: rules) == d(2026, 1, 10))
        #expect(move(d(2027, 6, 1), .days(0), rules: rules) == d(2026, 1, 20))
    }

    @Test func daysAreCalendarDaysAcrossDaylightSaving() {
        // Amsterdam: 29 March 2026 has 23 hours, 25 October 2026 has 25.
        let amsterdam = calendarFixture(timeZone: "Europe/Amsterdam", locale: "nl_NL", firstWeekday: 2)
        let rules = CalendarDayRules()
        func day(_ m: Int, _ d: Int) -> Date { calendarDay(2026, m, d, amsterdam) }
        #expect(CalendarNavigation.day(from: day(3, 28), by: .days(1), calendar: amsterdam, rules: rules) == day(3, 29))
        #expect(CalendarNavigation.day(from: day(3, 28), by: .days(2), calendar: amsterdam, rules: rules) == day(3, 30))
        #expect(CalendarNavigation.day(from: day(10, 25), by: .days(1), calendar: amsterdam, rules: rules) == day(10, 26))
        #expect(CalendarNavigation.day(from: day(10, 26), by: .days(-1), calendar: amsterdam, rules: rules) == day(10, 25))
        #expect(CalendarNavigation.day(from: day(3, 25), by: .weeks(1), calendar: amsterdam, rules: rules) == day(4, 1))
        #expect(CalendarNavigation.day(from: day(3, 31), by: .endOfWeek, calendar: amsterdam, rules: rules) == day(4, 5))
    }

    @Test func monthStarts() {
        #expect(CalendarNavigation.monthStart(d(2026, 1, 31, hour: 12), addingMonths: 0, calendar: utc) == d(2026, 1, 1))
        #expect(CalendarNavigation.monthStart(d(2026, 1, 31, hour: 12), addingMonths: 1, calendar: utc) == d(2026, 2, 1))
        #expect(CalendarNavigation.monthStart(d(2026, 1, 31), addingMonths: -1, calendar: utc) == d(2025, 12, 1))
        #expect(CalendarNavigation.monthStart(d(2026, 1, 31), addingMonths: 13, calendar: utc) == d(2027, 2, 1))
        #expect(CalendarNavigation.monthStart(d(2026, 3, 1), addingMonths: -24, calendar: utc) == d(2024, 3, 1))
        // Hebrew 5784 is a leap year: Adar I and Adar II are two months.
        let hebrew = calendarFixture(.hebrew)
        var start = CalendarNavigation.monthStart(d(2024, 2, 1), addingMonths: 0, calendar: hebrew)   // Shevat
        var months: [Int] = []
        for _ in 0..<4 {
            months.append(hebrew.component(.month, from: start))
            start = CalendarNavigation.monthStart(start, addingMonths: 1, calendar: hebrew)
        }
        #expect(months.count == 4 && Set(months).count == 4)
        #expect(start == d(2024, 5, 9))   // 1 Iyar 5784
    }
}
