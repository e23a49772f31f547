import CSDL3
import PickerCore
import PickerFrame
import PickerSDLShared

/// The gamepads a host has open, by SDL joystick instance id, kept as `GamepadStates` keeps them.
public final class GameControllers: GamepadStates {
    /// No gamepad open yet.
    public init() { super.init { SDL_CloseGamepad($0) } }

    /// Opens the gamepad with SDL instance id `instanceID` (an `SDL_EVENT_GAMEPAD_ADDED`'s `which`),
    /// unless it is open already.
    /// - Returns: its id.
    /// - Throws: `SDLError` when SDL cannot open it.
    @discardableResult
    public func open(_ instanceID: SDL_JoystickID) throws -> ControllerID {
        let id = ControllerID(Int(instanceID))
        guard !contains(id) else { return id }
        guard let gamepad = SDL_OpenGamepad(instanceID) else { throw SDLError.current("SDL_OpenGamepad") }
        add(id, handle: gamepad, faceLayout: SDLGamepadMapping.faceLayout(for: SDL_GetGamepadType(gamepad)))
        return id
    }
}
