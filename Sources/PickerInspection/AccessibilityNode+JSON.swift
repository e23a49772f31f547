import PickerCore
import PickerWidgets

extension AccessibilityNode {
    /// The node as `--dump-accessibility` prints it: `{"id", "role", "name", "value", "states", "actions",
    /// "frame", "children"}`, with `"description"` after the name when there is one and `"range"`
    /// (`current`, `minimum`, `maximum`, `step`) after the value when the node has a number. Roles and
    /// states are AT-SPI's names ("spin button", "focused"); frames are in window points, as `--dump-layout`'s.
    public var jsonValue: JSONValue {
        var pairs: [(String, JSONValue)] = [("id", .string(identifier)), ("role", .string(role.rawValue)), ("name", .string(name))]
        if !description.isEmpty { pairs.append(("description", .string(description))) }
        pairs.append(("value", valueText.map(JSONValue.string) ?? .null))
        if let range = valueRange {
            pairs.append(("range", .object([
                ("current", .double(range.current)), ("minimum", .double(range.minimum)),
                ("maximum", .double(range.maximum)), ("step", .double(range.step)),
            ])))
        }
        pairs += [
            ("states", .array(states.names.map(JSONValue.string))),
            ("actions", .array(actions.map { .string($0.rawValue) })),
            ("frame", frame.jsonValue),
            ("children", .array(children.map(\.jsonValue))),
        ]
        return .object(pairs)
    }

    /// A window (`frame`) holding `panels`, each a widget tree's root node laid out in it: what a desktop
    /// shows an assistive technology above PickerKit's panels (an app window with embedded panels).
    /// - Parameters:
    ///   - name: the window's title.
    ///   - size: the window's size in points.
    ///   - panels: the panels' root nodes, front-most last.
    public static func window(named name: String, size: Size, panels: [AccessibilityNode]) -> AccessibilityNode {
        AccessibilityNode(
            identifier: "window", role: .frame, name: name, states: [.enabled], frame: Rect(origin: .zero, size: size),
            children: panels)
    }
}
