import PickerCore

extension Widget {
    /// Sends `kind` on the node `identifier` (the widget's own by default) to the root's
    /// ``WidgetRoot/onAccessibilityEvent``, at the root's current time.
    public func postAccessibilityEvent(_ kind: AccessibilityEvent.Kind, on identifier: String? = nil) {
        guard let root else { return }
        root.deliver(AccessibilityEvent(kind, identifier: identifier ?? id, time: root.currentTime))
    }

    /// Runs `move`, which puts the keyboard on another part of this widget (a segment, a wheel), and
    /// announces the part that has it now if it changed while the widget has the focus (when the widget
    /// gains the focus, the root announces it).
    func announcingFocusedPart(_ move: () -> Void) {
        let before = focusedAccessibilityIdentifier
        move()
        let after = focusedAccessibilityIdentifier
        if isFocused, after != before { postAccessibilityEvent(.focus, on: after) }
    }

    /// The states of a part (a segment, a wheel, a day): focusable, `enabled` unless `isEnabled` is false,
    /// and `focused` while the widget has the keyboard focus and `isFocusedPart` says the part has it.
    func partStates(isFocusedPart: Bool, isEnabled: Bool = true) -> AccessibilityStates {
        var states: AccessibilityStates = [.focusable]
        if isEnabled { states.insert(.enabled) }
        if isFocused && isFocusedPart { states.insert(.focused) }
        return states
    }

    /// A spin button for one component of a picker (a mini picker's segment, a wheel): its row as the value
    /// (0...count-1, step 1), that row's title as the value text.
    func spinButtonNode(
        identifier: String, name: String, row: Int?, count: Int, title: (Int) -> String?, states: AccessibilityStates,
        frame: Rect
    ) -> AccessibilityNode {
        AccessibilityNode(
            identifier: identifier, role: .spinButton, name: name, valueText: row.flatMap(title),
            valueRange: row.map { .rows($0, count: count) }, states: states, frame: frame)
    }
}

extension WidgetRoot {
    /// Does `action` on the node `identifier` of this tree, as the user would (a button's or a day's click).
    /// - Returns: whether a widget of the tree did it.
    @discardableResult
    public func performAccessibilityAction(_ action: AccessibilityAction, on identifier: String) -> Bool {
        subtree.contains { $0.performAccessibilityAction(action, onNode: identifier) }
    }

    /// Sets the number of the node `identifier` of this tree (turns a spin button to a row), as the user would.
    /// - Returns: whether a widget of the tree took it.
    @discardableResult
    public func setAccessibilityValue(_ value: Double, on identifier: String) -> Bool {
        subtree.contains { $0.setAccessibilityValue(value, onNode: identifier) }
    }

    /// Replaces the text of the node `identifier` of this tree (an entry's), as the user would edit it.
    /// - Returns: whether a widget of the tree took it.
    @discardableResult
    public func setAccessibilityText(_ text: String, on identifier: String) -> Bool {
        subtree.contains { $0.setAccessibilityText(text, onNode: identifier) }
    }
}
