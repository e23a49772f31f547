import CSDL3
import Foundation
import PickerCore
import PickerFrame
import PickerSDLShared

/// A window of its own with a loop, for programs that are only PickerKit (the SDL 3 demo): a `PanelHost`
/// on a window and renderer it owns, sleeping while nothing moves, as PickerSDL's `WindowHost` does.
public final class WindowHost {
    /// The SDL library the window belongs to.
    public let library: SDLLibrary
    /// The window.
    public let window: SDLWindow
    /// Its renderer.
    public let renderer: SDLRenderer
    /// The host that holds the window's panels.
    public let panels: PanelHost
    /// Called after each frame is presented, with the frame's number and time.
    public var onFrameRendered: ((WindowHost, Int, Double) -> Void)?
    private var quitRequested = false

    /// A resizable window titled `title`, `size` points large at `userScale` window coordinates per point,
    /// drawn by `backend` (nil: `.software` on a software renderer, `.renderer` otherwise) within `budget`.
    /// - Throws: `PickerError.invalidConfiguration` for a scale that is not positive; `SDLError` when there
    ///   is no display or SDL cannot make the window or its renderer.
    public init(
        title: String, size: Size, userScale: Double = 1, vsync: Bool = true, budget: PictureBudget = .init(),
        backend: PanelHost.Backend? = nil
    ) throws {
        guard userScale.isFinite, userScale > 0 else {
            throw PickerError.invalidConfiguration("userScale must be a positive number, not \(userScale)")
        }
        library = try SDLLibrary.shared(videoDriver: .system)
        if ["offscreen", "dummy"].contains(library.videoDriverName),
            ProcessInfo.processInfo.environment["SDL_VIDEODRIVER"] != library.videoDriverName
        {
            throw SDLError(operation: "SDL_Init", message: "no display: run under Xvfb or give --screenshot")
        }
        window = try SDLWindow(
            title: title, width: Int((size.width * userScale).rounded()), height: Int((size.height * userScale).rounded()),
            flags: 0x20 | 0x2000, library: library)  // SDL_WINDOW_RESIZABLE | SDL_WINDOW_HIGH_PIXEL_DENSITY (macros Swift does not import)
        renderer = try SDLRenderer(window: window, vsync: vsync)
        panels = try PanelHost(window: window, renderer: renderer, userScale: userScale, budget: budget, backend: backend)
    }

    /// Ends `run` before its next frame (from the thread running it).
    public func requestQuit() {
        quitRequested = true
        panels.requestFrame()
    }

    /// Runs `scene`, filling the window, until the window is closed or `requestQuit()` is called.
    /// - Throws: `SDLError` when waiting for events or drawing fails.
    public func run(scene: HostedScene) throws {
        quitRequested = false
        let panel = panels.addPanel(scene, fillsWindow: true, background: .scene)
        defer { panels.removePanel(panel) }
        var event = SDL_Event()
        while !quitRequested {
            if try panels.waitEvent(&event) {
                repeat {
                    if SDL_EventType(event.type) == SDL_EVENT_QUIT { quitRequested = true } else { panels.handle(event) }
                } while !quitRequested && SDL_PollEvent(&event)
            }
            guard !quitRequested, panels.needsFrame else { continue }
            let now = panels.currentTime()
            try renderer.clear(scene.backgroundColor)
            try panels.render(now: now)
            renderer.present()
            onFrameRendered?(self, panels.frameCount, now)
        }
    }
}
