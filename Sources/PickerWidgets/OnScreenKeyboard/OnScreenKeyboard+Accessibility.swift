import PickerCore

extension OnScreenKeyboard {
    /// The identifier of the key at `position`: `<keyboard>.r<row>k<index>`.
    func keyIdentifier(_ position: OnScreenKeyboardModel.Position) -> String {
        "\(id).r\(position.row)k\(position.index)"
    }

    /// The identifier of the highlighted key: the node that has the focus while the keyboard shows.
    public var highlightedKeyIdentifier: String { keyIdentifier(model.highlighted) }

    /// Each key as a push button named by what it types ("q", "Q" with shift) or does ("Shift", "Shift on",
    /// "Done");
    /// the highlighted one is focused.
    var keyNodes: [AccessibilityNode] {
        keyFrames().map { position, key, keyFrame in
            var states: AccessibilityStates = [.enabled, .focusable]
            if position == model.highlighted { states.insert(.focused) }
            return AccessibilityNode(
                identifier: keyIdentifier(position), role: .pushButton, name: accessibilityName(of: key), states: states,
                frame: keyFrame)
        }
    }

    /// What a screen reader calls `key` now: what it types, or what it does with shift's state.
    func accessibilityName(of key: KeyboardKey) -> String {
        switch (key.kind, model.shift) {
        case (.character, _): model.title(of: key)
        case (.shift, .once): "Shift on"
        case (.shift, .locked): "Caps lock on"
        default: key.accessibilityName
        }
    }
}
