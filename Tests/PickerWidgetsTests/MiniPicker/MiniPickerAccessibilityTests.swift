import Foundation
import PickerCore
import PickerInspection
import Testing
@testable import PickerWidgets

@Suite("Mini picker accessibility")
struct MiniPickerAccessibilityTests {
    private func dmy() throws -> PickerHarness {
        let picker = try MiniPicker(
            id: "dmy", titles: [["1", "2", "3"], ["Jan", "Feb"], ["2025", "2026"]], componentIdentifiers: ["day", "month", "year"])
        return PickerHarness(picker, frame: Rect(x: 100, y: 50, width: 300, height: 44))
    }

    @Test func eachSegmentIsASpinButtonOverItsRows() throws {
        let h = try dmy()
        h.picker.accessibilityLabel = "Birthday"
        let node = h.picker.accessibilityNode()
        #expect(node.role == .panel)
        #expect(node.name == "Birthday")
        #expect(node.frame == h.picker.frame)
        #expect(node.children.map(\.identifier) == ["dmy.day", "dmy.month", "dmy.year"])
        #expect(node.children.map(\.role) == [.spinButton, .spinButton, .spinButton])
        #expect(node.children.map(\.name) == ["Day", "Month", "Year"])
        #expect(node.children.map(\.valueText) == ["1", "Jan", "2025"])
        #expect(node.children[0].valueRange == AccessibilityValueRange(current: 0, minimum: 0, maximum: 2, step: 1))
        #expect(node.children[1].valueRange == AccessibilityValueRange(current: 0, minimum: 0, maximum: 1, step: 1))
        #expect(node.children.allSatisfy { $0.states == [.focusable, .enabled] && $0.actions.isEmpty })
        // Where --dump-layout puts the segments.
        #expect(node.children.map(\.frame) == h.picker.layoutParts.map(\.frame))
        #expect(node.children.map(\.identifier) == h.picker.layoutParts.map(\.id))
    }

    @Test func theAppNamesSegmentsAndOneSegmentPickersTakeThePickersName() throws {
        let h = try dmy()
        h.picker.componentAccessibilityLabels = [1: "Maand"]
        #expect(h.picker.accessibilityNode().children.map(\.name) == ["Day", "Maand", "Year"])
        let month = try MonthMiniPicker(locale: Locale(identifier: "nl_NL"), month: 11)
        #expect(month.accessibilityNode().name == "Month")
        #expect(month.accessibilityNode().children.map(\.name) == ["Month"])
        #expect(month.accessibilityNode().children.first?.valueText == month.monthNames[10])
        #expect(month.accessibilityNode().children.first?.valueRange?.current == 10)
        month.accessibilityLabel = "Maand"
        #expect(month.accessibilityNode().children.map(\.name) == ["Maand"])
        let year = try YearMiniPicker(years: 2000...2030, year: 2026, locale: Locale(identifier: "ar_EG"))
        #expect(year.accessibilityNode().children.first?.name == "Year")
        #expect(year.accessibilityNode().children.first?.valueText == "٢٠٢٦")
        #expect(year.accessibilityNode().children.first?.valueRange == AccessibilityValueRange(current: 26, minimum: 0, maximum: 30, step: 1))
    }

    @Test func settingASpinButtonsValueTurnsTheSegmentAnimatedAndReportsItOnce() throws {
        let h = try dmy()
        let log = h.recordAccessibilityEvents()
        var reported: [SelectedRow] = []
        h.picker.onValueChanged = { reported.append($0) }
        h.root.tick(now: 1)
        #expect(h.root.setAccessibilityValue(2, on: "dmy.day"))
        #expect(h.picker.isAnimating)
        #expect(h.picker.selectedRow(inComponent: 0) == 0)   // still turning
        h.run(until: 3)
        #expect(h.picker.selectedRow(inComponent: 0) == 2)
        #expect(reported == [SelectedRow(row: 2, component: 0)])
        #expect(h.changes.map(\.widget) == ["dmy"])
        #expect(h.changes.first?["value"] == .string("3"))
        #expect(log.identifiers(of: .valueChanged) == ["dmy.day"])
        #expect(h.node("dmy.day")?.valueText == "3")
        // Out of range is clamped into the rows; nodes that are not segments take nothing.
        #expect(h.root.setAccessibilityValue(9, on: "dmy.month"))
        h.run(until: 5)
        #expect(reported.last == SelectedRow(row: 1, component: 1))
        #expect(!h.root.setAccessibilityValue(1, on: "dmy.week"))
        #expect(!h.root.setAccessibilityValue(.nan, on: "dmy.day"))
    }

    @Test func focusMovesFromSegmentToSegmentAndIsAnnounced() throws {
        let h = try dmy()
        let log = h.recordAccessibilityEvents()
        h.key(.tab, at: 0.1)
        #expect(log.identifiers(of: .focus) == ["dmy.day"])
        #expect(h.node("dmy.day")?.states.contains(.focused) == true)
        h.key(.tab, at: 0.2)
        #expect(log.identifiers(of: .focus) == ["dmy.day", "dmy.month"])
        #expect(h.node("dmy.day")?.states.contains(.focused) == false)
        #expect(h.node("dmy.month")?.states.contains(.focused) == true)
        // One node is focused at a time: the segment, not the picker around it.
        #expect(h.node("dmy")?.states == [.enabled, .focusable])
        // A press on another segment of the focused picker moves the focus there, announced once.
        let year = try #require(h.picker.frame(ofComponent: 2))
        h.tap(year.midX, year.midY, at: 0.5)
        #expect(log.identifiers(of: .focus) == ["dmy.day", "dmy.month", "dmy.year"])
        #expect(h.node("dmy.year")?.states.contains(.focused) == true)
    }
}
