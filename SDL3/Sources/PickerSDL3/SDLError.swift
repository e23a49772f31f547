import CSDL3
import PickerCore
import PickerFrame
import PickerSDLShared

extension SDLError {
    /// An error for `operation` with the current `SDL_GetError()` text (SDL3_ttf reports through it too).
    public static func current(_ operation: String) -> SDLError {
        SDLError(operation: operation, message: SDL_GetError().map { String(cString: $0) } ?? "")
    }
}

/// Throws the current SDL error for `operation` when an SDL 3 call returned false.
@inline(__always)
func check(_ succeeded: Bool, _ operation: @autoclosure () -> String) throws {
    guard succeeded else { throw SDLError.current(operation()) }
}
