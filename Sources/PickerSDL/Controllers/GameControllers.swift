import CSDL2
import PickerCore

/// The game controllers a host has open, by SDL joystick instance id; each is closed when it is removed
/// and all of them when this goes away, so none leaks.
public final class GameControllers {
    /// One open controller.
    struct Entry {
        let handle: OpaquePointer
        /// Its face layout as its type suggests (Nintendo's confirm on the right).
        let faceLayout: GamepadFaceLayout
    }

    private(set) var entries: [ControllerID: Entry] = [:]
    /// Each controller's left stick as directions (controllers a replay names without opening them too).
    private var sticks: [ControllerID: StickDeadZone] = [:]
    /// Each controller's triggers and right-stick halves as flings (left, right, up, down).
    private var flingAxes: [ControllerID: [Int32: FlingAxis]] = [:]

    init() {}

    deinit {
        for entry in entries.values { SDL_GameControllerClose(entry.handle) }
    }

    /// The ids of the open controllers.
    public var ids: [ControllerID] { Array(entries.keys) }

    /// Whether the controller with `id` is open.
    public func contains(_ id: ControllerID) -> Bool { entries[id] != nil }

    /// Opens the controller SDL lists at `deviceIndex` (unless it is open already).
    /// - Returns: its id.
    /// - Throws: `SDLError` when SDL cannot open it.
    @discardableResult
    func open(deviceIndex: Int32) throws -> ControllerID {
        guard let handle = SDL_GameControllerOpen(deviceIndex) else {
            throw SDLError.current("SDL_GameControllerOpen")
        }
        let id = ControllerID(Int(SDL_JoystickInstanceID(SDL_GameControllerGetJoystick(handle))))
        if entries[id] != nil {
            // Already open: SDL counted a second reference, give it back.
            SDL_GameControllerClose(handle)
            return id
        }
        entries[id] = Entry(handle: handle, faceLayout: SDLGamepadMapping.faceLayout(for: SDL_GameControllerGetType(handle)))
        return id
    }

    /// Closes the controller with `id`; whether it was open.
    @discardableResult
    func close(_ id: ControllerID) -> Bool {
        sticks[id] = nil
        flingAxes[id] = nil
        guard let entry = entries.removeValue(forKey: id) else { return false }
        SDL_GameControllerClose(entry.handle)
        return true
    }

    /// The face layout the controller's type suggests (confirm on the bottom when it is not open).
    func faceLayout(of id: ControllerID) -> GamepadFaceLayout {
        entries[id]?.faceLayout ?? .confirmOnBottom
    }

    /// Feeds a left-stick axis value of `id` through its dead zone; the presses and releases it causes.
    func updateStick(_ axis: StickAxis, value: Int, on id: ControllerID) -> [DirectionEvent] {
        var zone = sticks[id] ?? StickDeadZone()
        defer { sticks[id] = zone }
        return zone.update(axis, value: value)
    }

    /// Feeds an axis value of `id` that flings (the triggers, the right stick up and down): the signed
    /// fraction of the top speed to fling at when it just passed a higher level, nil otherwise or for
    /// another axis. The left trigger and the stick pushed up fling toward earlier rows.
    func updateFling(_ axis: SDL_GameControllerAxis, value: Int, on id: ControllerID) -> Double? {
        let sides: [(key: Int32, sign: Int)]
        switch axis {
        case SDL_CONTROLLER_AXIS_TRIGGERLEFT: sides = [(0, -1)]
        case SDL_CONTROLLER_AXIS_TRIGGERRIGHT: sides = [(1, 1)]
        case SDL_CONTROLLER_AXIS_RIGHTY: sides = [(2, -1), (3, 1)]
        default: return nil
        }
        var fling: Double?
        for side in sides {
            var axis = flingAxes[id, default: [:]][side.key] ?? FlingAxis()
            if let fraction = axis.update(deflection: FlingAxis.deflection(ofAxisValue: value, toward: side.sign)) {
                fling = fraction * Double(side.sign)
            }
            flingAxes[id, default: [:]][side.key] = axis
        }
        return fling
    }
}
