import Foundation
import PickerCore
import PickerTestSupport
import Testing
@testable import PickerWidgets

/// The date picker in right to left: the locale's columns read from the right, a time's hour still left
/// of its minute, the wheels turning as in English.
@Suite struct DatePickerRightToLeftTests {
    /// The column kinds from left to right.
    private func kindsFromLeft(_ h: DateHarness) -> [DatePickerColumn.Kind] {
        h.picker.model.columns.indices
            .sorted { h.picker.wheels.frame(ofComponent: $0)!.minX < h.picker.wheels.frame(ofComponent: $1)!.minX }
            .map { h.picker.model.columns[$0].kind }
    }

    @Test func hebrewDateColumnsRunFromTheRight() throws {
        let h = try Independence.harness(locale: "he_IL")
        #expect(h.picker.effectiveLayoutDirection == .rightToLeft)
        #expect(h.picker.model.columns.map(\.kind) == [.day, .month, .year])
        #expect(kindsFromLeft(h) == [.year, .month, .day])
        #expect(try kindsFromLeft(Independence.harness(locale: "en_US")) == [.month, .day, .year])
    }

    @Test func timeKeepsTheHourLeftOfTheMinute() throws {
        let time = try Independence.harness(locale: "ar_EG", mode: .time)
        #expect(time.picker.model.columns.map(\.kind) == [.hour, .minute, .dayPeriod])
        #expect(kindsFromLeft(time) == [.dayPeriod, .hour, .minute])
        let both = try Independence.harness(locale: "he_IL", mode: .dateAndTime)
        #expect(both.picker.model.columns.map(\.kind) == [.date, .hour, .minute])
        #expect(kindsFromLeft(both) == [.hour, .minute, .date])
        let timer = try Independence.harness(locale: "he_IL", mode: .countDownTimer)
        #expect(kindsFromLeft(timer) == [.hours, .minutes])
    }

    @Test func theSelectionBandSpansTheMirroredColumns() throws {
        let h = try Independence.harness(locale: "he_IL")
        let band = try #require(h.picker.wheels.selectionBandRect(theme: .light))
        let frames = (0..<3).map { h.picker.wheels.frame(ofComponent: $0)! }
        #expect(band.minX < frames[2].minX + 20 && band.maxX > frames[0].maxX - 20)
    }

    @Test func leftAndRightMoveTheFocusOnScreen() throws {
        let h = try Independence.harness(locale: "he_IL")
        h.root.setFocus(h.picker)
        h.picker.focusEntered(forward: true)
        #expect(h.picker.wheels.focusedComponent == 0)  // the day, on the right
        h.key(.left, at: 0)
        #expect(h.picker.wheels.focusedComponent == 1)  // the month, left of it
        h.key(.left, at: 0.1)
        #expect(h.picker.wheels.focusedComponent == 2)
        h.key(.right, at: 0.2)
        #expect(h.picker.wheels.focusedComponent == 1)
    }

    @Test func aVerticalDragChangesTheDateAsInEnglish() throws {
        var results: [String] = []
        for locale in ["en_US", "he_IL", "ar_EG"] {
            let h = try Independence.harness(locale: locale)
            h.turn(.day, by: 3, at: 0)
            h.settle()
            h.turn(.year, by: 1, at: 5)
            h.settle()
            results.append(h.wallClock)
            #expect(h.reportedDates.count == 2, "\(locale)")
        }
        #expect(results[0] == "1774-12-19 12:00")
        #expect(Set(results).count == 1, "\(results)")
    }

    @Test func changingTheLocaleChangesTheDirection() throws {
        let h = try Independence.harness(locale: "en_US")
        h.picker.locale = Locale(identifier: "he_IL")
        #expect(h.picker.effectiveLayoutDirection == .rightToLeft)
        #expect(kindsFromLeft(h) == [.year, .month, .day])
        h.picker.layoutDirection = .leftToRight
        #expect(kindsFromLeft(h) == [.day, .month, .year])
    }
}
