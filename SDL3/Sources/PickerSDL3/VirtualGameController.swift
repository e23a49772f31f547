import CSDL3
import PickerCore
import PickerFrame
import PickerSDLShared

/// A gamepad that exists only in software (SDL's virtual joystick with the standard gamepad's buttons
/// and axes): scripts and tests press its buttons, and the events come through SDL as a real pad's do.
/// Detached when it goes away.
public final class VirtualGameController {
    /// The SDL joystick kept open to set its state; nil once unplugged.
    private var joystick: OpaquePointer?
    /// Its SDL joystick instance id: the id its events carry.
    public let instanceID: SDL_JoystickID

    /// Plugs in a virtual gamepad; SDL then posts its `SDL_EVENT_GAMEPAD_ADDED`.
    /// - Throws: `SDLError` when SDL cannot attach or open it.
    public init(name: String = "PickerKit virtual controller") throws {
        var desc = SDL_VirtualJoystickDesc()
        desc.version = UInt32(MemoryLayout<SDL_VirtualJoystickDesc>.size)  // SDL_INIT_INTERFACE
        desc.type = UInt16(SDL_JOYSTICK_TYPE_GAMEPAD.rawValue)
        desc.naxes = UInt16(SDL_GAMEPAD_AXIS_COUNT.rawValue)
        desc.nbuttons = UInt16(SDL_GAMEPAD_BUTTON_COUNT.rawValue)
        desc.axis_mask = (1 << UInt32(SDL_GAMEPAD_AXIS_COUNT.rawValue)) - 1
        desc.button_mask = (1 << UInt32(SDL_GAMEPAD_BUTTON_COUNT.rawValue)) - 1
        instanceID = name.withCString { name in
            desc.name = name
            return SDL_AttachVirtualJoystick(&desc)
        }
        guard instanceID != 0 else { throw SDLError.current("SDL_AttachVirtualJoystick") }
        joystick = SDL_OpenJoystick(instanceID)
        guard joystick != nil else {
            defer { SDL_DetachVirtualJoystick(instanceID) }
            throw SDLError.current("SDL_OpenJoystick")
        }
    }

    deinit { detach() }

    /// The controller's id as hosts name it.
    public var controllerID: ControllerID { ControllerID(Int(instanceID)) }

    /// Whether it is still plugged in.
    public var isAttached: Bool { joystick != nil }

    /// Presses (`isDown`) or releases `button`; the event comes with SDL's next update of its joysticks.
    public func setButton(_ button: GamepadButton, isDown: Bool) throws {
        try check(SDL_SetJoystickVirtualButton(try plugged(), Int32(button.sdlIndex), isDown), "SDL_SetJoystickVirtualButton")
    }

    /// Moves `axis` to `value` (-32768...32767).
    public func setAxis(_ axis: SDL_GamepadAxis, value: Int16) throws {
        try check(SDL_SetJoystickVirtualAxis(try plugged(), axis.rawValue, value), "SDL_SetJoystickVirtualAxis")
    }

    /// Unplugs it; SDL then posts its `SDL_EVENT_GAMEPAD_REMOVED`.
    public func detach() {
        guard let joystick else { return }
        self.joystick = nil
        SDL_CloseJoystick(joystick)
        SDL_DetachVirtualJoystick(instanceID)
    }

    private func plugged() throws -> OpaquePointer {
        guard let joystick else { throw SDLError(operation: "SDL_SetJoystickVirtual*", message: "the controller is unplugged") }
        return joystick
    }
}
