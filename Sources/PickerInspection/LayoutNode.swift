import PickerCore

/// One node of the widget tree as `--dump-layout` prints it and end-to-end tests read it:
/// `{"id": "month", "kind": "MiniPicker", "frame": {...}, "value": ..., "children": [...]}` plus extra keys.
public struct LayoutNode: Hashable, Sendable {
    /// A stable, meaningful identifier (`month`, `dmy.day`).
    public var id: String
    /// The widget or part type (`MiniPicker`, `MiniPickerSegment`).
    public var kind: String
    /// The frame in window points.
    public var frame: Rect
    public var value: JSONValue
    /// Further keys (e.g. `"row"`), written after `value`.
    public var extra: [(String, JSONValue)]
    public var children: [LayoutNode]

    public init(id: String, kind: String, frame: Rect, value: JSONValue = .null, extra: [(String, JSONValue)] = [], children: [LayoutNode] = []) {
        self.id = id
        self.kind = kind
        self.frame = frame
        self.value = value
        self.extra = extra
        self.children = children
    }

    public static func == (a: LayoutNode, b: LayoutNode) -> Bool { a.jsonValue == b.jsonValue }
    public func hash(into hasher: inout Hasher) { hasher.combine(jsonValue) }

    public var jsonValue: JSONValue {
        .object([("id", .string(id)), ("kind", .string(kind)), ("frame", frame.jsonValue), ("value", value)]
            + extra + [("children", .array(children.map(\.jsonValue)))])
    }

    /// The first node, depth first, whose id is `id`.
    public func node(withID id: String) -> LayoutNode? {
        if self.id == id { return self }
        for child in children { if let found = child.node(withID: id) { return found } }
        return nil
    }
}
