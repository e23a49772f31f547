/// A scene that describes itself for assistive technologies: what a host puts on the accessibility bus
/// for each of its panels (an AT-SPI bridge reads it; no D-Bus here). `WidgetRoot` is one.
public protocol AccessibleScene: AnyObject {
    /// The scene's semantics tree, its frames in the scene's points.
    func accessibilityTree() -> AccessibilityNode
    /// Does `action` on the node `identifier`, as the user would. Returns whether it was done.
    @discardableResult
    func performAccessibilityAction(_ action: AccessibilityAction, on identifier: String) -> Bool
    /// Sets the number of the node `identifier` (turns a spin button), as the user would. Returns whether it was taken.
    @discardableResult
    func setAccessibilityValue(_ value: Double, on identifier: String) -> Bool
    /// Replaces the text of the node `identifier` (an entry's), as the user would. Returns whether it was taken.
    @discardableResult
    func setAccessibilityText(_ text: String, on identifier: String) -> Bool
    /// Hears every change of the tree as it is reported.
    var onAccessibilityEvent: ((AccessibilityEvent) -> Void)? { get set }
}

extension WidgetRoot: AccessibleScene {
    /// The root's node: the panel of the whole tree.
    public func accessibilityTree() -> AccessibilityNode { accessibilityNode() }
}
