import PickerCore

extension PanelStack {
    /// Sends one input event (window points) to the panel it belongs to; returns whether a panel used it:
    /// a press on a panel, every event of a drag that began on one (even outside it), the pointer or wheel
    /// over a panel, keys and text the key panel's widgets took, and Tab moving the focus.
    public func route(_ input: InputEvent) -> Bool {
        switch input {
        case .pointerDown(let e):
            guard let panel = panel(at: e.location) else {
                // A press on the app's own part of the window takes the keyboard away from the panels.
                makeKey(nil)
                return false
            }
            pointerOwners[e.pointer] = panel
            makeKey(panel)
            deliver(input, to: panel)
            return true
        case .pointerMoved(let e):
            if let panel = pointerOwners[e.pointer] {
                deliver(input, to: panel)
                return true
            }
            guard let panel = panel(at: e.location) else { return false }
            deliver(input, to: panel)  // hover: the scene asks for a frame only if something changed
            return true
        case .pointerUp(let e), .pointerCancelled(let e):
            guard let panel = pointerOwners.removeValue(forKey: e.pointer) else { return false }
            deliver(input, to: panel)
            return true
        case .scroll(let e):
            guard let panel = panel(at: e.location) else { return false }
            deliver(input, to: panel)
            return true
        case .key(let key):
            if key.key == .tab, key.modifiers.isDisjoint(with: [.control, .alt, .command]) {
                return moveFocus(forward: !key.modifiers.contains(.shift))
            }
            guard let panel = keyPanel, !panel.isHidden else { return false }
            return deliver(input, to: panel)
        case .text, .textEditing:
            guard let panel = keyPanel, !panel.isHidden else { return false }
            return deliver(input, to: panel)
        }
    }

    /// Whether a pointer that went down on a panel is still down.
    public func isCapturing(_ pointer: PointerID) -> Bool { pointerOwners[pointer] != nil }

    /// Whether a drag that began on a panel is in progress.
    public var isPointerCaptured: Bool { !pointerOwners.isEmpty }

    /// Forgets every pointer that is down, after the host cancelled them.
    public func forgetPointers() { pointerOwners.removeAll() }

    @discardableResult
    private func deliver(_ input: InputEvent, to panel: Panel) -> Bool {
        let origin = pointOrigin(of: panel)
        return panel.scene.handle(input.offsetBy(dx: -origin.x, dy: -origin.y))
    }

    /// Where the key panel edits text, in window points, or nil when nothing is being edited.
    public var textInputRect: Rect? {
        guard let panel = keyPanel, !panel.isHidden, let rect = panel.scene.textInputRect else { return nil }
        let offset = pointOrigin(of: panel)
        return Rect(x: rect.minX + offset.x, y: rect.minY + offset.y, width: rect.width, height: rect.height)
    }

    /// Makes `panel` the one keys and text go to; the others give up their keyboard focus (one focus in
    /// the window). nil gives the keyboard back to the app.
    public func makeKey(_ panel: Panel?) {
        guard keyPanel !== panel else { return }
        for other in panels where other !== panel { other.scene.resignKeyboardFocus() }
        keyPanel = panel
    }

    /// Tab and Shift+Tab, while a panel is key: through its focusable widgets, then on to the next panel
    /// that has some (in drawing order), round to the first.
    private func moveFocus(forward: Bool) -> Bool {
        let order = panels.filter { !$0.isHidden }
        guard let key = keyPanel, let start = order.firstIndex(where: { $0 === key }) else { return false }
        let current = order[start]
        if current.scene.moveKeyboardFocus(forward: forward, wrapping: order.count == 1) {
            keyPanel = current
            return true
        }
        guard order.count > 1 else { return false }
        current.scene.resignKeyboardFocus()
        for step in 1...order.count {
            let index = ((start + (forward ? step : -step)) % order.count + order.count) % order.count
            let panel = order[index]
            if panel.scene.moveKeyboardFocus(forward: forward, wrapping: false) {
                makeKey(panel)
                return true
            }
        }
        return false
    }
}
