import Foundation
import Testing
@testable import PickerCore

@Suite("Date picker columns per locale")
struct DatePickerLocaleTests {
    let day = instant("2026-11-21 15:05:00 +0000")

    func model(_ mode: DatePickerMode, _ locale: String) throws -> DatePickerModel {
        try DatePickerModel(mode: mode, date: day, locale: Locale(identifier: locale), timeZone: TimeZone(secondsFromGMT: 0))
    }

    @Test func columnOrderFollowsTheLocale() throws {
        let expected: [String: [DatePickerMode: [DatePickerColumn.Kind]]] = [
            "en_US": [
                .date: [.month, .day, .year], .time: [.hour, .minute, .dayPeriod],
                .dateAndTime: [.date, .hour, .minute, .dayPeriod], .yearAndMonth: [.month, .year],
                .countDownTimer: [.hours, .minutes],
            ],
            "nl_NL": [
                .date: [.day, .month, .year], .time: [.hour, .minute], .dateAndTime: [.date, .hour, .minute],
                .yearAndMonth: [.month, .year], .countDownTimer: [.hours, .minutes],
            ],
            "de_DE": [
                .date: [.day, .month, .year], .time: [.hour, .minute], .dateAndTime: [.date, .hour, .minute],
                .yearAndMonth: [.month, .year], .countDownTimer: [.hours, .minutes],
            ],
            "ja_JP": [
                .date: [.year, .month, .day], .time: [.hour, .minute], .dateAndTime: [.date, .hour, .minute],
                .yearAndMonth: [.year, .month], .countDownTimer: [.hours, .minutes],
            ],
            "ko_KR": [.time: [.dayPeriod, .hour, .minute]],
        ]
        for (locale, modes) in expected {
            for (mode, kinds) in modes {
                #expect(try model(mode, locale).kinds == kinds, "\(locale) \(mode)")
            }
        }
    }

    @Test func theValueIsWrittenForTheModeLocaleAndZoneInForceNow() throws {
        // The formatter is kept between calls: each change must still show.
        let model = try model(.date, "en_US")
        #expect(model.formattedValue() == "November 21, 2026")
        model.setLocale(Locale(identifier: "nl_NL"))
        #expect(model.formattedValue() == "21 november 2026")
        model.setMode(.time)
        #expect(model.formattedValue() == "15:05")
        model.setTimeZone(TimeZone(secondsFromGMT: 2 * 3600)!)
        #expect(model.formattedValue() == "17:05")
        _ = model.setDate(instant("2026-11-21 09:30:00 +0000"))
        #expect(model.formattedValue() == "11:30")
    }

    @Test func titlesAreTheLocalesOwn() throws {
        func titles(_ locale: String, _ mode: DatePickerMode, _ kind: DatePickerColumn.Kind, _ rows: [Int]) throws -> [String] {
            let m = try model(mode, locale)
            let column = try #require(m.column(of: kind))
            return rows.map { m.title(forRow: $0, inColumn: column) }
        }
        #expect(try titles("en_US", .date, .month, [0, 6]) == ["January", "July"])
        #expect(try titles("nl_NL", .date, .month, [0, 6]) == ["januari", "juli"])
        #expect(try titles("de_DE", .date, .month, [2, 6]) == ["März", "Juli"])
        #expect(try titles("ja_JP", .date, .month, [6]) == ["7月"])
        #expect(try titles("ja_JP", .date, .day, [3]) == ["4日"])
        #expect(try titles("en_US", .date, .day, [3, 30]) == ["4", "31"])
        let year = try model(.date, "ja_JP")
        #expect(year.title(forRow: 2025, inColumn: try #require(year.column(of: .year))) == "2026年")
        #expect(try titles("en_US", .time, .hour, [0, 1, 11, 12, 13, 23]) == ["12", "1", "11", "12", "1", "11"])
        #expect(try titles("nl_NL", .time, .hour, [0, 9, 23]) == ["00", "09", "23"])
        #expect(try titles("ja_JP", .time, .hour, [0, 9, 23]) == ["0", "9", "23"])
        #expect(try titles("en_US", .time, .minute, [0, 5, 59]) == ["00", "05", "59"])
        #expect(try titles("en_US", .time, .dayPeriod, [0, 1]) == ["AM", "PM"])
        #expect(try titles("ko_KR", .time, .dayPeriod, [0, 1]) == ["오전", "오후"])
        #expect(try titles("en_US", .countDownTimer, .hours, [1, 2]) == ["1 hour", "2 hours"])
        #expect(try titles("de_DE", .countDownTimer, .hours, [1, 2]) == ["1 Stunde", "2 Stunden"])
        #expect(try titles("en_US", .countDownTimer, .minutes, [25]) == ["25 min"])
        let dayRow = try model(.dateAndTime, "en_US")
        let dateColumn = try #require(dayRow.column(of: .date))
        #expect(dayRow.title(forRow: dayRow.selectedRows[dateColumn], inColumn: dateColumn) == "Sat, Nov 21")
        let dutch = try model(.dateAndTime, "nl_NL")
        #expect(dutch.title(forRow: dutch.selectedRows[0], inColumn: 0) == "za 21 nov")
    }

    @Test func rowsShowTheDate() throws {
        #expect(try model(.date, "en_US").selectedRows == [10, 20, 2025])
        #expect(try model(.date, "ja_JP").selectedRows == [2025, 10, 20])
        #expect(try model(.time, "en_US").selectedRows == [15, 5, 1])
        #expect(try model(.time, "de_DE").selectedRows == [15, 5])
        #expect(try model(.yearAndMonth, "nl_NL").selectedRows == [10, 2025])
        let days = try model(.dateAndTime, "en_US")
        // One row per day from 1 January of year 1 (the Julian calendar before October 1582, as Foundation's
        // Gregorian calendar counts).
        let calendar = days.calendar
        let first = try #require(calendar.date(from: DateComponents(year: 1, month: 1, day: 1)))
        let expected = try #require(calendar.dateComponents([.day], from: first, to: calendar.startOfDay(for: day)).day)
        #expect(days.selectedRows == [expected, 15, 5, 1])
    }

    @Test func everyColumnIsAsLongAsItsValues() throws {
        let m = try model(.date, "en_US")
        #expect(m.columns.map(\.rowCount) == [12, 31, 9999])
        #expect(m.columns.map(\.isCyclic) == [true, true, false])
        let t = try model(.time, "en_US")
        #expect(t.columns.map(\.rowCount) == [24, 60, 2])
        try t.setMinuteInterval(15)
        #expect(t.columns.map(\.rowCount) == [24, 4, 2])
        let c = try model(.countDownTimer, "en_US")
        #expect(c.columns.map(\.rowCount) == [24, 60] && c.columns.allSatisfy(\.isCyclic))
    }
}
