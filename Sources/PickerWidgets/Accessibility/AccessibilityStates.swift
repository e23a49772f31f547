/// The states of a node of the semantics tree (AT-SPI's state set, the ones PickerKit's widgets have).
public struct AccessibilityStates: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The node can take the keyboard focus.
    public static let focusable = AccessibilityStates(rawValue: 1 << 0)
    /// The node has the keyboard focus.
    public static let focused = AccessibilityStates(rawValue: 1 << 1)
    /// The node takes input (a day outside the allowed dates is not enabled).
    public static let enabled = AccessibilityStates(rawValue: 1 << 2)
    /// The node is chosen (a selected day).
    public static let selected = AccessibilityStates(rawValue: 1 << 3)
    /// The node can open something below it (a form's date row and its picker).
    public static let expandable = AccessibilityStates(rawValue: 1 << 4)
    /// What the node opens is open.
    public static let expanded = AccessibilityStates(rawValue: 1 << 5)
    /// The node's text can be edited (an entry).
    public static let editable = AccessibilityStates(rawValue: 1 << 6)

    /// Every state with its AT-SPI name, in a fixed order.
    public static let named: [(state: AccessibilityStates, name: String)] = [
        (.focusable, "focusable"), (.focused, "focused"), (.enabled, "enabled"), (.selected, "selected"),
        (.expandable, "expandable"), (.expanded, "expanded"), (.editable, "editable"),
    ]

    /// The AT-SPI names of the states in this set, in ``named``'s order.
    public var names: [String] { Self.named.filter { contains($0.state) }.map(\.name) }
}
