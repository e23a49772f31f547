import Foundation
import PickerInspection
import Testing
@testable import PickerCore

/// The settle rule as data: wheels (rows, stopped or not) and the scroll-back under way in, the answer out.
@Suite("Date picker settle rule")
struct DatePickerSettlementTests {
    /// What the rule should answer: dates as wall clocks in the model's zone, durations in seconds.
    enum Expected: CustomStringConvertible {
        case wait
        case unchanged
        case scrollBack([Int], DatePickerResolution.Adjustment)
        case commit(String, scrolledBack: DatePickerResolution.Adjustment?)
        case commitDuration(TimeInterval, scrolledBack: DatePickerResolution.Adjustment?)

        var description: String {
            switch self {
            case .wait: "wait"
            case .unchanged: "unchanged"
            case .scrollBack(let rows, let reason): "scroll back to \(rows) (\(reason))"
            case .commit(let wall, let reason): "commit \(wall) (\(reason.map(\.rawValue) ?? "-"))"
            case .commitDuration(let duration, let reason): "commit \(duration) s (\(reason.map(\.rawValue) ?? "-"))"
            }
        }
    }

    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var model: @Sendable () throws -> DatePickerModel
        var rows: [Int]
        /// The columns whose wheel still moves or is held.
        var moving: Set<Int> = []
        var scrollBack: DatePickerScrollBack?
        var expected: Expected

        var testDescription: String { name }
    }

    static let independence: @Sendable () throws -> DatePickerModel = { try IndependenceDay.model() }
    /// 24-hour time in steps of 15 minutes, at 10:30 UTC, no earlier than 10:07.
    static let quarterHours: @Sendable () throws -> DatePickerModel = {
        try DatePickerModel(
            mode: .time, date: instant("2026-11-21 10:30:00 +0000"), locale: Locale(identifier: "de_DE"),
            timeZone: TimeZone(secondsFromGMT: 0), minuteInterval: 15, minimumDate: instant("2026-11-21 10:07:00 +0000"))
    }
    /// 24-hour time in New York at 1:30 on the night clocks skip from 2:00 to 3:00.
    static let springForward: @Sendable () throws -> DatePickerModel = {
        try DatePickerModel(
            mode: .time, date: instant("2026-03-08 01:30:00 -0500"), locale: Locale(identifier: "de_DE"),
            timeZone: TimeZone(identifier: "America/New_York"))
    }
    /// A count-down of 1 h 30 min.
    static let timer: @Sendable () throws -> DatePickerModel = {
        try DatePickerModel(mode: .countDownTimer, date: instant("2026-11-21 10:30:00 +0000"), countDownDuration: 5_400)
    }

    static let maximumRows = [6, 3, 3]  // July 4, 1776

    // Independence Day columns: month, day, year (1773 ... 1776); it starts on December 16, 1773 = [11, 15, 0].
    static let cases: [Case] = [
        Case(name: "a wheel still moves", model: independence, rows: [11, 15, 3], moving: [0], expected: .wait),
        Case(name: "a held wheel counts as moving", model: independence, rows: [11, 15, 3], moving: [2], expected: .wait),
        Case(name: "stopped on the committed date", model: independence, rows: [11, 15, 0], expected: .unchanged),
        Case(
            name: "back where a scroll-back started", model: independence, rows: [11, 15, 0],
            scrollBack: DatePickerScrollBack(rows: [11, 15, 0], reason: .minimum), expected: .unchanged),
        Case(name: "a new allowed day commits", model: independence, rows: [11, 20, 0], expected: .commit("1773-12-21 12:00", scrolledBack: nil)),
        Case(name: "past the maximum: back to it", model: independence, rows: [11, 15, 3], expected: .scrollBack(maximumRows, .maximum)),
        Case(
            name: "arrived at the maximum: commit with the reason", model: independence, rows: maximumRows,
            scrollBack: DatePickerScrollBack(rows: maximumRows, reason: .maximum), expected: .commit("1776-07-04 12:00", scrolledBack: .maximum)),
        Case(
            name: "input during the scroll-back led elsewhere: no reason", model: independence, rows: [5, 3, 3],
            scrollBack: DatePickerScrollBack(rows: maximumRows, reason: .maximum), expected: .commit("1776-06-04 12:00", scrolledBack: nil)),
        Case(name: "before the minimum: back to it", model: independence, rows: [10, 15, 0], expected: .scrollBack([11, 15, 0], .minimum)),
        Case(name: "31 September 1776 is past the maximum", model: independence, rows: [8, 30, 3], expected: .scrollBack(maximumRows, .maximum)),
        Case(name: "30 February 1775 -> 28", model: independence, rows: [1, 29, 2], expected: .scrollBack([1, 27, 2], .impossibleDay)),
        Case(name: "30 February 1776 (leap) -> 29", model: independence, rows: [1, 29, 3], expected: .scrollBack([1, 28, 3], .impossibleDay)),
        Case(name: "31 April 1775 -> 30", model: independence, rows: [3, 30, 2], expected: .scrollBack([3, 29, 2], .impossibleDay)),
        Case(
            name: "arrived at 28 February 1775", model: independence, rows: [1, 27, 2],
            scrollBack: DatePickerScrollBack(rows: [1, 27, 2], reason: .impossibleDay),
            expected: .commit("1775-02-28 12:00", scrolledBack: .impossibleDay)),
        Case(name: "a quarter hour commits", model: quarterHours, rows: [11, 3], expected: .commit("2026-11-21 11:45", scrolledBack: nil)),
        Case(
            name: "10:00 is before 10:07: back to the first quarter after it", model: quarterHours, rows: [10, 0],
            expected: .scrollBack([10, 1], .minimum)),
        Case(name: "an hour before the minimum: also to 10:15", model: quarterHours, rows: [9, 2], expected: .scrollBack([10, 1], .minimum)),
        Case(name: "2:30 does not exist that night: on to 3:30", model: springForward, rows: [2, 30], expected: .scrollBack([3, 30], .normalized)),
        Case(
            name: "arrived at 3:30 after the gap", model: springForward, rows: [3, 30],
            scrollBack: DatePickerScrollBack(rows: [3, 30], reason: .normalized), expected: .commit("2026-03-08 03:30", scrolledBack: .normalized)),
        Case(name: "the hour before the gap commits", model: springForward, rows: [1, 45], expected: .commit("2026-03-08 01:45", scrolledBack: nil)),
        Case(name: "a count-down of 2 h 15 min commits", model: timer, rows: [2, 15], expected: .commitDuration(8_100, scrolledBack: nil)),
        Case(name: "a count-down of 0 min goes on to 1 min", model: timer, rows: [0, 0], expected: .scrollBack([0, 1], .normalized)),
        Case(name: "a count-down wheel still moving", model: timer, rows: [0, 0], moving: [1], expected: .wait),
    ]

    @Test(arguments: cases)
    func theRuleAnswers(_ c: Case) throws {
        let model = try c.model()
        let wheels = c.rows.enumerated().map { DatePickerWheel(row: $1, isStopped: !c.moving.contains($0)) }
        let before = (model.date, model.countDownDuration, model.selectedRows, model.revision)
        let answer = model.settlement(for: wheels, scrollBack: c.scrollBack)
        #expect(before == (model.date, model.countDownDuration, model.selectedRows, model.revision), "the rule changes nothing")
        switch (c.expected, answer) {
        case (.wait, .wait), (.unchanged, .unchanged):
            break
        case (.scrollBack(let rows, let reason), .scrollBack(let back)):
            #expect(back == DatePickerScrollBack(rows: rows, reason: reason))
        case (.commit(let wall, let expectedReason), .commit(let resolution, let reason)):
            #expect(model.wallClock(resolution.date) == wall && reason == expectedReason)
            #expect(resolution.rows == c.rows, "a commit keeps the wheels where they are")
        case (.commitDuration(let duration, let expectedReason), .commit(let resolution, let reason)):
            #expect(resolution.countDownDuration == duration && reason == expectedReason)
            #expect(resolution.rows == c.rows)
        default:
            Issue.record("expected \(c.expected), got \(answer)")
        }
    }

    /// The widget applies a scroll-back and, when the wheels are at once where it sent them (they only
    /// jumped), asks again: that second answer must end the scroll-back, keeping its reason.
    @Test(arguments: [DatePickerMode.date, .time, .dateAndTime, .countDownTimer, .yearAndMonth])
    func theRowsOfAScrollBackAreWhereItEnds(mode: DatePickerMode) throws {
        for locale in ["en_US", "de_DE"] {
            let model = try IndependenceDay.model(mode: mode, locale: locale)
            var random = SplitMix64(seed: 15)
            for _ in 0..<300 {
                let rows = model.columns.map { Int(random.next() % UInt64($0.rowCount)) }
                let stopped = rows.map { DatePickerWheel(row: $0, isStopped: true) }
                guard case .scrollBack(let back) = model.settlement(for: stopped, scrollBack: nil) else { continue }
                let arrived = back.rows.map { DatePickerWheel(row: $0, isStopped: true) }
                switch model.settlement(for: arrived, scrollBack: back) {
                case .unchanged: break
                case .commit(let resolution, let reason):
                    #expect(resolution.rows == back.rows && reason == (back.reason == .none ? nil : back.reason))
                    #expect(resolution.date >= IndependenceDay.minimum && resolution.date <= IndependenceDay.maximum)
                default:
                    Issue.record("\(mode) \(locale): \(rows) scrolled back to \(back.rows), which is not allowed")
                }
            }
        }
    }
}
