import PickerCore

/// Turns a host's raw pointer, wheel and key reports into `InputEvent`s, in window points: the
/// bookkeeping every SDL host shares (which pointers are down, where the mouse is, which modifiers are
/// held). A host's event translator (`SDLEventTranslator` in PickerSDL and PickerSDL3) reads its SDL
/// events and calls these.
///
/// - The mouse is `PointerID.mouse`; only the left button presses and releases it, and motion is always reported.
/// - Each finger is a `.touch` pointer with its own id from down to up (never `.mouse`).
/// - The wheel becomes `.scroll` at the last mouse location, positive `deltaY` for the wheel turned away from the user.
/// - Key downs become `.key` for the keys in `Key` (SDL's key codes, `SDLKeyCodes`).
open class InputTranslator {
    /// Points per window coordinate (mouse events are in window coordinates). With a user scale `s`
    /// (the window is `points * s` coordinates wide) this is `1 / s`.
    public var pointsPerWindowCoordinate: Double
    /// The window's size in points; finger positions (0...1 across the window) are scaled by it.
    public var windowSizeInPoints: Size

    /// The last mouse position seen, in window points.
    public private(set) var lastMouseLocation = Point.zero
    /// The modifier keys held, as of the last key event.
    public private(set) var modifiers: KeyModifiers = []
    /// Whether the left mouse button is down (a mouse drag is in progress).
    public private(set) var isMouseDown = false

    private struct FingerKey: Hashable {
        var touch: UInt64
        var finger: UInt64
    }
    private struct Finger {
        var pointer: PointerID
        var location: Point
    }
    private var fingers: [FingerKey: Finger] = [:]
    private var nextFingerNumber = 1

    /// Whether any pointer (the mouse button or a finger) is down.
    public var isAnyPointerDown: Bool { isMouseDown || !fingers.isEmpty }

    /// - Parameters:
    ///   - pointsPerWindowCoordinate: points per window coordinate (`1 / userScale`).
    ///   - windowSizeInPoints: the window's size in points, for finger events.
    public init(pointsPerWindowCoordinate: Double = 1, windowSizeInPoints: Size) {
        self.pointsPerWindowCoordinate = pointsPerWindowCoordinate
        self.windowSizeInPoints = windowSizeInPoints
    }

    /// Forgets every pointer that is down (e.g. when the window loses focus) and returns a
    /// `pointerCancelled` for each, so widgets undo their gestures.
    public func cancelAllPointers(time: Double) -> [InputEvent] {
        var cancelled: [InputEvent] = []
        if isMouseDown {
            isMouseDown = false
            cancelled.append(.pointerCancelled(mousePointer(time: time)))
        }
        for finger in fingers.values.sorted(by: { $0.pointer.rawValue < $1.pointer.rawValue }) {
            cancelled.append(.pointerCancelled(touch(finger.pointer, at: finger.location, time: time)))
        }
        fingers.removeAll()
        return cancelled
    }

    // MARK: - What a host reports

    /// The mouse moved to (`x`, `y`) window coordinates.
    public func mouseMoved(x: Double, y: Double, time: Double) -> [InputEvent] {
        lastMouseLocation = Point(x: x * pointsPerWindowCoordinate, y: y * pointsPerWindowCoordinate)
        return [.pointerMoved(mousePointer(time: time))]
    }

    /// Mouse `button` (1 left, 2 middle, 3 right) went down (`isDown`) or up at (`x`, `y`).
    public func mouseButton(_ button: Int, isDown: Bool, x: Double, y: Double, time: Double) -> [InputEvent] {
        lastMouseLocation = Point(x: x * pointsPerWindowCoordinate, y: y * pointsPerWindowCoordinate)
        guard button == 1 else { return [] }
        if isDown {
            guard !isMouseDown else { return [] }
            isMouseDown = true
            return [.pointerDown(mousePointer(time: time))]
        }
        // A release whose press the widgets never saw (pressed outside the window) is not reported.
        guard isMouseDown else { return [] }
        isMouseDown = false
        return [.pointerUp(mousePointer(time: time))]
    }

    /// The wheel turned `deltaX`, `deltaY` notches, reported inverted when `isFlipped` ("natural" scrolling).
    public func wheel(deltaX: Double, deltaY: Double, isFlipped: Bool, time: Double) -> [InputEvent] {
        let sign: Double = isFlipped ? -1 : 1
        guard deltaX != 0 || deltaY != 0 else { return [] }
        let scroll = ScrollEvent(location: lastMouseLocation, deltaX: deltaX * sign, deltaY: deltaY * sign, time: time)
        return [.scroll(scroll)]
    }

    /// What a finger did.
    public enum FingerPhase: Sendable {
        case down, moved, up
        /// The system took the touch away (SDL 3's `SDL_EVENT_FINGER_CANCELED`): what it began is undone.
        case cancelled
    }

    /// Finger `finger` of touch device `touch` went down, moved, went up or was cancelled at (`x`, `y`),
    /// 0...1 across the window.
    public func finger(_ phase: FingerPhase, touch: UInt64, finger: UInt64, x: Double, y: Double, time: Double) -> [InputEvent] {
        let key = FingerKey(touch: touch, finger: finger)
        let location = Point(x: x * windowSizeInPoints.width, y: y * windowSizeInPoints.height)
        switch phase {
        case .down:
            guard fingers[key] == nil else { return [] }
            let pointer = PointerID(nextFingerNumber)
            nextFingerNumber = nextFingerNumber == Int.max ? 1 : nextFingerNumber + 1
            fingers[key] = Finger(pointer: pointer, location: location)
            return [.pointerDown(self.touch(pointer, at: location, time: time))]
        case .moved:
            guard let pointer = fingers[key]?.pointer else { return [] }
            fingers[key]?.location = location
            return [.pointerMoved(self.touch(pointer, at: location, time: time))]
        case .up:
            guard let finger = fingers.removeValue(forKey: key) else { return [] }
            return [.pointerUp(self.touch(finger.pointer, at: location, time: time))]
        case .cancelled:
            guard let finger = fingers.removeValue(forKey: key) else { return [] }
            return [.pointerCancelled(self.touch(finger.pointer, at: finger.location, time: time))]
        }
    }

    /// The key with SDL key code `code` went down (`isDown`, repeating when `isRepeat`) or up, with the
    /// SDL modifier state `modifierState`.
    public func key(code: UInt32, modifierState: UInt16, isDown: Bool, isRepeat: Bool, time: Double) -> [InputEvent] {
        modifiers = SDLKeyCodes.modifiers(from: modifierState)
        guard isDown, let key = SDLKeyCodes.key(for: code) else { return [] }
        return [.key(KeyEvent(key: key, modifiers: modifiers, isRepeat: isRepeat, time: time))]
    }

    // MARK: - Events

    private func mousePointer(time: Double) -> PointerEvent {
        PointerEvent(pointer: .mouse, kind: .mouse, location: lastMouseLocation, time: time, modifiers: modifiers)
    }

    private func touch(_ pointer: PointerID, at location: Point, time: Double) -> PointerEvent {
        PointerEvent(pointer: pointer, kind: .touch, location: location, time: time, modifiers: modifiers)
    }
}
