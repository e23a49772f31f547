import Foundation
import PickerCore
import PickerInspection
import PickerTestSupport
import Testing
@testable import PickerWidgets

@Suite("Calendar picker selection")
struct CalendarPickerSelectionTests {
    @Test func theGridShowsSixWeeksStartingOnTheLocalesFirstWeekday() throws {
        let us = try CalendarHarness()
        let usDays = us.picker.grid.layoutParts
        #expect(usDays.count == 42)
        #expect(usDays.first?.id == "calendar.day.2026-11-01")   // Sunday 1 November
        #expect(usDays.last?.id == "calendar.day.2026-12-12")
        let nl = try CalendarHarness(locale: "nl_NL")
        #expect(nl.picker.grid.layoutParts.first?.id == "calendar.day.2026-10-26")   // maandag
        #expect(nl.picker.grid.grid(forRow: nl.picker.grid.months.targetRow).weekdaySymbols.first == "ma")
    }

    @Test func singleModeSelectsTheClickedDayAndReportsOnce() throws {
        let h = try CalendarHarness()
        h.click("2026-11-10", at: 0)
        #expect(h.selectedDays == ["2026-11-10"])
        let events = h.changes.filter { $0.widget == "calendar" }
        #expect(events.count == 1)
        #expect(events.first?["date"] == .string("2026-11-10"))
        #expect(events.first?["mode"] == .string("single"))
        // The same day again: no empty value allowed, so nothing changes and nothing is reported.
        h.click("2026-11-10", at: 2)
        #expect(h.selectedDays == ["2026-11-10"])
        #expect(h.changes.filter { $0.widget == "calendar" }.count == 1)
        h.click("2026-11-12", at: 4)
        #expect(h.selectedDays == ["2026-11-12"])
        #expect(h.changes.filter { $0.widget == "calendar" }.count == 2)
    }

    @Test func singleModeClearsOnASecondClickWhenEmptyIsAllowed() throws {
        let h = try CalendarHarness(allowsEmpty: true)
        var reported: [CalendarSelection] = []
        h.picker.onValueChanged = { reported.append($0) }
        h.click("2026-11-10", at: 0)
        h.click("2026-11-10", at: 2)
        #expect(h.selectedDays.isEmpty)
        #expect(reported.count == 2)
        #expect(h.changes.last?["date"] == .null)
    }

    @Test func multipleModeTogglesEachClickedDay() throws {
        let h = try CalendarHarness(mode: .multiple)
        h.click("2026-11-10", at: 0)
        h.click("2026-11-12", at: 2)
        h.click("2026-11-03", at: 4)
        #expect(h.selectedDays == ["2026-11-03", "2026-11-10", "2026-11-12"])
        h.click("2026-11-10", at: 6)
        #expect(h.selectedDays == ["2026-11-03", "2026-11-12"])
        let events = h.changes.filter { $0.widget == "calendar" }
        #expect(events.count == 4)
        #expect(events.last?["dates"] == .array([.string("2026-11-03"), .string("2026-11-12")]))
    }

    @Test func rangeModeRunsFromTheClickToTheShiftClickEvenBackwards() throws {
        let h = try CalendarHarness(mode: .range)
        h.click("2026-11-18", at: 0)
        h.click("2026-11-09", at: 2, modifiers: .shift)
        let range = try #require(h.picker.selection.range)
        #expect(range.lowerBound == day(2026, 11, 9) && range.upperBound == day(2026, 11, 18))
        #expect(h.changes.last?["start"] == .string("2026-11-09"))
        #expect(h.changes.last?["end"] == .string("2026-11-18"))
        #expect(h.picker.grid.layoutParts.filter { $0.extra.contains { $0.0 == "selected" && $0.1 == .bool(true) } }.count == 10)
        // A plain click starts a new range.
        h.click("2026-11-20", at: 4)
        #expect(h.picker.selection.range == day(2026, 11, 20)...day(2026, 11, 20))
        #expect(h.changes.filter { $0.widget == "calendar" }.count == 3)
    }

    @Test func clickingADimmedDayOfTheNextMonthSelectsItAndSlidesThere() throws {
        let h = try CalendarHarness()
        h.click("2026-12-03", at: 0)
        #expect(h.selectedDays == ["2026-12-03"])
        #expect(h.shownMonth == "2026-12")
        #expect(h.header == (2026, 12))
    }

    @Test func switchingTheModeClearsAndReportsOnlyWhenSomethingWasSelected() throws {
        let h = try CalendarHarness()
        h.picker.selectionMode = .multiple
        #expect(h.changes.isEmpty)
        h.click("2026-11-10", at: 0)
        h.picker.selectionMode = .range
        #expect(h.selectedDays.isEmpty && h.picker.selection.range == nil)
        #expect(h.changes.filter { $0.widget == "calendar" }.count == 2)
        #expect(h.changes.last?["mode"] == .string("range"))
    }

    @Test func aDragOnTheGridIsNotAClick() throws {
        let h = try CalendarHarness()
        let cell = try #require(h.cell("2026-11-10"))
        h.down(cell.midX, cell.midY, at: 0)
        h.move(cell.midX, cell.midY + 30, at: 0.1)
        h.up(cell.midX, cell.midY + 30, at: 0.2)
        h.run(until: 2)
        #expect(h.selectedDays.isEmpty)
        #expect(h.shownMonth == "2026-11")
    }
}

@Suite("Calendar picker in other calendars")
struct CalendarPickerOtherCalendarsTests {
    @Test func aPersianCalendarShowsPersianMonthsAndCarriesPersianYears() throws {
        var calendar = Calendar(identifier: .persian)
        calendar.locale = Locale(identifier: "en_US")
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let today = day(2026, 11, 21)   // 30 Aban 1405
        let picker = try CalendarPicker(id: "calendar", calendar: calendar, today: today, years: 1300...1500)
        let h = CalendarHarness(widget: picker, frame: Rect(x: 40, y: 40, width: 364, height: 344))
        #expect(h.header == (1405, 8))
        let inMonth = picker.grid.grid(forRow: picker.grid.months.targetRow).days.filter(\.isInShownMonth)
        #expect(inMonth.map(\.dayOfMonth) == Array(1...30))
        #expect(inMonth.first?.date == calendar.date(from: DateComponents(year: 1405, month: 8, day: 1)))
        // Twelfth month, then on: the year carries in Persian numbering.
        picker.showMonth(containing: calendar.date(from: DateComponents(year: 1405, month: 12, day: 10))!, animated: false)
        h.run(until: 2)
        #expect(h.header == (1405, 12))
        h.slide(by: -250, at: 3)
        #expect(h.header == (1406, 1))
        #expect(calendar.component(.month, from: picker.displayedMonth) == 1)
    }
}

@Suite("Calendar picker by touch")
struct CalendarPickerTouchTests {
    func touch(_ h: CalendarHarness, _ phase: String, finger: Int, _ point: Point, at t: Double) {
        let event = PointerEvent(pointer: PointerID(finger), kind: .touch, location: point, time: t)
        switch phase {
        case "down": h.send(.pointerDown(event))
        case "move": h.send(.pointerMoved(event))
        default: h.send(.pointerUp(event))
        }
    }

    @Test func aFingerTapSelectsADayAndASecondFingerDoesNotDisturbASlide() throws {
        let h = try CalendarHarness()
        let cell = try #require(h.cell("2026-11-17"))
        let center = Point(x: cell.midX, y: cell.midY)
        touch(h, "down", finger: 1, center, at: 0)
        touch(h, "up", finger: 1, center, at: 0.08)
        h.run(until: 1)
        #expect(h.selectedDays == ["2026-11-17"])
        // Finger 1 slides the grid left; finger 2 taps a day meanwhile: the tap is ignored, the slide lands.
        touch(h, "down", finger: 1, Point(x: 300, y: 300), at: 2)
        for i in 1...10 { touch(h, "move", finger: 1, Point(x: 300 - Double(i) * 25, y: 300), at: 2 + Double(i) * 0.03) }
        touch(h, "down", finger: 2, center, at: 2.35)
        touch(h, "up", finger: 2, center, at: 2.4)
        touch(h, "move", finger: 1, Point(x: 50, y: 300), at: 2.7)
        touch(h, "up", finger: 1, Point(x: 50, y: 300), at: 2.75)
        h.run(until: 6)
        #expect(h.shownMonth == "2026-12")
        #expect(h.selectedDays == ["2026-11-17"])
        #expect(h.changes.filter { $0.widget == "calendar" }.count == 1)
    }
}
