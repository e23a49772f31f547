import CSDL2
import PickerCore

/// Turns SDL events into the core's `InputEvent`s, in window points, stamped with a time the caller gives.
///
/// - The mouse is `PointerID.mouse`; only the left button presses and releases it, and motion is always reported.
/// - Mouse events SDL synthesises from touches (`which == SDL_TOUCH_MOUSEID`) are dropped: the fingers
///   arrive as finger events, each a `.touch` pointer with its own id from down to up (never `.mouse`).
///   Likewise finger events SDL synthesises from the mouse are dropped.
/// - The wheel becomes `.scroll` at the last mouse location, positive `deltaY` for the wheel turned away from the user.
/// - Key downs become `.key` for the keys in `Key`; text input and composition become `.text` and `.textEditing`.
///
/// Window events are not input: the host handles them.
public final class SDLEventTranslator {
    /// Points per SDL window coordinate (mouse events are in window coordinates). With a user scale `s`
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
        var touch: SDL_TouchID
        var finger: SDL_FingerID
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
    ///   - pointsPerWindowCoordinate: points per SDL window coordinate (`1 / userScale`).
    ///   - windowSizeInPoints: the window's size in points, for finger events.
    public init(pointsPerWindowCoordinate: Double = 1, windowSizeInPoints: Size) {
        self.pointsPerWindowCoordinate = pointsPerWindowCoordinate
        self.windowSizeInPoints = windowSizeInPoints
    }

    /// The input events for one SDL event, which happened at `time` seconds on the host's monotonic clock.
    /// Most SDL events give one input event or none.
    public func translate(_ event: SDL_Event, time: Double) -> [InputEvent] {
        switch SDL_EventType(event.type) {
        case SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP:
            return translateButton(event.button, time: time)
        case SDL_MOUSEMOTION:
            let motion = event.motion
            guard motion.which != touchMouseID else { return [] }
            lastMouseLocation = mouseLocation(x: motion.x, y: motion.y)
            return [.pointerMoved(mousePointer(time: time))]
        case SDL_MOUSEWHEEL:
            return translateWheel(event.wheel, time: time)
        case SDL_FINGERDOWN, SDL_FINGERMOTION, SDL_FINGERUP:
            return translateFinger(event.tfinger, time: time)
        case SDL_KEYDOWN:
            modifiers = SDLKeyMapping.modifiers(from: event.key.keysym.mod)
            guard let key = SDLKeyMapping.key(for: event.key.keysym.sym) else { return [] }
            return [.key(KeyEvent(key: key, modifiers: modifiers, isRepeat: event.key.repeat != 0, time: time))]
        case SDL_KEYUP:
            modifiers = SDLKeyMapping.modifiers(from: event.key.keysym.mod)
            return []
        case SDL_TEXTINPUT:
            let text = Self.string(from: event.text.text)
            return text.isEmpty ? [] : [.text(text, time: time)]
        case SDL_TEXTEDITING:
            return [.textEditing(Self.string(from: event.edit.text), cursor: Int(event.edit.start), time: time)]
        default:
            return []
        }
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

    // MARK: - Mouse

    /// `SDL_TOUCH_MOUSEID`: the `which` of mouse events SDL makes up from touches.
    private let touchMouseID = UInt32.max
    /// `SDL_MOUSE_TOUCHID`: the `touchId` of finger events SDL makes up from the mouse.
    private let mouseTouchID = SDL_TouchID(-1)

    private func mouseLocation(x: Int32, y: Int32) -> Point {
        Point(x: Double(x) * pointsPerWindowCoordinate, y: Double(y) * pointsPerWindowCoordinate)
    }

    private func mousePointer(time: Double) -> PointerEvent {
        PointerEvent(pointer: .mouse, kind: .mouse, location: lastMouseLocation, time: time, modifiers: modifiers)
    }

    private func translateButton(_ button: SDL_MouseButtonEvent, time: Double) -> [InputEvent] {
        guard button.which != touchMouseID else { return [] }
        lastMouseLocation = mouseLocation(x: button.x, y: button.y)
        guard Int32(button.button) == SDL_BUTTON_LEFT else { return [] }
        if button.type == SDL_MOUSEBUTTONDOWN.rawValue {
            guard !isMouseDown else { return [] }
            isMouseDown = true
            return [.pointerDown(mousePointer(time: time))]
        }
        // A release whose press the widgets never saw (pressed outside the window) is not reported.
        guard isMouseDown else { return [] }
        isMouseDown = false
        return [.pointerUp(mousePointer(time: time))]
    }

    private func translateWheel(_ wheel: SDL_MouseWheelEvent, time: Double) -> [InputEvent] {
        guard wheel.which != touchMouseID else { return [] }
        let sign: Double = wheel.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1 : 1
        let deltaX = Double(wheel.preciseX) * sign, deltaY = Double(wheel.preciseY) * sign
        guard deltaX != 0 || deltaY != 0 else { return [] }
        return [.scroll(ScrollEvent(location: lastMouseLocation, deltaX: deltaX, deltaY: deltaY, time: time))]
    }

    // MARK: - Touch

    private func translateFinger(_ finger: SDL_TouchFingerEvent, time: Double) -> [InputEvent] {
        guard finger.touchId != mouseTouchID else { return [] }
        let key = FingerKey(touch: finger.touchId, finger: finger.fingerId)
        let location = Point(
            x: Double(finger.x) * windowSizeInPoints.width, y: Double(finger.y) * windowSizeInPoints.height)
        switch SDL_EventType(finger.type) {
        case SDL_FINGERDOWN:
            guard fingers[key] == nil else { return [] }
            let pointer = PointerID(nextFingerNumber)
            nextFingerNumber = nextFingerNumber == Int.max ? 1 : nextFingerNumber + 1
            fingers[key] = Finger(pointer: pointer, location: location)
            return [.pointerDown(touch(pointer, at: location, time: time))]
        case SDL_FINGERMOTION:
            guard let pointer = fingers[key]?.pointer else { return [] }
            fingers[key]?.location = location
            return [.pointerMoved(touch(pointer, at: location, time: time))]
        default:
            guard let finger = fingers.removeValue(forKey: key) else { return [] }
            return [.pointerUp(touch(finger.pointer, at: location, time: time))]
        }
    }

    private func touch(_ pointer: PointerID, at location: Point, time: Double) -> PointerEvent {
        PointerEvent(pointer: pointer, kind: .touch, location: location, time: time, modifiers: modifiers)
    }

    // MARK: - Text

    /// The UTF-8 text in one of SDL's fixed-size, NUL-terminated character arrays.
    static func string<Storage>(from storage: Storage) -> String {
        withUnsafeBytes(of: storage) { bytes in
            let end = bytes.firstIndex(of: 0) ?? bytes.count
            return String(decoding: bytes[..<end], as: UTF8.self)
        }
    }
}
