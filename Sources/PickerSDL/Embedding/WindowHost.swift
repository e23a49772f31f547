import CSDL2
import Foundation
import PickerCore

/// The simplest way to show widgets: PickerKit opens a resizable window and runs the loop, drawing one
/// scene that fills the window. It is a small convenience on the embedding API (`PanelHost`), which an app
/// with a window, renderer and loop of its own uses directly.
///
/// While the scene does not need a frame the host sleeps in `SDL_WaitEvent` (no redraws, no timers);
/// while it does, frames are paced by vsync, or by waiting for at most one frame of
/// `PanelHost.preferredFramesPerSecond` where vsync does not block.
///
/// Sizes are in points. The window is `size * userScale` screen coordinates; text and shapes are drawn at
/// `pixelsPerPoint = userScale * drawable pixels / window coordinates`, so they stay crisp on HiDPI screens.
///
/// The hooks get the host as their first argument: use it rather than capturing the host in the closure,
/// which would keep the host (and its window) alive for as long as the closure is set.
public final class WindowHost {
    /// The SDL library the window belongs to.
    public let library: SDLLibrary
    /// The window.
    public let window: SDLWindow
    /// Its renderer (accelerated when available, otherwise software).
    public let renderer: SDLRenderer
    /// The embedding host the scene runs in, as one panel filling the window.
    public let panels: PanelHost
    /// The user's pixel density factor (`--scale`): screen coordinates per point.
    public var userScale: Double { panels.userScale }
    /// The backend canvases draw through.
    public var backend: PanelHost.Backend { panels.backend }
    /// The fonts the window's text is measured and drawn with.
    public var fonts: FontStore { panels.fonts }
    /// Measures text as the window draws it.
    public var textMeasurer: TextMeasurer { panels.textMeasurer }
    /// The clock for event stamps and `tick(now:)`, in seconds since the host was made.
    public var clock: SDLClock { panels.clock }
    /// The window's current size in points.
    public var sizeInPoints: Size { panels.sizeInPoints }
    /// Physical pixels per point of the current frame.
    public var pixelsPerPoint: Double { panels.pixelsPerPoint }
    /// Frames rendered so far.
    public var frameCount: Int { panels.frameCount }

    /// Called for every key press before the scene sees it; return true when the key was handled
    /// (e.g. F12 for a screenshot) and the scene must not get it.
    public var onKey: ((WindowHost, KeyEvent) -> Bool)?
    /// Called at the start of each frame with the frame's time (seconds), before the scene's `tick(now:)`.
    public var onBeforeFrame: ((WindowHost, Double) -> Void)?
    /// Called after each frame is presented with the frame's number (from 1) and time (seconds).
    public var onFrameRendered: ((WindowHost, Int, Double) -> Void)?

    private var quitRequested = false
    /// Whether frames present only what they changed: with SDL's software renderer, which draws into the
    /// window's surface (held between frames), instead of copying the whole surface every frame.
    public let presentsChangedAreasOnly: Bool
    private var pendingCaptures: [(path: String, completion: (Error?) -> Void)] = []

    /// Opens the window.
    /// - Parameters:
    ///   - title: the window title.
    ///   - size: the initial size in points.
    ///   - userScale: screen coordinates per point (the user's `--scale`), greater than 0.
    ///   - vsync: whether presenting waits for the display's refresh.
    ///   - budget: how much the backend may keep between frames.
    ///   - backend: which backend draws (nil: `.software` on a software renderer, `.renderer` otherwise).
    /// - Throws: `SDLError`; with no display its message names `--screenshot` and Xvfb.
    ///   `PickerError.invalidConfiguration` for a scale that is not positive.
    public init(
        title: String, size: Size, userScale: Double = 1, vsync: Bool = true,
        budget: PictureBudget = .init(), backend: PanelHost.Backend? = nil
    ) throws {
        guard userScale.isFinite, userScale > 0 else {
            throw PickerError.invalidConfiguration("userScale must be a positive number, not \(userScale)")
        }
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
        panels = try PanelHost(window: window, renderer: renderer, userScale: userScale, budget: budget, backend: backend)
        // With the software backend the panels' pixels go straight into the window's surface, which keeps
        // them between frames: only the rectangles a frame changed are presented.
        presentsChangedAreasOnly = panels.backend == .software && renderer.isSoftware
        if presentsChangedAreasOnly {
            // The window's surface is made again after a resize: the one SDL hands out now.
            let windowPointer = window.pointer
            panels.targetSurface = { SDL_GetWindowSurface(windowPointer) }
        }
    }

    /// Throws unless SDL runs a driver that shows windows. With no display SDL 2 silently falls back
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
    /// another thread can push an `SDL_QUIT` event instead.
    public func requestQuit() {
        quitRequested = true
        var quit = SDL_Event()
        quit.type = SDL_QUIT.rawValue
        SDL_PushEvent(&quit)  // wakes SDL_WaitEvent
    }

    /// Saves the next frame, as drawn and before it is presented, to a PNG file at `path`
    /// (in physical pixels), then calls `completion` with `nil` or the error.
    public func captureNextFrame(to path: String, completion: @escaping (Error?) -> Void = { _ in }) {
        pendingCaptures.append((path, completion))
        panels.setNeedsFullRedraw()
    }

    /// Runs `scene`, filling the window, until the window is closed or `requestQuit()` is called.
    /// - Throws: `SDLError` when waiting for events or drawing fails.
    public func run(scene: HostedScene) throws {
        quitRequested = false
        SDL_FlushEvent(SDL_QUIT.rawValue)  // a quit left over from an earlier run
        let panel = panels.addPanel(scene, fillsWindow: true, background: .scene)
        defer { panels.removePanel(panel) }
        var event = SDL_Event()
        while !quitRequested {
            if try panels.waitEvent(&event) {
                handle(event)
                while !quitRequested, SDL_PollEvent(&event) == 1 { handle(event) }
            }
            if !quitRequested, panels.needsFrame {
                try renderFrame()
            }
        }
    }

    private func handle(_ event: SDL_Event) {
        if event.type == SDL_QUIT.rawValue {
            quitRequested = true
            return
        }
        if let onKey, event.type == SDL_KEYDOWN.rawValue {
            // The same translation the panels get (translating a key again for them changes nothing).
            for case .key(let key) in panels.translator.translate(event, time: clock.now()) where onKey(self, key) {
                return
            }
        }
        panels.handle(event)
    }

    private func renderFrame() throws {
        let now = clock.now()
        onBeforeFrame?(self, now)
        try panels.render(now: now)
        savePendingCaptures()
        if presentsChangedAreasOnly {
            try presentChangedAreas()
        } else {
            renderer.present()
        }
        onFrameRendered?(self, frameCount, now)
    }

    /// Shows only the rectangles the frame changed (`SDL_UpdateWindowSurfaceRects`), on the software
    /// renderer, whose present would copy the whole window surface to the screen every frame.
    private func presentChangedAreas() throws {
        var rects = panels.lastFrameChangedRects.map(SDL_Rect.init)
        guard !rects.isEmpty else { return }
        try check(SDL_UpdateWindowSurfaceRects(window.pointer, &rects, Int32(rects.count)), "SDL_UpdateWindowSurfaceRects")
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
