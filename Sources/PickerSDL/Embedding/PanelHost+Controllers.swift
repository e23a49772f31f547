import CSDL2
import PickerCore

extension PanelHost {
    /// Handles SDL's game controller events: opens a controller when it is plugged in, closes it when it
    /// is removed, and turns buttons and the left stick into navigation actions for the panel with the
    /// keyboard (none when the app has it); the triggers and the right stick fling an engaged picker.
    /// - Returns: nil for an event that is not a controller's; else whether a panel used it (a release
    ///   is used when its press was). Plugging and unplugging are never used, so the app hears of them too.
    func handleControllerEvent(_ event: SDL_Event, time: Double) -> Bool? {
        switch SDL_EventType(event.type) {
        case SDL_CONTROLLERDEVICEADDED:
            do {
                try gameControllers.open(deviceIndex: event.cdevice.which)
            } catch {
                lastControllerError = error as? SDLError
            }
            return false
        case SDL_CONTROLLERDEVICEREMOVED:
            let id = ControllerID(Int(event.cdevice.which))
            if gameControllers.close(id) {
                for panel in panels { panel.scene.removeController(id) }
            }
            return false
        case SDL_CONTROLLERBUTTONDOWN, SDL_CONTROLLERBUTTONUP:
            let id = ControllerID(Int(event.cbutton.which))
            guard let button = SDLGamepadMapping.button(SDL_GameControllerButton(Int32(event.cbutton.button))) else { return false }
            return SDL_EventType(event.type) == SDL_CONTROLLERBUTTONDOWN
                ? pressButton(button, on: id, time: time) : releaseButton(button, on: id)
        case SDL_CONTROLLERAXISMOTION:
            let id = ControllerID(Int(event.caxis.which))
            let sdlAxis = SDL_GameControllerAxis(Int32(event.caxis.axis))
            if let fraction = gameControllers.updateFling(sdlAxis, value: Int(event.caxis.value), on: id) {
                return controllerPanel?.scene.fling(fraction: fraction, time: time) ?? false
            }
            guard let axis = SDLGamepadMapping.leftStickAxis(sdlAxis) else { return false }
            // The dead zone is the host's, so a release reaches every panel even if the focus moved meanwhile.
            var used = false
            for change in gameControllers.updateStick(axis, value: Int(event.caxis.value), on: id) {
                switch change {
                case .press(let direction):
                    guard let panel = controllerPanel else { continue }
                    used = move(direction, from: panel, controller: id, time: time) || used
                case .release(let direction):
                    for panel in panels { panel.scene.releaseDirection(direction, controller: id) }
                }
            }
            return used
        default:
            return nil
        }
    }

    /// The panel controller actions go to: the one with the keyboard (the first panel added has it until
    /// a press or `makeKey(_:)` moves it). With none, after the app took the keyboard back, they are the app's.
    var controllerPanel: Panel? {
        guard let panel = keyPanel, !panel.isHidden else { return nil }
        return panel
    }

    /// The face layout of the controller with `id`: ``gamepadFaceLayout`` when set, else its type's.
    public func faceLayout(of id: ControllerID) -> GamepadFaceLayout {
        gamepadFaceLayout ?? gameControllers.faceLayout(of: id)
    }

    /// `button` went down on the controller `id` at `time`: its action goes to the controller panel.
    /// - Returns: whether the panel used it.
    @discardableResult
    public func pressButton(_ button: GamepadButton, on id: ControllerID, time: Double) -> Bool {
        guard let action = GamepadButtonMapping(faceLayout: faceLayout(of: id)).action(for: button),
              let panel = controllerPanel
        else { return false }
        let used: Bool
        if case .move(let direction) = action {
            used = move(direction, from: panel, controller: id, time: time)
        } else {
            used = panel.scene.handle(action, controller: id, time: time)
        }
        if used { gameControllers.noteUsed(button, on: id) }
        updateTextInput()
        return used
    }

    /// `button` went up on the controller `id`: a direction stops repeating (on every panel, wherever
    /// the focus went meanwhile).
    /// - Returns: whether its press was used.
    @discardableResult
    public func releaseButton(_ button: GamepadButton, on id: ControllerID) -> Bool {
        if case .move(let direction)? = GamepadButtonMapping().action(for: button) {
            for panel in panels { panel.scene.releaseDirection(direction, controller: id) }
        }
        return gameControllers.takeUsed(button, on: id)
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
