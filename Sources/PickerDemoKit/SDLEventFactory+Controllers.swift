import CSDL2
import PickerCore
import PickerKit

extension SDLEventFactory {
    /// A game controller's button going down (`isDown`) or up, on the controller with instance id `which`.
    public static func controllerButton(_ button: GamepadButton, isDown: Bool, which: Int32 = 0) -> SDL_Event {
        var event = SDL_Event()
        event.cbutton.type = (isDown ? SDL_CONTROLLERBUTTONDOWN : SDL_CONTROLLERBUTTONUP).rawValue
        event.cbutton.timestamp = SDL_GetTicks()
        event.cbutton.which = which
        event.cbutton.button = UInt8(SDLGamepadMapping.sdlButton(button).rawValue)
        event.cbutton.state = UInt8(isDown ? SDL_PRESSED : SDL_RELEASED)
        return event
    }

    /// A game controller's axis (`SDL_GameControllerAxis`) moving to `value` (-32768...32767).
    public static func controllerAxis(_ axis: SDL_GameControllerAxis, value: Int16, which: Int32 = 0) -> SDL_Event {
        var event = SDL_Event()
        event.caxis.type = SDL_CONTROLLERAXISMOTION.rawValue
        event.caxis.timestamp = SDL_GetTicks()
        event.caxis.which = which
        event.caxis.axis = UInt8(axis.rawValue)
        event.caxis.value = value
        return event
    }
}
