import PickerCore

/// The date picker's wheels' data source and delegate: columns, titles and allowed rows from the
/// ``DatePickerModel``.
final class DatePickerWheelSource: WheelPickerDataSource, WheelPickerDelegate {
    let model: DatePickerModel
    /// Titles and allowed rows of the rows in view, asked for every frame, kept while the model's
    /// revision and the wheels' settled rows stay the same.
    private var titles: [Int: String] = [:]
    private var enabled: [Int: Bool] = [:]
    private var titlesRevision = -1
    private var enabledKey: (revision: Int, rows: [Int]) = (-1, [])
    private static let cacheLimit = 4096

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
        if titlesRevision != model.revision || titles.count > Self.cacheLimit {
            titles.removeAll(keepingCapacity: true)
            titlesRevision = model.revision
        }
        let key = Self.key(row: row, component: component)
        if let title = titles[key] { return title }
        let title = model.title(forRow: row, inColumn: component)
        titles[key] = title
        return title
    }

    /// One key for a row of a component (components are few; rows fit in 56 bits).
    private static func key(row: Int, component: Int) -> Int { component << 56 ^ row }

    /// Greyed against the rows the wheels last stopped on, so the days of a month the month wheel has
    /// just reached are greyed at once.
    func wheelPicker(_ wheelPicker: WheelPicker, isRowEnabled row: Int, forComponent component: Int) -> Bool {
        // Asked for every row in view each frame: compare the settled rows in place, and build the array
        // only when they changed.
        let components = wheelPicker.components
        let sameRows = enabledKey.rows.count == components.count
            && zip(enabledKey.rows, components).allSatisfy { $0 == $1.model.selectedRow }
        if enabledKey.revision != model.revision || !sameRows || enabled.count > Self.cacheLimit {
            enabled.removeAll(keepingCapacity: true)
            enabledKey = (model.revision, components.map(\.model.selectedRow))
        }
        let rows = enabledKey.rows
        let key = Self.key(row: row, component: component)
        if let allowed = enabled[key] { return allowed }
        let allowed = model.isRowEnabled(row, inColumn: component, rows: rows)
        enabled[key] = allowed
        return allowed
    }
}
