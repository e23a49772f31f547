/// What a host drives: a root that lays out, takes input, advances its animations to a given time,
/// and draws. In PickerSDL each `Panel` of a `PanelHost` holds one.
///
/// The host owns the clock: it calls `tick(now:)` once per frame with the monotonic time in seconds,
/// and it renders frames only while `needsFrame` is true (something animates, a pointer is down,
/// or something changed since the last frame).
///
/// Coordinates are the scene's own points: (0, 0) is the top-left corner of the area it was laid out in.
public protocol HostedScene: AnyObject {
    /// Lays the scene out for an area of `size` points.
    func layout(size: Size)
    /// Delivers one input event (in the scene's points, stamped with its time).
    /// - Returns: whether a widget used it: took a press or a drag, turned for a wheel notch, handled a
    ///   key or took text. A pointer moving over the scene with nothing held is not used.
    @discardableResult
    func handle(_ event: InputEvent) -> Bool
    /// Advances animations to `now` (seconds, the same clock as event times).
    func tick(now: Double)
    /// Whether the host must render another frame: true while anything moves, a pointer is down,
    /// or the scene changed since the last `draw`.
    var needsFrame: Bool { get }
    /// When, on the host's clock, the scene next needs a frame although nothing moves now (a held
    /// direction's next repeat); nil when nothing is due. A host sleeps until then, not a frame at a time.
    var nextWakeTime: Double? { get }
    /// What changed since the last `draw`, in the scene's points; the host redraws only that part of its
    /// last frame (cutting drawing to it with `canvas.drawingBounds` and a clip). Scenes that do not
    /// track what changed say `.full`.
    var damage: DamageRegion { get }
    /// Draws the scene (or, where `canvas.drawingBounds` is set, at least the part inside it); clears
    /// `needsFrame` and `damage` unless something still moves.
    func draw(in canvas: Canvas)
    /// The colour the area behind the scene is filled with when the host fills it.
    var backgroundColor: Color { get }
    /// Where text is being edited (a text field's caret), in the scene's points, while the scene wants
    /// text input; nil when it does not. A host turns the system's text input and IME on only while
    /// this is set, and places the IME's candidate window by it.
    var textInputRect: Rect? { get }

    /// Whether a widget of the scene has the keyboard focus.
    var hasKeyboardFocus: Bool { get }
    /// Moves the keyboard focus as Tab (`forward`) or Shift+Tab does.
    /// - Parameters:
    ///   - forward: true for Tab (the next focusable widget), false for Shift+Tab (the previous one).
    ///   - wrapping: whether focus may go round from the last focusable widget to the first
    ///     (or back); when false, the focus is left alone and the method returns false instead, so a
    ///     host of several scenes can move it to the next one.
    /// - Returns: whether the focus moved to (or within) a widget of this scene.
    func moveKeyboardFocus(forward: Bool, wrapping: Bool) -> Bool
    /// Takes the keyboard focus away from the scene's widgets (another scene took it).
    func resignKeyboardFocus()

    /// Delivers a game controller's action at `time`; a `move` is a direction pressed (it repeats while held).
    /// - Returns: whether the scene used it (a game keeps the actions no scene used).
    func handle(_ action: GamepadAction, controller: ControllerID, time: Double) -> Bool
    /// A direction `controller` pressed (D-pad) was let go: its repeat stops.
    func releaseDirection(_ direction: NavigationDirection, controller: ControllerID)
    /// Forgets `controller` (unplugged): whatever it held stops repeating.
    func removeController(_ controller: ControllerID)
    /// A trigger or the right stick flings the engaged picker at `fraction` (-1...1) of its top speed.
    /// - Returns: whether a picker was engaged to take it.
    func fling(fraction: Double, time: Double) -> Bool
    /// The focusable widgets a controller can move to, in the scene's points: for a host moving focus from
    /// one scene to another.
    var focusCandidates: [FocusCandidate] { get }
    /// The id of the candidate with the keyboard focus, if any.
    var focusedCandidateID: String? { get }
    /// Gives the keyboard focus to the candidate `id` with the focus ring shown, as a controller's move
    /// does; false when no such candidate is focusable.
    func focusCandidate(_ id: String) -> Bool
}

extension HostedScene {
    public var nextWakeTime: Double? { nil }
    /// Everything, always: scenes that do not track what changed need not say so.
    public var damage: DamageRegion { .full }
    /// No text input: scenes without text fields need not say so.
    public var textInputRect: Rect? { nil }
    /// No focusable widgets: scenes without them need not say so.
    public var hasKeyboardFocus: Bool { false }
    public func moveKeyboardFocus(forward: Bool, wrapping: Bool) -> Bool { false }
    public func resignKeyboardFocus() {}
    /// No controller navigation: scenes that do not take it need not say so.
    public func handle(_ action: GamepadAction, controller: ControllerID, time: Double) -> Bool { false }
    public func releaseDirection(_ direction: NavigationDirection, controller: ControllerID) {}
    public func removeController(_ controller: ControllerID) {}
    public func fling(fraction: Double, time: Double) -> Bool { false }
    public var focusCandidates: [FocusCandidate] { [] }
    public var focusedCandidateID: String? { nil }
    public func focusCandidate(_ id: String) -> Bool { false }
}
