/// What a focusable widget does with a controller's confirm button.
public enum FocusRole: Hashable, Sendable {
    /// Confirm activates it at once (a button, a form row that opens).
    case button
    /// Confirm engages it: up and down then adjust its value, left and right move between its segments
    /// (a mini picker, a wheel, a date picker). With `restoresValueOnCancel`, cancel puts back the value
    /// it had before engaging.
    case picker(restoresValueOnCancel: Bool)
    /// Confirm engages it: all four directions then move inside it and confirm chooses (a calendar's
    /// days). With `restoresValueOnCancel`, cancel puts back the value it had before engaging.
    case grid(restoresValueOnCancel: Bool)
    /// Confirm engages it for typing (a text field): an on-screen keyboard shows, directions move its
    /// highlighted key, confirm presses that key, X deletes backward, Y types a space and the shoulders
    /// move the caret. With `restoresValueOnCancel`, cancel puts back the text it had before engaging;
    /// without, cancel leaves typing and keeps the text, as the keyboard's Done does.
    case textEntry(restoresValueOnCancel: Bool)
}

/// One focusable widget as controller navigation sees it: where it is and what confirm does to it.
public struct FocusCandidate: Hashable, Sendable {
    /// The widget's id (as in the layout tree, e.g. `"month"`).
    public var id: String
    /// The widget's frame in window points.
    public var frame: Rect
    /// The id of the panel (widget root) that holds it; spatial moves cross panels.
    public var panel: String
    /// What confirm does to it.
    public var role: FocusRole

    public init(id: String, frame: Rect, panel: String, role: FocusRole = .button) {
        self.id = id
        self.frame = frame
        self.panel = panel
        self.role = role
    }
}
