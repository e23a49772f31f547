import PickerCore
import PickerTestSupport
@testable import PickerWidgets

/// The harness the mini picker tests use.
typealias PickerHarness = WidgetHarness<MiniPicker>

extension WidgetHarness where W == MiniPicker {
    convenience init(_ picker: MiniPicker, frame: Rect = Rect(x: 100, y: 50, width: 200, height: 44)) {
        self.init(widget: picker, frame: frame)
    }

    var picker: MiniPicker { widget }
}

/// A data source with a fixed row count that counts how many titles it was asked for.
final class CountingSource: MiniPickerDataSource, MiniPickerDelegate {
    var rows: Int
    var titleRequests = 0
    var selections: [(row: Int, component: Int)] = []

    init(rows: Int) { self.rows = rows }

    func numberOfComponents(in miniPicker: MiniPicker) -> Int { 1 }
    func miniPicker(_ miniPicker: MiniPicker, numberOfRowsInComponent component: Int) -> Int { rows }
    func miniPicker(_ miniPicker: MiniPicker, titleForRow row: Int, forComponent component: Int) -> String? {
        titleRequests += 1
        return "row \(row)"
    }
    func miniPicker(_ miniPicker: MiniPicker, didSelectRow row: Int, inComponent component: Int) {
        selections.append((row, component))
    }
}
