import PickerCore
import PickerWidgets

extension Inspection {
    /// A wheel picker: its selection, and one `WheelComponent` node per component, each with a `WheelRow`
    /// node per row in view: ids like `nose.size.row+1` number the rows from the one nearest the centre
    /// (`row0`), frames are their projected bands.
    static func wheelPickerDescription(_ picker: WheelPicker) -> LayoutDescription {
        let selectedRow = { picker.selectedRow(inComponent: $0) }
        let title = { picker.title(forRow: $0, inComponent: $1) }
        var description = rowsDescription(count: picker.numberOfComponents, selectedRow: selectedRow, title: title)
        description.parts = (0..<picker.numberOfComponents).map { component in
            let nodeID = "\(picker.id).\(picker.componentIdentifier(component))"
            let rows = picker.visibleRowFrames(inComponent: component).map { visible in
                let index = visible.offsetFromCenter
                let rowTitle = title(visible.row, component)
                return LayoutNode(
                    id: "\(nodeID).row\(index > 0 ? "+" : "")\(index)", kind: "WheelRow", frame: visible.frame,
                    value: rowTitle.map(JSONValue.string) ?? .null,
                    extra: [("row", .int(visible.row)), ("enabled", .bool(picker.isRowEnabled(visible.row, inComponent: component)))]
                        + (rowTitle.map { [("text", JSONValue.string($0))] } ?? []))
            }
            return LayoutNode(
                id: nodeID, kind: "WheelComponent", frame: picker.frame(ofComponent: component) ?? .zero,
                value: selectedTitle(component, selectedRow: selectedRow, title: title),
                extra: [
                    ("component", .int(component)), ("row", selectedRow(component).map(JSONValue.int) ?? .null),
                    ("rowCount", .int(picker.numberOfRows(inComponent: component))),
                    ("cyclic", .bool(picker.isComponentCyclic(component))),
                ],
                children: rows)
        }
        return description
    }
}
