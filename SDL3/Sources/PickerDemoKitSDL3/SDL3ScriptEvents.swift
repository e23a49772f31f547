import Foundation
import PickerDemoApp
import PickerDemoPages
import PickerSDL3

/// SDL 3's side of playing a script (`ScriptPlayer` into a window, `OffscreenReplay` offscreen): a step's
/// SDL 3 events, and a virtual controller for controller steps.
public struct SDL3ScriptEvents: ScriptEventQueue {
    /// Window coordinates per point (the `--scale`).
    let scale: Double
    /// The window's size in points (finger positions are normalised by it).
    let windowSize: Size

    public func push(_ action: InputScript.Action) throws {
        for var event in events(for: action, controller: 0) {
            guard SDL_PushEvent(&event) else { throw SDLError.current("SDL_PushEvent") }
        }
    }

    public func plugInController() throws -> VirtualGameController {
        // Controller events keep coming when the window is not in front (a window under Xvfb may never be).
        SDL_SetHint(SDL_HINT_JOYSTICK_ALLOW_BACKGROUND_EVENTS, "1")
        return try VirtualGameController(name: "picker-demo-sdl3 script controller")
    }

    public func pushQuit() {
        var event = SDL_Event()
        event.type = SDL_EVENT_QUIT.rawValue
        _ = SDL_PushEvent(&event)
    }

    /// The SDL events of one step: mouse positions in window coordinates, fingers normalised to the
    /// window, controller steps on the controller with instance id `controller`.
    func events(for action: InputScript.Action, controller: SDL_JoystickID) -> [SDL_Event] {
        var event = SDL_Event()
        event.common.timestamp = SDL_GetTicksNS()
        switch action {
        case .pointerDown(_, .mouse, let p), .pointerMoved(_, .mouse, let p), .pointerUp(_, .mouse, let p):
            // A press or release comes after a move there, with the button held while it is down.
            var motion = event
            motion.type = SDL_EVENT_MOUSE_MOTION.rawValue
            (motion.motion.x, motion.motion.y) = (Float(p.x * scale), Float(p.y * scale))
            if case .pointerDown = action {
                event.type = SDL_EVENT_MOUSE_BUTTON_DOWN.rawValue
            } else {
                motion.motion.state = 1  // SDL_BUTTON_LMASK
                guard case .pointerUp = action else { return [motion] }
                event.type = SDL_EVENT_MOUSE_BUTTON_UP.rawValue
            }
            (event.button.button, event.button.down, event.button.clicks) = (1, event.type == SDL_EVENT_MOUSE_BUTTON_DOWN.rawValue, 1)
            (event.button.x, event.button.y) = (motion.motion.x, motion.motion.y)
            return [motion, event]
        case .pointerDown(let id, .touch, let p), .pointerMoved(let id, .touch, let p), .pointerUp(let id, .touch, let p):
            let type: SDL_EventType = switch action {
            case .pointerDown: SDL_EVENT_FINGER_DOWN
            case .pointerMoved: SDL_EVENT_FINGER_MOTION
            default: SDL_EVENT_FINGER_UP
            }
            event.type = type.rawValue
            (event.tfinger.touchID, event.tfinger.fingerID) = (1, SDL_FingerID(id.rawValue))
            (event.tfinger.x, event.tfinger.y) = (Float(p.x / windowSize.width), Float(p.y / windowSize.height))
            event.tfinger.pressure = type == SDL_EVENT_FINGER_UP ? 0 : 1
            return [event]
        case .wheel(let dx, let dy, let p):
            var motion = event
            motion.type = SDL_EVENT_MOUSE_MOTION.rawValue
            (motion.motion.x, motion.motion.y) = (Float(p.x * scale), Float(p.y * scale))
            event.type = SDL_EVENT_MOUSE_WHEEL.rawValue
            (event.wheel.x, event.wheel.y, event.wheel.direction) = (Float(dx), Float(dy), SDL_MOUSEWHEEL_NORMAL)
            (event.wheel.mouse_x, event.wheel.mouse_y) = (motion.motion.x, motion.motion.y)
            return [motion, event]
        case .key(let key, let modifiers):
            guard let code = SDLKeyCodes.code(for: key) else { return [] }
            event.type = SDL_EVENT_KEY_DOWN.rawValue
            (event.key.key, event.key.mod, event.key.down) = (code, SDLKeyCodes.modifierState(for: modifiers), true)
            event.key.scancode = SDL_GetScancodeFromKey(code, nil)
            return [event]
        case .text(let text):
            // SDL copies the event, not the text it points to: the text lives as long as the process
            // (a script has few of them).
            event.type = SDL_EVENT_TEXT_INPUT.rawValue
            event.text.text = UnsafePointer(strdup(text))
            return [event]
        case .padButton(let button, let isDown):
            event.type = (isDown ? SDL_EVENT_GAMEPAD_BUTTON_DOWN : SDL_EVENT_GAMEPAD_BUTTON_UP).rawValue
            (event.gbutton.which, event.gbutton.button, event.gbutton.down) = (controller, UInt8(button.sdlIndex), isDown)
            return [event]
        case .padAxis(let axis, let value):
            event.type = SDL_EVENT_GAMEPAD_AXIS_MOTION.rawValue
            (event.gaxis.which, event.gaxis.axis, event.gaxis.value) = (controller, UInt8(axis.gamepadAxis.rawValue), value)
            return [event]
        }
    }
}

extension VirtualGameController: ScriptController {
    /// Sets a controller step, which SDL turns into events as a real controller's.
    public func apply(_ action: InputScript.Action) throws {
        switch action {
        case .padButton(let button, let isDown): try setButton(button, isDown: isDown)
        case .padAxis(let axis, let value): try setAxis(SDL_GamepadAxis(Int32(axis.gamepadAxis.rawValue)), value: value)
        default: break
        }
    }
}
