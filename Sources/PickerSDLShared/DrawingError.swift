import Foundation
import PickerCore

/// Something a frame could not draw and was drawn without: a text SDL_ttf could not lay out or rasterise
/// (its face failed to open, say), a text texture SDL refused, or triangles `SDL_RenderGeometry` refused.
///
/// `PanelHost` reports these after each frame (`PanelHost.onDrawingError`); `OffscreenRenderer` throws them.
public struct DrawingError: Error, CustomStringConvertible, Sendable {
    /// The text missing from the frame; nil when shapes are.
    public var text: String?
    /// Why, as SDL or SDL_ttf said.
    public var reason: SDLError

    public init(text: String?, reason: SDLError) {
        self.text = text
        self.reason = reason
    }

    public var description: String {
        if let text { return "could not draw the text \"\(text)\": \(reason)" }
        return "could not draw shapes: \(reason)"
    }
}

/// The drawing errors a backend met since they were last taken.
public final class DrawingErrorLog {
    /// What was recorded since the last `take()`, in order.
    public private(set) var errors: [DrawingError] = []

    /// An empty log.
    public init() {}

    /// Notes that `text` (nil for shapes) could not be drawn because of `error`.
    public func record(_ error: Error, text: String?) {
        let reason = error as? SDLError ?? SDLError(operation: "", message: "\(error)")
        errors.append(DrawingError(text: text, reason: reason))
    }

    /// The errors recorded, each once, in the order first met; the log is left empty.
    public func take() -> [DrawingError] {
        var seen = Set<String>()
        let distinct = errors.filter { seen.insert($0.description).inserted }
        errors.removeAll()
        return distinct
    }
}

extension DrawingError {
    /// What a host's `onDrawingError` starts as: writes each distinct error to standard error, once.
    public static func writingOnceToStandardError() -> (DrawingError) -> Void {
        var written = Set<String>()
        return { error in
            guard written.insert(error.description).inserted else { return }
            FileHandle.standardError.write(Data("PickerKit: \(error)\n".utf8))
        }
    }
}
