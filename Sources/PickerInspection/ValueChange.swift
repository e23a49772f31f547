import PickerCore
import PickerWidgets

/// A value change as `--log-events` prints it: `{"widget": "month", "kind": "MiniPicker", "row": 10, "value": "nov.", "time": 1.532}`.
public struct ValueChange: Hashable, Sendable {
    /// The id of the widget whose value changed.
    public var widget: String
    /// Its type.
    public var kind: String
    /// Keys after `widget` and `kind` (e.g. `component`, `row`, `value`, `date`).
    public var fields: [(String, JSONValue)]
    /// When the change happened, in seconds on the host's clock.
    public var time: Double

    public init(widget: String, kind: String, fields: [(String, JSONValue)], time: Double) {
        self.widget = widget
        self.kind = kind
        self.fields = fields
        self.time = time
    }

    public static func == (a: ValueChange, b: ValueChange) -> Bool { a.jsonValue == b.jsonValue }
    public func hash(into hasher: inout Hasher) { hasher.combine(jsonValue) }

    public var jsonValue: JSONValue {
        .object([("widget", .string(widget)), ("kind", .string(kind))] + fields + [("time", .double(time))])
    }

    /// The value of `key` among the fields.
    public subscript(key: String) -> JSONValue? { fields.first { $0.0 == key }?.1 }
}

extension ValueChange {
    /// The event line for a value change a widget reported, read from the widget's public state at the
    /// time of the call (convert as the change arrives, in `WidgetRoot.onValueChanged`).
    public init(_ change: WidgetValueChange) {
        self.init(
            widget: change.widget.id, kind: change.widget.kind, fields: Inspection.valueChangeFields(change),
            time: change.time)
    }
}
