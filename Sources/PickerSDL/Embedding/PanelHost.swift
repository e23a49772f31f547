import CSDL2
import Foundation
import PickerCore
@_exported import PickerFrame

/// PickerKit inside an SDL program: puts widget trees (`Panel`s) into a window and renderer the app
/// owns (or PickerKit made), takes the app's events one by one, and draws into the app's frame.
///
/// The app keeps its window, its renderer and its loop:
///
/// ```swift
/// let host = try PanelHost(window: SDLWindow(borrowing: window), renderer: SDLRenderer(borrowing: renderer))
/// let settings = host.addPanel(try SettingsPage(textMeasurer: host.textMeasurer),
///                              frame: Rect(x: 20, y: 20, width: 360, height: 420))
/// var event = SDL_Event()
/// while running {
///     if try host.waitEvent(&event, appNeedsFrame: game.isAnimating) {
///         repeat {
///             if !host.handle(event) { game.handle(event) }   // what the panels did not use is the game's
///         } while SDL_PollEvent(&event) == 1
///     }
///     game.update()
///     SDL_RenderClear(renderer); game.draw(renderer)
///     try host.render()            // over the game's drawing; the renderer's state is left as found
///     SDL_RenderPresent(renderer)
/// }
/// ```
///
/// **Coordinates.** Panel frames are in window points: window coordinates (what SDL's mouse events use)
/// divided by `userScale`. Drawing happens in physical pixels, `pixelsPerPoint` per point, which follows
/// the window's drawable size on HiDPI screens whatever `SDL_RenderSetScale` the app uses.
///
/// **Events.** `handle(_:)` says whether PickerKit used an event: a press on a panel, anything of a drag
/// that began on one (wherever the pointer goes), the pointer or wheel over a panel, keys and text that a
/// focused widget (or a panel's shortcut) took, Tab while a panel has focusable widgets. Events for other
/// windows are ignored; a lost window focus cancels every pointer (no stuck drags); resizes and moves to
/// another display re-measure the pixel density.
///
/// **Frames.** `needsFrame` and `timeUntilNextFrame(now:)` say when to draw: nil while nothing moves, so an
/// idle app can sleep in `SDL_WaitEvent`. `requestFrame()` may be called from any thread and wakes such a loop.
///
/// **Drawing.** `render(now:into:)` draws every visible panel over what the app drew (or into a texture
/// the app gives) and puts back the renderer's target, viewport, clip, scale, blend mode and draw colour.
/// It neither clears nor presents: both are the app's.
///
/// Use the host from the thread that runs SDL's event loop; only `requestFrame()` is thread-safe.
public final class PanelHost: PanelHosting {
    /// Who turns SDL's text input (and with it the IME and on-screen keyboards) on and off.
    public enum TextInputMode: Sendable {
        /// The host starts text input while a text field of a panel is being edited, places the IME's
        /// candidate window at its caret (`SDL_SetTextInputRect`) and stops text input otherwise.
        case automatic
        /// The host leaves text input alone; the app reads `textInputRect` and manages it itself.
        case manual
    }

    /// The SDL library the host's fonts and surfaces belong to.
    public let library: SDLLibrary
    /// The window the panels are in; nil for a host that draws offscreen (`OffscreenRenderer`).
    public let window: SDLWindow?
    /// The renderer the panels draw with.
    public let renderer: SDLRenderer
    /// Which backend draws the panels, chosen when the host was made.
    public let backend: Backend
    /// The fonts the panels' text is measured and drawn with.
    public let fonts: FontStore
    private let measurer: SDLTextMeasurer
    /// The renderer backend, when `backend` is `.renderer`.
    let rendererBackend: SDLRendererBackend<SDLGeometryRenderer>?
    /// The surface the software backend writes panels into instead of the renderer (a window's surface,
    /// an offscreen image), given anew for each frame; nil to show panels through the renderer.
    var targetSurface: (() -> UnsafeMutablePointer<SDL_Surface>?)?
    /// Where `render` hands the stack's drawing.
    let frameTarget: SDLFrameTarget
    /// Turns the window's SDL events into input events in window points.
    public let translator: SDLEventTranslator
    /// The clock event stamps and frames use when the caller gives no time: seconds since the host was made.
    public let clock = SDLClock()
    /// Window coordinates per point: the app's own zoom of the widgets (1 = a point is a window coordinate).
    public let userScale: Double
    /// The frame path: the panels, their pixels, input routing, focus across panels and frame scheduling.
    public let stack: PanelStack
    /// Who turns SDL's text input on and off; `.automatic` unless the app takes it over.
    public var textInputMode: TextInputMode = .automatic {
        didSet { updateTextInput() }
    }
    /// How much of each panel a frame redraws with the software backend.
    public typealias RedrawMode = PanelStack.RedrawMode
    /// Called after each frame with what the frame could not draw (a text whose face failed to open, a
    /// texture SDL refused), each distinct error once per frame; the frame was drawn without it. By default
    /// each distinct error is written to standard error once; nil ignores them.
    public var onDrawingError: ((DrawingError) -> Void)? = DrawingError.writingOnceToStandardError()
    /// The game controllers open (plugged in since the host was made, or open when it was); closed with the host.
    public let gameControllers = GameControllers()
    /// Which face button confirms on every controller; nil (the default) follows each controller's type
    /// (Nintendo's confirm on the right, every other on the bottom).
    public var gamepadFaceLayout: GamepadFaceLayout?
    /// Why the last controller plugged in could not be opened, if one could not.
    public internal(set) var lastControllerError: SDLError?
    var isMouseCaptured = false
    /// The text input rectangle last given to SDL (window coordinates), or nil while the host keeps text
    /// input off; `isTextInputKnown` is false until the host first set it one way or the other.
    var textInputRect: SDL_Rect?
    var isTextInputKnown = false
    /// The assistive-technology bridge joined to this host (`startAccessibility(applicationName:)` joins
    /// the AT-SPI bridge); it hears every event, frame and panel change, and sees keys first.
    public var accessibility: PanelHostAccessibility?
    /// Whether the screen reader consumed the last key press and it types text: its text event is dropped too.
    var consumedKeyTypesText = false

    /// A host for panels in an app's window.
    /// - Parameters:
    ///   - window: the window, usually borrowed (`SDLWindow(borrowing:)`).
    ///   - renderer: its renderer, usually borrowed (`SDLRenderer(borrowing:)`).
    ///   - userScale: window coordinates per point, greater than 0 (2 draws every widget twice as large).
    ///   - budget: how much the backend may keep between frames.
    ///   - backend: which backend draws (nil: `.software` on a software renderer, `.renderer` otherwise).
    /// - Throws: `PickerError.invalidConfiguration` for a scale that is not positive; `SDLError` when SDL,
    ///   SDL_ttf or SDL_image cannot start.
    public convenience init(
        window: SDLWindow, renderer: SDLRenderer, userScale: Double = 1,
        budget: PictureBudget = .init(), backend: Backend? = nil
    ) throws {
        try Self.validate(scale: userScale, name: "userScale")
        let coordinates = window.size
        try self.init(
            window: window, renderer: renderer, library: SDLLibrary.shared(), userScale: userScale,
            sizeInPoints: Size(width: Double(coordinates.width) / userScale, height: Double(coordinates.height) / userScale),
            pixelsPerPoint: userScale, budget: budget, backend: backend)
        updatePixelsPerPoint()
    }

    /// A host that draws offscreen, with no window: events (window ID 0) are in
    /// points, and frames go to whatever `renderer` draws into.
    /// - Parameters:
    ///   - renderer: e.g. a software renderer of a surface.
    ///   - library: the SDL library the renderer was made with (for fonts).
    ///   - sizeInPoints: the drawing area in points.
    ///   - pixelsPerPoint: pixels per point, greater than 0.
    ///   - budget: how much the backend may keep between frames.
    ///   - backend: which backend draws (nil: `.software` on a software renderer, `.renderer` otherwise).
    public convenience init(
        offscreenRenderer renderer: SDLRenderer, library: SDLLibrary, sizeInPoints: Size, pixelsPerPoint: Double,
        budget: PictureBudget = .init(), backend: Backend? = nil
    ) throws {
        try Self.validate(scale: pixelsPerPoint, name: "pixelsPerPoint")
        try self.init(
            window: nil, renderer: renderer, library: library, userScale: 1, sizeInPoints: sizeInPoints,
            pixelsPerPoint: pixelsPerPoint, budget: budget, backend: backend)
    }

    private init(
        window: SDLWindow?, renderer: SDLRenderer, library: SDLLibrary, userScale: Double, sizeInPoints: Size,
        pixelsPerPoint: Double, budget: PictureBudget, backend: Backend?
    ) throws {
        self.library = library
        self.window = window
        self.renderer = renderer
        self.userScale = userScale
        fonts = FontStore(library: library)
        measurer = SDLTextMeasurer(fonts: fonts, pixelsPerPoint: pixelsPerPoint)
        let backend = backend ?? (renderer.isSoftware ? .software : .renderer)
        self.backend = backend
        rendererBackend = backend == .renderer
            ? SDLRendererBackend(renderer: SDLGeometryRenderer(renderer: renderer, library: library), fonts: fonts, budget: budget) : nil
        frameTarget = SDLFrameTarget(renderer: renderer, rendererBackend: rendererBackend)
        stack = PanelStack(
            sizeInPoints: sizeInPoints, pixelsPerPoint: pixelsPerPoint, textMeasurer: measurer,
            softwareBackend: backend == .software
                ? SoftwareBackend(textRasterizer: SDLTextRasterizer(fonts: fonts), budget: budget) : nil)
        translator = SDLEventTranslator(pointsPerWindowCoordinate: 1 / userScale, windowSizeInPoints: sizeInPoints)
    }

    deinit {
        if isMouseCaptured { _ = SDL_CaptureMouse(SDL_FALSE) }
        if textInputMode == .automatic, textInputRect != nil { SDL_StopTextInput() }
    }

    private static func validate(scale: Double, name: String) throws {
        guard scale.isFinite, scale > 0 else {
            throw PickerError.invalidConfiguration("\(name) must be a positive number, not \(scale)")
        }
    }

    /// Measures text as the panels draw it, in points: give it to the widget trees the panels show.
    public var textMeasurer: TextMeasurer { measurer }

    // MARK: - PanelHosting

    public func currentTime() -> Double { clock.now() }

    public func inputStateDidChange() {
        updateMouseCapture()
        updateTextInput()
    }

    // MARK: - Frames

    /// Asks for a frame. Safe to call from any thread: it also wakes a loop waiting in `SDL_WaitEvent`
    /// (by pushing an event that `handle(_:)` takes).
    public func requestFrame() {
        stack.requestFrame()
        var event = SDL_Event()
        event.user.type = Self.wakeEventType
        event.user.windowID = window?.id ?? 0
        _ = SDL_PushEvent(&event)
    }

    /// The SDL event type `requestFrame()` pushes (registered with `SDL_RegisterEvents`).
    public static let wakeEventType: UInt32 = {
        let type = SDL_RegisterEvents(1)
        return type == UInt32.max ? SDL_USEREVENT.rawValue : type
    }()

    /// Waits for the next SDL event, but only as long as the panels (and the app) can wait for a frame:
    /// forever while nothing moves, up to the next frame while something does.
    /// - Parameters:
    ///   - event: receives the event.
    ///   - appNeedsFrame: whether the app itself wants a frame soon (its own animation); then the wait
    ///     is at most one frame even when the panels are still.
    /// - Returns: true when `event` holds an event; false when it is time to draw.
    /// - Throws: `SDLError` when SDL fails to wait.
    public func waitEvent(_ event: inout SDL_Event, appNeedsFrame: Bool = false) throws -> Bool {
        guard let wait = eventWaitTime(appNeedsFrame: appNeedsFrame) else {
            guard SDL_WaitEvent(&event) == 1 else { throw SDLError.current("SDL_WaitEvent") }
            return true
        }
        if wait <= 0 { return SDL_PollEvent(&event) == 1 }
        return SDL_WaitEventTimeout(&event, Int32((wait * 1000).rounded(.up))) == 1
    }

    /// Follows the drawable size: physical pixels per point are `userScale` times the output's pixels per
    /// window coordinate (2 on a HiDPI screen). Offscreen, the size given at creation stands.
    func updatePixelsPerPoint(target texture: SDLTexture? = nil) {
        guard let window, texture == nil else { return }
        let coordinates = window.size
        let pixels = window.pixelSize
        guard coordinates.width > 0, pixels.width > 0 else { return }
        let density = userScale * Double(pixels.width) / Double(coordinates.width)
        measurer.pixelsPerPoint = density
        stack.pixelsPerPoint = density
    }
}
