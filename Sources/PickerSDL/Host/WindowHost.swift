import CSDL2
import Foundation
import PickerCore

/// A resizable window that runs a `HostedScene`: translates SDL events into input, advances the scene
/// with one monotonic clock, and draws frames on demand through a `MeshCanvas`-style canvas.
///
/// While the scene does not need a frame the host sleeps in `SDL_WaitEvent` (no redraws, no timers);
/// while it does, frames are paced by vsync, or by a short sleep to about 60 fps where vsync does not block.
///
/// Sizes are in points. The window is `size * userScale` screen coordinates; text and shapes are drawn at
/// `pixelsPerPoint = userScale * drawable pixels / window coordinates`, so they stay crisp on HiDPI screens.
public final class WindowHost {
    /// The SDL library the window belongs to.
    public let library: SDLLibrary
    /// The window.
    public let window: SDLWindow
    /// Its renderer (accelerated when available, otherwise software).
    public let renderer: SDLRenderer
    /// The backend canvases draw through.
    public let backend: SDLMeshBackend
    /// Turns the window's SDL events into input events.
    public let translator: SDLEventTranslator
    /// The clock for event stamps and `tick(now:)`, in seconds since the host was made.
    public let clock = SDLClock()
    /// The user's pixel density factor (`--scale`): screen coordinates per point.
    public let userScale: Double

    /// The window's current size in points.
    public private(set) var sizeInPoints: Size
    /// Physical pixels per point of the current frame.
    public private(set) var pixelsPerPoint: Double
    /// Frames rendered so far.
    public private(set) var frameCount = 0

    /// Called for every key press before the scene sees it; return true when the key was handled
    /// (e.g. F12 for a screenshot) and the scene must not get it.
    public var onKey: ((KeyEvent) -> Bool)?
    /// Called at the start of each frame with the frame's time (seconds), before `tick(now:)`.
    public var onBeforeFrame: ((Double) -> Void)?
    /// Called after each frame is presented with the frame's number (from 1) and time (seconds).
    public var onFrameRendered: ((Int, Double) -> Void)?

    /// The text input rectangle last given to SDL, in window coordinates; nil while text input is off.
    private var textInputRect: SDL_Rect?
    private var quitRequested = false
    private var redrawRequested = true
    private var isMouseCaptured = false
    private var pendingCaptures: [(path: String, completion: (Error?) -> Void)] = []

    /// Opens the window.
    /// - Parameters:
    ///   - title: the window title.
    ///   - size: the initial size in points.
    ///   - userScale: screen coordinates per point (the user's `--scale`), greater than 0.
    ///   - vsync: whether presenting waits for the display's refresh.
    ///   - cacheLimits: the text cache's budget.
    /// - Throws: `SDLError`; with no display its message names `--screenshot` and Xvfb.
    public init(
        title: String, size: Size, userScale: Double = 1, vsync: Bool = true,
        cacheLimits: SDLMeshBackend.CacheLimits = .init()
    ) throws {
        precondition(userScale > 0, "userScale must be positive")
        do {
            library = try SDLLibrary.shared(videoDriver: .system)
            try Self.requireDisplay(library)
            let flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue | SDL_WINDOW_SHOWN.rawValue
            window = try SDLWindow(
                title: title,
                width: Int((size.width * userScale).rounded()), height: Int((size.height * userScale).rounded()),
                flags: flags, library: library)
        } catch let error as SDLError {
            throw SDLError(
                operation: "",
                message: "no display: SDL could not open a window (\(error)); run under Xvfb or use --screenshot")
        }
        renderer = try SDLRenderer(window: window, vsync: vsync)
        self.userScale = userScale
        let coordinates = window.size
        sizeInPoints = Size(width: Double(coordinates.width) / userScale, height: Double(coordinates.height) / userScale)
        pixelsPerPoint = userScale
        backend = SDLMeshBackend(renderer: renderer, library: library, pixelsPerPoint: userScale, cacheLimits: cacheLimits)
        translator = SDLEventTranslator(pointsPerWindowCoordinate: 1 / userScale, windowSizeInPoints: sizeInPoints)
        updatePixelsPerPoint()
    }

    /// Throws unless SDL runs a driver that shows windows. With no display SDL 2.26 silently falls back
    /// to its `offscreen` driver, whose windows nobody sees; that (or `dummy`) counts as a display only when
    /// asked for by name in `SDL_VIDEODRIVER`, as tests do.
    private static func requireDisplay(_ library: SDLLibrary) throws {
        let invisible = ["offscreen", "dummy"]
        let requested = ProcessInfo.processInfo.environment["SDL_VIDEODRIVER"]
        if invisible.contains(library.videoDriverName), requested != library.videoDriverName {
            throw SDLError(operation: "SDL_Init", message: "only the invisible '\(library.videoDriverName)' video driver is available")
        }
    }

    /// Ends `run` before its next frame. Call it on the thread running `run` (e.g. from a hook);
    /// another thread can push `SDLEventFactory.quit()` instead.
    public func requestQuit() {
        quitRequested = true
        try? SDLEventFactory.push(SDLEventFactory.quit())  // wakes SDL_WaitEvent
    }

    /// Draws one more frame even if the scene does not need one.
    public func requestFrame() {
        redrawRequested = true
    }

    /// Saves the next frame, as drawn and before it is presented, to a PNG file at `path`
    /// (in physical pixels), then calls `completion` with `nil` or the error.
    public func captureNextFrame(to path: String, completion: @escaping (Error?) -> Void = { _ in }) {
        pendingCaptures.append((path, completion))
    }

    /// Runs `scene` until the window is closed or `requestQuit()` is called.
    /// - Parameter makeCanvas: makes each frame's canvas, e.g. `{ MeshCanvas(backend: $0, pixelsPerPoint: $1) }`.
    /// - Throws: `SDLError` when waiting for events or drawing fails.
    public func run(scene: HostedScene, makeCanvas: CanvasFactory) throws {
        quitRequested = false
        SDL_FlushEvent(SDL_QUIT.rawValue)  // a quit left over from an earlier run
        // SDL starts with text input on; it stays off (no IME, no on-screen keyboard) until a text field has focus.
        SDL_StopTextInput()
        textInputRect = nil
        defer {
            SDL_StopTextInput()
            textInputRect = nil
            setMouseCapture(false)
        }
        scene.layout(size: sizeInPoints)
        redrawRequested = true
        var event = SDL_Event()
        while !quitRequested {
            if !needsFrame(scene) {
                // Nothing moves: sleep until the system has something for us.
                guard SDL_WaitEvent(&event) == 1 else { throw SDLError.current("SDL_WaitEvent") }
                handle(event, scene: scene)
            }
            while !quitRequested, SDL_PollEvent(&event) == 1 {
                handle(event, scene: scene)
            }
            updateTextInput(scene)
            if !quitRequested, needsFrame(scene) {
                try renderFrame(scene: scene, makeCanvas: makeCanvas)
            }
        }
    }

    private func needsFrame(_ scene: HostedScene) -> Bool {
        redrawRequested || !pendingCaptures.isEmpty || scene.needsFrame
    }

    // MARK: - Events

    private func handle(_ event: SDL_Event, scene: HostedScene) {
        switch SDL_EventType(event.type) {
        case SDL_QUIT:
            quitRequested = true
        case SDL_WINDOWEVENT:
            handleWindowEvent(event.window, scene: scene)
        default:
            let time = clock.now()
            for input in translator.translate(event, time: time) {
                if case .key(let key) = input, onKey?(key) == true { continue }
                scene.handle(input)
            }
            setMouseCapture(translator.isMouseDown)
        }
    }

    private func handleWindowEvent(_ event: SDL_WindowEvent, scene: HostedScene) {
        switch SDL_WindowEventID(UInt32(event.event)) {
        case SDL_WINDOWEVENT_SIZE_CHANGED:
            sizeInPoints = Size(width: Double(event.data1) / userScale, height: Double(event.data2) / userScale)
            translator.windowSizeInPoints = sizeInPoints
            scene.layout(size: sizeInPoints)
            redrawRequested = true
        case SDL_WINDOWEVENT_EXPOSED, SDL_WINDOWEVENT_SHOWN, SDL_WINDOWEVENT_RESTORED:
            redrawRequested = true
        case SDL_WINDOWEVENT_FOCUS_LOST:
            // The system took the input away mid-gesture: let widgets undo it.
            for input in translator.cancelAllPointers(time: clock.now()) { scene.handle(input) }
            setMouseCapture(false)
        default:
            break
        }
    }

    /// Turns SDL's text input (and with it the IME) on while the scene edits text and off otherwise,
    /// and keeps the IME's candidate window at the caret (`SDL_SetTextInputRect`, in window coordinates).
    private func updateTextInput(_ scene: HostedScene) {
        guard let rect = scene.textInputRect else {
            if textInputRect != nil {
                SDL_StopTextInput()
                textInputRect = nil
            }
            return
        }
        var pixels = SDL_Rect(
            x: Int32((rect.minX * userScale).rounded()), y: Int32((rect.minY * userScale).rounded()),
            w: Int32(max(1, (rect.width * userScale).rounded())), h: Int32(max(1, (rect.height * userScale).rounded())))
        if textInputRect == nil { SDL_StartTextInput() }
        if textInputRect.map({ $0.x != pixels.x || $0.y != pixels.y || $0.w != pixels.w || $0.h != pixels.h }) ?? true {
            SDL_SetTextInputRect(&pixels)
        }
        textInputRect = pixels
    }

    /// Keeps reporting the mouse while the left button is down, even outside the window.
    private func setMouseCapture(_ captured: Bool) {
        guard captured != isMouseCaptured else { return }
        isMouseCaptured = captured
        _ = SDL_CaptureMouse(captured ? SDL_TRUE : SDL_FALSE)  // unsupported on some drivers: auto-capture still applies
    }

    // MARK: - Frames

    private func updatePixelsPerPoint() {
        let coordinates = window.size
        guard let pixels = try? renderer.outputSize(), coordinates.width > 0, pixels.width > 0 else { return }
        pixelsPerPoint = userScale * Double(pixels.width) / Double(coordinates.width)
        backend.pixelsPerPoint = pixelsPerPoint
    }

    private func renderFrame(scene: HostedScene, makeCanvas: CanvasFactory) throws {
        let now = clock.now()
        redrawRequested = false
        onBeforeFrame?(now)
        scene.tick(now: now)
        updatePixelsPerPoint()
        try renderer.clear(scene.backgroundColor)
        let canvas = makeCanvas(backend, pixelsPerPoint)
        scene.draw(in: canvas)
        canvas.flush()
        savePendingCaptures()
        renderer.present()
        backend.trimCache()
        frameCount += 1
        onFrameRendered?(frameCount, now)
        // Where vsync does not block (e.g. Xvfb), don't spin: pace animation frames to about 60 per second.
        let elapsed = clock.now() - now
        if elapsed < 1.0 / 120 {
            SDL_Delay(UInt32(((1.0 / 60 - elapsed) * 1000).rounded()))
        }
    }

    private func savePendingCaptures() {
        guard !pendingCaptures.isEmpty else { return }
        let captures = pendingCaptures
        pendingCaptures.removeAll()
        let surface: SDLSurface
        do {
            surface = try renderer.readPixels(library: library)
        } catch {
            captures.forEach { $0.completion(error) }
            return
        }
        for capture in captures {
            do {
                try surface.writePNG(to: capture.path)
                capture.completion(nil)
            } catch {
                capture.completion(error)
            }
        }
    }
}
