import Foundation
import Testing
@testable import PickerCore

/// Range mode without Shift: a tap starts a range, the next tap ends it, the one after starts a new one.
@Suite struct CalendarRangeTapTests {
    let utc = calendarFixture()
    func day(_ d: Int, hour: Int = 0) -> Date { calendarDay(2026, 3, d, utc, hour: hour) }

    @Test func tapThenTapMakesARange() {
        var selection = CalendarSelection(mode: .range)
        #expect(selection.select(day(10, hour: 9), extending: false, calendar: utc) == true)
        #expect(selection.isAwaitingRangeEnd && selection.range == day(10)...day(10))
        #expect(selection.select(day(14, hour: 17), extending: false, calendar: utc) == true)
        #expect(!selection.isAwaitingRangeEnd)
        #expect(selection.rangeAnchor == day(10) && selection.rangeEnd == day(14))
        #expect(selection.selectedDays(calendar: utc) == (10...14).map { day($0) })
        #expect(selection.sortedDates == [day(10), day(14)])
    }

    @Test func aThirdTapStartsANewRange() {
        var selection = CalendarSelection(mode: .range)
        selection.select(day(10), extending: false, calendar: utc)
        selection.select(day(14), extending: false, calendar: utc)
        #expect(selection.select(day(12), extending: false, calendar: utc) == true)
        #expect(selection.range == day(12)...day(12) && selection.isAwaitingRangeEnd)
        #expect(!selection.contains(day(10), calendar: utc) && !selection.contains(day(14), calendar: utc))
        #expect(selection.select(day(20), extending: false, calendar: utc) == true)
        #expect(selection.range == day(12)...day(20) && !selection.isAwaitingRangeEnd)
    }

    @Test func aTapBeforeTheStartOrdersTheRange() {
        var selection = CalendarSelection(mode: .range)
        selection.select(day(20), extending: false, calendar: utc)
        #expect(selection.select(day(17), extending: false, calendar: utc) == true)
        #expect(selection.rangeAnchor == day(17) && selection.rangeEnd == day(20))
        #expect(selection.range == day(17)...day(20))
        #expect(selection.sortedDates == [day(17), day(20)])
    }

    @Test func aSecondTapOnTheSameDayEndsAOneDayRange() {
        var selection = CalendarSelection(mode: .range)
        selection.select(day(5), extending: false, calendar: utc)
        #expect(selection.select(day(5, hour: 22), extending: false, calendar: utc) == true)
        #expect(selection.range == day(5)...day(5) && !selection.isAwaitingRangeEnd)
        #expect(selection.selectedDays(calendar: utc) == [day(5)])
        // The next tap on it starts a new range there: a change of state, reported once.
        #expect(selection.select(day(5), extending: false, calendar: utc) == true)
        #expect(selection.isAwaitingRangeEnd)
    }

    @Test func shiftClickStillMovesTheEndAndEndsTheRange() {
        var selection = CalendarSelection(mode: .range)
        selection.select(day(10), extending: false, calendar: utc)
        #expect(selection.select(day(6), extending: true, calendar: utc) == true)
        #expect(selection.rangeAnchor == day(10) && selection.rangeEnd == day(6) && !selection.isAwaitingRangeEnd)
        #expect(selection.select(day(6), extending: true, calendar: utc) == false)   // same end: no change
        #expect(selection.select(day(13), extending: true, calendar: utc) == true)   // swings round the anchor
        #expect(selection.range == day(10)...day(13))
        // After a tap-ended range Shift extends from its earlier day.
        selection.select(day(1), extending: false, calendar: utc)
        selection.select(day(3), extending: false, calendar: utc)
        #expect(selection.select(day(8), extending: true, calendar: utc) == true)
        #expect(selection.range == day(1)...day(8))
    }

    @Test func shiftOnTheStartWhileAwaitingEndsAOneDayRange() {
        var selection = CalendarSelection(mode: .range)
        selection.select(day(4), extending: false, calendar: utc)
        #expect(selection.select(day(4), extending: true, calendar: utc) == true)
        #expect(selection.range == day(4)...day(4) && !selection.isAwaitingRangeEnd)
    }

    @Test func clearingSettingAndSwitchingModesEndTheWait() {
        var selection = CalendarSelection(mode: .range)
        selection.select(day(4), extending: false, calendar: utc)
        #expect(selection.setRange(from: day(4), to: day(4), calendar: utc) == true)   // same days, now ended
        #expect(!selection.isAwaitingRangeEnd)
        #expect(selection.setRange(from: day(4), to: day(4), calendar: utc) == false)
        selection.select(day(9), extending: false, calendar: utc)
        selection.clear()
        #expect(!selection.isAwaitingRangeEnd && selection.range == nil)
        selection.select(day(9), extending: false, calendar: utc)
        selection.setMode(.range)
        #expect(selection == CalendarSelection(mode: .range))
    }
}
