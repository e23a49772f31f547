import Foundation
import PickerCore
import PickerTestSupport
import Testing
@testable import PickerWidgets

@Suite("Date picker input")
struct DatePickerInputTests {
    @Test func turningTheYearPastTheMaximumScrollsBackToIt() throws {
        let h = try Independence.harness()
        h.turn(.year, by: 3, at: 0)  // 1773 -> 1776: 16 December 1776 is after 4 July 1776
        #expect(h.changes.isEmpty, "nothing is reported before the wheels stop")
        h.settle()
        #expect(h.picker.date == Independence.maximum)
        #expect(h.picker.wheels.components.map(\.model.selectedRow) == [6, 3, 3])
        #expect(h.changes.count == 1)
        let change = try #require(h.changes.first)
        #expect(change.widget == "independence" && change.kind == "DatePicker")
        #expect(change["date"] == .string("1776-07-04T12:00:00-05:00") && change["scrolledBack"] == .string("maximum"))
        #expect(change["value"] == .string("July 4, 1776") && change["mode"] == .string("date"))
    }

    @Test func turningTheMonthPastTheMaximumScrollsBack() throws {
        let h = try Independence.harness()
        h.picker.setDate(testDate("1776-07-01 12:00:00 -0500"), animated: false)
        h.turn(.month, by: 2, at: 0)  // September 1776
        h.settle()
        #expect(h.picker.date == Independence.maximum && h.reportedDates == ["1776-07-04T12:00:00-05:00"])
        // And backwards past the minimum: December 1773 -> November 1773.
        h.picker.setDate(testDate("1773-12-20 12:00:00 -0500"), animated: false)
        h.turn(.month, by: -1, at: h.now + 1)
        h.settle()
        #expect(h.picker.date == Independence.minimum)
        #expect(h.changes.last?["scrolledBack"] == .string("minimum"))
        #expect(h.changes.count == 2)
    }

    @Test func anImpossibleDayGoesBackToTheLastDayOfTheMonth() throws {
        let h = try Independence.harness()
        h.picker.date = testDate("1775-01-31 12:00:00 -0500")
        h.root.setFocus(h.picker)
        h.key(.down, at: 0)  // month: January -> February 1775, day 31
        h.settle()
        #expect(h.wallClock == "1775-02-28 12:00")
        #expect(h.changes.count == 1 && h.changes.first?["scrolledBack"] == .string("impossibleDay"))
        // 1776 is a leap year: 31 -> 29 February.
        h.picker.date = testDate("1776-01-31 12:00:00 -0500")
        h.key(.down, at: h.now + 0.1)
        h.settle()
        #expect(h.wallClock == "1776-02-29 12:00")
    }

    @Test func aMonthPastTheLimitWithAnImpossibleDayGoesToTheLimit() throws {
        let h = try Independence.harness()
        h.picker.date = testDate("1776-05-31 12:00:00 -0500")
        h.turn(.month, by: 4, at: 0)  // 31 September 1776: after the maximum however it is read
        h.settle()
        #expect(h.picker.date == Independence.maximum && h.changes.count == 1)
        #expect(h.changes.first?["scrolledBack"] == .string("maximum"))
    }

    @Test func aFingerHoldingAWheelDelaysTheReport() throws {
        let h = try Independence.harness()
        h.picker.date = testDate("1775-03-10 12:00:00 -0500")
        let finger = PointerID(1)
        let midY = h.picker.frame.midY
        h.send(.pointerDown(PointerEvent(pointer: finger, kind: .touch, location: Point(x: h.x(of: .year), y: midY), time: 0)))
        h.wheel(h.x(of: .day), midY, notches: -2, at: 0.1)  // the day wheel turns on by two and settles
        h.run(until: 2)
        #expect(h.picker.wheels.components[1].model.selectedRow == 11)
        #expect(h.changes.isEmpty, "a finger still holds the year wheel")
        h.send(.pointerUp(PointerEvent(pointer: finger, kind: .touch, location: Point(x: h.x(of: .year), y: midY), time: 2.1)))
        h.settle()
        #expect(h.reportedDates == ["1775-03-12T12:00:00-05:00"])
    }

    @Test func aFlingLandsOnAnAllowedDateAndReportsOnce() throws {
        let h = try Independence.harness()
        let x = h.x(of: .day), midY = h.picker.frame.midY
        h.down(x, midY + 80, at: 0)
        for i in 1...6 { h.move(x, midY + 80 - Double(i) * 25, at: Double(i) * 0.01) }
        h.up(x, midY - 70, at: 0.06)
        h.run(until: 0.3)
        #expect(h.picker.isAnimating && h.changes.isEmpty)
        h.settle()
        #expect(h.changes.count == 1)
        #expect(h.picker.date >= Independence.minimum && h.picker.date <= Independence.maximum)
        #expect(h.picker.wheels.components.map(\.model.selectedRow) == h.picker.model.selectedRows)
        #expect(h.picker.model.month(of: h.picker.date) == 12)
    }

    @Test func setDateIsNotReportedAndAnimatesWhenAsked() throws {
        let h = try Independence.harness()
        h.picker.setDate(testDate("1775-04-19 12:00:00 -0500"), animated: true)
        #expect(h.picker.isAnimating)
        #expect(h.wallClock == "1775-04-19 12:00")
        h.settle()
        #expect(h.picker.wheels.components.map(\.model.selectedRow) == [3, 18, 2] && h.changes.isEmpty)
        // Outside the limits: clamped.
        h.picker.date = testDate("1800-01-01 00:00:00 -0500")
        #expect(h.picker.date == Independence.maximum && h.changes.isEmpty)
    }

    @Test func theHourWheelPassing11ChangesAMToPM() throws {
        let picker = try DatePicker(
            id: "t", mode: .time, date: testDate("2026-11-21 11:20:00 +0000"), timeZone: TimeZone(secondsFromGMT: 0))
        let h = DateHarness(picker)
        h.root.setFocus(picker)
        h.key(.down, at: 0)  // hour 11 -> 12
        h.settle()
        #expect(h.wallClock == "2026-11-21 12:20")
        #expect(picker.wheels.components.map(\.model.selectedRow) == [12, 20, 1])
        // AM/PM: PM -> AM keeps the hour's title: 12:20 AM.
        h.key(.right, at: h.now + 0.1)
        h.key(.right, at: h.now + 0.1)
        h.key(.up, at: h.now + 0.1)
        h.settle()
        #expect(h.wallClock == "2026-11-21 00:20" && picker.wheels.components.map(\.model.selectedRow) == [0, 20, 0])
        // Foundation puts a narrow no-break space before AM/PM.
        #expect(h.changes.compactMap { $0["value"] } == [.string("12:20\u{202F}PM"), .string("12:20\u{202F}AM")])
    }

    @Test func theSkippedHourOfADaylightSavingChangeResolvesForwards() throws {
        let zone = try #require(TimeZone(identifier: "America/New_York"))
        let picker = try DatePicker(
            id: "t", mode: .time, date: testDate("2026-03-08 01:30:00 -0500"), locale: Locale(identifier: "de_DE"), timeZone: zone)
        let h = DateHarness(picker)
        h.turn(.hour, by: 1, at: 0)  // 2:30 does not exist that night
        h.settle()
        #expect(h.reportedDates == ["2026-03-08T03:30:00-04:00"])
        #expect(picker.wheels.components.map(\.model.selectedRow) == [3, 30])
    }

    @Test func badSettingsThrowAndChangeNothing() throws {
        #expect(throws: PickerError.self) { try DatePicker(id: "d", date: Independence.minimum, minuteInterval: 7) }
        #expect(throws: PickerError.self) {
            try DatePicker(id: "d", date: Independence.minimum, minimumDate: Independence.maximum, maximumDate: Independence.minimum)
        }
        let h = try Independence.harness()
        #expect(throws: PickerError.self) { try h.picker.setMinuteInterval(45) }
        #expect(throws: PickerError.self) { try h.picker.setMaximumDate(testDate("1700-01-01 00:00:00 +0000")) }
        #expect(h.picker.minuteInterval == 1 && h.picker.maximumDate == Independence.maximum)
        #expect(h.picker.date == Independence.minimum && h.picker.wheels.numberOfComponents == 3)
    }

    @Test func switchingModesRebuildsTheWheels() throws {
        let h = try Independence.harness()
        h.picker.datePickerMode = .dateAndTime
        #expect(h.picker.wheels.componentIdentifiers == ["date", "hour", "minute", "dayPeriod"])
        #expect(h.picker.date == Independence.minimum)
        h.picker.datePickerMode = .countDownTimer
        #expect(h.picker.wheels.componentIdentifiers == ["hours", "minutes"] && h.picker.countDownDuration == 60)
        h.picker.countDownDuration = 5_400
        #expect(h.picker.wheels.components.map(\.model.selectedRow) == [1, 30])
        h.root.setFocus(h.picker)
        h.key(.up, at: 0)  // 0 h 30 min
        h.settle()
        #expect(h.picker.countDownDuration == 1_800 && h.changes.last?["duration"] == .double(1_800))
        h.key(.right, at: h.now + 0.1)
        h.key(.home, at: h.now + 0.1)  // 0 min: not allowed, on to 1 min
        h.settle()
        #expect(h.picker.countDownDuration == 60 && h.picker.wheels.components.map(\.model.selectedRow) == [0, 1])
        try h.picker.setMinuteInterval(15)
        #expect(h.picker.countDownDuration == 900 && h.picker.wheels.numberOfRows(inComponent: 1) == 4)
        h.picker.locale = Locale(identifier: "ja_JP")
        h.picker.datePickerMode = .date
        #expect(h.picker.wheels.componentIdentifiers == ["year", "month", "day"])
    }
}
