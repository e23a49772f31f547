/// An error raised by a PickerKit type when it is set up with values it cannot represent.
public enum PickerError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The configuration is invalid; the message says which value and why.
    case invalidConfiguration(String)

    /// The human-readable message.
    public var description: String {
        switch self {
        case .invalidConfiguration(let message): return message
        }
    }
}
