/// What controller navigation asks the widget layer to do; widgets are named by id.
public enum NavigationCommand: Hashable, Sendable {
    /// Move the focus to the widget.
    case focus(String)
    /// Activate the widget, as Enter or a click would (a button; a grid's focused cell while engaged).
    case activate(String)
    /// The widget takes the directions until it is left; it remembers its value in case of a cancel.
    case engage(String)
    /// Engaged: up or down steps a picker's value; any direction moves a grid's focused cell or a text
    /// entry's highlighted key.
    case adjust(String, NavigationDirection)
    /// Engaged picker: left or right moves to the segment on that side of the screen.
    case moveSegment(String, NavigationDirection)
    /// Stop being engaged; with `restoresValue`, put back the value from before engaging.
    case leaveEngaged(String, restoresValue: Bool)
    /// Show the widget's previous (-1) or next (+1) page, such as a calendar's month.
    case page(String, by: Int)
    /// Engaged text entry: press the on-screen keyboard's highlighted key.
    case pressKey(String)
    /// Engaged text entry: delete backward, as Backspace does.
    case deleteBackward(String)
    /// Engaged text entry: insert the text at the caret, as typing it does.
    case insertText(String, String)
    /// Engaged text entry: move the caret one character the way the Left or Right key does.
    case moveCaret(String, NavigationDirection)
    /// Submit the page.
    case submit
    /// Leave the page, as Escape does.
    case escape
}
