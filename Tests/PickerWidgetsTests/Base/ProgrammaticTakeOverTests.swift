import Foundation
import PickerCore
import PickerTestSupport
import Testing
@testable import PickerWidgets

/// User input always wins over a programmatic `selectRow` still under way, and is reported (issue 16):
/// the program's row counts as chosen, so bringing the rows back to where they were is a change.
@Suite("Programmatic selection taken over by the user")
struct ProgrammaticTakeOverTests {
    @Test func aWheelGrabbedDuringSelectRowAndBroughtBackIsReported() throws {
        let source = WheelSource(rows: [20])
        let picker = try WheelPicker(id: "w", dataSource: source, delegate: source)
        try picker.selectRow(2, inComponent: 0, animated: false)
        let h = WheelHarness(picker)
        h.retainedSource = source
        try picker.selectRow(6, inComponent: 0, animated: true)
        h.run(until: 0.1)
        // Grab it on its way and drag it back down to row 2 (34 pt rows), held still before letting go.
        let position = picker.components[0].model.position
        let rowsAway = Double(position.row - 2) + position.fraction
        h.slowDrag(x: 160, from: 108, to: 108 + rowsAway * 34, at: 0.1)
        h.run(until: 3)
        #expect(picker.selectedRow(inComponent: 0) == 2)
        #expect(h.reported.map(\.row) == [2])
        #expect(source.selections.map(\.row) == [2])
    }

    @Test func aMiniPickerChevronTapDuringSelectRowStepsFromTheProgramsRow() throws {
        let picker = try MiniPicker(id: "m", titles: [(1...12).map(String.init)])
        let h = PickerHarness(picker)
        try picker.selectRow(5, inComponent: 0, animated: true)
        h.run(until: 0.05)
        // A tap on the left chevron: one before the program's row 5.
        h.tap(106, 72, at: 0.06)
        h.run(until: 3)
        #expect(picker.selectedRow(inComponent: 0) == 4)
        #expect(h.changes.map { $0["row"] } == [.int(4)])
    }
}
