import PickerCore
import PickerFrame

extension PanelStack {
    /// A controller's button went down or up: its action goes to the key panel (for `faceLayout`), a
    /// release stops its direction everywhere. Returns whether a panel used it (a release when its press was).
    public func handleButton(_ button: GamepadButton, isDown: Bool, on id: ControllerID, faceLayout: GamepadFaceLayout, time: Double) -> Bool {
        isDown ? press(button, faceLayout: faceLayout, on: id, time: time) : release(button, on: id)
    }

    /// A controller's axis moved to `value` (SDL's -32768...32767): the triggers and the right stick
    /// fling an engaged picker, the left stick moves the focus through `controllers`' dead zone.
    /// Returns whether a panel used it.
    public func handleAxis(_ axis: GamepadAxis, value: Int, on id: ControllerID, controllers: GamepadStates, time: Double) -> Bool {
        if let fraction = controllers.updateFling(axis, value: value, on: id) { return fling(fraction: fraction, time: time) }
        guard let stick = axis.leftStickAxis else { return false }
        var used = false
        for change in controllers.updateStick(stick, value: value, on: id) {
            used = handle(change, on: id, time: time) || used
        }
        return used
    }
}
