import PickerCore

/// One node of the semantics tree a widget tree describes itself as, for assistive technologies (a screen
/// reader such as Orca, through an AT-SPI bridge) and for tests: plain data, read from the widgets when
/// asked (``Widget/accessibilityNode()``), never kept.
public struct AccessibilityNode: Hashable, Sendable {
    /// A stable identifier: the widget's id, or its part's as `--dump-layout` names it (`dmy.day`,
    /// `calendar.day.2026-11-21`). Actions and events name nodes by it.
    public var identifier: String
    /// What the node is.
    public var role: AccessibilityRole
    /// What a screen reader calls it ("Month", "Saturday, November 21, 2026").
    public var name: String
    /// A longer description; empty for none.
    public var description: String
    /// Its value as text ("November"); nil when it has none.
    public var valueText: String?
    /// Its value as a number and the range that number moves in, where that means something.
    public var valueRange: AccessibilityValueRange?
    /// Its states.
    public var states: AccessibilityStates
    /// What can be asked of it (``Widget/performAccessibilityAction(_:onNode:)``).
    public var actions: [AccessibilityAction]
    /// Where it is, in window points.
    public var frame: Rect
    /// The identifier of the node that shows its name on screen (a caption), if any.
    public var labelledBy: String?
    /// The nodes inside it, in reading order.
    public var children: [AccessibilityNode]

    public init(
        identifier: String, role: AccessibilityRole, name: String = "", description: String = "", valueText: String? = nil,
        valueRange: AccessibilityValueRange? = nil, states: AccessibilityStates = [], actions: [AccessibilityAction] = [],
        frame: Rect, labelledBy: String? = nil, children: [AccessibilityNode] = []
    ) {
        self.identifier = identifier
        self.role = role
        self.name = name
        self.description = description
        self.valueText = valueText
        self.valueRange = valueRange
        self.states = states
        self.actions = actions
        self.frame = frame
        self.labelledBy = labelledBy
        self.children = children
    }

    /// The first node of this subtree, depth first, whose identifier is `identifier`.
    public func node(withIdentifier identifier: String) -> AccessibilityNode? {
        if self.identifier == identifier { return self }
        for child in children {
            if let found = child.node(withIdentifier: identifier) { return found }
        }
        return nil
    }

    /// Every node of this subtree, depth first, self first.
    public var subtree: [AccessibilityNode] { [self] + children.flatMap(\.subtree) }
}
