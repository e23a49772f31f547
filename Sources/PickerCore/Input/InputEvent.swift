/// Identifies one pointer: the mouse, or one finger on a touch surface, for as long as it is down.
public struct PointerID: Hashable, Sendable, CustomStringConvertible {
    public var rawValue: Int
    public init(_ rawValue: Int) { self.rawValue = rawValue }

    /// The mouse (every button shares it).
    public static let mouse = PointerID(0)

    public var description: String { rawValue == 0 ? "mouse" : "finger\(rawValue)" }
}

/// Keyboard modifier keys held during an event.
public struct KeyModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let shift = KeyModifiers(rawValue: 1 << 0)
    public static let control = KeyModifiers(rawValue: 1 << 1)
    public static let alt = KeyModifiers(rawValue: 1 << 2)
    public static let command = KeyModifiers(rawValue: 1 << 3)
}

/// A pointer going down, moving, going up or being cancelled.
public struct PointerEvent: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case mouse
        case touch
    }

    public var pointer: PointerID
    public var kind: Kind
    /// Location in window points.
    public var location: Point
    /// Seconds on the host's monotonic clock.
    public var time: Double
    public var modifiers: KeyModifiers

    public init(pointer: PointerID, kind: Kind = .mouse, location: Point, time: Double, modifiers: KeyModifiers = []) {
        self.pointer = pointer
        self.kind = kind
        self.location = location
        self.time = time
        self.modifiers = modifiers
    }
}

/// A mouse wheel or trackpad scroll.
public struct ScrollEvent: Hashable, Sendable {
    /// The pointer location in window points when the wheel turned.
    public var location: Point
    /// Horizontal notches; positive scrolls towards the right.
    public var deltaX: Double
    /// Vertical notches; positive scrolls the content up (the wheel turned away from the user).
    public var deltaY: Double
    public var time: Double

    public init(location: Point, deltaX: Double, deltaY: Double, time: Double) {
        self.location = location
        self.deltaX = deltaX
        self.deltaY = deltaY
        self.time = time
    }
}

/// Keys that widgets respond to.
public enum Key: Hashable, Sendable {
    case left, right, up, down
    case home, end, pageUp, pageDown
    case tab, enter, space, escape, backspace, delete
    /// A function key, F1...F24.
    case function(Int)
    /// Any other key, by its lower-case character (e.g. "a", "1"), as the keyboard layout names it.
    case character(Character)
}

/// A key going down (or repeating while held).
public struct KeyEvent: Hashable, Sendable {
    public var key: Key
    public var modifiers: KeyModifiers
    public var isRepeat: Bool
    public var time: Double

    public init(key: Key, modifiers: KeyModifiers = [], isRepeat: Bool = false, time: Double) {
        self.key = key
        self.modifiers = modifiers
        self.isRepeat = isRepeat
        self.time = time
    }
}

/// Input in the core's terms. A backend turns OS events into these, stamping each with its time.
public enum InputEvent: Hashable, Sendable {
    case pointerDown(PointerEvent)
    case pointerMoved(PointerEvent)
    case pointerUp(PointerEvent)
    /// The pointer is gone without a release (e.g. a touch taken by the system); undo any gesture.
    case pointerCancelled(PointerEvent)
    case scroll(ScrollEvent)
    case key(KeyEvent)
    /// Committed text (UTF-8), e.g. from SDL_TEXTINPUT.
    case text(String, time: Double)
    /// Text being composed by an input method, with the caret at `cursor` characters.
    case textEditing(String, cursor: Int, time: Double)

    /// When the event happened, in seconds on the host's monotonic clock.
    public var time: Double {
        switch self {
        case .pointerDown(let e), .pointerMoved(let e), .pointerUp(let e), .pointerCancelled(let e): e.time
        case .scroll(let e): e.time
        case .key(let e): e.time
        case .text(_, let t), .textEditing(_, _, let t): t
        }
    }
}

extension InputEvent {
    /// Where a pointer or wheel event happened, in the coordinates it is given in; nil for keys and text.
    public var location: Point? {
        switch self {
        case .pointerDown(let e), .pointerMoved(let e), .pointerUp(let e), .pointerCancelled(let e): e.location
        case .scroll(let e): e.location
        case .key, .text, .textEditing: nil
        }
    }

    /// The same event with its location moved by (`dx`, `dy`) points: how a host of several scenes
    /// turns window points into a scene's own. Keys and text are returned as they are.
    public func offsetBy(dx: Double, dy: Double) -> InputEvent {
        func moved(_ e: PointerEvent) -> PointerEvent {
            var e = e
            e.location = Point(x: e.location.x + dx, y: e.location.y + dy)
            return e
        }
        switch self {
        case .pointerDown(let e): return .pointerDown(moved(e))
        case .pointerMoved(let e): return .pointerMoved(moved(e))
        case .pointerUp(let e): return .pointerUp(moved(e))
        case .pointerCancelled(let e): return .pointerCancelled(moved(e))
        case .scroll(var e):
            e.location = Point(x: e.location.x + dx, y: e.location.y + dy)
            return .scroll(e)
        case .key, .text, .textEditing: return self
        }
    }
}
