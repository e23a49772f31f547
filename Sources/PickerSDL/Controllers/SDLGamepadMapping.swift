import CSDL2
import PickerCore

/// Names SDL's game controller buttons and axes in PickerCore's terms.
public enum SDLGamepadMapping {
    /// The button SDL reports as `button` (`SDL_GameControllerButton`), or nil for buttons navigation has
    /// no name for (paddles, the touchpad, misc).
    public static func button(_ button: SDL_GameControllerButton) -> GamepadButton? {
        switch button {
        case SDL_CONTROLLER_BUTTON_A: .a
        case SDL_CONTROLLER_BUTTON_B: .b
        case SDL_CONTROLLER_BUTTON_X: .x
        case SDL_CONTROLLER_BUTTON_Y: .y
        case SDL_CONTROLLER_BUTTON_BACK: .back
        case SDL_CONTROLLER_BUTTON_GUIDE: .guide
        case SDL_CONTROLLER_BUTTON_START: .start
        case SDL_CONTROLLER_BUTTON_LEFTSTICK: .leftStick
        case SDL_CONTROLLER_BUTTON_RIGHTSTICK: .rightStick
        case SDL_CONTROLLER_BUTTON_LEFTSHOULDER: .leftShoulder
        case SDL_CONTROLLER_BUTTON_RIGHTSHOULDER: .rightShoulder
        case SDL_CONTROLLER_BUTTON_DPAD_UP: .dpadUp
        case SDL_CONTROLLER_BUTTON_DPAD_DOWN: .dpadDown
        case SDL_CONTROLLER_BUTTON_DPAD_LEFT: .dpadLeft
        case SDL_CONTROLLER_BUTTON_DPAD_RIGHT: .dpadRight
        default: nil
        }
    }

    /// The SDL button for `button`: the inverse of ``button(_:)``.
    public static func sdlButton(_ button: GamepadButton) -> SDL_GameControllerButton {
        switch button {
        case .a: SDL_CONTROLLER_BUTTON_A
        case .b: SDL_CONTROLLER_BUTTON_B
        case .x: SDL_CONTROLLER_BUTTON_X
        case .y: SDL_CONTROLLER_BUTTON_Y
        case .back: SDL_CONTROLLER_BUTTON_BACK
        case .guide: SDL_CONTROLLER_BUTTON_GUIDE
        case .start: SDL_CONTROLLER_BUTTON_START
        case .leftStick: SDL_CONTROLLER_BUTTON_LEFTSTICK
        case .rightStick: SDL_CONTROLLER_BUTTON_RIGHTSTICK
        case .leftShoulder: SDL_CONTROLLER_BUTTON_LEFTSHOULDER
        case .rightShoulder: SDL_CONTROLLER_BUTTON_RIGHTSHOULDER
        case .dpadUp: SDL_CONTROLLER_BUTTON_DPAD_UP
        case .dpadDown: SDL_CONTROLLER_BUTTON_DPAD_DOWN
        case .dpadLeft: SDL_CONTROLLER_BUTTON_DPAD_LEFT
        case .dpadRight: SDL_CONTROLLER_BUTTON_DPAD_RIGHT
        }
    }

    /// The left stick's axis SDL reports as `axis`; nil for the right stick and the triggers, which
    /// navigation does not use.
    public static func leftStickAxis(_ axis: SDL_GameControllerAxis) -> StickAxis? {
        switch axis {
        case SDL_CONTROLLER_AXIS_LEFTX: .horizontal
        case SDL_CONTROLLER_AXIS_LEFTY: .vertical
        default: nil
        }
    }

    /// The face layout a controller of `type` uses: confirm on the right for Nintendo's, on the bottom
    /// for every other.
    public static func faceLayout(for type: SDL_GameControllerType) -> GamepadFaceLayout {
        switch type {
        case SDL_CONTROLLER_TYPE_NINTENDO_SWITCH_PRO, SDL_CONTROLLER_TYPE_NINTENDO_SWITCH_JOYCON_LEFT,
             SDL_CONTROLLER_TYPE_NINTENDO_SWITCH_JOYCON_RIGHT, SDL_CONTROLLER_TYPE_NINTENDO_SWITCH_JOYCON_PAIR:
            .confirmOnRight
        default:
            .confirmOnBottom
        }
    }
}
