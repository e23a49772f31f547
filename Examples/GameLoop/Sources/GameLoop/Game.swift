import Foundation
import PickerKit

/// The game's own part of the window: a dark field with a grid and a square that glides to wherever the
/// player clicks. It knows nothing of PickerKit; the loop gives it only the events the panels left.
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
    /// Called with the point the player clicked, and again when the square gets there.
    var onTarget: ((Point) -> Void)?
    var onArrival: ((Point) -> Void)?

    static let background = (r: UInt8(0x1B), g: UInt8(0x26), b: UInt8(0x3B))
    static let gridColor = (r: UInt8(0x2A), g: UInt8(0x3A), b: UInt8(0x58))
    static let squareColor = (r: UInt8(0xFF), g: UInt8(0xB0), b: UInt8(0x20))

    init(start: Point) {
        position = start
        target = start
    }

    /// Whether the game wants a frame: the square is on its way, or the game changed since the last one.
    var needsFrame: Bool { isDirty || position != target }

    /// The game's reaction to an event PickerKit did not use: a left click sends the square there.
    func handle(_ event: SDL_Event, pointsPerCoordinate: Double) {
        guard event.type == SDL_MOUSEBUTTONDOWN.rawValue, Int32(event.button.button) == SDL_BUTTON_LEFT else { return }
        target = Point(x: Double(event.button.x) * pointsPerCoordinate, y: Double(event.button.y) * pointsPerCoordinate)
        lastUpdate = nil
        isDirty = true
        onTarget?(target)
    }

    /// Moves the square towards its target for the time since the last update (seconds).
    func update(now: Double) {
        defer { lastUpdate = now }
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
