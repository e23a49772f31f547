import PickerCore

/// The date picker's wheels' data source and delegate: columns, titles and allowed rows from the
/// ``DatePickerModel``.
final class DatePickerWheelSource: WheelPickerDataSource, WheelPickerDelegate {
    let model: DatePickerModel

    init(model: DatePickerModel) {
        self.model = model
    }

    func numberOfComponents(in wheelPicker: WheelPicker) -> Int { model.columns.count }

    func wheelPicker(_ wheelPicker: WheelPicker, numberOfRowsInComponent component: Int) -> Int {
        model.columns.indices.contains(component) ? model.columns[component].rowCount : 0
    }

    func wheelPicker(_ wheelPicker: WheelPicker, isCyclicComponent component: Int) -> Bool {
        model.columns.indices.contains(component) && model.columns[component].isCyclic
    }

    func wheelPicker(_ wheelPicker: WheelPicker, titleForRow row: Int, forComponent component: Int) -> String? {
        model.title(forRow: row, inColumn: component)
    }

    /// Greyed against the rows the wheels last stopped on, so the days of a month the month wheel has
    /// just reached are greyed at once. (The wheels keep the answer until a selected row changes.)
    func wheelPicker(_ wheelPicker: WheelPicker, isRowEnabled row: Int, forComponent component: Int) -> Bool {
        model.isRowEnabled(row, inColumn: component, rows: wheelPicker.components.map(\.model.selectedRow))
    }
}
