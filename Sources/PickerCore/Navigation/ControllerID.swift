/// Identifies one game controller (SDL's joystick instance id) or another source of directions, such as
/// the keyboard, for as long as it is connected.
public struct ControllerID: Hashable, Sendable, CustomStringConvertible {
    public var rawValue: Int
    public init(_ rawValue: Int) { self.rawValue = rawValue }

    public var description: String { "controller\(rawValue)" }
}
