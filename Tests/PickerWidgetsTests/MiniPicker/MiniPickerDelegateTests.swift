import PickerCore
import PickerTestSupport
import Testing
@testable import PickerWidgets

/// A delegate that draws even rows itself (a filled circle) and leaves odd rows to their titles.
final class SwatchDelegate: MiniPickerDataSource, MiniPickerDelegate {
    var drawnRows: [Int] = []
    func numberOfComponents(in miniPicker: MiniPicker) -> Int { 1 }
    func miniPicker(_ miniPicker: MiniPicker, numberOfRowsInComponent component: Int) -> Int { 6 }
    func miniPicker(_ miniPicker: MiniPicker, titleForRow row: Int, forComponent component: Int) -> String? { "title \(row)" }
    func miniPicker(_ miniPicker: MiniPicker, drawRow row: Int, forComponent component: Int, in rect: Rect, canvas: Canvas, theme: Theme) -> Bool {
        guard row % 2 == 0 else { return false }
        drawnRows.append(row)
        canvas.fillCircle(center: rect.center, radius: 8, color: theme.accent)
        return true
    }
    func miniPicker(_ miniPicker: MiniPicker, widthForComponent component: Int) -> Double? { 120 }
}

@Suite("Mini picker delegate")
struct MiniPickerDelegateTests {
    @Test func customDrawingReplacesTheTitle() throws {
        let delegate = SwatchDelegate()
        let picker = try MiniPicker(id: "swatch", dataSource: delegate, delegate: delegate)
        try picker.selectRow(2, inComponent: 0, animated: false)
        let h = PickerHarness(picker)
        let canvas = h.draw()
        #expect(canvas.texts.isEmpty)
        #expect(delegate.drawnRows == [2])
        // The delegate's width (120 pt) is used, and the row's rect is centred in it.
        #expect(picker.frame(ofComponent: 0)?.width == 120)
        #expect(canvas.commands.contains(.fillCircle(center: Point(x: 160, y: 72), radius: 8, color: Theme.light.accent)))
        try picker.selectRow(3, inComponent: 0, animated: false)
        #expect(h.draw().texts == ["title 3"])
    }

    @Test func onValueChangedGetsRowAndComponentForUserChangesOnly() throws {
        let picker = try MiniPicker(id: "dm", titles: [["a", "b", "c"], ["x", "y", "z"]])
        let h = PickerHarness(picker, frame: Rect(x: 0, y: 0, width: 302, height: 44))
        var calls: [(row: Int, component: Int)] = []
        picker.onValueChanged = { calls.append(($0.row, $0.component)) }
        try picker.selectRow(2, inComponent: 0, animated: true)   // programmatic: not reported
        h.run(until: 2)
        #expect(calls.isEmpty && h.changes.isEmpty)
        #expect(picker.selectedRow(inComponent: 0) == 2)
        h.root.setFocus(picker)
        h.key(.tab, at: 2)       // to the second segment
        h.key(.right, at: 2.1)
        h.run(until: 4)
        #expect(calls.count == 1 && calls[0].row == 1 && calls[0].component == 1)
        #expect(h.changes.map { $0["component"] } == [.int(1)])
    }
}
