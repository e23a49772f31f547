import Foundation
import Testing
@testable import PickerCore

/// Times a daylight-saving change skips resolve as `Calendar` resolves them (forwards), and never leave
/// the limits.
@Suite("Date picker and daylight saving")
struct DatePickerDaylightSavingTests {
    func zone(_ id: String) throws -> TimeZone { try #require(TimeZone(identifier: id)) }

    @Test(arguments: [
        ("America/New_York", "2026-03-08 01:30:00 -0500", "2026-03-08 03:30"),
        ("Europe/Amsterdam", "2026-03-29 01:30:00 +0100", "2026-03-29 03:30"),
    ])
    func theSkippedHourMovesForward(zoneID: String, start: String, expected: String) throws {
        let m = try DatePickerModel(mode: .time, date: instant(start), locale: Locale(identifier: "nl_NL"), timeZone: zone(zoneID))
        #expect(m.selectedRows == [1, 30])
        let skipped = m.resolve(rows: [2, 30])
        #expect(m.wallClock(skipped.date) == expected && skipped.rows == [3, 30] && skipped.adjustment == .normalized)
        // Every hour row can be chosen, and each resolves to a real time on that day.
        for hour in 0..<24 {
            let r = m.resolve(rows: [hour, 30])
            #expect(m.isRowEnabled(hour, inColumn: 0, rows: m.selectedRows))
            #expect(m.resolve(rows: r.rows).rows == r.rows, "hour \(hour) is a fixed point once resolved")
        }
    }

    @Test func aSkippedTimeNeverLeavesTheLimits() throws {
        let newYork = try zone("America/New_York")
        let m = try DatePickerModel(
            mode: .dateAndTime, date: instant("2026-03-08 01:30:00 -0500"), timeZone: newYork,
            minimumDate: instant("2026-03-07 00:00:00 -0500"), maximumDate: instant("2026-03-08 03:15:00 -0400"))
        // 2:30 does not exist; Calendar makes it 3:30 EDT, after the maximum: the maximum it is.
        let r = m.resolve(rows: m.rows([.hour: 2, .minute: 30]))
        #expect(r.date == instant("2026-03-08 03:15:00 -0400") && r.adjustment == .maximum)
        #expect(m.enabledRows(.hour) == Array(0...3))
    }

    @Test func theRepeatedHourResolvesToOneOfItsTimes() throws {
        let m = try DatePickerModel(
            mode: .time, date: instant("2026-11-01 00:30:00 -0400"), locale: Locale(identifier: "de_DE"),
            timeZone: zone("America/New_York"))
        let r = m.resolve(rows: [1, 30])
        #expect(r.rows == [1, 30] && r.adjustment == .none)
        #expect([instant("2026-11-01 01:30:00 -0400"), instant("2026-11-01 01:30:00 -0500")].contains(r.date))
    }

    @Test func aDateAndTimePickerCountsDaysAcrossTheChange() throws {
        let m = try DatePickerModel(mode: .dateAndTime, date: instant("2026-03-07 12:00:00 +0100"), timeZone: zone("Europe/Amsterdam"))
        let next = m.rows([.date: m.selectedRows[0] + 2])  // Monday 9 March, after the change (29 March is later; no gap here)
        #expect(m.wallClock(m.resolve(rows: next).date) == "2026-03-09 12:00")
        let amsterdam = try DatePickerModel(mode: .dateAndTime, date: instant("2026-03-28 12:00:00 +0100"), timeZone: zone("Europe/Amsterdam"))
        let sunday = amsterdam.rows([.date: amsterdam.selectedRows[0] + 1, .hour: 2, .minute: 15])
        let r = amsterdam.resolve(rows: sunday)
        #expect(amsterdam.wallClock(r.date) == "2026-03-29 03:15" && r.rows[0] == amsterdam.selectedRows[0] + 1)
    }
}
