import CSDL2
import PickerCore

/// Turns SDL events into the core's `InputEvent`s, in window points, stamped with a time the caller gives
/// (the bookkeeping is `InputTranslator`'s, shared with the SDL3 host).
///
/// Mouse events SDL synthesises from touches (`which == SDL_TOUCH_MOUSEID`) are dropped: the fingers
/// arrive as finger events. Likewise finger events SDL synthesises from the mouse are dropped. Text input
/// and composition become `.text` and `.textEditing`. Window events are not input: the host handles them.
public final class SDLEventTranslator: InputTranslator {
    /// The input events for one SDL event, which happened at `time` seconds on the host's monotonic clock.
    /// Most SDL events give one input event or none.
    public func translate(_ event: SDL_Event, time: Double) -> [InputEvent] {
        switch SDL_EventType(event.type) {
        case SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP:
            let button = event.button
            guard button.which != touchMouseID else { return [] }
            let isDown = button.type == SDL_MOUSEBUTTONDOWN.rawValue
            return mouseButton(Int(button.button), isDown: isDown, x: Double(button.x), y: Double(button.y), time: time)
        case SDL_MOUSEMOTION:
            guard event.motion.which != touchMouseID else { return [] }
            return mouseMoved(x: Double(event.motion.x), y: Double(event.motion.y), time: time)
        case SDL_MOUSEWHEEL:
            let wheel = event.wheel
            guard wheel.which != touchMouseID else { return [] }
            let isFlipped = wheel.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue
            return self.wheel(deltaX: Double(wheel.preciseX), deltaY: Double(wheel.preciseY), isFlipped: isFlipped, time: time)
        case SDL_FINGERDOWN, SDL_FINGERMOTION, SDL_FINGERUP:
            let finger = event.tfinger
            guard finger.touchId != mouseTouchID else { return [] }
            let phase: FingerPhase = finger.type == SDL_FINGERDOWN.rawValue ? .down : finger.type == SDL_FINGERUP.rawValue ? .up : .moved
            return self.finger(
                phase, touch: UInt64(bitPattern: finger.touchId), finger: UInt64(bitPattern: finger.fingerId),
                x: Double(finger.x), y: Double(finger.y), time: time)
        case SDL_KEYDOWN, SDL_KEYUP:
            let key = event.key
            return self.key(
                code: UInt32(bitPattern: key.keysym.sym), modifierState: key.keysym.mod,
                isDown: key.type == SDL_KEYDOWN.rawValue, isRepeat: key.repeat != 0, time: time)
        case SDL_TEXTINPUT:
            let text = Self.string(from: event.text.text)
            return text.isEmpty ? [] : [.text(text, time: time)]
        case SDL_TEXTEDITING:
            return [.textEditing(Self.string(from: event.edit.text), cursor: Int(event.edit.start), time: time)]
        default:
            return []
        }
    }

    /// What a window event means to a host; nil for other events and window events it ignores.
    public static func windowEvent(_ event: SDL_Event) -> WindowEvent? {
        guard event.type == SDL_WINDOWEVENT.rawValue else { return nil }
        switch SDL_WindowEventID(UInt32(event.window.event)) {
        case SDL_WINDOWEVENT_SIZE_CHANGED: return .resized(width: Int(event.window.data1), height: Int(event.window.data2))
        case SDL_WINDOWEVENT_MOVED: return .moved
        case SDL_WINDOWEVENT_EXPOSED, SDL_WINDOWEVENT_SHOWN, SDL_WINDOWEVENT_RESTORED: return .exposed
        case SDL_WINDOWEVENT_DISPLAY_CHANGED: return .displayChanged
        case SDL_WINDOWEVENT_FOCUS_GAINED: return .focusGained
        case SDL_WINDOWEVENT_FOCUS_LOST: return .focusLost
        case SDL_WINDOWEVENT_HIDDEN, SDL_WINDOWEVENT_MINIMIZED: return .hidden
        default: return nil
        }
    }

    /// What a game controller event means to a host; nil for other events, and for buttons and axes it does not know.
    public static func controllerEvent(_ event: SDL_Event) -> ControllerEvent? {
        switch SDL_EventType(event.type) {
        case SDL_CONTROLLERDEVICEADDED: return .added(which: Int(event.cdevice.which))
        case SDL_CONTROLLERDEVICEREMOVED: return .removed(ControllerID(Int(event.cdevice.which)))
        case SDL_CONTROLLERBUTTONDOWN, SDL_CONTROLLERBUTTONUP:
            let press = event.cbutton, isDown = press.type == SDL_CONTROLLERBUTTONDOWN.rawValue
            return GamepadButton(sdlIndex: Int(press.button)).map { .button($0, isDown: isDown, ControllerID(Int(press.which))) }
        case SDL_CONTROLLERAXISMOTION:
            let motion = event.caxis
            return GamepadAxis(rawValue: Int(motion.axis)).map { .axis($0, value: Int(motion.value), ControllerID(Int(motion.which))) }
        default: return nil
        }
    }

    /// `SDL_TOUCH_MOUSEID`: the `which` of mouse events SDL makes up from touches.
    private let touchMouseID = UInt32.max
    /// `SDL_MOUSE_TOUCHID`: the `touchId` of finger events SDL makes up from the mouse.
    private let mouseTouchID = SDL_TouchID(-1)

    /// The UTF-8 text in one of SDL's fixed-size, NUL-terminated character arrays.
    static func string<Storage>(from storage: Storage) -> String {
        withUnsafeBytes(of: storage) { bytes in
            let end = bytes.firstIndex(of: 0) ?? bytes.count
            return String(decoding: bytes[..<end], as: UTF8.self)
        }
    }
}
