/// What a controller's button means to navigation, whatever button it was.
public enum GamepadAction: Hashable, Sendable {
    /// Activate or engage the focused widget; in an engaged picker, keep the value and leave.
    case confirm
    /// Leave an engaged widget (restoring its value when it asks to), or else go back.
    case cancel
    /// A D-pad or stick direction: move focus, or adjust an engaged widget.
    case move(NavigationDirection)
    /// The left shoulder: the focused widget's previous page (a calendar's previous month).
    case pageBack
    /// The right shoulder: the focused widget's next page.
    case pageForward
    /// Submit the page (a form's Done).
    case start
    /// Leave the page, as Escape does.
    case back
    /// X: while typing into a text field, delete backward; nothing otherwise (the game keeps the button).
    case deleteBackward
    /// Y: while typing into a text field, type a space; nothing otherwise (the game keeps the button).
    case insertSpace
}
