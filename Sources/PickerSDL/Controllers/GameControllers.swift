import CSDL2
import PickerCore

/// The game controllers a host has open, by SDL joystick instance id, kept as `GamepadStates` keeps them.
public final class GameControllers: GamepadStates {
    /// No controller open yet.
    public init() { super.init { SDL_GameControllerClose($0) } }

    /// Opens the controller SDL lists at `deviceIndex` (unless it is open already).
    /// - Returns: its id.
    /// - Throws: `SDLError` when SDL cannot open it.
    @discardableResult
    public func open(deviceIndex: Int32) throws -> ControllerID {
        guard let handle = SDL_GameControllerOpen(deviceIndex) else {
            throw SDLError.current("SDL_GameControllerOpen")
        }
        let id = ControllerID(Int(SDL_JoystickInstanceID(SDL_GameControllerGetJoystick(handle))))
        guard !contains(id) else {
            SDL_GameControllerClose(handle)  // already open: SDL counted a second reference, give it back
            return id
        }
        add(id, handle: handle, faceLayout: SDLGamepadMapping.faceLayout(for: SDL_GameControllerGetType(handle)))
        return id
    }
}
