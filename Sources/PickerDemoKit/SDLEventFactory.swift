import CSDL2
import PickerCore
import PickerKit

/// Builds SDL events, to replay scripted input through `SDLEventTranslator` offscreen, or to inject it
/// into a real window's event queue with `push(_:)`.
///
/// Mouse positions are in window coordinates (screen coordinates, not pixels); finger positions are
/// normalised, 0...1 across the window.
public enum SDLEventFactory {
    /// A mouse button press at (`x`, `y`); `button` is `SDL_BUTTON_LEFT` (1), middle (2) or right (3).
    public static func mouseButtonDown(x: Int, y: Int, button: Int = 1, windowID: UInt32 = 0) -> SDL_Event {
        mouseButton(SDL_MOUSEBUTTONDOWN, x: x, y: y, button: button, windowID: windowID)
    }

    /// A mouse button release at (`x`, `y`).
    public static func mouseButtonUp(x: Int, y: Int, button: Int = 1, windowID: UInt32 = 0) -> SDL_Event {
        mouseButton(SDL_MOUSEBUTTONUP, x: x, y: y, button: button, windowID: windowID)
    }

    /// The mouse moving to (`x`, `y`), with the left button held when `leftButtonHeld`.
    public static func mouseMotion(x: Int, y: Int, leftButtonHeld: Bool = false, windowID: UInt32 = 0) -> SDL_Event {
        var event = SDL_Event()
        event.motion.type = SDL_MOUSEMOTION.rawValue
        event.motion.timestamp = SDL_GetTicks()
        event.motion.windowID = windowID
        event.motion.which = 0
        event.motion.state = leftButtonHeld ? 1 : 0  // SDL_BUTTON_LMASK
        event.motion.x = Int32(x)
        event.motion.y = Int32(y)
        return event
    }

    /// Finger `finger` touching at (`x`, `y`), normalised 0...1 across the window.
    public static func fingerDown(finger: Int64, x: Double, y: Double, touchDevice: Int64 = 1, windowID: UInt32 = 0) -> SDL_Event {
        self.finger(SDL_FINGERDOWN, finger: finger, x: x, y: y, touchDevice: touchDevice, windowID: windowID)
    }

    /// Finger `finger` moving to (`x`, `y`), normalised 0...1 across the window.
    public static func fingerMotion(finger: Int64, x: Double, y: Double, touchDevice: Int64 = 1, windowID: UInt32 = 0) -> SDL_Event {
        self.finger(SDL_FINGERMOTION, finger: finger, x: x, y: y, touchDevice: touchDevice, windowID: windowID)
    }

    /// Finger `finger` lifting at (`x`, `y`), normalised 0...1 across the window.
    public static func fingerUp(finger: Int64, x: Double, y: Double, touchDevice: Int64 = 1, windowID: UInt32 = 0) -> SDL_Event {
        self.finger(SDL_FINGERUP, finger: finger, x: x, y: y, touchDevice: touchDevice, windowID: windowID)
    }

    /// A wheel turn of `deltaX`, `deltaY` notches (positive y: away from the user; positive x: right),
    /// reported inverted with `flipped` as SDL does for "natural" scrolling.
    public static func wheel(deltaX: Double = 0, deltaY: Double, flipped: Bool = false, windowID: UInt32 = 0) -> SDL_Event {
        let sign: Double = flipped ? -1 : 1
        var event = SDL_Event()
        event.wheel.type = SDL_MOUSEWHEEL.rawValue
        event.wheel.timestamp = SDL_GetTicks()
        event.wheel.windowID = windowID
        event.wheel.which = 0
        event.wheel.x = Int32((deltaX * sign).rounded(.towardZero))
        event.wheel.y = Int32((deltaY * sign).rounded(.towardZero))
        event.wheel.preciseX = Float(deltaX * sign)
        event.wheel.preciseY = Float(deltaY * sign)
        event.wheel.direction = flipped ? SDL_MOUSEWHEEL_FLIPPED.rawValue : SDL_MOUSEWHEEL_NORMAL.rawValue
        return event
    }

    /// `key` going down with `modifiers` held; `nil` for a character SDL has no key code for.
    public static func keyDown(_ key: Key, modifiers: KeyModifiers = [], isRepeat: Bool = false, windowID: UInt32 = 0) -> SDL_Event? {
        self.key(SDL_KEYDOWN, key, modifiers: modifiers, isRepeat: isRepeat, windowID: windowID)
    }

    /// Committed text input. SDL carries at most 31 bytes of UTF-8 per event; longer text is cut at a
    /// character boundary (send several events for more).
    public static func textInput(_ text: String, windowID: UInt32 = 0) -> SDL_Event {
        var event = SDL_Event()
        event.text.type = SDL_TEXTINPUT.rawValue
        event.text.timestamp = SDL_GetTicks()
        event.text.windowID = windowID
        withUnsafeMutableBytes(of: &event.text.text) { storage in
            var length = 0
            for character in text {
                let bytes = Array(String(character).utf8)
                guard length + bytes.count < storage.count else { break }
                for byte in bytes {
                    storage[length] = byte
                    length += 1
                }
            }
            storage[length] = 0
        }
        return event
    }

    /// A request to quit, as when the user closes the window.
    public static func quit() -> SDL_Event {
        var event = SDL_Event()
        event.quit.type = SDL_QUIT.rawValue
        event.quit.timestamp = SDL_GetTicks()
        return event
    }

    /// Adds `event` to SDL's event queue, as if the system had sent it (thread-safe).
    /// - Throws: `SDLError` when the queue is full or an event filter dropped the event.
    public static func push(_ event: SDL_Event) throws {
        var event = event
        let status = SDL_PushEvent(&event)
        if status < 0 { throw SDLError(operation: "SDL_PushEvent", message: String(cString: SDL_GetError())) }
        if status == 0 { throw SDLError(operation: "SDL_PushEvent", message: "the event was filtered out") }
    }

    // MARK: - Builders

    private static func mouseButton(_ type: SDL_EventType, x: Int, y: Int, button: Int, windowID: UInt32) -> SDL_Event {
        var event = SDL_Event()
        event.button.type = type.rawValue
        event.button.timestamp = SDL_GetTicks()
        event.button.windowID = windowID
        event.button.which = 0
        event.button.button = UInt8(clamping: button)
        event.button.state = UInt8(type == SDL_MOUSEBUTTONDOWN ? SDL_PRESSED : SDL_RELEASED)
        event.button.clicks = 1
        event.button.x = Int32(x)
        event.button.y = Int32(y)
        return event
    }

    private static func finger(
        _ type: SDL_EventType, finger: Int64, x: Double, y: Double, touchDevice: Int64, windowID: UInt32
    ) -> SDL_Event {
        var event = SDL_Event()
        event.tfinger.type = type.rawValue
        event.tfinger.timestamp = SDL_GetTicks()
        event.tfinger.touchId = touchDevice
        event.tfinger.fingerId = finger
        event.tfinger.x = Float(x)
        event.tfinger.y = Float(y)
        event.tfinger.pressure = type == SDL_FINGERUP ? 0 : 1
        event.tfinger.windowID = windowID
        return event
    }

    private static func key(
        _ type: SDL_EventType, _ key: Key, modifiers: KeyModifiers, isRepeat: Bool, windowID: UInt32
    ) -> SDL_Event? {
        guard let code = SDLKeyCodes.code(for: key) else { return nil }
        var event = SDL_Event()
        event.key.type = type.rawValue
        event.key.timestamp = SDL_GetTicks()
        event.key.windowID = windowID
        event.key.state = UInt8(type == SDL_KEYDOWN ? SDL_PRESSED : SDL_RELEASED)
        event.key.repeat = isRepeat ? 1 : 0
        event.key.keysym.sym = SDL_Keycode(bitPattern: code)
        event.key.keysym.scancode = SDL_GetScancodeFromKey(SDL_Keycode(bitPattern: code))
        event.key.keysym.mod = SDLKeyCodes.modifierState(for: modifiers)
        return event
    }
}
