import PickerSDL3

/// The pad script on SDL 3: SDL's names for the buttons and axes, and a virtual gamepad to play them on.
extension PadScript {
    /// A button by SDL's name (`a`, `dpup`, `leftshoulder`, ...).
    static func button(named name: String) -> GamepadButton? {
        let button = SDL_GetGamepadButtonFromString(name)
        return button == SDL_GAMEPAD_BUTTON_INVALID ? nil : GamepadButton(sdlIndex: Int(button.rawValue))
    }

    /// An axis by SDL's name (`leftx`, `righttrigger`, ...).
    static func axis(named name: String) -> GamepadAxis? {
        GamepadAxis(rawValue: Int(SDL_GetGamepadAxisFromString(name).rawValue))
    }

    /// Plugs in a virtual gamepad and plays the steps on it; `end` pushes SDL_EVENT_QUIT.
    /// - Returns: the gamepad; keep it while the game runs (it is unplugged when it goes away).
    /// - Throws: `SDLError` when SDL cannot make the gamepad.
    func start() throws -> VirtualGameController {
        let pad = try VirtualGameController(name: "GameLoop script controller")
        play { action in
            switch action {
            case .button(let button, let isDown): try pad.setButton(button, isDown: isDown)
            case .axis(let axis, let value): try pad.setAxis(SDL_GamepadAxis(Int32(axis.rawValue)), value: value)
            case .end:
                var quit = SDL_Event()
                quit.type = SDL_EVENT_QUIT.rawValue
                SDL_PushEvent(&quit)  // thread-safe
            }
        }
        return pad
    }
}
