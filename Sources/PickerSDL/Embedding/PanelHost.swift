import CSDL2
import Foundation
import PickerCore
@_exported import PickerFrame
@_spi(SDLHosting) import PickerSDLShared

/// PickerKit inside an SDL program: puts widget trees (`Panel`s) into a window and renderer the app
/// owns (or PickerKit made), takes the app's events one by one, and draws into the app's frame.
///
/// The app keeps its window, its renderer and its loop (PickerKit's article "Embedding PickerKit in your own SDL loop" shows one).
///
/// Panel frames are in window points (window coordinates divided by `userScale`); drawing is in physical
/// pixels, following the window's drawable size on HiDPI screens. `handle(_:)` says whether PickerKit
/// used an event; `timeUntilNextFrame(now:)` is nil while nothing moves, so an idle app can sleep in
/// `SDL_WaitEvent`; `render` neither clears nor presents. Use the host from the thread that runs SDL's
/// event loop; only `requestFrame()` is thread-safe.
public final class PanelHost: SDLPanelHosting {
    /// The kind of window the host's panels are in.
    public typealias Window = SDLWindow
    /// The renderer backend's SDL part.
    public typealias Geometry = SDLGeometryRenderer
    /// Who turns SDL's text input (and with it the IME and on-screen keyboards) on and off.
    public enum TextInputMode: Sendable {
        /// The host starts text input while a text field of a panel is being edited, places the IME's
        /// candidate window at its caret (`SDL_SetTextInputRect`) and stops text input otherwise.
        case automatic
        /// The host leaves text input alone; the app reads `textInputRect` and manages it itself.
        case manual
    }

    /// The text measurer and rasteriser, the backend and the frame path, built as on the other SDL.
    @_spi(SDLHosting) public let parts: HostParts<PanelHost>
    /// The surface the software backend writes panels into instead of the renderer (a window's surface,
    /// an offscreen image), given anew for each frame; nil to show panels through the renderer.
    @_spi(SDLHosting) public var targetSurface: (() -> UnsafeMutablePointer<SDL_Surface>?)?
    /// Where `render` hands the stack's drawing.
    @_spi(SDLHosting) public private(set) lazy var frameTarget: SDLFrameTarget = SDLFrameTarget(renderer: renderer, rendererBackend: parts.rendererBackend)
    /// Turns the window's SDL events into input events in window points.
    public private(set) lazy var translator = SDLEventTranslator(pointsPerWindowCoordinate: 1 / userScale, windowSizeInPoints: stack.sizeInPoints)
    /// SDL's performance counter when the host was made: `currentTime()` counts seconds from it.
    private let start = SDL_GetPerformanceCounter()
    /// Who turns SDL's text input on and off; `.automatic` unless the app takes it over.
    public var textInputMode: TextInputMode = .automatic {
        didSet { updateTextInput() }
    }
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
    /// The keys the screen reader takes before the panels.
    var accessibilityKeys = AccessibilityKeyGate()

    /// A host made of `parts`; the public initialisers make them.
    @_spi(SDLHosting) public init(parts: HostParts<PanelHost>) {
        self.parts = parts
    }

    deinit {
        if isMouseCaptured { _ = SDL_CaptureMouse(SDL_FALSE) }
        if textInputMode == .automatic, textInputRect != nil { SDL_StopTextInput() }
    }

    // MARK: - SDLPanelHosting

    public func currentTime() -> Double { Double(SDL_GetPerformanceCounter() &- start) / Double(SDL_GetPerformanceFrequency()) }

    public func inputStateDidChange() {
        updateMouseCapture()
        updateTextInput()
    }

    public func openController(_ which: Int) {
        do {
            try gameControllers.open(deviceIndex: Int32(which))
        } catch {
            lastControllerError = error as? SDLError
        }
    }

    // MARK: - Frames

    /// Asks for a frame. Safe to call from any thread: it also wakes a loop waiting in `SDL_WaitEvent`
    /// (by pushing an event that `handle(_:)` takes).
    public func requestFrame() {
        stack.requestFrame()
        Self.push(Self.wakeEventType, windowID: window?.id ?? 0)
    }

    /// The SDL event type `requestFrame()` pushes (registered with `SDL_RegisterEvents`).
    public static let wakeEventType: UInt32 = registeredEventType(orElse: SDL_USEREVENT.rawValue)

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
}
