import Foundation
import PickerCore
import PickerInspection
import Testing
@testable import PickerWidgets

@Suite("Wheel picker accessibility")
struct WheelPickerAccessibilityTests {
    private func nose() throws -> WheelHarness {
        let picker = try WheelPicker(
            id: "nose", titles: [["circle", "square"], ["S", "M", "L", "XL"]], cyclicComponents: [1],
            componentIdentifiers: ["shape", "size"])
        return WheelHarness(picker)
    }

    @Test func eachComponentIsASpinButtonWhereTheLayoutDumpPutsIt() throws {
        let h = try nose()
        let node = h.picker.accessibilityNode()
        #expect(node.role == .panel)
        #expect(node.children.map(\.identifier) == ["nose.shape", "nose.size"])
        #expect(node.children.map(\.role) == [.spinButton, .spinButton])
        #expect(node.children.map(\.name) == ["Shape", "Size"])
        #expect(node.children.map(\.valueText) == ["circle", "S"])
        #expect(node.children[1].valueRange == AccessibilityValueRange(current: 0, minimum: 0, maximum: 3, step: 1))
        #expect(node.children.map(\.frame) == h.picker.layoutParts.map(\.frame))
        #expect(node.children.map(\.identifier) == h.picker.layoutParts.map(\.id))
        h.picker.componentAccessibilityLabels = [0: "Vorm"]
        #expect(h.picker.accessibilityNode().children.map(\.name) == ["Vorm", "Size"])
    }

    @Test func aComponentOnADisallowedRowIsNotEnabled() throws {
        let source = WheelSource(rows: [5])
        source.disabled = { row, _ in row == 0 }
        let picker = try WheelPicker(id: "w", dataSource: source, delegate: source)
        let h = WheelHarness(picker)
        h.retainedSource = source
        picker.accessibilityLabel = "Count"
        let wheel = try #require(h.picker.accessibilityNode().children.first)
        #expect(wheel.name == "Count")   // one component: the picker's name
        #expect(wheel.valueText == "r0")
        #expect(!wheel.states.contains(.enabled))
    }

    @Test func settingAComponentsValueTurnsItTheShortWayAndReportsOnce() throws {
        let h = try nose()
        let log = h.recordAccessibilityEvents()
        var reported: [SelectedRow] = []
        h.picker.onValueChanged = { reported.append($0) }
        #expect(h.root.setAccessibilityValue(3, on: "nose.size"))
        #expect(h.picker.isAnimating)
        h.run(until: 2)
        #expect(h.picker.selectedRow(inComponent: 1) == 3)
        #expect(reported == [SelectedRow(row: 3, component: 1)])
        #expect(h.reported.map(\.row) == [3])
        #expect(log.identifiers(of: .valueChanged) == ["nose.size"])
        #expect(h.node("nose.size")?.valueText == "XL")
        #expect(h.node("nose.size")?.valueRange?.current == 3)
    }

    @Test func focusIsAnnouncedOnTheFocusedComponent() throws {
        let h = try nose()
        let log = h.recordAccessibilityEvents()
        h.root.setFocus(h.picker)
        #expect(log.identifiers(of: .focus) == ["nose.shape"])
        h.key(.right, at: 0.1)
        #expect(h.picker.focusedComponent == 1)
        #expect(log.identifiers(of: .focus) == ["nose.shape", "nose.size"])
        #expect(h.node("nose.size")?.states.contains(.focused) == true)
        #expect(h.node("nose.shape")?.states.contains(.focused) == false)
    }
}
