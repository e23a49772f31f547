import PickerCore
import PickerSDLShared

/// The game's own part of the window: a dark field with a grid and a square that glides to wherever the
/// player clicks, or is steered with a game controller's left stick or D-pad. It knows nothing of
/// PickerKit's panels; the loop gives it only the events they left. This part is SDL-free: each SDL's
/// `Game+SDL.swift` turns its events into these calls and draws with its renderer.
final class Game {
    /// The square's centre, in window points.
    private(set) var position: Point
    private var target: Point
    private var lastUpdate: Double?
    private var isDirty = true
    /// How fast the square glides, in points per second.
    let speed = 900.0
    /// The square's side, in points.
    let side = 48.0
    /// The grid's spacing, in points.
    let gridSpacing = 40.0
    /// How fast the square goes with the stick or the D-pad pushed all the way, in points per second.
    let steeringSpeed = 400.0
    /// How far the left stick may rest off centre without moving the square, as a share of its travel:
    /// worn sticks seldom rest at exactly 0.
    let deadZone = 0.25
    /// The window's size in points, so the steered square stays inside it; nil: anywhere.
    var fieldSize: Size?
    /// Called with the point the player clicked, and again when the square gets there.
    var onTarget: ((Point) -> Void)?
    var onArrival: ((Point) -> Void)?
    /// Called with where the square stopped when the stick and the D-pad let go of it.
    var onStop: ((Point) -> Void)?

    /// The left stick's position, each axis in -1...1 (right and down positive), before the dead zone.
    private var stick = (x: 0.0, y: 0.0)
    /// The D-pad's directions held down.
    private var heldPad: Set<GamepadButton> = []

    static let background = (r: UInt8(0x1B), g: UInt8(0x26), b: UInt8(0x3B))
    static let gridColor = (r: UInt8(0x2A), g: UInt8(0x3A), b: UInt8(0x58))
    static let squareColor = (r: UInt8(0xFF), g: UInt8(0xB0), b: UInt8(0x20))

    init(start: Point) {
        position = start
        target = start
    }

    /// Whether the game wants a frame: the square is on its way, or the game changed since the last one.
    var needsFrame: Bool { isDirty || position != target || isSteered }

    /// The steering in -1...1 on each axis: the stick past its dead zone (scaled so the edge of the zone
    /// is 0), plus the D-pad.
    private var steering: (x: Double, y: Double) {
        var x = 0.0, y = 0.0
        let length = (stick.x * stick.x + stick.y * stick.y).squareRoot()
        if length > deadZone {
            let scale = (min(length, 1) - deadZone) / (1 - deadZone) / length
            x = stick.x * scale
            y = stick.y * scale
        }
        if heldPad.contains(.dpadLeft) { x -= 1 }
        if heldPad.contains(.dpadRight) { x += 1 }
        if heldPad.contains(.dpadUp) { y -= 1 }
        if heldPad.contains(.dpadDown) { y += 1 }
        return (max(-1, min(1, x)), max(-1, min(1, y)))
    }

    /// Whether the stick or the D-pad is moving the square.
    private var isSteered: Bool { steering != (0, 0) }

    /// A left click at `point` (window points) sends the square there.
    func click(at point: Point) {
        target = point
        lastUpdate = nil
        isDirty = true
        onTarget?(target)
    }

    /// A controller's axis moved to `value` (-32768...32767): the left stick steers.
    func moveAxis(_ axis: GamepadAxis?, to value: Int16) {
        let wasSteered = isSteered
        let share = max(-1, Double(value) / 32767)
        switch axis {
        case .leftX: stick.x = share
        case .leftY: stick.y = share
        default: break
        }
        steeringChanged(from: wasSteered)
    }

    /// A controller's button went down or up: the D-pad steers.
    func setButton(_ button: GamepadButton?, isDown: Bool) {
        guard let button, [.dpadUp, .dpadDown, .dpadLeft, .dpadRight].contains(button) else { return }
        let wasSteered = isSteered
        if isDown { heldPad.insert(button) } else { heldPad.remove(button) }
        steeringChanged(from: wasSteered)
    }

    /// Lets go of the stick and the D-pad (the controller went to a panel): the square stops.
    func releaseControls() {
        let wasSteered = isSteered
        stick = (0, 0)
        heldPad = []
        steeringChanged(from: wasSteered)
    }

    /// Starts the clock afresh when steering begins (the last frame may be long ago), reports a stop.
    private func steeringChanged(from wasSteered: Bool) {
        guard wasSteered != isSteered else { return }
        if isSteered {
            target = position  // the stick overrides a click's glide
            lastUpdate = nil
            isDirty = true
        } else {
            onStop?(position)
        }
    }

    /// Moves the square for the time since the last update (seconds): steered, or towards its target.
    func update(now: Double) {
        defer { lastUpdate = now }
        if isSteered, let last = lastUpdate {
            let step = steeringSpeed * max(0, now - last), direction = steering
            position = keptInField(Point(x: position.x + direction.x * step, y: position.y + direction.y * step))
            target = position
            return
        }
        guard position != target, let last = lastUpdate else { return }
        let dx = target.x - position.x, dy = target.y - position.y
        let distance = (dx * dx + dy * dy).squareRoot()
        let step = speed * max(0, now - last)
        if step >= distance {
            position = target
            onArrival?(position)
        } else {
            position = Point(x: position.x + dx / distance * step, y: position.y + dy / distance * step)
        }
    }

    /// `point` moved so the whole square stays in the field.
    private func keptInField(_ point: Point) -> Point {
        guard let fieldSize else { return point }
        let half = side / 2
        return Point(
            x: min(max(point.x, half), max(half, fieldSize.width - half)),
            y: min(max(point.y, half), max(half, fieldSize.height - half)))
    }

    /// The square in pixels at `pixelsPerPoint`, whole pixels; marks the frame drawn.
    func squareInPixels(pixelsPerPoint: Double) -> PixelRect {
        isDirty = false
        return PixelRect(
            x: Int(((position.x - side / 2) * pixelsPerPoint).rounded()), y: Int(((position.y - side / 2) * pixelsPerPoint).rounded()),
            width: Int((side * pixelsPerPoint).rounded()), height: Int((side * pixelsPerPoint).rounded()))
    }
}
