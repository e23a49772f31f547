import PickerCore
import PickerFrame

/// What `SDLWindowHost` asks of a host's SDL: a window of its own, the event queue, and a window
/// surface's rectangles shown. The requirements in SDL's words are SPI, seen only by the hosts.
public protocol SDLWindowHosting: SDLPanelHosting {
    /// SDL's event union.
    associatedtype Event
    /// An empty event, for SDL to fill.
    @_spi(SDLHosting)
    static func emptyEvent() -> Event
    /// The flags of a window host's window: resizable, at the screen's pixel density, shown.
    @_spi(SDLHosting)
    static var windowHostFlags: Window.Flags { get }
    /// Takes the next queued event into `event`; false when the queue is empty.
    @_spi(SDLHosting)
    static func pollEvent(_ event: inout Event) -> Bool
    /// Whether `event` asks the program to quit (the last window closed).
    @_spi(SDLHosting)
    static func isQuit(_ event: Event) -> Bool
    /// The key presses `event` is, as the panels would get them (none for other events).
    @_spi(SDLHosting)
    func keyPresses(in event: Event) -> [KeyEvent]
    /// The surface SDL keeps for `window`, which its software renderer draws into; nil when it has none.
    @_spi(SDLHosting)
    static func surface(of window: Window) -> Target.Surface?
    /// Shows `rects` of `window`'s surface on the screen.
    @_spi(SDLHosting)
    static func showSurface(of window: Window, rects: [PixelRect]) throws
    /// The address of OpenGL's function `name` in the context current on this thread; nil with none current.
    @_spi(SDLHosting)
    static func currentOpenGLFunction(named name: String) -> UnsafeRawPointer?
    /// SDL's software renderer for `window`, its surface shown through the window system's own framebuffer
    /// rather than OpenGL (`SDL_HINT_FRAMEBUFFER_ACCELERATION`, which the user's environment overrides). SDL
    /// reads the hint once, at the process's first window surface, and the hint stays set.
    @_spi(SDLHosting)
    static func softwareRendererOnSystemFramebuffer(for window: Window) throws -> Renderer
    /// Waits for the next event as long as the panels can (see each host's `waitEvent`).
    func waitEvent(_ event: inout Event, appNeedsFrame: Bool) throws -> Bool
    /// Gives one event to the panels; true when they used it.
    @discardableResult
    func handle(_ event: Event, time: Double?) -> Bool
}

/// How a window host draws: what SDL and PickerKit chose when it opened.
public struct WindowDrawing: Sendable, Equatable {
    /// SDL's video driver, e.g. `"x11"` or `"wayland"`.
    public let videoDriver: String
    /// SDL's renderer, e.g. `"software"` or `"opengl"`.
    public let renderer: String
    /// The backend that draws the panels.
    public let backend: PanelBackend
    /// Whether frames show only what they changed (`SDLWindowHost.presentsChangedAreasOnly`).
    public let presentsChangedAreasOnly: Bool
}

/// The simplest way to show widgets, on either SDL (each SDL's `WindowHost`): PickerKit opens a resizable
/// window and runs the loop, drawing one scene that fills the window, on the embedding API (`PanelHost`).
/// It sleeps while nothing moves. Sizes are in points; the window is `size * userScale` window coordinates.
///
/// The hooks get the window host as their first argument: use it rather than capturing the host in the
/// closure, which would keep the host (and its window) alive for as long as the closure is set.
@dynamicMemberLookup
public final class SDLWindowHost<Host: SDLWindowHosting> {
    /// The window.
    public let window: Host.Window
    /// The embedding host the scene runs in, as one panel filling the window.
    public let panels: Host
    /// What `panels` knows (`fonts`, `textMeasurer`, `sizeInPoints`, `frameCount`, ...), read from the window host.
    public subscript<Value>(dynamicMember keyPath: KeyPath<Host, Value>) -> Value { panels[keyPath: keyPath] }

    /// Called for every key press before the scene sees it; return true when the key was handled
    /// (e.g. F12 for a screenshot) and the scene must not get it.
    public var onKey: ((SDLWindowHost, KeyEvent) -> Bool)?
    /// Called at the start of each frame with the frame's time (seconds), before the scene's `tick(now:)`.
    public var onBeforeFrame: ((SDLWindowHost, Double) -> Void)?
    /// Called after each frame is presented with the frame's number (from 1) and time (seconds).
    public var onFrameRendered: ((SDLWindowHost, Int, Double) -> Void)?

    /// Whether frames present only what they changed: with SDL's software renderer, which draws into the
    /// window's surface (held between frames), instead of copying the whole surface every frame.
    public let presentsChangedAreasOnly: Bool
    /// How the window draws, as chosen when it opened.
    public var drawing: WindowDrawing {
        WindowDrawing(
            videoDriver: panels.library.videoDriverName, renderer: panels.renderer.name, backend: panels.backend,
            presentsChangedAreasOnly: presentsChangedAreasOnly)
    }
    private var quitRequested = false
    /// Frames asked for by `captureNextFrame(to:completion:)`, saved when the next frame is drawn.
    private var pendingCaptures: [(path: String, completion: (Error?) -> Void)] = []

    /// Opens the window.
    /// - Parameters:
    ///   - title: the window title.
    ///   - size: the initial size in points.
    ///   - userScale: window coordinates per point (the user's `--scale`), greater than 0.
    ///   - vsync: whether presenting waits for the display's refresh. A window that shows only what changed
    ///     (`presentsChangedAreasOnly`) does not present: its frames are paced by the panels alone.
    ///   - budget: how much the backend may keep between frames.
    ///   - backend: which backend draws (nil: `.software` on a software renderer, `.renderer` otherwise).
    ///     Where OpenGL draws on the CPU, on X11, the window gets SDL's software renderer unless this is
    ///     `.renderer`.
    /// - Throws: `SDLError`; with no display its message names `--screenshot` and Xvfb.
    ///   `PickerError.invalidConfiguration` for a scale that is not positive.
    public init(
        title: String, size: Size, userScale: Double = 1, vsync: Bool = true,
        budget: PictureBudget = .init(), backend: PanelBackend? = nil
    ) throws {
        try PickerError.requirePositive(userScale, named: "userScale")
        let library: Host.Library
        do {
            library = try Host.Library.shared(videoDriver: .system)
        } catch {
            throw SDLError.noDisplay("\(error)")
        }
        try requireVisibleVideoDriver(library.videoDriverName)  // SDL 2 falls back to an invisible one silently
        let window = try Host.Window(
            title: title, width: Int((size.width * userScale).rounded()), height: Int((size.height * userScale).rounded()),
            flags: Host.windowHostFlags, library: library)
        let renderer = try Self.makeRenderer(for: window, vsync: vsync, backend: backend, videoDriver: library.videoDriverName)
        self.window = window
        panels = try Host(window: window, renderer: renderer, userScale: userScale, budget: budget, backend: backend)
        // With the software backend the panels' pixels go straight into the window's surface, which keeps
        // them between frames: only the rectangles a frame changed are shown. SDL's software renderer draws
        // into that same surface, so the two may share it despite `SDL_GetWindowSurface`'s caution.
        presentsChangedAreasOnly = panels.backend == .software && renderer.isSoftware
        if presentsChangedAreasOnly {
            // The window's surface is made again after a resize: the one SDL hands out now.
            panels.targetSurface = { Host.surface(of: window) }
        }
    }

    /// SDL's first choice of renderer for `window`, unless that is OpenGL drawing on the CPU (llvmpipe, as
    /// under Xvfb or in a VM) on X11: then SDL's software renderer, shown through X11's own framebuffer, which
    /// takes a fraction of a millisecond where OpenGL took several (docs/PERFORMANCE.md).
    private static func makeRenderer(
        for window: Host.Window, vsync: Bool, backend: PanelBackend?, videoDriver: String
    ) throws -> Host.Renderer {
        do {
            let first = try Host.Renderer(window: window, vsync: vsync)
            // Wayland has no framebuffer of SDL's own; a renderer backend asked for draws through the renderer.
            guard videoDriver == "x11", backend != .renderer, drawsWithSoftwareOpenGL(first) else { return first }
        }  // a window has one renderer at a time: the first is gone before the next is made
        do {
            return try Host.softwareRendererOnSystemFramebuffer(for: window)
        } catch {
            return try Host.Renderer(window: window, vsync: vsync)  // slow, but a window all the same
        }
    }

    /// Whether `renderer`, just made, draws with OpenGL on the CPU; its context is then current on this thread.
    private static func drawsWithSoftwareOpenGL(_ renderer: Host.Renderer) -> Bool {
        guard ["opengl", "opengles2", "opengles"].contains(renderer.name),
            let glGetString = Host.currentOpenGLFunction(named: "glGetString")
        else { return false }
        return SoftwareOpenGL.isSoftwareRasterizer(SoftwareOpenGL.rendererName(glGetString: glGetString))
    }

    /// Ends `run` before its next frame. Call it on the thread running `run` (e.g. from a hook); another
    /// thread can push SDL's quit event (`SDL_QUIT`, `SDL_EVENT_QUIT`) instead.
    public func requestQuit() {
        quitRequested = true  // the loop checks it before it waits again
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
        let panel = panels.addPanel(scene, fillsWindow: true, background: .scene)
        defer { panels.removePanel(panel) }
        var event = Host.emptyEvent()
        while !quitRequested {
            if try panels.waitEvent(&event, appNeedsFrame: false) {
                handle(event)
                while !quitRequested, Host.pollEvent(&event) { handle(event) }
            }
            if !quitRequested, panels.needsFrame {
                try renderFrame(scene)
            }
        }
    }

    /// Gives a key press to `onKey` first, then the event to the panels; a quit ends the loop.
    private func handle(_ event: Host.Event) {
        if Host.isQuit(event) {
            quitRequested = true
            return
        }
        if let onKey, panels.keyPresses(in: event).contains(where: { onKey(self, $0) }) { return }
        panels.handle(event, time: nil)
    }

    private func renderFrame(_ scene: HostedScene) throws {
        let now = panels.currentTime()
        onBeforeFrame?(self, now)
        // A presented frame starts from a cleared output, as SDL asks; a surface shown in part keeps its pixels.
        if !presentsChangedAreasOnly { try panels.renderer.clear(scene.backgroundColor) }
        try panels.render(now: now)
        saveCaptures()
        if presentsChangedAreasOnly {
            // Only the rectangles the frame changed: presenting would copy the whole surface every frame.
            let rects = panels.lastFrameChangedRects
            if !rects.isEmpty { try Host.showSurface(of: window, rects: rects) }
        } else {
            panels.renderer.present()
        }
        onFrameRendered?(self, panels.frameCount, now)
    }

    /// Writes each pending capture of the frame just drawn (read back once) and tells it the result.
    private func saveCaptures() {
        guard !pendingCaptures.isEmpty else { return }
        let pending = pendingCaptures
        pendingCaptures.removeAll()
        let frame = Result { try panels.renderer.readPixels(library: panels.library) }
        for capture in pending {
            do { try frame.get().writePNG(to: capture.path); capture.completion(nil) } catch { capture.completion(error) }
        }
    }
}
