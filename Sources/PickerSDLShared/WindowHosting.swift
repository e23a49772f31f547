import Foundation
import PickerCore

/// Frames a window host was asked to save (`captureNextFrame(to:)`), kept until the next frame is drawn.
public final class PendingCaptures {
    private var captures: [(path: String, completion: (Error?) -> Void)] = []

    public init() {}

    /// Queues a capture of the next frame to a PNG file at `path`; `completion` gets nil or the error.
    public func append(path: String, completion: @escaping (Error?) -> Void) {
        captures.append((path, completion))
    }

    /// Writes each pending capture's file with `write` (given its path), and tells it the result.
    public func save(_ write: (String) throws -> Void) {
        let pending = captures
        captures.removeAll()
        for capture in pending {
            do {
                try write(capture.path)
                capture.completion(nil)
            } catch {
                capture.completion(error)
            }
        }
    }
}

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
