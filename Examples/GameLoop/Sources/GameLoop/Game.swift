import Foundation
import PickerKit

/// The game's own part of the window: a dark field with a grid and a square that glides to wherever the
/// player clicks, or is steered with a game controller's left stick or D-pad. It knows nothing of
/// PickerKit; the loop gives it only the events the panels left.
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
    private var heldPad: Set<SDL_GameControllerButton> = []

    /// The D-pad's buttons.
    static let padDirections: Set<SDL_GameControllerButton> = [
        SDL_CONTROLLER_BUTTON_DPAD_UP, SDL_CONTROLLER_BUTTON_DPAD_DOWN, SDL_CONTROLLER_BUTTON_DPAD_LEFT, SDL_CONTROLLER_BUTTON_DPAD_RIGHT,
    ]
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
        if heldPad.contains(SDL_CONTROLLER_BUTTON_DPAD_LEFT) { x -= 1 }
        if heldPad.contains(SDL_CONTROLLER_BUTTON_DPAD_RIGHT) { x += 1 }
        if heldPad.contains(SDL_CONTROLLER_BUTTON_DPAD_UP) { y -= 1 }
        if heldPad.contains(SDL_CONTROLLER_BUTTON_DPAD_DOWN) { y += 1 }
        return (max(-1, min(1, x)), max(-1, min(1, y)))
    }

    /// Whether the stick or the D-pad is moving the square.
    private var isSteered: Bool { steering != (0, 0) }

    /// The game's reaction to an event PickerKit did not use: a left click sends the square there.
    func handle(_ event: SDL_Event, pointsPerCoordinate: Double) {
        guard event.type == SDL_MOUSEBUTTONDOWN.rawValue, Int32(event.button.button) == SDL_BUTTON_LEFT else { return }
        target = Point(x: Double(event.button.x) * pointsPerCoordinate, y: Double(event.button.y) * pointsPerCoordinate)
        lastUpdate = nil
        isDirty = true
        onTarget?(target)
    }

    /// The game's reaction to a game controller's event: the left stick and the D-pad steer the square.
    /// - Returns: whether it was a controller's button or axis (all of them are the game's while it has
    ///   the controller, even those it does nothing with).
    @discardableResult
    func handleController(_ event: SDL_Event) -> Bool {
        let wasSteered = isSteered
        switch SDL_EventType(event.type) {
        case SDL_CONTROLLERAXISMOTION:
            let value = max(-1, Double(event.caxis.value) / 32767)
            switch SDL_GameControllerAxis(Int32(event.caxis.axis)) {
            case SDL_CONTROLLER_AXIS_LEFTX: stick.x = value
            case SDL_CONTROLLER_AXIS_LEFTY: stick.y = value
            default: break
            }
        case SDL_CONTROLLERBUTTONDOWN, SDL_CONTROLLERBUTTONUP:
            let button = SDL_GameControllerButton(Int32(event.cbutton.button))
            guard Self.padDirections.contains(button) else { break }
            if event.type == SDL_CONTROLLERBUTTONDOWN.rawValue { heldPad.insert(button) } else { heldPad.remove(button) }
        default:
            return false
        }
        steeringChanged(from: wasSteered)
        return true
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

    /// Clears the frame and draws the field and the square with SDL's own calls, at `pixelsPerPoint`.
    func draw(renderer: OpaquePointer, pixelsPerPoint: Double) {
        isDirty = false
        var width: Int32 = 0, height: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &width, &height)
        SDL_SetRenderDrawColor(renderer, Self.background.r, Self.background.g, Self.background.b, 255)
        SDL_RenderClear(renderer)
        SDL_SetRenderDrawColor(renderer, Self.gridColor.r, Self.gridColor.g, Self.gridColor.b, 255)
        let spacing = Int32(40 * pixelsPerPoint)
        for x in stride(from: Int32(0), to: width, by: Int(spacing)) { SDL_RenderDrawLine(renderer, x, 0, x, height) }
        for y in stride(from: Int32(0), to: height, by: Int(spacing)) { SDL_RenderDrawLine(renderer, 0, y, width, y) }
        SDL_SetRenderDrawColor(renderer, Self.squareColor.r, Self.squareColor.g, Self.squareColor.b, 255)
        var square = SDL_Rect(
            x: Int32(((position.x - side / 2) * pixelsPerPoint).rounded()), y: Int32(((position.y - side / 2) * pixelsPerPoint).rounded()),
            w: Int32((side * pixelsPerPoint).rounded()), h: Int32((side * pixelsPerPoint).rounded()))
        SDL_RenderFillRect(renderer, &square)
    }
}
