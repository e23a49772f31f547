import PickerCore
extension GamepadButton {
    /// SDL's numbering of the standard gamepad's buttons, the same in SDL 2 (`SDL_GameControllerButton`)
    /// and SDL 3 (`SDL_GamepadButton`): 0 is the bottom face button.
    private static let sdlOrder: [GamepadButton] = [
        .a, .b, .x, .y, .back, .guide, .start, .leftStick, .rightStick, .leftShoulder, .rightShoulder,
        .dpadUp, .dpadDown, .dpadLeft, .dpadRight,
    ]

    /// The button SDL numbers `sdlIndex`; nil for buttons navigation has no name for (paddles, the
    /// touchpad, misc).
    public init?(sdlIndex: Int) {
        guard Self.sdlOrder.indices.contains(sdlIndex) else { return nil }
        self = Self.sdlOrder[sdlIndex]
    }

    /// SDL's number for the button.
    public var sdlIndex: Int { Self.sdlOrder.firstIndex(of: self) ?? 0 }
}

/// A standard gamepad's axis, numbered as SDL 2 (`SDL_GameControllerAxis`) and SDL 3 (`SDL_GamepadAxis`) both do.
public enum GamepadAxis: Int, Sendable, CaseIterable {
    case leftX, leftY, rightX, rightY, leftTrigger, rightTrigger

    /// The left stick's axis this is; nil for the right stick and the triggers, which navigation does not use.
    public var leftStickAxis: StickAxis? {
        switch self {
        case .leftX: .horizontal
        case .leftY: .vertical
        default: nil
        }
    }

    /// The sides of the axis that fling, each with its key and the direction it flings in: the triggers,
    /// and the right stick up (toward earlier rows) and down.
    var flingSides: [(key: Int, sign: Int)] {
        switch self {
        case .leftTrigger: [(0, -1)]
        case .rightTrigger: [(1, 1)]
        case .rightY: [(2, -1), (3, 1)]
        default: []
        }
    }
}
