import CSDL3
import PickerCore
import PickerFrame
import PickerSDLShared

/// The gamepads a host has open, by SDL joystick instance id; each is closed when it is removed and all
/// of them when this goes away, so none leaks. What is kept of each is `GamepadStates`'.
public final class GameControllers: GamepadStates {
    private var gamepads: [ControllerID: OpaquePointer] = [:]

    deinit { gamepads.values.forEach(SDL_CloseGamepad) }

    /// Opens the gamepad with SDL instance id `instanceID` (an `SDL_EVENT_GAMEPAD_ADDED`'s `which`),
    /// unless it is open already.
    /// - Returns: its id.
    /// - Throws: `SDLError` when SDL cannot open it.
    @discardableResult
    public func open(_ instanceID: SDL_JoystickID) throws -> ControllerID {
        let id = ControllerID(Int(instanceID))
        guard gamepads[id] == nil else { return id }
        guard let gamepad = SDL_OpenGamepad(instanceID) else { throw SDLError.current("SDL_OpenGamepad") }
        gamepads[id] = gamepad
        add(id, faceLayout: SDLGamepadMapping.faceLayout(for: SDL_GetGamepadType(gamepad)))
        return id
    }

    /// Closes the gamepad with `id`; whether it was open.
    @discardableResult
    public override func remove(_ id: ControllerID) -> Bool {
        gamepads.removeValue(forKey: id).map(SDL_CloseGamepad)
        return super.remove(id)
    }
}
