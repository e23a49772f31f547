import CSDL2
import PickerCore

extension PanelHost {
    /// The SDL event type the accessibility bridge's thread pushes when a screen reader's request arrives
    /// (registered with `SDL_RegisterEvents`); `handle(_:)` answers it and asks for no frame.
    public static let accessibilityEventType: UInt32 = {
        let type = SDL_RegisterEvents(1)
        return type == UInt32.max ? SDL_USEREVENT.rawValue + 1 : type
    }()

    /// Wakes this host's loop from any thread with ``accessibilityEventType`` (SDL_PushEvent is thread-safe
    /// and wakes `SDL_WaitEvent`).
    public func accessibilityWake() -> @Sendable () -> Void {
        let type = Self.accessibilityEventType
        let windowID = window?.id ?? 0
        return {
            var event = SDL_Event()
            event.user.type = type
            event.user.windowID = windowID
            _ = SDL_PushEvent(&event)
        }
    }

    /// Where the window's top-left corner is on the screen, in screen coordinates (zero offscreen).
    public var windowOrigin: Point {
        guard let window else { return .zero }
        var x: Int32 = 0, y: Int32 = 0
        SDL_GetWindowPosition(window.pointer, &x, &y)
        return Point(x: Double(x), y: Double(y))
    }

    /// Whether the window has the keyboard (true offscreen).
    public var isWindowActive: Bool {
        guard let window else { return true }
        return SDL_GetWindowFlags(window.pointer) & SDL_WINDOW_INPUT_FOCUS.rawValue != 0
    }

    /// Hands a key event to the assistive technology first; true when it consumed the key, which the panels
    /// then never see, nor the text the press would type.
    func accessibilityConsumes(_ event: SDL_Event) -> Bool {
        guard let accessibility else { return false }
        let type = SDL_EventType(event.type)
        if type == SDL_TEXTINPUT, consumedKeyTypesText {
            consumedKeyTypesText = false
            return true
        }
        guard type == SDL_KEYDOWN || type == SDL_KEYUP else { return false }
        let keysym = event.key.keysym
        let key = RawKeyEvent(
            sdlKeyCode: UInt32(bitPattern: keysym.sym), scancode: Int(keysym.scancode.rawValue), modifierState: UInt32(keysym.mod),
            isPress: type == SDL_KEYDOWN, timestamp: event.key.timestamp)
        let consumed = accessibility.keyWillBeHandled(key)
        if key.isPress { consumedKeyTypesText = consumed && key.character.map { $0.value >= 0x20 && $0.value != 0x7f } == true }
        return consumed
    }
}
