import PickerCore

/// What a host keeps of each game controller, whichever SDL opened it: its SDL handle (closed when the
/// controller is removed and all of them when this goes away, so none leaks), its face layout, its left
/// stick's dead zone and its fling axes. A host's `GameControllers` opens the handles in its SDL's words.
open class GamepadStates {
    /// Each open controller's SDL handle.
    private var handles: [ControllerID: OpaquePointer] = [:]
    /// Closes a handle, in the host's SDL's words.
    private let close: (OpaquePointer) -> Void
    /// The face layout of each open controller.
    private var faceLayouts: [ControllerID: GamepadFaceLayout] = [:]
    /// Each controller's left stick as directions (controllers a replay names without opening them too).
    private var sticks: [ControllerID: StickDeadZone] = [:]
    /// Each controller's triggers and right-stick halves as flings.
    private var flingAxes: [ControllerID: [Int: FlingAxis]] = [:]

    /// Keeps controllers whose handles `close` closes.
    public init(closing close: @escaping (OpaquePointer) -> Void) {
        self.close = close
    }

    deinit { handles.values.forEach(close) }

    /// The ids of the open controllers.
    public var ids: [ControllerID] { Array(faceLayouts.keys) }

    /// Whether the controller with `id` is open.
    public func contains(_ id: ControllerID) -> Bool { faceLayouts[id] != nil }

    /// Starts keeping the controller `id`, just opened as `handle`, whose type suggests `faceLayout` (a
    /// different handle kept for `id` is closed).
    public func add(_ id: ControllerID, handle: OpaquePointer, faceLayout: GamepadFaceLayout) {
        if let earlier = handles.updateValue(handle, forKey: id), earlier != handle { close(earlier) }
        faceLayouts[id] = faceLayout
    }

    /// Closes and forgets the controller `id`; whether it was open.
    @discardableResult
    public func remove(_ id: ControllerID) -> Bool {
        handles.removeValue(forKey: id).map(close)
        sticks[id] = nil
        flingAxes[id] = nil
        return faceLayouts.removeValue(forKey: id) != nil
    }

    /// The face layout the controller's type suggests (confirm on the bottom when it is not open).
    public func faceLayout(of id: ControllerID) -> GamepadFaceLayout {
        faceLayouts[id] ?? .confirmOnBottom
    }

    /// Feeds a left-stick axis value of `id` through its dead zone; the presses and releases it causes.
    public func updateStick(_ axis: StickAxis, value: Int, on id: ControllerID) -> [DirectionEvent] {
        var zone = sticks[id] ?? StickDeadZone()
        defer { sticks[id] = zone }
        return zone.update(axis, value: value)
    }

    /// Feeds an axis value of `id` that flings (the triggers, the right stick up and down): the signed
    /// fraction of the top speed to fling at when it just passed a higher level, nil otherwise or for
    /// another axis. The left trigger and the stick pushed up fling toward earlier rows.
    public func updateFling(_ axis: GamepadAxis, value: Int, on id: ControllerID) -> Double? {
        var fling: Double?
        for side in axis.flingSides {
            var state = flingAxes[id, default: [:]][side.key] ?? FlingAxis()
            if let fraction = state.update(deflection: FlingAxis.deflection(ofAxisValue: value, toward: side.sign)) {
                fling = fraction * Double(side.sign)
            }
            flingAxes[id, default: [:]][side.key] = state
        }
        return fling
    }
}
