import CSDL3
import PickerCore
import PickerFrame
import PickerSDLShared

/// Names SDL 3's gamepad buttons and axes in PickerCore's terms (SDL numbers them as SDL 2 did:
/// `GamepadButton(sdlIndex:)` and `GamepadAxis` hold the numbering once).
public enum SDLGamepadMapping {
    /// The button SDL reports as `button` (SDL 3's south button is `.a`); nil for buttons navigation has
    /// no name for (paddles, the touchpad, misc).
    public static func button(_ button: SDL_GamepadButton) -> GamepadButton? { GamepadButton(sdlIndex: Int(button.rawValue)) }
    /// The SDL button for `button`: the inverse of ``button(_:)``.
    public static func sdlButton(_ button: GamepadButton) -> SDL_GamepadButton { SDL_GamepadButton(Int32(button.sdlIndex)) }
    /// The left stick's axis SDL reports as `axis`; nil for the right stick and the triggers.
    public static func leftStickAxis(_ axis: SDL_GamepadAxis) -> StickAxis? { GamepadAxis(rawValue: Int(axis.rawValue))?.leftStickAxis }

    /// The face layout a gamepad of `type` uses: confirm on the right for Nintendo's, on the bottom for
    /// every other.
    public static func faceLayout(for type: SDL_GamepadType) -> GamepadFaceLayout {
        let nintendo = [
            SDL_GAMEPAD_TYPE_NINTENDO_SWITCH_PRO, SDL_GAMEPAD_TYPE_NINTENDO_SWITCH_JOYCON_LEFT,
            SDL_GAMEPAD_TYPE_NINTENDO_SWITCH_JOYCON_RIGHT, SDL_GAMEPAD_TYPE_NINTENDO_SWITCH_JOYCON_PAIR,
        ]
        return nintendo.contains(type) ? .confirmOnRight : .confirmOnBottom
    }
}
