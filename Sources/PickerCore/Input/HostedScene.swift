/// What a window host (or the offscreen renderer) drives: a root that lays out, takes input,
/// advances its animations to a given time, and draws.
///
/// The host owns the clock: it calls `tick(now:)` once per frame with the monotonic time in seconds,
/// and it renders frames only while `needsFrame` is true (something animates, a pointer is down,
/// or something changed since the last frame).
public protocol HostedScene: AnyObject {
    /// Lays the scene out for a window of `size` points.
    func layout(size: Size)
    /// Delivers one input event (already in window points, stamped with its time).
    func handle(_ event: InputEvent)
    /// Advances animations to `now` (seconds, the same clock as event times).
    func tick(now: Double)
    /// Whether the host must render another frame: true while anything moves, a pointer is down,
    /// or the scene changed since the last `draw`.
    var needsFrame: Bool { get }
    /// Draws the whole scene; clears `needsFrame` unless something still moves.
    func draw(in canvas: Canvas)
    /// The colour the host clears the frame with.
    var backgroundColor: Color { get }
    /// Where text is being edited (a text field's caret), in window points, while the scene wants text
    /// input; nil when it does not. The host turns the system's text input and IME on only while this is
    /// set, and places the IME's candidate window by it.
    var textInputRect: Rect? { get }
}

extension HostedScene {
    /// No text input: scenes without text fields need not say so.
    public var textInputRect: Rect? { nil }
}
