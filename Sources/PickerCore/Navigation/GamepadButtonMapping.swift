/// Maps a controller's buttons to navigation actions, with the face layout the user chose.
public struct GamepadButtonMapping: Hashable, Sendable {
    /// Which face button confirms; the other one cancels.
    public var faceLayout: GamepadFaceLayout

    public init(faceLayout: GamepadFaceLayout = .confirmOnBottom) {
        self.faceLayout = faceLayout
    }

    /// The action `button` stands for (nil: navigation does not use it).
    public func action(for button: GamepadButton) -> GamepadAction? {
        let confirmsOnRight = faceLayout == .confirmOnRight
        switch button {
        case .a: return confirmsOnRight ? .cancel : .confirm
        case .b: return confirmsOnRight ? .confirm : .cancel
        case .dpadUp: return .move(.up)
        case .dpadDown: return .move(.down)
        case .dpadLeft: return .move(.left)
        case .dpadRight: return .move(.right)
        case .leftShoulder: return .pageBack
        case .rightShoulder: return .pageForward
        case .start: return .start
        case .back: return .back
        case .x: return .deleteBackward
        case .y: return .insertSpace
        case .guide, .leftStick, .rightStick: return nil
        }
    }
}
