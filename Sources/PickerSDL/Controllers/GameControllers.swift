import CSDL2
import PickerCore

/// The game controllers a host has open, by SDL joystick instance id; each is closed when it is removed
/// and all of them when this goes away, so none leaks. What is kept of each is `GamepadStates`'.
public final class GameControllers: GamepadStates {
    private var handles: [ControllerID: OpaquePointer] = [:]

    override init() {}

    deinit {
        for handle in handles.values { SDL_GameControllerClose(handle) }
    }

    /// Opens the controller SDL lists at `deviceIndex` (unless it is open already).
    /// - Returns: its id.
    /// - Throws: `SDLError` when SDL cannot open it.
    @discardableResult
    public func open(deviceIndex: Int32) throws -> ControllerID {
        guard let handle = SDL_GameControllerOpen(deviceIndex) else {
            throw SDLError.current("SDL_GameControllerOpen")
        }
        let id = ControllerID(Int(SDL_JoystickInstanceID(SDL_GameControllerGetJoystick(handle))))
        if handles[id] != nil {
            // Already open: SDL counted a second reference, give it back.
            SDL_GameControllerClose(handle)
            return id
        }
        handles[id] = handle
        add(id, faceLayout: SDLGamepadMapping.faceLayout(for: SDL_GameControllerGetType(handle)))
        return id
    }

    /// Closes the controller with `id`; whether it was open.
    @discardableResult
    public override func remove(_ id: ControllerID) -> Bool {
        handles.removeValue(forKey: id).map(SDL_GameControllerClose)
        return super.remove(id)
    }
}
