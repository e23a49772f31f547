/// A direction a user pushes on a D-pad, a stick or the arrow keys to move focus.
///
/// Directions are physical, as on the screen: `left` is towards the window's left edge in a right-to-left
/// page too, because that is the way the user pressed.
public enum NavigationDirection: String, CaseIterable, Hashable, Sendable {
    case up
    case down
    case left
    case right

    /// The direction pointing the other way.
    public var opposite: NavigationDirection {
        switch self {
        case .up: .down
        case .down: .up
        case .left: .right
        case .right: .left
        }
    }

    /// Whether the direction runs along the x axis.
    public var isHorizontal: Bool { self == .left || self == .right }
}
