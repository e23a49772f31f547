/// A controller button by its place on an Xbox-style pad, as SDL's game controller API names it: `a` is the
/// bottom face button and `b` the right one, whatever is printed on them.
public enum GamepadButton: Hashable, Sendable, CaseIterable {
    case a, b, x, y
    case back, guide, start
    case leftStick, rightStick
    case leftShoulder, rightShoulder
    case dpadUp, dpadDown, dpadLeft, dpadRight
}

/// Which face button confirms.
public enum GamepadFaceLayout: Hashable, Sendable, CaseIterable {
    /// The bottom button (`a`) confirms and the right one (`b`) cancels, as on Xbox and PlayStation pads.
    case confirmOnBottom
    /// The right button (`b`) confirms and the bottom one (`a`) cancels, as on Nintendo controllers.
    case confirmOnRight
}
