import CSDL2

/// A failure reported by SDL, SDL_ttf or SDL_image, carrying the library's own explanation.
public struct SDLError: Error, CustomStringConvertible, Sendable {
    /// What PickerSDL was doing, e.g. `"SDL_CreateRenderer"`; empty when `message` says it all.
    public var operation: String
    /// The text of `SDL_GetError()` at the time of the failure (SDL_ttf and SDL_image report through it too).
    public var message: String

    public init(operation: String, message: String) {
        self.operation = operation
        self.message = message
    }

    /// An error for `operation` with the current `SDL_GetError()` text.
    static func current(_ operation: String) -> SDLError {
        SDLError(operation: operation, message: String(cString: SDL_GetError()))
    }

    public var description: String {
        if operation.isEmpty { return message }
        return message.isEmpty ? "\(operation) failed" : "\(operation) failed: \(message)"
    }
}

/// Throws the current SDL error when an SDL call returned a negative status code.
@inline(__always)
func check(_ status: Int32, _ operation: @autoclosure () -> String) throws {
    if status < 0 { throw SDLError.current(operation()) }
}
