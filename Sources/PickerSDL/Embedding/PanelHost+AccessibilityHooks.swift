import CSDL2
import PickerCore

extension PanelHost {
    /// The SDL event type the accessibility bridge's thread pushes when a screen reader's request arrives
    /// (registered with `SDL_RegisterEvents`); `handle(_:)` answers it and asks for no frame.
    public static let accessibilityEventType: UInt32 = registeredEventType(orElse: SDL_USEREVENT.rawValue + 1)

    /// A new SDL event type, or `fallback` when SDL has none left.
    static func registeredEventType(orElse fallback: UInt32) -> UInt32 {
        let type = SDL_RegisterEvents(1)
        return type == UInt32.max ? fallback : type
    }

    /// Wakes this host's loop from any thread with ``accessibilityEventType`` (SDL_PushEvent is thread-safe
    /// and wakes `SDL_WaitEvent`).
    public func accessibilityWake() -> @Sendable () -> Void {
        let type = Self.accessibilityEventType, windowID = window?.id ?? 0
        return { Self.push(type, windowID: windowID) }
    }

    static func push(_ type: UInt32, windowID: UInt32) {
        var event = SDL_Event()
        event.user.type = type
        event.user.windowID = windowID
        _ = SDL_PushEvent(&event)
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
}
