import CSDL3
import PickerCore
import PickerFrame
import PickerSDLShared

/// Turns SDL 3 events into the core's `InputEvent`s, in window points, stamped with a time the caller
/// gives (the bookkeeping is `InputTranslator`'s, shared with the SDL2 host). SDL 3's mouse positions
/// are floats in window coordinates; a finger's are 0...1 across the window.
///
/// Mouse events SDL synthesises from touches, and finger events it synthesises from the mouse, are
/// dropped: each arrives once, as what it really is. Text input and composition become `.text` and
/// `.textEditing`. Window events are the host's (`windowEvent(_:)` names them).
public final class SDLEventTranslator: InputTranslator {
    /// `SDL_TOUCH_MOUSEID` and `SDL_MOUSE_TOUCHID`: the ids of events SDL makes up from the other device.
    private static let touchMouse = SDL_MouseID.max, mouseTouch = SDL_TouchID.max

    /// The input events for one SDL event, which happened at `time` seconds on the host's monotonic clock.
    public func translate(_ event: SDL_Event, time: Double) -> [InputEvent] {
        let type = SDL_EventType(event.type)
        switch type {
        case SDL_EVENT_MOUSE_MOTION where event.motion.which != Self.touchMouse:
            return mouseMoved(x: Double(event.motion.x), y: Double(event.motion.y), time: time)
        case SDL_EVENT_MOUSE_BUTTON_DOWN where event.button.which != Self.touchMouse,
             SDL_EVENT_MOUSE_BUTTON_UP where event.button.which != Self.touchMouse:
            let press = event.button
            return mouseButton(Int(press.button), isDown: press.down, x: Double(press.x), y: Double(press.y), time: time)
        case SDL_EVENT_MOUSE_WHEEL where event.wheel.which != Self.touchMouse:
            let flipped = event.wheel.direction == SDL_MOUSEWHEEL_FLIPPED
            return wheel(deltaX: Double(event.wheel.x), deltaY: Double(event.wheel.y), isFlipped: flipped, time: time)
        case SDL_EVENT_FINGER_DOWN, SDL_EVENT_FINGER_MOTION, SDL_EVENT_FINGER_UP, SDL_EVENT_FINGER_CANCELED:
            guard event.tfinger.touchID != Self.mouseTouch else { return [] }
            let phases: [SDL_EventType: FingerPhase] = [
                SDL_EVENT_FINGER_DOWN: .down, SDL_EVENT_FINGER_MOTION: .moved, SDL_EVENT_FINGER_UP: .up, SDL_EVENT_FINGER_CANCELED: .cancelled,
            ]
            guard let phase = phases[type] else { return [] }
            let touch = event.tfinger
            return finger(phase, touch: touch.touchID, finger: touch.fingerID, x: Double(touch.x), y: Double(touch.y), time: time)
        case SDL_EVENT_KEY_DOWN, SDL_EVENT_KEY_UP:
            let key = event.key
            return self.key(code: key.key, modifierState: key.mod, isDown: key.down, isRepeat: key.repeat, time: time)
        case SDL_EVENT_TEXT_INPUT:
            let text = event.text.text.map { String(cString: $0) } ?? ""
            return text.isEmpty ? [] : [.text(text, time: time)]
        case SDL_EVENT_TEXT_EDITING:
            let composing = event.edit.text.map { String(cString: $0) } ?? ""
            return [.textEditing(composing, cursor: Int(max(0, event.edit.start)), time: time)]
        default:
            return []
        }
    }

    /// What a window event means to a host; nil for other events and window events it ignores.
    public static func windowEvent(_ event: SDL_Event) -> WindowEvent? {
        switch SDL_EventType(event.type) {
        case SDL_EVENT_WINDOW_RESIZED: .resized(width: Int(event.window.data1), height: Int(event.window.data2))
        case SDL_EVENT_WINDOW_MOVED: .moved
        case SDL_EVENT_WINDOW_EXPOSED, SDL_EVENT_WINDOW_SHOWN, SDL_EVENT_WINDOW_RESTORED: .exposed
        case SDL_EVENT_WINDOW_PIXEL_SIZE_CHANGED, SDL_EVENT_WINDOW_DISPLAY_CHANGED, SDL_EVENT_WINDOW_DISPLAY_SCALE_CHANGED: .displayChanged
        case SDL_EVENT_WINDOW_FOCUS_GAINED: .focusGained
        case SDL_EVENT_WINDOW_FOCUS_LOST: .focusLost
        case SDL_EVENT_WINDOW_HIDDEN, SDL_EVENT_WINDOW_MINIMIZED: .hidden
        default: nil
        }
    }

    /// What a gamepad event means to a host; nil for other events, and for buttons and axes it does not know.
    public static func controllerEvent(_ event: SDL_Event) -> ControllerEvent? {
        switch SDL_EventType(event.type) {
        case SDL_EVENT_GAMEPAD_ADDED: .added(which: Int(event.gdevice.which))
        case SDL_EVENT_GAMEPAD_REMOVED: .removed(ControllerID(Int(event.gdevice.which)))
        case SDL_EVENT_GAMEPAD_BUTTON_DOWN, SDL_EVENT_GAMEPAD_BUTTON_UP:
            GamepadButton(sdlIndex: Int(event.gbutton.button)).map { .button($0, isDown: event.gbutton.down, ControllerID(Int(event.gbutton.which))) }
        case SDL_EVENT_GAMEPAD_AXIS_MOTION:
            GamepadAxis(rawValue: Int(event.gaxis.axis)).map { .axis($0, value: Int(event.gaxis.value), ControllerID(Int(event.gaxis.which))) }
        default: nil
        }
    }
}
