import PickerCore

/// A failure reported by SDL or SDL_ttf (2 or 3), carrying the library's own explanation. Each host
/// makes it from `SDL_GetError()`; the type lives here so both hosts throw the same one.
public struct SDLError: Error, CustomStringConvertible, Sendable {
    /// What the host was doing, e.g. `"SDL_CreateRenderer"`; empty when `message` says it all.
    public var operation: String
    /// The text of `SDL_GetError()` at the time of the failure (SDL_ttf reports through it too).
    public var message: String

    public init(operation: String, message: String) {
        self.operation = operation
        self.message = message
    }

    public var description: String {
        if operation.isEmpty { return message }
        return message.isEmpty ? "\(operation) failed" : "\(operation) failed: \(message)"
    }
}
