import Foundation
import PickerCore
import PickerInspection
import Testing
@testable import PickerWidgets

@Suite("Calendar accessibility")
struct CalendarAccessibilityTests {
    @Test func thePickerIsAPanelOfAYearAndMonthHeaderAndATableOfDays() throws {
        let h = try CalendarHarness()
        let node = h.picker.accessibilityNode()
        #expect(node.identifier == "calendar")
        #expect(node.role == .panel)
        #expect(node.name == "Calendar")
        #expect(node.valueText == nil)   // nothing selected yet
        #expect(node.children.map(\.identifier) == ["calendar.header", "calendar.grid"])

        let header = try #require(node.children.first)
        #expect(header.children.map(\.identifier) == ["calendar.year", "calendar.month"])
        #expect(header.children.map(\.role) == [.spinButton, .spinButton])
        #expect(header.children.map(\.name) == ["Year", "Month"])
        let month = header.children[1]
        #expect(month.valueText == "November")
        #expect(month.valueRange == AccessibilityValueRange(current: 10, minimum: 0, maximum: 11, step: 1))
        #expect(month.frame == h.picker.header.frame(ofComponent: 1))
        #expect(header.children[0].valueText == "2026")

        let grid = node.children[1]
        #expect(grid.role == .table)
        #expect(grid.name == "November 2026")
        #expect(grid.children.count == 42)
        #expect(grid.children.allSatisfy { $0.role == .tableCell && $0.actions == [.click] })
    }

    @Test func cellsAreNamedByTheirFullDateAndSitWhereTheLayoutDumpPutsThem() throws {
        let h = try CalendarHarness()
        let grid = h.picker.grid.accessibilityNode()
        let cell = try #require(grid.node(withIdentifier: "calendar.day.2026-11-21"))
        #expect(cell.name == "Saturday, November 21, 2026")
        #expect(cell.valueText == "21")
        #expect(cell.states == [.focusable, .enabled])
        // The same identifiers and frames as --dump-layout's CalendarDay nodes, in the same order.
        let parts = h.picker.grid.layoutParts
        #expect(grid.children.map(\.identifier) == parts.map(\.id))
        #expect(grid.children.map(\.frame) == parts.map(\.frame))
    }

    @Test(arguments: [
        ("en_US", "Saturday, November 21, 2026", "November 2026", "November"),
        ("nl_NL", "zaterdag 21 november 2026", "november 2026", "november"),
        ("ar_EG", "السبت، ٢١ نوفمبر، ٢٠٢٦", "نوفمبر ٢٠٢٦", "نوفمبر"),
    ])
    func namesComeFromTheLocale(locale: String, cellName: String, gridName: String, monthName: String) throws {
        let h = try CalendarHarness(locale: locale)
        let root = h.root.accessibilityNode()
        #expect(root.node(withIdentifier: "calendar.day.2026-11-21")?.name == cellName)
        #expect(root.node(withIdentifier: "calendar.grid")?.name == gridName)
        #expect(root.node(withIdentifier: "calendar.month")?.valueText == monthName)
        // Column names are the app's to translate; the defaults stay.
        #expect(root.node(withIdentifier: "calendar.year")?.name == "Year")
    }

    @Test func aCellsClickSelectsTheDayAsATapDoesAndIsReportedOnce() throws {
        let h = try CalendarHarness()
        let log = h.recordAccessibilityEvents()
        var selections: [CalendarSelection] = []
        h.picker.onValueChanged = { selections.append($0) }
        h.root.tick(now: 1)
        #expect(h.root.performAccessibilityAction(.click, on: "calendar.day.2026-11-10"))
        #expect(selections.count == 1)
        #expect(h.changes.filter { $0.widget == "calendar" }.map { $0["date"] } == [.string("2026-11-10")])
        #expect(h.node("calendar.day.2026-11-10")?.states.contains(.selected) == true)
        #expect(h.node("calendar.day.2026-11-21")?.states.contains(.selected) == false)
        #expect(h.node("calendar")?.valueText == "November 10, 2026")
        #expect(log.identifiers(of: .valueChanged) == ["calendar"])
        #expect(log.identifiers(of: .selectionChanged) == ["calendar.grid"])
        #expect(log.events.allSatisfy { $0.time == 1 })
        // A node that is not a cell, or an action cells do not have, does nothing.
        #expect(!h.root.performAccessibilityAction(.click, on: "calendar.day.1999-01-01"))
        #expect(!h.root.performAccessibilityAction(AccessibilityAction(rawValue: "activate"), on: "calendar.day.2026-11-12"))
        #expect(selections.count == 1)
    }

    @Test func aDisabledDayIsNotEnabledAndItsClickDoesNothing() throws {
        let calendar = testCalendar()
        let rules = try CalendarDayRules(minimumDate: day(2026, 11, 5, in: calendar))
        let h = try CalendarHarness(rules: rules)
        #expect(h.node("calendar.day.2026-11-04")?.states.contains(.enabled) == false)
        #expect(h.node("calendar.day.2026-11-05")?.states.contains(.enabled) == true)
        #expect(!h.root.performAccessibilityAction(.click, on: "calendar.day.2026-11-04"))
        #expect(h.changes.isEmpty)
    }

    @Test func theFocusedDayIsAnnouncedAndCarriesTheFocusedState() throws {
        let h = try CalendarHarness()
        let log = h.recordAccessibilityEvents()
        h.root.setFocus(h.picker.grid)
        let focused = h.picker.grid.focusedAccessibilityIdentifier
        #expect(log.identifiers(of: .focus) == [focused])
        #expect(focused.hasPrefix("calendar.day."))
        #expect(h.node("calendar.grid")?.states.contains(.focused) == false)
        #expect(h.node(focused)?.states.contains(.focused) == true)
        h.key(.right, at: 0.5)
        let next = h.picker.grid.focusedAccessibilityIdentifier
        #expect(next != focused)
        #expect(log.identifiers(of: .focus) == [focused, next])
        #expect(h.node(next)?.states.contains(.focused) == true)
        #expect(h.node(focused)?.states.contains(.focused) == false)
    }

    @Test func turningTheHeadersMonthSpinButtonMovesTheGridAndIsTheUsersChange() throws {
        let h = try CalendarHarness()
        let log = h.recordAccessibilityEvents()
        var headerChanges: [SelectedRow] = []
        h.picker.header.onValueChanged = { headerChanges.append($0) }
        #expect(h.root.setAccessibilityValue(11, on: "calendar.month"))
        #expect(h.picker.header.isAnimating)   // animated, not at once
        h.run(until: 2)
        #expect(headerChanges == [SelectedRow(row: 11, component: 1)])
        #expect(h.node("calendar.month")?.valueText == "December")
        #expect(h.node("calendar.grid")?.name == "December 2026")
        #expect(log.identifiers(of: .valueChanged) == ["calendar.month"])
        // The table's cells are December's now, and the table said so.
        #expect(log.identifiers(of: .childrenChanged) == ["calendar.grid"])
        #expect(h.node("calendar.grid")?.children.contains { $0.name == "Monday, December 21, 2026" } == true)
    }
}
