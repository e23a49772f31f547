import Foundation
import PickerCore

/// Which video driver an SDL library starts.
public enum SDLVideoDriver: Sendable {
    /// SDL's own choice (X11 or Wayland on a desktop); honours the environment (`SDL_VIDEODRIVER`).
    case system
    /// No display at all: for offscreen rendering and tests.
    case dummy
}

/// Throws unless SDL runs a video driver that shows windows. Without a display SDL falls back to (or
/// fails over to) its `offscreen` or `dummy` driver, whose windows nobody sees; those count only when
/// asked for by name in `SDL_VIDEODRIVER`, as tests do. The error says what to do instead.
public func requireVisibleVideoDriver(_ name: String) throws {
    let requested = ProcessInfo.processInfo.environment["SDL_VIDEODRIVER"]
    if ["offscreen", "dummy"].contains(name), requested != name {
        throw SDLError.noDisplay("only the invisible '\(name)' video driver is available")
    }
}

extension SDLError {
    /// SDL could not open a window for `reason`: run under Xvfb, or draw offscreen with `--screenshot`.
    public static func noDisplay(_ reason: String) -> SDLError {
        SDLError(operation: "", message: "no display: \(reason); run under Xvfb or use --screenshot")
    }
}

extension PickerError {
    /// Throws `invalidConfiguration` unless `scale` is a positive finite number.
    public static func requirePositive(_ scale: Double, named name: String) throws {
        guard scale.isFinite, scale > 0 else { throw PickerError.invalidConfiguration("\(name) must be a positive number, not \(scale)") }
    }
}
