import PickerDemoKit
import CSDL2
import Foundation
import PickerCore
import PickerSDL
import PickerWidgets
import Testing

/// A window and a software renderer made with SDL's own calls, as an app makes them: the tests lend
/// them to a `PanelHost` and destroy them themselves.
final class AppWindow {
    let window: OpaquePointer
    let renderer: OpaquePointer

    init(width: Int32 = 400, height: Int32 = 300) throws {
        _ = try SDLTests.library()
        guard let window = SDL_CreateWindow("app", 0, 0, width, height, SDL_WINDOW_HIDDEN.rawValue) else {
            throw SDLError(operation: "SDL_CreateWindow", message: String(cString: SDL_GetError()))
        }
        guard let renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue | SDL_RENDERER_TARGETTEXTURE.rawValue)
        else {
            SDL_DestroyWindow(window)
            throw SDLError(operation: "SDL_CreateRenderer", message: String(cString: SDL_GetError()))
        }
        self.window = window
        self.renderer = renderer
    }

    deinit {
        SDL_DestroyRenderer(renderer)
        SDL_DestroyWindow(window)
    }

    var windowID: UInt32 { SDL_GetWindowID(window) }

    func makeHost() throws -> PanelHost {
        try PanelHost(window: SDLWindow(borrowing: window), renderer: SDLRenderer(borrowing: renderer))
    }

    /// The colour of one pixel of the current target, as (r, g, b).
    func pixel(x: Int32, y: Int32) throws -> [UInt8] {
        var rect = SDL_Rect(x: x, y: y, w: 1, h: 1)
        var value: UInt32 = 0
        try #require(SDL_RenderReadPixels(renderer, &rect, SDL_PIXELFORMAT_ARGB8888.rawValue, &value, 4) == 0)
        return [UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }

    /// Drains SDL's queue, so a test sees only the events it makes.
    func flushEvents() {
        SDL_PumpEvents()
        SDL_FlushEvents(SDL_FIRSTEVENT.rawValue, SDL_LASTEVENT.rawValue)
    }
}

/// A panel's page: a button at (10, 10, 100, 40) and, below it, a wheel of 30 rows at (10, 60, 160, 180).
final class PanelPage: WidgetRoot {
    let button: Button
    let wheel: WheelPicker
    private(set) var presses = 0
    private(set) var wheelChanges = 0
    private(set) var deliveredMoves: [Point] = []

    init(id: String, textMeasurer: TextMeasurer) throws {
        button = Button(id: "\(id).button", title: id)
        wheel = try WheelPicker(id: "\(id).wheel", titles: [(0..<30).map { "Row \($0)" }])
        super.init(id: id, textMeasurer: textMeasurer, theme: .light)
        addChild(button)
        addChild(wheel)
        button.action = { [unowned self] _ in presses += 1 }
        wheel.onValueChanged = { [unowned self] _ in wheelChanges += 1 }
    }

    override func layoutChildren() {
        button.frame = Rect(x: 10, y: 10, width: 100, height: 40)
        wheel.frame = Rect(x: 10, y: 60, width: 160, height: 180)
    }
}

/// Events an app's loop would get from SDL, for window `windowID`.
enum AppEvents {
    static func press(_ x: Int, _ y: Int, window: UInt32) -> [SDL_Event] {
        [SDLEventFactory.mouseMotion(x: x, y: y, windowID: window), SDLEventFactory.mouseButtonDown(x: x, y: y, windowID: window)]
    }

    static func release(_ x: Int, _ y: Int, window: UInt32) -> [SDL_Event] {
        [SDLEventFactory.mouseMotion(x: x, y: y, leftButtonHeld: true, windowID: window), SDLEventFactory.mouseButtonUp(x: x, y: y, windowID: window)]
    }

    static func click(_ x: Int, _ y: Int, window: UInt32) -> [SDL_Event] {
        press(x, y, window: window) + release(x, y, window: window)
    }

    static func windowEvent(_ id: SDL_WindowEventID, window: UInt32) -> SDL_Event {
        var event = SDL_Event()
        event.window.type = SDL_WINDOWEVENT.rawValue
        event.window.windowID = window
        event.window.event = UInt8(id.rawValue)
        return event
    }
}

extension PanelHost {
    /// Handles every event; returns what `handle` said for each.
    func handleAll(_ events: [SDL_Event], time: Double) -> [Bool] {
        events.map { handle($0, time: time) }
    }
}
