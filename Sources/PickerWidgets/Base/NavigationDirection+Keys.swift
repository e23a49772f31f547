import PickerCore

extension NavigationDirection {
    /// The arrow key pointing the same way on screen.
    var arrowKey: Key {
        switch self {
        case .up: .up
        case .down: .down
        case .left: .left
        case .right: .right
        }
    }
}
