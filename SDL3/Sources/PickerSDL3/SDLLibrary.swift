import CSDL3
import CSDL3TTF
import Foundation
import PickerCore
import PickerFrame
import PickerSDLShared

/// SDL 3 and SDL3_ttf, initialised once per process and never torn down: every handle keeps a
/// reference to the library, so it is set up before the first handle.
public final class SDLLibrary: SDLLibraryHandle, @unchecked Sendable {
    /// Which video driver SDL uses.
    public typealias VideoDriver = SDLVideoDriver

    private static let lock = NSLock()
    nonisolated(unsafe) private static var instance: SDLLibrary?

    /// The name of the video driver SDL actually runs, e.g. `"x11"` or `"dummy"`.
    public let videoDriverName: String
    /// Whether SDL's gamepad subsystem started: hosts then open gamepads as they are plugged in.
    public let supportsGameControllers: Bool
    /// The driver SDL was started with.
    public let videoDriver: VideoDriver

    /// The process's SDL library, started on the first call, whose `videoDriver` decides the driver
    /// (later calls get the same library whatever they ask for).
    /// - Throws: `SDLError` when SDL or SDL3_ttf cannot start, e.g. with no display for `.system`.
    public static func shared(videoDriver: VideoDriver = .system) throws -> SDLLibrary {
        try lock.withLock {
            let library = try instance ?? SDLLibrary(videoDriver: videoDriver)
            instance = library
            return library
        }
    }

    private init(videoDriver: VideoDriver) throws {
        if videoDriver == .dummy { SDL_SetHint(SDL_HINT_VIDEO_DRIVER, "dummy") }
        // A drag that leaves the window keeps reporting until the button is released.
        SDL_SetHint(SDL_HINT_MOUSE_AUTO_CAPTURE, "1")
        try check(SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS), "SDL_Init")
        // Gamepads are optional (no joystick support: no controller). SDL 3 names buttons by place.
        supportsGameControllers = SDL_InitSubSystem(SDL_INIT_GAMEPAD)
        guard TTF_Init() else {
            defer { SDL_Quit() }
            throw SDLError.current("TTF_Init")
        }
        self.videoDriver = videoDriver
        videoDriverName = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? "none"
    }
}
