import Foundation
import Testing
@testable import PickerCore

@Suite("Date picker rules")
struct DatePickerRulesTests {
    @Test func badSettingsThrowWithAMessageAndChangeNothing() throws {
        for interval in [0, -5, 7, 8, 45, 60, 90] {
            #expect(throws: PickerError.self) { try DatePickerModel(date: Date(timeIntervalSince1970: 0), minuteInterval: interval) }
        }
        let model = try DatePickerModel(mode: .time, date: instant("2026-11-21 10:07:00 +0000"), minuteInterval: 5)
        do {
            try model.setMinuteInterval(7)
            Issue.record("minute interval 7 was accepted")
        } catch let error as PickerError {
            #expect(error.description.contains("minuteInterval 7") && error.description.contains("divide 60"))
        }
        #expect(model.minuteInterval == 5 && model.columns[1].rowCount == 12)
        for interval in DatePickerModel.validMinuteIntervals { try model.setMinuteInterval(interval) }

        let m = try IndependenceDay.model()
        do {
            try m.setDateRange(minimum: IndependenceDay.maximum, maximum: IndependenceDay.minimum)
            Issue.record("a minimum after the maximum was accepted")
        } catch let error as PickerError {
            #expect(error.description.contains("minimumDate") && error.description.contains("after maximumDate"))
        }
        #expect(m.minimumDate == IndependenceDay.minimum && m.maximumDate == IndependenceDay.maximum)
        #expect(throws: PickerError.self) { try m.setMaximumDate(instant("1700-01-01 00:00:00 +0000")) }
        #expect(throws: PickerError.self) {
            try DatePickerModel(date: IndependenceDay.minimum, minimumDate: IndependenceDay.maximum, maximumDate: IndependenceDay.minimum)
        }
    }

    @Test func theIndependenceDayPickerStartsAtTheMinimum() throws {
        let m = try IndependenceDay.model()
        #expect(m.kinds == [.month, .day, .year])
        #expect(m.date == IndependenceDay.minimum)
        #expect(m.selectedRows == [11, 15, 0])
        #expect(m.columns[2].rowCount == 4)  // 1773 ... 1776
        #expect((0..<4).map { m.title(forRow: $0, inColumn: 2) } == ["1773", "1774", "1775", "1776"])
    }

    @Test func rowsOutsideTheLimitsAndImpossibleDaysAreGreyed() throws {
        let m = try IndependenceDay.model()
        // December 1773: the months before are greyed, and the days before the 16th.
        #expect(m.enabledRows(.month) == [11])
        #expect(m.enabledRows(.day) == Array(15...30))
        #expect(m.enabledRows(.year) == [0, 1, 2, 3])
        // July 1776: the months after July and the days after the 4th.
        let july1776 = m.rows([.month: 6, .day: 3, .year: 3])
        #expect(m.enabledRows(.month, rows: july1776) == Array(0...6))
        #expect(m.enabledRows(.day, rows: july1776) == Array(0...3))
        // February: 1776 is a leap year, 1775 is not; April has 30 days.
        #expect(m.enabledRows(.day, rows: m.rows([.month: 1, .year: 3])) == Array(0...28))
        #expect(m.enabledRows(.day, rows: m.rows([.month: 1, .year: 2])) == Array(0...27))
        #expect(m.enabledRows(.day, rows: m.rows([.month: 3, .year: 2])) == Array(0...29))
        // Rows that do not exist are not enabled.
        #expect(!m.isRowEnabled(31, inColumn: 1, rows: m.selectedRows) && !m.isRowEnabled(0, inColumn: 7, rows: m.selectedRows))
    }

    @Test func aCombinationPastALimitGoesToTheLimit() throws {
        let m = try IndependenceDay.model()
        let late = m.resolve(rows: m.rows([.month: 8, .day: 15, .year: 3]))  // 16 September 1776
        #expect(late.adjustment == .maximum && late.date == IndependenceDay.maximum && late.rows == [6, 3, 3])
        let early = m.resolve(rows: m.rows([.month: 0]))  // 16 January 1773
        #expect(early.adjustment == .minimum && early.date == IndependenceDay.minimum && early.rows == [11, 15, 0])
        let inside = m.resolve(rows: m.rows([.month: 4, .day: 9, .year: 2]))  // 10 May 1775
        #expect(inside.adjustment == .none && m.wallClock(inside.date) == "1775-05-10 12:00")
        #expect(m.commit(inside) && m.date == inside.date && m.selectedRows == [4, 9, 2])
        #expect(!m.commit(inside))
    }

    @Test func anImpossibleDayGoesToTheMonthsLastDay() throws {
        let m = try IndependenceDay.model()
        let february = m.resolve(rows: m.rows([.month: 1, .day: 29, .year: 2]))  // 30 February 1775
        #expect(february.adjustment == .impossibleDay && m.wallClock(february.date) == "1775-02-28 12:00")
        #expect(february.rows == [1, 27, 2])
        let leap = m.resolve(rows: m.rows([.month: 1, .day: 30, .year: 3]))  // 31 February 1776
        #expect(m.wallClock(leap.date) == "1776-02-29 12:00")
        let april = m.resolve(rows: m.rows([.month: 3, .day: 30, .year: 3]))
        #expect(m.wallClock(april.date) == "1776-04-30 12:00")
    }

    /// The limit is checked first, with the days past the month's end carried over (30 February is
    /// 1 or 2 March); only a combination within the limits has its day brought back into the month.
    @Test func theLimitComesBeforeTheImpossibleDay() throws {
        let m = try IndependenceDay.model()
        // 31 June 1776 carries to 1 July, inside the limits: the day comes back to 30 June.
        #expect(m.wallClock(m.resolve(rows: m.rows([.month: 5, .day: 30, .year: 3])).date) == "1776-06-30 12:00")
        // 31 September 1776 is past the maximum however it is read: the maximum.
        let september = m.resolve(rows: m.rows([.month: 8, .day: 30, .year: 3]))
        #expect(september.adjustment == .maximum && september.date == IndependenceDay.maximum)

        let zone = IndependenceDay.zone
        // Limits in February 1776: 30 February carries to 1 March, after a maximum of 20 February.
        let tight = try DatePickerModel(
            mode: .date, date: instant("1776-02-10 12:00:00 -0500"), timeZone: zone,
            minimumDate: instant("1776-02-01 12:00:00 -0500"), maximumDate: instant("1776-02-20 12:00:00 -0500"))
        let carried = tight.resolve(rows: tight.rows([.day: 29]))
        #expect(carried.adjustment == .maximum && tight.wallClock(carried.date) == "1776-02-20 12:00")
        // A maximum of 1 March lets the carried day in, so the day comes back to 29 February.
        try tight.setMaximumDate(instant("1776-03-01 12:00:00 -0500"))
        let back = tight.resolve(rows: tight.rows([.day: 29]))
        #expect(back.adjustment == .impossibleDay && tight.wallClock(back.date) == "1776-02-29 12:00")
        // A minimum of 1 March: 30 February carries into the limits, its last day is before them, and
        // the final clamp keeps the result inside.
        let after = try DatePickerModel(
            mode: .date, date: instant("1776-03-05 12:00:00 -0500"), timeZone: zone,
            minimumDate: instant("1776-03-01 12:00:00 -0500"), maximumDate: instant("1776-03-31 12:00:00 -0500"))
        let clamped = after.resolve(rows: after.rows([.month: 1, .day: 29]))
        #expect(after.wallClock(clamped.date) == "1776-03-01 12:00")
    }

    @Test func dateModeCountsOnlyTheDayOfTheLimits() throws {
        // The date keeps its time of day; on the minimum's day an earlier time is clamped to the minimum.
        let m = try DatePickerModel(
            mode: .date, date: instant("1774-03-01 08:00:00 -0500"), timeZone: IndependenceDay.zone,
            minimumDate: IndependenceDay.minimum, maximumDate: IndependenceDay.maximum)
        #expect(m.wallClock(m.date) == "1774-03-01 08:00")
        let firstDay = m.resolve(rows: m.rows([.month: 11, .day: 15, .year: 0]))
        #expect(firstDay.adjustment == .none && firstDay.date == IndependenceDay.minimum)
        let lastDay = m.resolve(rows: m.rows([.month: 6, .day: 3, .year: 3]))
        #expect(lastDay.adjustment == .none && m.wallClock(lastDay.date) == "1776-07-04 08:00")
        // In dateAndTime mode the limit is exact: 4 July 1776 is allowed, but only until noon.
        let exact = try IndependenceDay.model(mode: .dateAndTime)
        #expect(exact.enabledRows(.date).count == exact.columns[0].rowCount)
        let lastDayRows = exact.rows([.date: exact.columns[0].rowCount - 1])
        #expect(exact.enabledRows(.hour, rows: lastDayRows) == Array(0...12))
        let evening = exact.resolve(rows: exact.rows([.date: exact.columns[0].rowCount - 1, .hour: 18]))
        #expect(evening.adjustment == .maximum && evening.date == IndependenceDay.maximum)
    }

    @Test func twelveHourClocksChangeAMAndPMAsAClockDoes() throws {
        let zone = TimeZone(secondsFromGMT: 0)!
        let m = try DatePickerModel(mode: .time, date: instant("2026-11-21 11:20:00 +0000"), timeZone: zone)
        #expect(m.selectedRows == [11, 20, 0])
        // The hour wheel passes 11 -> 12: noon, PM.
        let noon = m.resolve(rows: [12, 20, 0])
        #expect(m.wallClock(noon.date) == "2026-11-21 12:20" && noon.rows == [12, 20, 1])
        m.commit(noon)
        // Turning the AM/PM wheel keeps the hour's title: 12:20 PM -> 12:20 AM.
        let midnight = m.resolve(rows: [12, 20, 0])
        #expect(m.wallClock(midnight.date) == "2026-11-21 00:20" && midnight.rows == [0, 20, 0])
        m.commit(midnight)
        // Back from 12 AM to 11: 11 PM of the same day.
        let evening = m.resolve(rows: [23, 20, 0])
        #expect(m.wallClock(evening.date) == "2026-11-21 23:20" && evening.rows == [23, 20, 1])
        m.commit(evening)
        // Both wheels turned before they stopped: the AM/PM wheel decides the half, the hour wheel the title.
        let both = m.resolve(rows: [14, 20, 0])  // "2" and AM
        #expect(m.wallClock(both.date) == "2026-11-21 02:20" && both.rows == [2, 20, 0])
    }

    @Test func minutesAreRoundedToTheInterval() throws {
        let zone = TimeZone(secondsFromGMT: 0)!
        let m = try DatePickerModel(mode: .time, date: instant("2026-11-21 10:07:00 +0000"), timeZone: zone, minuteInterval: 5)
        #expect(m.wallClock(m.date) == "2026-11-21 10:05" && m.selectedRows == [10, 1, 0])
        m.setDate(instant("2026-11-21 10:08:00 +0000"))
        #expect(m.wallClock(m.date) == "2026-11-21 10:10")
        m.setDate(instant("2026-11-21 10:58:31 +0000"))
        #expect(m.wallClock(m.date) == "2026-11-21 11:00")
        try m.setMinuteInterval(15)
        #expect(m.wallClock(m.date) == "2026-11-21 11:00" && m.selectedRows == [11, 0, 0])
        // A minimum off the interval: the first multiple after it.
        try m.setDateRange(minimum: instant("2026-11-21 12:03:00 +0000"), maximum: instant("2026-11-21 18:00:00 +0000"))
        #expect(m.wallClock(m.date) == "2026-11-21 12:15")
        #expect(m.enabledRows(.minute, rows: m.rows([.hour: 12])) == [1, 2, 3])
        let early = m.resolve(rows: m.rows([.hour: 12, .minute: 0]))
        #expect(early.adjustment == .minimum && m.wallClock(early.date) == "2026-11-21 12:15")
        // Date mode keeps the time as it is.
        let d = try DatePickerModel(mode: .date, date: instant("2026-11-21 10:07:31 +0000"), timeZone: zone, minuteInterval: 5)
        #expect(d.date == instant("2026-11-21 10:07:31 +0000"))
    }

    @Test func countDownDurationsAreClamped() throws {
        let m = try DatePickerModel(mode: .countDownTimer, date: Date(timeIntervalSince1970: 0), countDownDuration: 0)
        #expect(m.countDownDuration == 60 && m.selectedRows == [0, 1])
        #expect(m.setCountDownDuration(100_000) == 86_340 && m.selectedRows == [23, 59])
        #expect(m.setCountDownDuration(.nan) == 60)
        #expect(m.setCountDownDuration(-.infinity) == 60 && m.setCountDownDuration(.infinity) == 86_340)
        #expect(m.setCountDownDuration(5_430) == 5_460)  // 90.5 minutes: the nearest whole minute
        try m.setMinuteInterval(5)
        #expect(m.countDownDuration == 5_400 && m.selectedRows == [1, 6])
        #expect(m.setCountDownDuration(0) == 300 && m.setCountDownDuration(86_340) == 86_100)
        #expect(m.setCountDownDuration(3_725) == 3_600)
        // Zero minutes is greyed and scrolls on to the first interval.
        m.setCountDownDuration(600)
        #expect(m.enabledRows(.minutes) == Array(1..<12))
        #expect(m.enabledRows(.minutes, rows: [1, 0]) == Array(0..<12))
        let zero = m.resolve(rows: [0, 0])
        #expect(zero.countDownDuration == 300 && zero.rows == [0, 1] && zero.adjustment == .normalized)
        let ninety = m.resolve(rows: [1, 6])
        #expect(ninety.countDownDuration == 5_400 && ninety.adjustment == .none)
    }
}
