import Foundation
import PickerCore
import PickerInspection
import PickerTestSupport
import Testing
@testable import PickerWidgets

/// Range mode for touch and controller users: plain taps (or Enter on the focused day) make a range.
@Suite("Calendar picker ranges without Shift")
struct CalendarPickerRangeTapTests {
    /// Taps `iso` with a finger at `t` and lets the motion settle.
    func touch(_ h: CalendarHarness, _ iso: String, at t: Double) throws {
        let frame = try #require(h.cell(iso))
        let finger = PointerID(7)
        h.down(frame.midX, frame.midY, at: t, pointer: finger)
        h.up(frame.midX, frame.midY, at: t + 0.05, pointer: finger)
        h.run(until: t + 1.5)
    }

    @Test func aTapThenATapMakesARangeReportedOncePerTap() throws {
        let h = try CalendarHarness(mode: .range)
        var reported: [CalendarSelection] = []
        h.picker.onValueChanged = { reported.append($0) }
        try touch(h, "2026-11-10", at: 0)
        #expect(h.picker.selection.isAwaitingRangeEnd)
        try touch(h, "2026-11-13", at: 2)
        #expect(h.picker.selection.range == day(2026, 11, 10)...day(2026, 11, 13))
        #expect(!h.picker.selection.isAwaitingRangeEnd)
        #expect(reported.count == 2)
        #expect(h.changes.last?["start"] == .string("2026-11-10"))
        #expect(h.changes.last?["end"] == .string("2026-11-13"))
        let selected = h.picker.grid.layoutParts.filter { $0.extra.contains { $0.0 == "selected" && $0.1 == .bool(true) } }
        #expect(selected.count == 4)
    }

    @Test func aThirdTapStartsANewRange() throws {
        let h = try CalendarHarness(mode: .range)
        h.click("2026-11-10", at: 0)
        h.click("2026-11-13", at: 2)
        h.click("2026-11-20", at: 4)
        #expect(h.picker.selection.range == day(2026, 11, 20)...day(2026, 11, 20))
        #expect(h.picker.selection.isAwaitingRangeEnd)
        #expect(h.changes.filter { $0.widget == "calendar" }.count == 3)
        h.click("2026-11-24", at: 6)
        #expect(h.selectedDays == ["2026-11-20", "2026-11-24"])
    }

    @Test func aTapBeforeTheStartBecomesTheStart() throws {
        let h = try CalendarHarness(mode: .range)
        h.click("2026-11-18", at: 0)
        h.click("2026-11-09", at: 2)
        #expect(h.picker.selection.rangeAnchor == day(2026, 11, 9))
        #expect(h.picker.selection.range == day(2026, 11, 9)...day(2026, 11, 18))
        #expect(h.changes.last?["start"] == .string("2026-11-09"))
        #expect(h.changes.last?["end"] == .string("2026-11-18"))
    }

    @Test func theSameDayTwiceIsAOneDayRange() throws {
        let h = try CalendarHarness(mode: .range)
        h.click("2026-11-12", at: 0)
        h.click("2026-11-12", at: 2)
        #expect(h.picker.selection.range == day(2026, 11, 12)...day(2026, 11, 12))
        #expect(!h.picker.selection.isAwaitingRangeEnd)
        #expect(h.changes.filter { $0.widget == "calendar" }.count == 2)
    }

    @Test func enterOnTheFocusedDayTwiceMakesARange() throws {
        let h = try CalendarHarness(mode: .range)
        h.root.setFocus(h.picker.grid)
        h.click("2026-11-20", at: 0)
        h.press(.down, at: 2)
        h.press(.right, at: 4)
        h.press(.space, at: 6)
        #expect(h.picker.selection.range == day(2026, 11, 20)...day(2026, 11, 28))
        h.press(.left, at: 8)
        h.press(.enter, at: 10)
        #expect(h.picker.selection.range == day(2026, 11, 27)...day(2026, 11, 27))
        #expect(h.changes.filter { $0.widget == "calendar" }.count == 3)
    }

    @Test func shiftClickStillExtendsAfterATapEndedRange() throws {
        let h = try CalendarHarness(mode: .range)
        h.click("2026-11-10", at: 0)
        h.click("2026-11-12", at: 2)
        h.click("2026-11-16", at: 4, modifiers: .shift)
        #expect(h.picker.selection.range == day(2026, 11, 10)...day(2026, 11, 16))
        #expect(h.changes.filter { $0.widget == "calendar" }.count == 3)
    }

    @Test func aDisabledDayNeitherEndsNorStartsARange() throws {
        let calendar = testCalendar()
        let rules = try CalendarDayRules(
            minimumDate: day(2026, 11, 10), maximumDate: day(2026, 11, 25),
            isDateEnabled: { !calendar.isDateInWeekend($0) })
        let h = try CalendarHarness(mode: .range, rules: rules)
        h.click("2026-11-14", at: 0)   // a Saturday: refused, nothing starts
        #expect(h.picker.selection.range == nil && h.changes.isEmpty)
        h.click("2026-11-11", at: 2)
        h.click("2026-11-26", at: 4)   // after the maximum: refused, the range still waits for its end
        #expect(h.picker.selection.isAwaitingRangeEnd)
        #expect(h.picker.selection.range == day(2026, 11, 11)...day(2026, 11, 11))
        h.click("2026-11-13", at: 6)
        #expect(h.picker.selection.range == day(2026, 11, 11)...day(2026, 11, 13))
        #expect(h.changes.filter { $0.widget == "calendar" }.count == 2)
    }
}
