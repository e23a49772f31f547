/// A change in the semantics tree, sent to ``WidgetRoot/onAccessibilityEvent`` at the moment the widget
/// reports it, for a bridge to pass on as AT-SPI events (`object:state-changed:focused`,
/// `object:property-change:accessible-value`, ...). The node's new state is read from the tree.
public struct AccessibilityEvent: Hashable, Sendable {
    /// What changed.
    public enum Kind: Hashable, Sendable {
        /// The node took the keyboard focus (a widget, or a part of one: a segment, a wheel, a day).
        case focus
        /// The node's value changed (the user settled a picker, edited a field).
        case valueChanged
        /// Which of the node's children are selected changed (a calendar's days).
        case selectionChanged
        /// `state` turned on or off (a date row's `expanded`).
        case stateChanged(AccessibilityStates, isOn: Bool)
        /// Nodes were added to or removed from the node's children.
        case childrenChanged
        /// The node's name changed (the on-screen keyboard's highlighted key as shift or its layer changes).
        case nameChanged
    }

    /// What changed.
    public var kind: Kind
    /// The identifier of the node it changed on (``AccessibilityNode/identifier``).
    public var identifier: String
    /// When, in seconds on the host's clock.
    public var time: Double

    public init(_ kind: Kind, identifier: String, time: Double) {
        self.kind = kind
        self.identifier = identifier
        self.time = time
    }
}
