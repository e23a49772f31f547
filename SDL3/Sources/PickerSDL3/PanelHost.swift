import CSDL3
import PickerFrame
import Foundation
import PickerCore
import PickerSDLShared

/// PickerKit inside an SDL 3 program: the same host as PickerSDL's `PanelHost` on SDL 2, with SDL 3's
/// types. It puts panels into a window and renderer the app owns (or PickerKit made), takes the app's
/// events one by one (`handle(_:)` says whether PickerKit used one), and draws between the app's clear and
/// present, leaving the renderer's state as it found it. The frame path is `PanelStack`'s; this holds
/// only SDL.
public final class PanelHost: SDLPanelHosting {
    /// Which backend draws the panels; chosen once, when the host is made.
    public typealias Backend = PanelBackend

    /// The SDL library the host's fonts and surfaces belong to.
    public let library: SDLLibrary
    /// The window the panels are in; nil for a host that draws offscreen.
    public let window: SDLWindow?
    /// The renderer the panels draw with.
    public let renderer: SDLRenderer
    /// Which backend draws the panels, chosen when the host was made.
    public var backend: Backend { parts.backend }
    /// The fonts the panels' text is measured and drawn with.
    public var fonts: FontStore { parts.fonts }
    /// Measures text as the panels draw it, in points: give it to the widget trees the panels show.
    public var textMeasurer: ShapedTextMeasurer { parts.textMeasurer }
    /// The frame path: panels, their pixels, input routing, focus across panels and frame scheduling.
    public var stack: PanelStack { parts.stack }
    /// Turns the window's SDL events into input events in window points.
    public let translator: SDLEventTranslator
    /// Window coordinates per point: the app's own zoom of the widgets.
    public let userScale: Double
    /// The game controllers open; closed with the host.
    public let gameControllers = GameControllers()
    /// Which face button confirms on every controller; nil follows each controller's type.
    public var gamepadFaceLayout: GamepadFaceLayout?
    /// Called after each frame with what it could not draw; by default each distinct error is written to
    /// standard error once.
    public var onDrawingError: ((DrawingError) -> Void)? = DrawingError.writingOnceToStandardError()
    /// The assistive-technology bridge joined to this host, if any.
    public var accessibility: PanelHostAccessibility?
    let frameTarget: SDLFrameTarget
    /// The text measurer and rasteriser, the backend and the frame path, built as on the other SDL.
    let parts: HostParts<SDLGeometryRenderer>
    /// The surface the software backend writes panels into (a window's surface, an offscreen image).
    var targetSurface: (() -> UnsafeMutablePointer<SDL_Surface>?)?
    private let start = SDL_GetTicksNS()
    var isMouseCaptured = false
    var isTextInputOn = false
    /// The keys the screen reader takes before the panels.
    var accessibilityKeys = AccessibilityKeyGate()

    /// A host for panels in an app's window.
    /// - Parameters:
    ///   - window: the window, usually borrowed (`SDLWindow(borrowing:)`).
    ///   - renderer: its renderer, usually borrowed (`SDLRenderer(borrowing:)`).
    ///   - userScale: window coordinates per point, greater than 0.
    ///   - budget: how much the backend may keep between frames.
    ///   - backend: which backend draws (nil: `.software` on a software renderer, `.renderer` otherwise).
    /// - Throws: `PickerError.invalidConfiguration` for a scale that is not positive; `SDLError` when SDL
    ///   or SDL_ttf cannot start.
    public convenience init(
        window: SDLWindow, renderer: SDLRenderer, userScale: Double = 1, budget: PictureBudget = .init(), backend: Backend? = nil
    ) throws {
        let size = window.size
        try self.init(
            window: window, renderer: renderer, library: SDLLibrary.shared(), userScale: userScale,
            sizeInPoints: Size(width: Double(size.width) / userScale, height: Double(size.height) / userScale),
            pixelsPerPoint: userScale, budget: budget, backend: backend)
        updatePixelsPerPoint()
    }

    /// A host that draws offscreen into whatever `renderer` draws into; events are in points.
    /// - Parameters:
    ///   - renderer: e.g. a software renderer of a surface.
    ///   - library: the SDL library the renderer was made with.
    ///   - sizeInPoints: the drawing area in points.
    ///   - pixelsPerPoint: pixels per point, greater than 0.
    ///   - budget: how much the backend may keep between frames.
    ///   - backend: which backend draws (nil: `.software` on a software renderer, `.renderer` otherwise).
    public convenience init(
        offscreenRenderer renderer: SDLRenderer, library: SDLLibrary, sizeInPoints: Size, pixelsPerPoint: Double,
        budget: PictureBudget = .init(), backend: Backend? = nil
    ) throws {
        try self.init(
            window: nil, renderer: renderer, library: library, userScale: 1, sizeInPoints: sizeInPoints,
            pixelsPerPoint: pixelsPerPoint, budget: budget, backend: backend)
    }

    private init(
        window: SDLWindow?, renderer: SDLRenderer, library: SDLLibrary, userScale: Double, sizeInPoints: Size,
        pixelsPerPoint: Double, budget: PictureBudget, backend: Backend?
    ) throws {
        try PickerError.requirePositive(userScale, named: "userScale")
        (self.library, self.window, self.renderer, self.userScale) = (library, window, renderer, userScale)
        parts = try HostParts(
            fontLoader: library, backend: backend, isSoftwareRenderer: renderer.isSoftware, sizeInPoints: sizeInPoints,
            pixelsPerPoint: pixelsPerPoint, budget: budget) { SDLGeometryRenderer(renderer: renderer, library: library) }
        frameTarget = SDLFrameTarget(renderer: renderer, rendererBackend: parts.rendererBackend)
        translator = SDLEventTranslator(pointsPerWindowCoordinate: 1 / userScale, windowSizeInPoints: sizeInPoints)
    }

    deinit {
        if isMouseCaptured { _ = SDL_CaptureMouse(false) }
        if isTextInputOn, let window { _ = SDL_StopTextInput(window.pointer) }
    }

    public func currentTime() -> Double { Double(SDL_GetTicksNS() &- start) / 1e9 }

    public func inputStateDidChange() {
        updateMouseCapture()
        updateTextInput()
    }

    public var windowID: UInt32? { window?.id }

    public var windowSizes: (coordinates: (width: Int, height: Int), pixels: (width: Int, height: Int))? {
        window.map { ($0.size, $0.pixelSize) }
    }

    public func openController(_ which: Int) {
        _ = try? gameControllers.open(SDL_JoystickID(truncatingIfNeeded: which))
    }

    /// The SDL event type `requestFrame()` pushes.
    public static let wakeEventType: UInt32 = registeredEventType(orElse: SDL_EVENT_USER.rawValue)
    /// The SDL event type the accessibility bridge's thread pushes when a screen reader's request arrives.
    public static let accessibilityEventType: UInt32 = registeredEventType(orElse: SDL_EVENT_USER.rawValue + 1)

    /// A new SDL event type, or `fallback` when SDL has none left.
    private static func registeredEventType(orElse fallback: UInt32) -> UInt32 {
        let type = SDL_RegisterEvents(1)
        return type == 0 ? fallback : type
    }

    /// Asks for a frame. Safe to call from any thread: it also wakes a loop waiting in `SDL_WaitEvent`.
    public func requestFrame() {
        stack.requestFrame()
        Self.push(Self.wakeEventType, windowID: window?.id ?? 0)
    }

    /// Wakes this host's loop from any thread with `accessibilityEventType`.
    public func accessibilityWake() -> @Sendable () -> Void {
        let type = Self.accessibilityEventType, windowID = window?.id ?? 0
        return { Self.push(type, windowID: windowID) }
    }

    private static func push(_ type: UInt32, windowID: UInt32) {
        var event = SDL_Event()
        event.user.type = type
        event.user.windowID = windowID
        _ = SDL_PushEvent(&event)
    }

    /// Waits for the next SDL event, but only as long as the panels (and the app) can wait for a frame.
    /// - Parameters:
    ///   - event: receives the event.
    ///   - appNeedsFrame: whether the app itself wants a frame soon (its own animation).
    /// - Returns: true when `event` holds an event; false when it is time to draw.
    public func waitEvent(_ event: inout SDL_Event, appNeedsFrame: Bool = false) throws -> Bool {
        guard let wait = eventWaitTime(appNeedsFrame: appNeedsFrame) else {
            try check(SDL_WaitEvent(&event), "SDL_WaitEvent")
            return true
        }
        if wait <= 0 { return SDL_PollEvent(&event) }
        return SDL_WaitEventTimeout(&event, Int32((wait * 1000).rounded(.up)))
    }
}
