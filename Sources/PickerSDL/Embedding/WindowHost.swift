import CSDL2
import Foundation
import PickerCore

/// The simplest way to show widgets: PickerKit opens a resizable window and runs the loop, drawing one
/// scene that fills the window, on the embedding API (`PanelHost`). It sleeps in `SDL_WaitEvent` while
/// nothing moves. Sizes are in points; the window is `size * userScale` screen coordinates.
///
/// The hooks get the host as their first argument: use it rather than capturing the host in the closure,
/// which would keep the host (and its window) alive for as long as the closure is set.
@dynamicMemberLookup
public final class WindowHost {
    /// The window.
    public let window: SDLWindow
    /// The embedding host the scene runs in, as one panel filling the window.
    public let panels: PanelHost
    /// What `panels` knows (`fonts`, `textMeasurer`, `sizeInPoints`, `frameCount`, ...), read from the window host.
    public subscript<Value>(dynamicMember keyPath: KeyPath<PanelHost, Value>) -> Value { panels[keyPath: keyPath] }

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
    private let pendingCaptures = PendingCaptures()

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
        try PickerError.requirePositive(userScale, named: "userScale")
        let library: SDLLibrary
        do {
            library = try SDLLibrary.shared(videoDriver: .system)
        } catch {
            throw SDLError.noDisplay("\(error)")
        }
        try requireVisibleVideoDriver(library.videoDriverName)  // SDL 2 falls back to an invisible one silently
        let flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue | SDL_WINDOW_SHOWN.rawValue
        window = try SDLWindow(
            title: title, width: Int((size.width * userScale).rounded()), height: Int((size.height * userScale).rounded()),
            flags: flags, library: library)
        panels = try PanelHost(window: window, renderer: SDLRenderer(window: window, vsync: vsync), userScale: userScale, budget: budget, backend: backend)
        // With the software backend the panels' pixels go straight into the window's surface, which keeps
        // them between frames: only the rectangles a frame changed are presented.
        presentsChangedAreasOnly = panels.backend == .software && panels.renderer.isSoftware
        if presentsChangedAreasOnly {
            // The window's surface is made again after a resize: the one SDL hands out now.
            let windowPointer = window.pointer
            panels.targetSurface = { SDL_GetWindowSurface(windowPointer) }
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
        pendingCaptures.append(path: path, completion: completion)
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
            for case .key(let key) in panels.translator.translate(event, time: panels.currentTime()) where onKey(self, key) {
                return
            }
        }
        panels.handle(event)
    }

    private func renderFrame() throws {
        let now = panels.currentTime()
        onBeforeFrame?(self, now)
        try panels.render(now: now)
        pendingCaptures.save { try panels.renderer.readPixels(library: panels.library).writePNG(to: $0) }
        if presentsChangedAreasOnly {
            try presentChangedAreas()
        } else {
            panels.renderer.present()
        }
        onFrameRendered?(self, panels.frameCount, now)
    }

    /// Shows only the rectangles the frame changed (`SDL_UpdateWindowSurfaceRects`), on the software
    /// renderer, whose present would copy the whole window surface to the screen every frame.
    private func presentChangedAreas() throws {
        var rects = panels.lastFrameChangedRects.map(SDL_Rect.init)
        guard !rects.isEmpty else { return }
        try check(SDL_UpdateWindowSurfaceRects(window.pointer, &rects, Int32(rects.count)), "SDL_UpdateWindowSurfaceRects")
    }
}
