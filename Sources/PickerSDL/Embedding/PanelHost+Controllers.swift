import CSDL2
import PickerCore
import PickerFrame

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
            if gameControllers.close(id) { stack.removeController(id) }
            return false
        case SDL_CONTROLLERBUTTONDOWN, SDL_CONTROLLERBUTTONUP:
            let id = ControllerID(Int(event.cbutton.which))
            guard let button = GamepadButton(sdlIndex: Int(event.cbutton.button)) else { return false }
            let used = stack.handleButton(
                button, isDown: SDL_EventType(event.type) == SDL_CONTROLLERBUTTONDOWN, on: id, faceLayout: faceLayout(of: id), time: time)
            updateTextInput()
            return used
        case SDL_CONTROLLERAXISMOTION:
            guard let axis = GamepadAxis(rawValue: Int(event.caxis.axis)) else { return false }
            return stack.handleAxis(
                axis, value: Int(event.caxis.value), on: ControllerID(Int(event.caxis.which)), controllers: gameControllers, time: time)
        default:
            return nil
        }
    }

    /// The face layout of the controller with `id`: ``gamepadFaceLayout`` when set, else its type's.
    public func faceLayout(of id: ControllerID) -> GamepadFaceLayout {
        gamepadFaceLayout ?? gameControllers.faceLayout(of: id)
    }

    /// `button` went down on the controller `id` at `time`: its action goes to the panel with the keyboard.
    /// - Returns: whether the panel used it.
    @discardableResult
    public func pressButton(_ button: GamepadButton, on id: ControllerID, time: Double) -> Bool {
        let used = stack.press(button, faceLayout: faceLayout(of: id), on: id, time: time)
        updateTextInput()
        return used
    }

    /// `button` went up on the controller `id`: a direction stops repeating (on every panel, wherever
    /// the focus went meanwhile).
    /// - Returns: whether its press was used.
    @discardableResult
    public func releaseButton(_ button: GamepadButton, on id: ControllerID) -> Bool {
        stack.release(button, on: id)
    }
}
