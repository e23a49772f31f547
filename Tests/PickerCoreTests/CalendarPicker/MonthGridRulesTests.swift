import Foundation
import Testing
@testable import PickerCore

@Suite struct CalendarDayRulesTests {
    let utc = calendarFixture()

    @Test func minimumLaterThanMaximumIsRejectedWithBothInTheMessage() {
        let minimum = calendarDay(2026, 3, 2, utc), maximum = calendarDay(2026, 3, 1, utc)
        do {
            _ = try CalendarDayRules(minimumDate: minimum, maximumDate: maximum)
            Issue.record("expected invalidConfiguration")
        } catch let error as PickerError {
            guard case .invalidConfiguration(let message) = error else { return }
            #expect(message.contains("minimumDate") && message.contains("maximumDate"))
            #expect(message.contains("\(minimum)") && message.contains("\(maximum)"))
        } catch {
            Issue.record("unexpected \(error)")
        }
        #expect(throws: PickerError.self) { try CalendarDayRules(minimumDate: maximum.addingTimeInterval(1), maximumDate: maximum) }
    }

    @Test func equalOrOneSidedLimitsAreFine() throws {
        let day = calendarDay(2026, 3, 1, utc, hour: 12)
        let same = try CalendarDayRules(minimumDate: day, maximumDate: day)
        #expect(same.isEnabled(calendarDay(2026, 3, 1, utc), calendar: utc))
        #expect(!same.isEnabled(calendarDay(2026, 3, 2, utc), calendar: utc))
        _ = try CalendarDayRules(minimumDate: day)
        _ = try CalendarDayRules(maximumDate: day)
        let none = CalendarDayRules()
        #expect(none.minimumDate == nil && none.maximumDate == nil && none.isDateEnabled == nil && none.highlightedDates.isEmpty)
        #expect(none.isEnabled(.distantPast, calendar: utc) && none.isEnabled(.distantFuture, calendar: utc))
    }

    @Test func limitsCoverTheWholeDaysThatContainThem() throws {
        let rules = try CalendarDayRules(
            minimumDate: calendarDay(2026, 1, 10, utc, hour: 14),
            maximumDate: calendarDay(2026, 1, 20, utc, hour: 8)
        )
        #expect(!rules.isEnabled(calendarDay(2026, 1, 9, utc, hour: 23, minute: 59), calendar: utc))
        #expect(rules.isEnabled(calendarDay(2026, 1, 10, utc), calendar: utc))           // before the instant, same day
        #expect(rules.isEnabled(calendarDay(2026, 1, 15, utc, hour: 12), calendar: utc))
        #expect(rules.isEnabled(calendarDay(2026, 1, 20, utc, hour: 23, minute: 59), calendar: utc))  // after it, same day
        #expect(!rules.isEnabled(calendarDay(2026, 1, 21, utc), calendar: utc))
    }

    @Test func theDayOfALimitDependsOnTheTimeZone() throws {
        // 23:30 UTC on the 10th is 00:30 on the 11th in Amsterdam.
        let rules = try CalendarDayRules(minimumDate: calendarDay(2026, 1, 10, utc, hour: 23, minute: 30))
        let amsterdam = calendarFixture(timeZone: "Europe/Amsterdam")
        #expect(rules.isEnabled(calendarDay(2026, 1, 10, utc), calendar: utc))
        #expect(!rules.isEnabled(calendarDay(2026, 1, 10, amsterdam, hour: 12), calendar: amsterdam))
        #expect(rules.clamp(calendarDay(2026, 1, 1, amsterdam), calendar: amsterdam) == calendarDay(2026, 1, 11, amsterdam))
        #expect(rules.clamp(calendarDay(2026, 1, 1, utc), calendar: utc) == calendarDay(2026, 1, 10, utc))
    }

    @Test func thePredicateGetsTheStartOfTheDay() throws {
        var asked: [Date] = []
        let rules = try CalendarDayRules(isDateEnabled: { [utc] in
            asked.append($0)
            return utc.component(.day, from: $0) % 2 == 0
        })
        #expect(rules.isEnabled(calendarDay(2026, 5, 4, utc, hour: 17), calendar: utc))
        #expect(!rules.isEnabled(calendarDay(2026, 5, 5, utc, hour: 1), calendar: utc))
        #expect(asked == [calendarDay(2026, 5, 4, utc), calendarDay(2026, 5, 5, utc)])
        // Outside the limits the predicate is not needed.
        let limited = try CalendarDayRules(minimumDate: calendarDay(2026, 5, 10, utc), isDateEnabled: { _ in
            Issue.record("predicate asked about a day outside the limits")
            return true
        })
        #expect(!limited.isEnabled(calendarDay(2026, 5, 9, utc), calendar: utc))
    }

    @Test func highlightedDaysMatchWholeDays() throws {
        let rules = try CalendarDayRules(highlightedDates: [calendarDay(2026, 12, 25, utc), calendarDay(2026, 12, 31, utc, hour: 20)])
        #expect(rules.isHighlighted(calendarDay(2026, 12, 25, utc, hour: 9), calendar: utc))
        #expect(rules.isHighlighted(calendarDay(2026, 12, 31, utc), calendar: utc))
        #expect(rules.isHighlighted(calendarDay(2026, 12, 31, utc, hour: 23, minute: 59), calendar: utc))
        #expect(!rules.isHighlighted(calendarDay(2026, 12, 24, utc, hour: 23, minute: 59), calendar: utc))
        #expect(!rules.isHighlighted(calendarDay(2027, 1, 1, utc), calendar: utc))
    }

    @Test func clampKeepsDaysInsideAndMovesOthersToTheNearerLimit() throws {
        let rules = try CalendarDayRules(
            minimumDate: calendarDay(2026, 1, 10, utc, hour: 14),
            maximumDate: calendarDay(2026, 1, 20, utc, hour: 8),
            isDateEnabled: { _ in false }   // clamp looks at the limits only
        )
        #expect(rules.clamp(calendarDay(2025, 6, 1, utc), calendar: utc) == calendarDay(2026, 1, 10, utc))
        #expect(rules.clamp(calendarDay(2026, 1, 15, utc, hour: 18), calendar: utc) == calendarDay(2026, 1, 15, utc))
        #expect(rules.clamp(calendarDay(2026, 1, 20, utc, hour: 23), calendar: utc) == calendarDay(2026, 1, 20, utc))
        #expect(rules.clamp(calendarDay(2030, 1, 1, utc), calendar: utc) == calendarDay(2026, 1, 20, utc))
        #expect(CalendarDayRules().clamp(calendarDay(1999, 12, 31, utc, hour: 23), calendar: utc) == calendarDay(1999, 12, 31, utc))
    }
}
