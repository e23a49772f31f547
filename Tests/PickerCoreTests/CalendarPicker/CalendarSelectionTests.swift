import Foundation
import Testing
@testable import PickerCore

@Suite struct CalendarSelectionTests {
    let utc = calendarFixture()
    func day(_ d: Int, hour: Int = 0) -> Date { calendarDay(2026, 3, d, utc, hour: hour) }

    @Test func startsEmptyInEveryMode() {
        for mode in CalendarSelectionMode.allCases {
            let selection = CalendarSelection(mode: mode)
            #expect(selection.dates.isEmpty && selection.rangeAnchor == nil && selection.rangeEnd == nil)
            #expect(selection.range == nil && selection.sortedDates.isEmpty)
            #expect(!selection.allowsEmpty)
        }
        #expect(CalendarSelectionMode.allCases.map(\.rawValue) == ["single", "multiple", "range"])
    }

    @Test func singleSelectsOneDayAndKeepsItWhenClickedAgain() {
        var selection = CalendarSelection(mode: .single)
        #expect(selection.select(day(5, hour: 15), extending: false, calendar: utc) == true)
        #expect(selection.dates == [day(5)])
        #expect(selection.contains(day(5, hour: 23), calendar: utc))
        #expect(!selection.contains(day(6), calendar: utc))
        #expect(selection.select(day(7), extending: false, calendar: utc) == true)
        #expect(selection.sortedDates == [day(7)])
        #expect(selection.select(day(7, hour: 9), extending: false, calendar: utc) == false)  // same day: no change
        #expect(selection.sortedDates == [day(7)])
        #expect(selection.select(day(8), extending: true, calendar: utc) == true)   // Shift means nothing here
        #expect(selection.sortedDates == [day(8)])
    }

    @Test func singleWithAllowsEmptyClearsOnASecondClick() {
        var selection = CalendarSelection(mode: .single, allowsEmpty: true)
        #expect(selection.select(day(5), extending: false, calendar: utc) == true)
        #expect(selection.select(day(5, hour: 12), extending: false, calendar: utc) == true)
        #expect(selection.dates.isEmpty)
        #expect(selection.select(day(5), extending: false, calendar: utc) == true)
        #expect(selection.dates == [day(5)])
    }

    @Test func multipleToggles() {
        var selection = CalendarSelection(mode: .multiple)
        for d in [9, 3, 12] { #expect(selection.select(day(d), extending: false, calendar: utc) == true) }
        #expect(selection.sortedDates == [day(3), day(9), day(12)])
        #expect(selection.select(day(9, hour: 18), extending: true, calendar: utc) == true)
        #expect(selection.sortedDates == [day(3), day(12)])
        #expect(selection.contains(day(12), calendar: utc) && !selection.contains(day(9), calendar: utc))
        #expect(selection.select(day(3), extending: false, calendar: utc) == true)
        #expect(selection.select(day(12), extending: false, calendar: utc) == true)
        #expect(selection.dates.isEmpty)
        #expect(selection.range == nil)
    }

    @Test func rangeForwards() {
        var selection = CalendarSelection(mode: .range)
        #expect(selection.select(day(10, hour: 8), extending: false, calendar: utc) == true)
        #expect(selection.rangeAnchor == day(10) && selection.rangeEnd == day(10))
        #expect(selection.range == day(10)...day(10))
        #expect(selection.sortedDates == [day(10)])
        #expect(selection.select(day(14), extending: true, calendar: utc) == true)
        #expect(selection.rangeAnchor == day(10) && selection.rangeEnd == day(14))
        #expect(selection.range == day(10)...day(14))
        #expect(selection.sortedDates == [day(10), day(14)])
        #expect(selection.selectedDays(calendar: utc) == (10...14).map { day($0) })
        #expect(selection.dates.isEmpty)
        for d in 10...14 { #expect(selection.contains(day(d, hour: 23), calendar: utc)) }
        #expect(!selection.contains(day(9, hour: 23), calendar: utc) && !selection.contains(day(15), calendar: utc))
        #expect(selection.select(day(14), extending: true, calendar: utc) == false)   // same end: no change
        #expect(selection.select(day(12), extending: true, calendar: utc) == true)    // Shift-click inside moves the end
        #expect(selection.range == day(10)...day(12))
    }

    @Test func rangeBackwardsKeepsTheAnchorAndNormalises() {
        var selection = CalendarSelection(mode: .range)
        selection.select(day(20), extending: false, calendar: utc)
        #expect(selection.select(day(17), extending: true, calendar: utc) == true)
        #expect(selection.rangeAnchor == day(20) && selection.rangeEnd == day(17))
        #expect(selection.range == day(17)...day(20))
        #expect(selection.sortedDates == [day(17), day(20)])
        #expect(selection.contains(day(18), calendar: utc) && !selection.contains(day(21), calendar: utc))
        // Shift-click past the anchor swings the range round it.
        #expect(selection.select(day(25), extending: true, calendar: utc) == true)
        #expect(selection.range == day(20)...day(25))
    }

    @Test func plainClickStartsANewRange() {
        var selection = CalendarSelection(mode: .range)
        selection.select(day(1), extending: false, calendar: utc)
        selection.select(day(5), extending: true, calendar: utc)
        #expect(selection.select(day(3), extending: false, calendar: utc) == true)
        #expect(selection.rangeAnchor == day(3) && selection.rangeEnd == day(3))
        #expect(selection.isAwaitingRangeEnd)
        #expect(selection.select(day(3), extending: false, calendar: utc) == true)   // ends a one-day range
        #expect(!selection.isAwaitingRangeEnd)
        #expect(selection.select(day(1), extending: false, calendar: utc) == true)
        #expect(selection.range == day(1)...day(1) && selection.isAwaitingRangeEnd)
    }

    @Test func shiftClickWithoutAnAnchorActsAsAPlainClick() {
        var selection = CalendarSelection(mode: .range)
        #expect(selection.select(day(8), extending: true, calendar: utc) == true)
        #expect(selection.rangeAnchor == day(8) && selection.rangeEnd == day(8))
    }

    @Test func aRangeAcrossDaylightSavingListsEachDayOnce() {
        let amsterdam = calendarFixture(timeZone: "Europe/Amsterdam")
        var selection = CalendarSelection(mode: .range)
        selection.select(calendarDay(2026, 3, 28, amsterdam), extending: false, calendar: amsterdam)
        selection.select(calendarDay(2026, 3, 30, amsterdam, hour: 12), extending: true, calendar: amsterdam)
        #expect(selection.selectedDays(calendar: amsterdam) == [28, 29, 30].map { calendarDay(2026, 3, $0, amsterdam) })
    }

    @Test func changingModeClears() {
        var selection = CalendarSelection(mode: .multiple)
        selection.select(day(1), extending: false, calendar: utc)
        selection.setMode(.multiple)   // the same mode still clears
        #expect(selection.dates.isEmpty && selection.mode == .multiple)
        selection.select(day(1), extending: false, calendar: utc)
        selection.setMode(.range)
        #expect(selection.dates.isEmpty && selection.mode == .range)
        selection.select(day(2), extending: false, calendar: utc)
        selection.mode = .single       // assigning a different mode clears as well
        #expect(selection.rangeAnchor == nil && selection.rangeEnd == nil && selection.range == nil)
        selection.select(day(4), extending: false, calendar: utc)
        selection.mode = .single       // the same mode by assignment keeps it
        #expect(selection.dates == [day(4)])
        selection.clear()
        #expect(selection == CalendarSelection(mode: .single))
    }

    @Test func programmaticSelection() {
        var single = CalendarSelection(mode: .single)
        #expect(single.setDates([day(2), day(6, hour: 7)], calendar: utc) == true)
        #expect(single.dates == [day(6)])
        #expect(single.setDates([day(6)], calendar: utc) == false)
        #expect(single.setRange(from: day(1), to: day(3), calendar: utc) == false)
        var multiple = CalendarSelection(mode: .multiple)
        #expect(multiple.setDates([day(2), day(6, hour: 7), day(2, hour: 3)], calendar: utc) == true)
        #expect(multiple.sortedDates == [day(2), day(6)])
        var range = CalendarSelection(mode: .range)
        #expect(range.setDates([day(2)], calendar: utc) == false)
        #expect(range.setRange(from: day(9, hour: 5), to: day(4), calendar: utc) == true)
        #expect(range.rangeAnchor == day(9) && range.rangeEnd == day(4) && range.range == day(4)...day(9))
        #expect(range.setRange(from: day(9), to: day(4, hour: 22), calendar: utc) == false)
    }
}
