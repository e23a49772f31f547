import PickerCore

extension PanelStack {
    /// The panel controller actions go to: the key panel. With none, after the app took the keyboard
    /// back, they are the app's.
    public var controllerPanel: Panel? {
        guard let panel = keyPanel, !panel.isHidden else { return nil }
        return panel
    }

    /// `button` went down on the controller `id` at `time`: its action (for `faceLayout`) goes to the
    /// controller panel. Returns whether the panel used it; then its release is used too.
    public func press(_ button: GamepadButton, faceLayout: GamepadFaceLayout, on id: ControllerID, time: Double) -> Bool {
        guard let action = GamepadButtonMapping(faceLayout: faceLayout).action(for: button), let panel = controllerPanel
        else { return false }
        let used: Bool
        if case .move(let direction) = action {
            used = move(direction, from: panel, controller: id, time: time)
        } else {
            used = panel.scene.handle(action, controller: id, time: time)
        }
        if used { usedButtons[id, default: []].insert(button) }
        return used
    }

    /// `button` went up on the controller `id`: a direction stops repeating (on every panel, wherever the
    /// focus went meanwhile). Returns whether its press was used.
    public func release(_ button: GamepadButton, on id: ControllerID) -> Bool {
        if case .move(let direction)? = GamepadButtonMapping().action(for: button) {
            for panel in panels { panel.scene.releaseDirection(direction, controller: id) }
        }
        return usedButtons[id]?.remove(button) != nil
    }

    /// A direction of a stick's dead zone (`StickDeadZone`) pressed or released on the controller `id`.
    /// Returns whether a panel used it.
    public func handle(_ change: DirectionEvent, on id: ControllerID, time: Double) -> Bool {
        switch change {
        case .press(let direction):
            guard let panel = controllerPanel else { return false }
            return move(direction, from: panel, controller: id, time: time)
        case .release(let direction):
            // A release reaches every panel, even if the focus moved while the stick was held.
            for panel in panels { panel.scene.releaseDirection(direction, controller: id) }
            return false
        }
    }

    /// A fling of the controller panel's engaged picker, at `fraction` of its top speed.
    public func fling(fraction: Double, time: Double) -> Bool {
        controllerPanel?.scene.fling(fraction: fraction, time: time) ?? false
    }

    /// The controller `id` was unplugged: its held directions and buttons are forgotten everywhere.
    public func removeController(_ id: ControllerID) {
        usedButtons[id] = nil
        for panel in panels { panel.scene.removeController(id) }
    }

    /// A direction pressed: the panel moves its focus (or its engaged picker) that way; when nothing of the
    /// panel lies that way, the focus goes to the nearest focusable widget that way in another visible
    /// panel, as `SpatialFocus` ranks them in window points.
    private func move(_ direction: NavigationDirection, from panel: Panel, controller id: ControllerID, time: Double) -> Bool {
        if panel.scene.handle(.move(direction), controller: id, time: time) { return true }
        guard let focused = panel.scene.focusedCandidateID else { return false }
        let visible = panels.filter { !$0.isHidden }
        guard visible.count > 1, let source = visible.firstIndex(where: { $0 === panel }) else { return false }
        // Each candidate's id is its panel's index and its own, its frame in window points.
        var candidates: [FocusCandidate] = []
        for (index, other) in visible.enumerated() {
            let origin = pointOrigin(of: other)
            for candidate in other.scene.focusCandidates {
                candidates.append(FocusCandidate(
                    id: "\(index)/\(candidate.id)", frame: candidate.frame.offsetBy(dx: origin.x, dy: origin.y),
                    panel: String(index), role: candidate.role))
            }
        }
        let from = "\(source)/\(focused)"
        let elsewhere = candidates.filter { $0.panel != String(source) || $0.id == from }
        guard let target = SpatialFocus().destination(from: from, toward: direction, among: elsewhere),
              let index = Int(target.panel), let slash = target.id.firstIndex(of: "/")
        else { return false }
        let destination = visible[index]
        makeKey(destination)
        return destination.scene.focusCandidate(String(target.id[target.id.index(after: slash)...]))
    }
}
