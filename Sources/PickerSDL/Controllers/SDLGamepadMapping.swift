import CSDL2
import PickerCore

/// Names SDL's game controller buttons and axes in PickerCore's terms.
public enum SDLGamepadMapping {
    /// The button SDL reports as `button` (`SDL_GameControllerButton`), or nil for buttons navigation has
    /// no name for (paddles, the touchpad, misc).
    public static func button(_ button: SDL_GameControllerButton) -> GamepadButton? {
        GamepadButton(sdlIndex: Int(button.rawValue))
    }

    /// The SDL button for `button`: the inverse of ``button(_:)``.
    public static func sdlButton(_ button: GamepadButton) -> SDL_GameControllerButton {
        SDL_GameControllerButton(Int32(button.sdlIndex))
    }

    /// The left stick's axis SDL reports as `axis`; nil for the right stick and the triggers, which
    /// navigation does not use.
    public static func leftStickAxis(_ axis: SDL_GameControllerAxis) -> StickAxis? {
        GamepadAxis(rawValue: Int(axis.rawValue))?.leftStickAxis
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
