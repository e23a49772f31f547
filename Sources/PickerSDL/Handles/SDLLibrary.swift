import CSDL2
import CSDL2TTF
import Foundation

/// SDL and SDL_ttf, initialised once per process.
///
/// Every handle keeps a reference to the library so that it is set up before the first handle
/// and never torn down under one. The library stays initialised for the life of the process.
public final class SDLLibrary: SDLLibraryHandle, @unchecked Sendable {
    /// Which video driver SDL uses.
    public typealias VideoDriver = SDLVideoDriver

    /// The driver SDL was started with.
    public let videoDriver: VideoDriver
    /// The name of the video driver SDL actually runs, e.g. `"x11"` or `"dummy"`.
    public let videoDriverName: String
    /// Whether SDL's game controller subsystem started: hosts then open controllers as they are plugged in.
    public let supportsGameControllers: Bool

    private static let lock = NSLock()
    nonisolated(unsafe) private static var instance: SDLLibrary?

    /// Returns the process's SDL library, initialising it on the first call.
    ///
    /// The first call decides the video driver; later calls return the same library whatever they ask for
    /// (offscreen rendering works under any driver, and a window can be opened under `dummy` for tests).
    /// - Throws: `SDLError` when SDL or SDL_ttf cannot start, e.g. with no display for `.system`.
    public static func shared(videoDriver: VideoDriver = .system) throws -> SDLLibrary {
        lock.lock()
        defer { lock.unlock() }
        if let instance { return instance }
        let library = try SDLLibrary(videoDriver: videoDriver)
        instance = library
        return library
    }

    private init(videoDriver: VideoDriver) throws {
        if videoDriver == .dummy {
            setenv("SDL_VIDEODRIVER", "dummy", 1)
            SDL_SetHint(SDL_HINT_VIDEODRIVER, "dummy")
        }
        // A drag that leaves the window keeps reporting until the button is released.
        SDL_SetHint(SDL_HINT_MOUSE_AUTO_CAPTURE, "1")
        // Controllers report buttons by place (SDL's `a` is the bottom one on every pad), so the face
        // layout alone decides which one confirms.
        SDL_SetHint(SDL_HINT_GAMECONTROLLER_USE_BUTTON_LABELS, "0")
        try check(SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS), "SDL_Init")
        // Game controllers are optional: without them (no joystick support) hosts just see no controller.
        supportsGameControllers = SDL_InitSubSystem(SDL_INIT_GAMECONTROLLER) == 0
        if TTF_Init() != 0 {
            let error = SDLError.current("TTF_Init")
            SDL_Quit()
            throw error
        }
        self.videoDriver = videoDriver
        self.videoDriverName = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? "none"
    }
}
