import Foundation
import Testing
@testable import PickerCore

/// Grids in calendars other than the Gregorian, checked for structure rather than against a reference:
/// consecutive grids show every day exactly once in their shown month, in order, numbered 1, 2, 3, ...;
/// rows are 7 consecutive days starting on the first weekday. Times are in UTC, so "consecutive" is exactly
/// 86400 s and weekdays follow from the day number since 1970 (a Thursday).
@Suite struct MonthGridCalendarsTests {
    struct Setup: CustomTestStringConvertible, Sendable {
        var identifier: Calendar.Identifier
        var firstWeekday: Int
        var gregorianStart: Int   // year
        var months: Int
        var testDescription: String { "\(identifier) firstWeekday \(firstWeekday) from \(gregorianStart), \(months) months" }
    }

    static let setups: [Setup] = [
        Setup(identifier: .hebrew, firstWeekday: 1, gregorianStart: 1990, months: 620),
        Setup(identifier: .islamicUmmAlQura, firstWeekday: 7, gregorianStart: 1990, months: 620),
        Setup(identifier: .persian, firstWeekday: 7, gregorianStart: 1990, months: 620),
        Setup(identifier: .japanese, firstWeekday: 1, gregorianStart: 1985, months: 480),
        Setup(identifier: .buddhist, firstWeekday: 2, gregorianStart: 1990, months: 120),
        Setup(identifier: .republicOfChina, firstWeekday: 1, gregorianStart: 1990, months: 120),
        Setup(identifier: .chinese, firstWeekday: 2, gregorianStart: 2015, months: 120),
        Setup(identifier: .chinese, firstWeekday: 1, gregorianStart: 2057, months: 14),
        Setup(identifier: .chinese, firstWeekday: 7, gregorianStart: 2097, months: 14),
        Setup(identifier: .islamicCivil, firstWeekday: 7, gregorianStart: 1990, months: 120),
        Setup(identifier: .islamicTabular, firstWeekday: 2, gregorianStart: 1990, months: 120),
        Setup(identifier: .islamic, firstWeekday: 1, gregorianStart: 2015, months: 120),
        Setup(identifier: .coptic, firstWeekday: 1, gregorianStart: 1990, months: 130),
        Setup(identifier: .ethiopicAmeteMihret, firstWeekday: 2, gregorianStart: 1990, months: 130),
        Setup(identifier: .indian, firstWeekday: 1, gregorianStart: 1990, months: 120),
    ]

    /// Foundation's weekday (1 = Sunday) of a UTC midnight.
    static func weekday(_ date: Date) -> Int {
        let dayNumber = Int((date.timeIntervalSince1970 / 86_400).rounded(.down))
        return ((dayNumber % 7 + 7 + 4) % 7) + 1
    }

    @Test(arguments: setups) func consecutiveGridsShowEveryDayOnce(setup: Setup) {
        let calendar = calendarFixture(setup.identifier, firstWeekday: setup.firstWeekday)
        let gregorian = calendarFixture()
        var monthStart = CalendarNavigation.monthStart(
            calendarDay(setup.gregorianStart, 1, 1, gregorian), addingMonths: 0, calendar: calendar
        )
        var previous: Date?   // the last day of the previous shown month
        var recentNumbers: [Int] = []   // the day numbers of the last days before the shown month
        var problems: [String] = []
        for _ in 0..<setup.months where problems.count < 5 {
            let grid = MonthGrid(month: monthStart, calendar: calendar, today: nil)
            let days = grid.days
            let label = "month starting \(monthStart)"
            guard grid.monthStart == monthStart, grid.weeks.count == 6, grid.weeks.allSatisfy({ $0.days.count == 7 }) else {
                problems.append("\(label): shape or start \(grid.monthStart)")
                break
            }
            if !zip(days, days.dropFirst()).allSatisfy({ $1.date.timeIntervalSince($0.date) == 86_400 }) {
                problems.append("\(label): cells are not consecutive days")
            }
            if !grid.weeks.allSatisfy({ Self.weekday($0.days[0].date) == setup.firstWeekday }) {
                problems.append("\(label): a row starts on weekday \(Self.weekday(days[0].date))")
            }
            let inMonth = days.indices.filter { days[$0].isInShownMonth }
            guard let first = inMonth.first, let last = inMonth.last else {
                problems.append("\(label): nothing in the shown month")
                break
            }
            let length = inMonth.count
            if inMonth != Array(first...last) || first >= 7 || days[first].date != monthStart {
                problems.append("\(label): shown month at cells \(first)...\(last)")
            }
            if inMonth.map({ days[$0].dayOfMonth }) != Array(1...length) {
                problems.append("\(label): numbered \(inMonth.map { days[$0].dayOfMonth })")
            }
            // (ICU's Chinese calendar gives an empty range for the months ending on its "day 0"; see below.)
            let range = calendar.range(of: .day, in: .month, for: monthStart)
            if length != range?.count && !(setup.identifier == .chinese && range?.isEmpty == true) {
                problems.append("\(label): \(length) days")
            }
            if days[last + 1].dayOfMonth != 1 || !days[(last + 1)...].allSatisfy({ !$0.isInShownMonth }) {
                problems.append("\(label): next month does not start at 1 after the shown month")
            }
            if let previous {
                if days[first].date.timeIntervalSince(previous) != 86_400 {
                    problems.append("\(label): does not follow the previous month")
                }
                // Leading cells: the last days before the month. They can span two months: the Coptic and
                // Ethiopic 13th month has only 5 or 6 days.
                let leading = days[..<first].map(\.dayOfMonth)
                if leading != Array(recentNumbers.suffix(first)) {
                    problems.append("\(label): leading days \(leading)")
                }
            }
            previous = days[last].date
            recentNumbers = Array((recentNumbers + Array(1...length)).suffix(7))
            let next = CalendarNavigation.monthStart(monthStart, addingMonths: 1, calendar: calendar)
            if next != grid.monthInterval.end || next != days[last + 1].date {
                problems.append("\(label): next month starts \(next), grid says \(grid.monthInterval.end)")
            }
            monthStart = next
        }
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    /// Walks from the first day of a calendar year to the next one: how many months and days it has.
    private func walkYear(_ calendar: Calendar, from start: Date) -> (months: Int, days: Int, years: Set<Int>, end: Date) {
        var monthStart = start
        var months = 0, days = 0
        var years = Set<Int>()
        repeat {
            let grid = MonthGrid(month: monthStart, calendar: calendar, today: nil)
            months += 1
            days += grid.days.filter { $0.isInShownMonth }.count
            years.insert(calendar.component(.year, from: monthStart))
            monthStart = CalendarNavigation.monthStart(monthStart, addingMonths: 1, calendar: calendar)
        } while calendar.component(.month, from: monthStart) != 1 && months < 20
        return (months, days, years, monthStart)
    }

    @Test func knownYearLengths() {
        let utc = calendarFixture()
        // (calendar, Gregorian date of the year's first day, of the next year's, months in the year)
        let cases: [(Calendar.Identifier, [Int], [Int], Int)] = [
            (.hebrew, [2023, 9, 16], [2024, 10, 3], 13),            // 5784, a leap year: 383 days
            (.hebrew, [2024, 10, 3], [2025, 9, 23], 12),            // 5785: 355 days
            (.persian, [2024, 3, 20], [2025, 3, 21], 12),           // 1403, a leap year: 366 days
            (.islamicUmmAlQura, [2023, 7, 19], [2024, 7, 7], 12),   // 1445: 354 days
            (.chinese, [2023, 1, 22], [2024, 2, 10], 13),           // with a leap second month: 384 days
            (.ethiopicAmeteMihret, [2023, 9, 12], [2024, 9, 11], 13),  // 2016, Pagume has 6 days: 366 days
            (.coptic, [2023, 9, 12], [2024, 9, 11], 13),
        ]
        for (identifier, start, end, months) in cases {
            let calendar = calendarFixture(identifier)
            let first = calendarDay(start[0], start[1], start[2], utc), next = calendarDay(end[0], end[1], end[2], utc)
            #expect(CalendarNavigation.monthStart(first, addingMonths: 0, calendar: calendar) == first, "\(identifier)")
            let year = walkYear(calendar, from: first)
            #expect(year.months == months, "\(identifier)")
            #expect(year.end == next, "\(identifier)")
            #expect(Double(year.days) == next.timeIntervalSince(first) / 86_400, "\(identifier)")
            #expect(year.years.count == 1, "\(identifier)")
        }
    }

    @Test func chineseDaysThatIcuNumbersZero() {
        // ICU (76) says 2057-09-28 is day 0 of month 9, but month 8's interval (30 August - 28 September) holds
        // it and month 9's starts on the 29th. The grid numbers it 30, after the 29th before it, in both grids.
        let chinese = calendarFixture(.chinese)
        let utc = calendarFixture()
        let day = calendarDay(2057, 9, 28, utc)
        let eighth = MonthGrid(month: calendarDay(2057, 9, 1, utc), calendar: chinese, today: nil)
        let ninth = MonthGrid(month: calendarDay(2057, 10, 15, utc), calendar: chinese, today: nil)
        let later = MonthGrid(month: calendarDay(2097, 8, 7, utc), calendar: chinese, today: nil)
        for grid in [eighth, ninth, later] {
            #expect(grid.days.allSatisfy { $0.dayOfMonth >= 1 })
            let numbers = grid.days.filter { $0.isInShownMonth }.map(\.dayOfMonth)
            #expect(numbers == Array(1...numbers.count))
        }
        if chinese.component(.day, from: day) < 1 {  // ICU still has the inconsistency
            #expect(eighth.monthStart == calendarDay(2057, 8, 30, utc))
            #expect(eighth.days.filter { $0.isInShownMonth }.count == 30)
            #expect(ninth.monthStart == calendarDay(2057, 9, 29, utc))
            #expect(ninth[ninth.index(of: day)!].dayOfMonth == 30)
            #expect(!ninth[ninth.index(of: day)!].isInShownMonth)
        }
    }

    @Test func japaneseEraChangeInsideAMonth() {
        // Showa 64 ended on 7 January 1989; Heisei 1 began on the 8th. January 1989 is still one month.
        let japanese = calendarFixture(.japanese, timeZone: "Asia/Tokyo")
        let gregorian = calendarFixture(timeZone: "Asia/Tokyo")
        let showa = MonthGrid(month: calendarDay(1989, 1, 7, gregorian), calendar: japanese, today: nil)
        let heisei = MonthGrid(month: calendarDay(1989, 1, 8, gregorian), calendar: japanese, today: nil)
        #expect(showa == heisei)
        #expect(showa.monthStart == calendarDay(1989, 1, 1, gregorian))
        #expect(showa.days.filter { $0.isInShownMonth }.map(\.dayOfMonth) == Array(1...31))
        #expect(japanese.component(.year, from: calendarDay(1989, 1, 7, gregorian)) == 64)
        #expect(japanese.component(.year, from: calendarDay(1989, 1, 8, gregorian)) == 1)
        // Reiwa began with May 2019: April is Heisei 31, May Reiwa 1.
        let may = CalendarNavigation.monthStart(calendarDay(2019, 4, 30, gregorian), addingMonths: 1, calendar: japanese)
        #expect(may == calendarDay(2019, 5, 1, gregorian))
        #expect(japanese.dateComponents([.era, .year, .month], from: may).year == 1)
    }

    @Test func weekNumbersStayIsoInOtherCalendars() {
        // The same days give the same ISO weeks whatever calendar shows them.
        let hebrew = calendarFixture(.hebrew, firstWeekday: 2)
        let gregorian = calendarFixture(firstWeekday: 2)
        let day = calendarDay(2027, 1, 1, gregorian)
        let grid = MonthGrid(month: day, calendar: hebrew, today: nil)
        let row = grid.weeks.first { week in week.days.contains { $0.date == day } }
        #expect(row?.weekNumber == 53)
    }
}
