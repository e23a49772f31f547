import PickerCore

/// The wheels a ``DatePicker`` is made of: a wheel picker whose data source and delegate serve the
/// picker's ``DatePickerModel``, whose columns keep a time's hour left of its minute in right to left, and
/// which reports nothing itself (the date picker reports the date once the wheels settle). It is a private
/// part of its date picker (`Widget.adoptPart(_:)`), never in the widget tree: the date picker lays it out,
/// draws it, ticks it and forwards input to it.
final class DatePickerWheels: WheelPicker {
    private let model: DatePickerModel
    private let source: DatePickerWheelSource
    /// The app's names for columns (``DatePicker/columnAccessibilityLabels``).
    var columnLabels: [DatePickerColumn.Kind: String] = [:]

    init(id: String, model: DatePickerModel) throws {
        self.model = model
        source = DatePickerWheelSource(model: model)
        try super.init(id: id, dataSource: source, delegate: source, componentIdentifiers: model.columns.map(\.identifier))
        reportsComponentChanges = false
        maximumExtraComponentWidth = DatePicker.defaultExtraColumnWidth
    }

    /// The columns from the left: the locale's order, read from the right in right to left, where an hour
    /// column still comes just left of the minute column that follows it (14:30 is written left to right).
    override func componentsFromLeft() -> [Int] {
        var order = super.componentsFromLeft()
        guard effectiveLayoutDirection.isRightToLeft else { return order }
        let kinds = model.columns.map(\.kind)
        for place in order.indices.dropLast() {
            let (a, b) = (order[place], order[place + 1])
            guard kinds.indices.contains(a), kinds.indices.contains(b) else { continue }
            if (kinds[a], kinds[b]) == (.minute, .hour) || (kinds[a], kinds[b]) == (.minutes, .hours) {
                order.swapAt(place, place + 1)
            }
        }
        return order
    }

    /// The app's name for the column's kind, else the kind's English name.
    override func defaultAccessibilityLabel(forComponent component: Int) -> String {
        guard model.columns.indices.contains(component) else { return super.defaultAccessibilityLabel(forComponent: component) }
        let kind = model.columns[component].kind
        return columnLabels[kind] ?? kind.accessibilityLabel
    }

    /// Builds the wheels again from the model's columns (after a change of mode, locale, calendar, time
    /// zone, minute interval or limits) and shows the committed value at once.
    func reload() {
        componentIdentifiers = model.columns.map(\.identifier)
        // The data source reports only valid counts, widths and heights, so reloading cannot fail.
        try? reloadAllComponents()
        show(model.selectedRows, animated: false)
    }

    /// Each wheel's row and whether it has stopped, as the settle rule takes them.
    var states: [DatePickerWheel] {
        components.indices.map { component in
            let model = components[component].model
            let held = input.presses.values.contains { $0.segment == component }
            return DatePickerWheel(row: model.selectedRow, isStopped: !held && !model.isAnimating && !model.isDragging)
        }
    }

    /// Whether every wheel has stopped: no pointer holds one and none moves.
    var areStopped: Bool { input.presses.isEmpty && !components.contains { $0.model.isAnimating || $0.model.isDragging } }

    /// Turns every wheel to `rows` (not reported): animated, except where the title stays the same (the
    /// 12-hour clock's hour moving by 12 rows when AM/PM changes), which jumps.
    func show(_ rows: [Int], animated: Bool) {
        for component in components.indices where rows.indices.contains(component) {
            let current = components[component].model.targetRow
            guard rows[component] != current || components[component].model.isAnimating else { continue }
            let sameTitle = title(forRow: rows[component], inComponent: component) == title(forRow: current, inComponent: component)
            try? selectRow(rows[component], inComponent: component, animated: animated && !sameTitle)
        }
        setNeedsDisplay()
    }
}
