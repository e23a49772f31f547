import PickerCore
import PickerWidgets

/// What a widget's `--dump-layout` node says besides its id, kind, frame and child widgets.
public struct LayoutDescription {
    /// The widget's value (`"value"`): a title, a date, a selection; null when it has none.
    public var value: JSONValue
    /// Further keys after `"value"` (e.g. `"row"`, `"mode"`).
    public var extra: [(String, JSONValue)]
    /// The text the widget itself draws, as `"text"`: a string, or an array of strings in logical order;
    /// nil for a widget that draws none of its own (or that says so in `extra`).
    public var text: JSONValue?
    /// Nodes for hit-able parts that are not widgets of their own (segments, wheel rows, day cells),
    /// before the child widgets' nodes.
    public var parts: [LayoutNode]

    /// A description; by default a null value with no extra keys, text or parts.
    public init(value: JSONValue = .null, extra: [(String, JSONValue)] = [], text: JSONValue? = nil, parts: [LayoutNode] = []) {
        self.value = value
        self.extra = extra
        self.text = text
        self.parts = parts
    }
}

/// A widget of your own that describes itself in `--dump-layout` and in `--log-events` lines (PickerKit's
/// widgets are described by PickerInspection from their public properties).
public protocol InspectableWidget: Widget {
    /// Its node's value, extra keys, text and parts.
    var layoutDescription: LayoutDescription { get }
    /// The keys of an event line for `change` between `"kind"` and `"time"`.
    func valueChangeFields(for change: WidgetValueChange) -> [(String, JSONValue)]
}

extension Widget {
    /// The widget's node for `--dump-layout`, with its parts' and its child widgets' nodes.
    /// In right to left every node (the widget's and its parts') adds `"direction": "rightToLeft"`; nodes
    /// that draw text add `"text"`, after the widget's own extra keys.
    public func layoutNode() -> LayoutNode {
        let description = Inspection.layoutDescription(of: self)
        let direction: [(String, JSONValue)] = effectiveLayoutDirection.isRightToLeft
            ? [("direction", .string(LayoutDirection.rightToLeft.rawValue))] : []
        let extra = description.extra
        // A widget whose own keys already say what it shows (a form row's "text") keeps them.
        let text: [(String, JSONValue)] = extra.contains { $0.0 == "text" } ? [] : description.text.map { [("text", $0)] } ?? []
        func directed(_ part: LayoutNode) -> LayoutNode {
            var part = part
            part.extra += direction
            part.children = part.children.map(directed)
            return part
        }
        let parts = direction.isEmpty ? description.parts : description.parts.map(directed)
        return LayoutNode(
            id: id, kind: kind, frame: frame, value: description.value, extra: extra + direction + text,
            children: parts + children.map { $0.layoutNode() })
    }
}

/// Reads PickerKit's widgets through their public, typed properties.
enum Inspection {
    static func layoutDescription(of widget: Widget) -> LayoutDescription {
        switch widget {
        case let widget as InspectableWidget: widget.layoutDescription
        case let picker as DatePicker: datePickerDescription(picker)
        case let picker as WheelPicker: wheelPickerDescription(picker)
        case let picker as MiniPicker: miniPickerDescription(picker)
        case let picker as CalendarPicker: calendarPickerDescription(picker)
        case let grid as CalendarGrid: calendarGridDescription(grid)
        case let table as FormTable: formTableDescription(table)
        case let row as FormRow: formRowDescription(row)
        case let row as FormPickerRow: LayoutDescription(value: .double(row.opacity))
        case let field as TextField: textFieldDescription(field)
        case let button as Button: LayoutDescription(value: .string(button.title), text: button.title.isEmpty ? nil : .string(button.title))
        case let label as Label: LayoutDescription(value: .string(label.text), text: label.text.isEmpty ? nil : .string(label.text))
        default: LayoutDescription()
        }
    }

    static func valueChangeFields(_ change: WidgetValueChange) -> [(String, JSONValue)] {
        switch change.widget {
        case let widget as InspectableWidget: widget.valueChangeFields(for: change)
        case let picker as DatePicker: datePickerChangeFields(picker, change)
        case let picker as WheelPicker: rowChangeFields(change, title: picker.title(forRow:inComponent:))
        case let picker as MiniPicker: rowChangeFields(change, title: picker.title(forRow:inComponent:))
        case let picker as CalendarPicker: calendarPickerChangeFields(picker)
        case let table as FormTable: formTableChangeFields(table, change)
        case let field as TextField: [("value", .string(field.text))]
        default: []
        }
    }

    /// A mini picker's or wheel picker's change: `"component"`, `"row"` and the row's title as `"value"`.
    static func rowChangeFields(_ change: WidgetValueChange, title: (Int, Int) -> String?) -> [(String, JSONValue)] {
        guard let component = change.component, let row = change.row else { return [] }
        return [("component", .int(component)), ("row", .int(row)), ("value", title(row, component).map(JSONValue.string) ?? .null)]
    }
}

extension Widget {
    /// The value of the widget's `--dump-layout` node.
    public var layoutValue: JSONValue { Inspection.layoutDescription(of: self).value }
    /// The nodes of the widget's hit-able parts that are not widgets of their own (segments, wheel rows,
    /// day cells), as its `--dump-layout` node holds them (without the `"direction"` key a right-to-left
    /// layout adds).
    public var layoutParts: [LayoutNode] { Inspection.layoutDescription(of: self).parts }
}
