import CSDL3
import Foundation
import PickerCore
import PickerFrame
import PickerSDLShared

/// A window of its own with a loop, for programs that are only PickerKit (the SDL 3 demo): a `PanelHost`
/// on a window and renderer it owns, sleeping while nothing moves, as PickerSDL's `WindowHost` does.
@dynamicMemberLookup
public final class WindowHost {
    /// The window.
    public let window: SDLWindow
    /// The host that holds the window's panels.
    public let panels: PanelHost
    /// What `panels` knows (`fonts`, `textMeasurer`, `sizeInPoints`, `frameCount`, ...), read from the window host.
    public subscript<Value>(dynamicMember keyPath: KeyPath<PanelHost, Value>) -> Value { panels[keyPath: keyPath] }
    /// Called for every key press before the scene sees it; return true when the key was handled
    /// (e.g. F12 for a screenshot) and the scene must not get it.
    public var onKey: ((WindowHost, KeyEvent) -> Bool)?
    /// Called after each frame is presented, with the frame's number and time.
    public var onFrameRendered: ((WindowHost, Int, Double) -> Void)?
    private var quitRequested = false
    private let pendingCaptures = PendingCaptures()

    /// A resizable window titled `title`, `size` points large at `userScale` window coordinates per point,
    /// drawn by `backend` (nil: `.software` on a software renderer, `.renderer` otherwise) within `budget`.
    /// - Throws: `PickerError.invalidConfiguration` for a scale that is not positive; `SDLError` when there
    ///   is no display or SDL cannot make the window or its renderer.
    public init(
        title: String, size: Size, userScale: Double = 1, vsync: Bool = true, budget: PictureBudget = .init(),
        backend: PanelHost.Backend? = nil
    ) throws {
        try PickerError.requirePositive(userScale, named: "userScale")
        let library: SDLLibrary
        do {
            library = try SDLLibrary.shared(videoDriver: .system)  // without a display SDL 3 fails to start
        } catch {
            throw SDLError.noDisplay("\(error)")
        }
        try requireVisibleVideoDriver(library.videoDriverName)
        window = try SDLWindow(
            title: title, width: Int((size.width * userScale).rounded()), height: Int((size.height * userScale).rounded()),
            flags: SDL_WINDOW_RESIZABLE | SDL_WINDOW_HIGH_PIXEL_DENSITY, library: library)
        panels = try PanelHost(window: window, renderer: SDLRenderer(window: window, vsync: vsync), userScale: userScale, budget: budget, backend: backend)
    }

    /// Ends `run` before its next frame (from the thread running it).
    public func requestQuit() {
        quitRequested = true
        panels.requestFrame()
    }

    /// Saves the next frame, as drawn and before it is presented, to a PNG file at `path` (in physical
    /// pixels), then calls `completion` with nil or the error.
    public func captureNextFrame(to path: String, completion: @escaping (Error?) -> Void = { _ in }) {
        pendingCaptures.append(path: path, completion: completion)
        panels.setNeedsFullRedraw()
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
                    if SDL_EventType(event.type) == SDL_EVENT_QUIT { quitRequested = true } else { handle(event) }
                } while !quitRequested && SDL_PollEvent(&event)
            }
            guard !quitRequested, panels.needsFrame else { continue }
            let now = panels.currentTime()
            try panels.renderer.clear(scene.backgroundColor)
            try panels.render(now: now)
            pendingCaptures.save { try panels.renderer.readPixels(library: panels.library).writePNG(to: $0) }
            panels.renderer.present()
            onFrameRendered?(self, panels.frameCount, now)
        }
    }

    /// Gives a key press to `onKey` first (translated as the panels would), then the event to the panels.
    private func handle(_ event: SDL_Event) {
        if let onKey, SDL_EventType(event.type) == SDL_EVENT_KEY_DOWN {
            for case .key(let key) in panels.translator.translate(event, time: panels.currentTime()) where onKey(self, key) {
                return
            }
        }
        panels.handle(event)
    }
}
