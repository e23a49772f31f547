import CSDL2
import PickerCore

/// A game controller that exists only in software (SDL's virtual joystick with the standard game
/// controller's buttons and axes): scripts and tests press its buttons, and the events come through SDL
/// as a real pad's do. Detached when it goes away.
public final class VirtualGameController {
    /// The SDL joystick kept open to set its state.
    private var joystick: OpaquePointer?
    /// Its SDL joystick instance id: the id its events carry.
    public let instanceID: SDL_JoystickID

    /// Plugs in a virtual controller; SDL then posts its device-added events.
    /// - Throws: `SDLError` when SDL cannot attach or open it.
    public init(name: String = "PickerKit virtual controller") throws {
        var desc = SDL_VirtualJoystickDesc()
        desc.version = UInt16(SDL_VIRTUAL_JOYSTICK_DESC_VERSION)
        desc.type = UInt16(SDL_JOYSTICK_TYPE_GAMECONTROLLER.rawValue)
        desc.naxes = UInt16(SDL_CONTROLLER_AXIS_MAX.rawValue)
        desc.nbuttons = UInt16(SDL_CONTROLLER_BUTTON_MAX.rawValue)
        desc.button_mask = UInt32((1 << SDL_CONTROLLER_BUTTON_MAX.rawValue) - 1)
        desc.axis_mask = UInt32((1 << SDL_CONTROLLER_AXIS_MAX.rawValue) - 1)
        let index = name.withCString { cName in
            desc.name = cName
            return SDL_JoystickAttachVirtualEx(&desc)
        }
        guard index >= 0 else { throw SDLError.current("SDL_JoystickAttachVirtualEx") }
        guard let joystick = SDL_JoystickOpen(index) else {
            let error = SDLError.current("SDL_JoystickOpen")
            SDL_JoystickDetachVirtual(index)
            throw error
        }
        self.joystick = joystick
        instanceID = SDL_JoystickInstanceID(joystick)
    }

    deinit { detach() }

    /// The controller's id as hosts name it.
    public var controllerID: ControllerID { ControllerID(Int(instanceID)) }

    /// Whether it is still plugged in.
    public var isAttached: Bool { joystick != nil }

    /// Presses (`isDown`) or releases `button`; the event comes with SDL's next update of its joysticks.
    public func setButton(_ button: GamepadButton, isDown: Bool) throws {
        guard let joystick else { throw SDLError(operation: "SDL_JoystickSetVirtualButton", message: "the controller is unplugged") }
        let sdlButton = SDLGamepadMapping.sdlButton(button).rawValue
        guard SDL_JoystickSetVirtualButton(joystick, sdlButton, UInt8(isDown ? SDL_PRESSED : SDL_RELEASED)) == 0 else {
            throw SDLError.current("SDL_JoystickSetVirtualButton")
        }
    }

    /// Moves `axis` to `value` (-32768...32767).
    public func setAxis(_ axis: SDL_GameControllerAxis, value: Int16) throws {
        guard let joystick else { throw SDLError(operation: "SDL_JoystickSetVirtualAxis", message: "the controller is unplugged") }
        guard SDL_JoystickSetVirtualAxis(joystick, axis.rawValue, value) == 0 else {
            throw SDLError.current("SDL_JoystickSetVirtualAxis")
        }
    }

    /// Unplugs it; SDL then posts its device-removed events.
    public func detach() {
        guard let joystick else { return }
        self.joystick = nil
        SDL_JoystickClose(joystick)
        for index in 0..<SDL_NumJoysticks() where SDL_JoystickGetDeviceInstanceID(index) == instanceID {
            SDL_JoystickDetachVirtual(index)
            break
        }
    }
}
