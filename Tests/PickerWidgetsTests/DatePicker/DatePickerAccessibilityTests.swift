import Foundation
import PickerCore
import PickerInspection
import Testing
@testable import PickerWidgets

@Suite("Date picker accessibility")
struct DatePickerAccessibilityTests {
    @Test func theDatePickerIsADateEditorOfNamedColumns() throws {
        let h = try Independence.harness()
        let node = h.picker.accessibilityNode()
        #expect(node.identifier == "independence")
        #expect(node.role == .dateEditor)
        #expect(node.name == "Date")
        #expect(node.valueText == "December 16, 1773")
        #expect(node.states == [.enabled, .focusable])
        #expect(node.children.map(\.identifier) == ["independence.month", "independence.day", "independence.year"])
        #expect(node.children.map(\.role) == [.spinButton, .spinButton, .spinButton])
        #expect(node.children.map(\.name) == ["Month", "Day", "Year"])
        #expect(node.children.map(\.valueText) == ["December", "16", "1773"])
        #expect(node.children[1].valueRange == AccessibilityValueRange(current: 15, minimum: 0, maximum: 30, step: 1))
        #expect(node.children.map(\.frame) == h.picker.layoutParts.map(\.frame))
        h.picker.accessibilityLabel = "Independence"
        h.picker.columnAccessibilityLabels = [.month: "Maand"]
        #expect(h.picker.accessibilityNode().name == "Independence")
        #expect(h.picker.accessibilityNode().children.map(\.name) == ["Maand", "Day", "Year"])
    }

    @Test(arguments: [
        (DatePickerMode.time, "Time", ["Hour", "Minute", "AM/PM"]),
        (.dateAndTime, "Date and time", ["Date", "Hour", "Minute", "AM/PM"]),
        (.countDownTimer, "Timer", ["Hours", "Minutes"]),
        (.yearAndMonth, "Month and year", ["Month", "Year"]),
    ])
    func everyModeNamesItsColumns(mode: DatePickerMode, name: String, columns: [String]) throws {
        let h = try Independence.harness(mode: mode)
        #expect(h.picker.accessibilityNode().name == name)
        #expect(h.picker.accessibilityNode().children.map(\.name) == columns)
        #expect(h.picker.accessibilityNode().valueText == h.picker.formattedValue)
    }

    @Test(arguments: [
        ("nl_NL", "16 december 1773", ["Day", "Month", "Year"], ["16", "december", "1773"]),
        ("ar_EG", "١٦ ديسمبر، ١٧٧٣", ["Day", "Month", "Year"], ["١٦", "ديسمبر", "١٧٧٣"]),
    ])
    func theValueIsWrittenInTheLocale(locale: String, value: String, names: [String], values: [String]) throws {
        let h = try Independence.harness(locale: locale)
        let node = h.picker.accessibilityNode()
        #expect(node.valueText == value)
        #expect(node.children.map(\.name) == names)
        #expect(node.children.map(\.valueText) == values)
    }

    @Test func settingAColumnsValueTurnsTheWheelAndCommitsOnceItSettles() throws {
        let h = try Independence.harness()
        let log = h.recordAccessibilityEvents()
        var dates: [Date] = []
        h.picker.onValueChanged = { dates.append($0) }
        #expect(h.root.setAccessibilityValue(19, on: "independence.day"))
        #expect(h.picker.isAnimating)
        #expect(dates.isEmpty)   // not before the wheel settles
        h.run(until: 2)
        #expect(dates.count == 1)
        #expect(h.picker.accessibilityNode().valueText == "December 20, 1773")
        #expect(h.changes.map(\.widget) == ["independence"])
        #expect(log.identifiers(of: .valueChanged) == ["independence"])
        // A year past the limit scrolls back to it and commits the limit, once.
        #expect(h.root.setAccessibilityValue(3, on: "independence.year"))
        h.run(until: 5)
        #expect(dates.count == 2)
        #expect(dates.last == Independence.maximum)
        #expect(h.picker.accessibilityNode().valueText == "July 4, 1776")
    }

    @Test func focusIsAnnouncedOnTheFocusedColumn() throws {
        let h = try Independence.harness()
        let log = h.recordAccessibilityEvents()
        h.key(.tab, at: 0.1)
        #expect(log.identifiers(of: .focus) == ["independence.month"])
        #expect(h.node("independence.month")?.states.contains(.focused) == true)
        #expect(h.node("independence")?.states.contains(.focused) == false)
    }
}
