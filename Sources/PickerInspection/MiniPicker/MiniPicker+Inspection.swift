import PickerCore
import PickerWidgets

extension Inspection {
    /// The title of `component`'s selected row, null when it has none.
    static func selectedTitle(_ component: Int, selectedRow: (Int) -> Int?, title: (Int, Int) -> String?) -> JSONValue {
        guard let row = selectedRow(component) else { return .null }
        return title(row, component).map(JSONValue.string) ?? .null
    }

    /// A picker's value and row keys: one title and `"row"` for one component, arrays and `"rows"` for several.
    static func rowsDescription(count: Int, selectedRow: (Int) -> Int?, title: (Int, Int) -> String?) -> LayoutDescription {
        let titles = (0..<count).map { selectedTitle($0, selectedRow: selectedRow, title: title) }
        let rows = (0..<count).map { selectedRow($0).map(JSONValue.int) ?? .null }
        return LayoutDescription(
            value: count == 1 ? titles[0] : .array(titles),
            extra: count == 1 ? [("row", rows[0])] : [("rows", .array(rows))])
    }

    /// A mini picker: its selection, and one `MiniPickerSegment` node per component (`dmy.day`).
    static func miniPickerDescription(_ picker: MiniPicker) -> LayoutDescription {
        let selectedRow = { picker.selectedRow(inComponent: $0) }
        let title = { picker.title(forRow: $0, inComponent: $1) }
        var description = rowsDescription(count: picker.numberOfComponents, selectedRow: selectedRow, title: title)
        description.parts = (0..<picker.numberOfComponents).map { component in
            let shown = selectedTitle(component, selectedRow: selectedRow, title: title)
            return LayoutNode(
                id: picker.layoutID(ofComponent: component), kind: "MiniPickerSegment",
                frame: picker.frame(ofComponent: component) ?? .zero, value: shown,
                extra: [("component", .int(component)), ("row", selectedRow(component).map(JSONValue.int) ?? .null)]
                    + (shown == .null ? [] : [("text", shown)]))
        }
        return description
    }
}
