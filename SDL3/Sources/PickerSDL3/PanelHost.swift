import CSDL3
import PickerFrame
import Foundation
import PickerCore
@_spi(SDLHosting) import PickerSDLShared

/// PickerKit inside an SDL 3 program: the same host as PickerSDL's `PanelHost` on SDL 2, with SDL 3's
/// types. It puts panels into a window and renderer the app owns (or PickerKit made), takes the app's
/// events one by one (`handle(_:)` says whether PickerKit used one), and draws between the app's clear and
/// present, leaving the renderer's state as it found it. The frame path is `PanelStack`'s; this holds
/// only SDL.
public final class PanelHost: SDLPanelHosting {
    /// The kind of window the host's panels are in.
    public typealias Window = SDLWindow
    /// The renderer backend's SDL part.
    public typealias Geometry = SDLGeometryRenderer
    /// Which backend draws the panels; chosen once, when the host is made.
    public typealias Backend = PanelBackend

    /// Turns the window's SDL events into input events in window points.
    public private(set) lazy var translator = SDLEventTranslator(pointsPerWindowCoordinate: 1 / userScale, windowSizeInPoints: stack.sizeInPoints)
    /// The game controllers open; closed with the host.
    public let gameControllers = GameControllers()
    /// Which face button confirms on every controller; nil follows each controller's type.
    public var gamepadFaceLayout: GamepadFaceLayout?
    /// Called after each frame with what it could not draw; by default each distinct error is written to
    /// standard error once.
    public var onDrawingError: ((DrawingError) -> Void)? = DrawingError.writingOnceToStandardError()
    /// The assistive-technology bridge joined to this host, if any.
    public var accessibility: PanelHostAccessibility?
    @_spi(SDLHosting) public private(set) lazy var frameTarget: SDLFrameTarget = SDLFrameTarget(renderer: renderer, rendererBackend: parts.rendererBackend)
    /// The text measurer and rasteriser, the backend and the frame path, built as on the other SDL.
    @_spi(SDLHosting) public let parts: HostParts<PanelHost>
    /// The surface the software backend writes panels into (a window's surface, an offscreen image).
    @_spi(SDLHosting) public var targetSurface: (() -> UnsafeMutablePointer<SDL_Surface>?)?
    private let start = SDL_GetTicksNS()
    var isMouseCaptured = false
    var isTextInputOn = false
    /// The keys the screen reader takes before the panels.
    var accessibilityKeys = AccessibilityKeyGate()

    /// A host made of `parts`; the public initialisers make them.
    @_spi(SDLHosting) public init(parts: HostParts<PanelHost>) {
        self.parts = parts
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
