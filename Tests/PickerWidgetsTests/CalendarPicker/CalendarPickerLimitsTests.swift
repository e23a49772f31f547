import Foundation
import PickerCore
import PickerInspection
import PickerTestSupport
import Testing
@testable import PickerWidgets

@Suite("Calendar picker limits")
struct CalendarPickerLimitsTests {
    /// 10 to 25 November 2026, weekends disabled by a predicate.
    func limitedHarness(mode: CalendarSelectionMode = .single) throws -> CalendarHarness {
        let calendar = testCalendar()
        let rules = try CalendarDayRules(
            minimumDate: day(2026, 11, 10), maximumDate: day(2026, 11, 25),
            isDateEnabled: { !calendar.isDateInWeekend($0) })
        return try CalendarHarness(mode: mode, rules: rules)
    }

    @Test func disabledDaysCannotBeClickedOrEntered() throws {
        let h = try limitedHarness()
        h.click("2026-11-05", at: 0)   // before the minimum
        h.click("2026-11-14", at: 2)   // a Saturday
        h.click("2026-11-26", at: 4)   // after the maximum
        h.click("2026-12-01", at: 6)   // next month, after the maximum
        #expect(h.selectedDays.isEmpty && h.changes.isEmpty)
        #expect(h.shownMonth == "2026-11")
        h.root.setFocus(h.picker.grid)
        h.press(.home, at: 8)           // focus starts at the minimum (Tue 10): week start is Sun 8, clamped
        #expect(h.picker.grid.focusedDay == day(2026, 11, 10))
        h.press(.right, at: 10)
        h.press(.right, at: 12)
        h.press(.right, at: 14)
        h.press(.right, at: 16)         // Sat 14
        h.press(.enter, at: 18)
        #expect(h.selectedDays.isEmpty)
        let disabled = h.picker.grid.layoutParts.filter { $0.extra.contains { $0.0 == "disabled" && $0.1 == .bool(true) } }
        #expect(disabled.count == 42 - 12)   // 12 weekdays from 10 to 25 November
    }

    @Test func navigationNeverLeavesTheAllowedMonths() throws {
        let h = try limitedHarness()
        h.root.setFocus(h.picker.grid)
        h.press(.pageDown, at: 0)
        h.press(.pageUp, at: 2)
        h.press(.pageUp, at: 4, modifiers: .shift)
        #expect(h.shownMonth == "2026-11")
        #expect(h.picker.grid.numberOfMonths == 1)
        h.slide(by: -250, at: 10)
        h.slide(by: 250, at: 20)
        #expect(h.shownMonth == "2026-11")
        // The header offers only 2026; its cyclic month snaps back to November.
        #expect(h.picker.header.years == 2026...2026)
        let segment = try #require(h.picker.header.frame(ofComponent: CalendarHeader.monthComponent))
        h.down(segment.maxX - 10, segment.midY, at: 30)
        h.up(segment.maxX - 10, segment.midY, at: 30.05)
        h.run(until: 33)
        #expect(h.header == (2026, 11))
        #expect(h.shownMonth == "2026-11")
        for t in stride(from: 40.0, to: 60, by: 2) { h.press(.down, at: t) }
        #expect(h.picker.grid.focusedDay <= day(2026, 11, 25))
    }

    @Test func invalidLimitsThrowWithAMessage() {
        #expect(throws: PickerError.self) {
            _ = try CalendarDayRules(minimumDate: day(2026, 12, 1), maximumDate: day(2026, 11, 1))
        }
    }

    @Test func aRandomEventStreamNeverSelectsADisabledDayOrLeavesTheRange() throws {
        for seed in 0..<4 {
            var generator = SplitMix64(seed: UInt64(seed))
            let h = try limitedHarness(mode: CalendarSelectionMode.allCases[seed % 3])
            h.root.setFocus(h.picker.grid)
            var t = 0.0
            let keys: [Key] = [.left, .right, .up, .down, .pageUp, .pageDown, .home, .end, .enter, .space, .tab]
            for _ in 0..<2000 {
                t += Double.random(in: 0.001...0.05, using: &generator)
                let point = Point(x: Double.random(in: 0...450, using: &generator), y: Double.random(in: 0...420, using: &generator))
                let pointer = PointerID(Int.random(in: 0...2, using: &generator))
                switch Int.random(in: 0..<7, using: &generator) {
                case 0: h.send(.pointerDown(PointerEvent(pointer: pointer, location: point, time: t, modifiers: Bool.random(using: &generator) ? .shift : [])))
                case 1, 2: h.send(.pointerMoved(PointerEvent(pointer: pointer, location: point, time: t)))
                case 3: h.send(.pointerUp(PointerEvent(pointer: pointer, location: point, time: t)))
                case 4: h.send(.scroll(ScrollEvent(location: point, deltaX: 0, deltaY: Double.random(in: -3...3, using: &generator), time: t)))
                case 5: h.send(.key(KeyEvent(key: keys.randomElement(using: &generator)!, modifiers: Bool.random(using: &generator) ? .shift : [], time: t)))
                default: h.root.tick(now: t)
                }
                let selected = h.picker.selection.sortedDates + [h.picker.selection.range?.lowerBound, h.picker.selection.range?.upperBound].compactMap { $0 }
                for date in selected {
                    #expect(h.picker.grid.rules.isEnabled(date, calendar: h.calendar), "selected a disabled day")
                }
                #expect(h.picker.grid.months.targetRow == 0)
            }
            // Let go of every pointer, then everything comes to rest inside the range.
            for pointer in 0...2 { h.send(.pointerUp(PointerEvent(pointer: PointerID(pointer), location: Point(x: 0, y: 0), time: t + 0.01))) }
            h.run(until: t + 5)
            #expect(h.shownMonth == "2026-11")
            #expect(h.header == (2026, 11))
        }
    }
}
