// The core types PickerSDL's API speaks in, and what both SDL hosts share (`SDLError` among them).
@_exported import PickerCore
@_exported import PickerSDLShared
import CSDL2

extension SDLError {
    /// An error for `operation` with the current `SDL_GetError()` text.
    static func current(_ operation: String) -> SDLError {
        SDLError(operation: operation, message: String(cString: SDL_GetError()))
    }
}

/// Throws the current SDL error when an SDL call returned a negative status code.
@inline(__always)
func check(_ status: Int32, _ operation: @autoclosure () -> String) throws {
    if status < 0 { throw SDLError.current(operation()) }
}
