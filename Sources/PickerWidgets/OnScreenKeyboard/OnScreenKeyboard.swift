import PickerCore

/// The keyboard a controller types with: a card of keys a ``WidgetRoot`` shows over everything else while
/// a text field is engaged for typing (``/PickerCore/FocusRole/textEntry(restoresValueOnCancel:)``), next to that field.
///
/// The rules (layers, shift, the highlighted key and how directions move it) are PickerCore's
/// ``/PickerCore/OnScreenKeyboardModel``; this widget lays the keys out, draws them and turns a pressed key into what a
/// hardware keyboard would send the field (committed text, Backspace, Left, Right), so the field edits,
/// reports and announces exactly as when typed on. It is a private part of its root, never a child: the
/// tree, the Tab order and the layout dump never meet it. Only a controller's confirm opens it; a pointer
/// may press its keys while it shows, and a press outside it ends typing.
public final class OnScreenKeyboard: Widget {
    /// The keyboard's rules and state.
    public internal(set) var model = OnScreenKeyboardModel() {
        didSet { if model != oldValue { setNeedsDisplay() } }
    }
    /// The field typed into.
    public internal(set) weak var target: Widget?
    /// The target's frame and the bounds the keyboard was last placed for, and the metrics it took.
    var placedFor: (target: Rect, bounds: Rect, metrics: Metrics)?
    /// The key a pointer pressed, typed when it is released over that key.
    var pressedKey: (pointer: PointerID, position: OnScreenKeyboardModel.Position)?

    init(id: String, target: Widget) {
        self.target = target
        super.init(id: id)
    }

    public override var kind: String { "OnScreenKeyboard" }
    public override var acceptsPointer: Bool { true }
    public override func drawContent(in canvas: Canvas, theme: Theme) { drawKeyboard(in: canvas, theme: theme) }
    /// Reaches out to the highlighted key's ring, which may stand out of the card at its edge.
    public override var drawingOutset: Double { super.drawingOutset + theme.focusRingGap + theme.focusRingWidth }
    /// A panel named "Keyboard".
    public override var defaultAccessibilityLabel: String { "Keyboard" }
    /// Its keys, see `OnScreenKeyboard+Accessibility.swift`.
    public override var accessibilityChildren: [AccessibilityNode] { keyNodes }

    /// The text of the highlighted key, as it shows it ("q", "Q" with shift, "Done").
    public var highlightedKeyTitle: String? { model.highlightedKey.map(model.title(of:)) }

    /// Moves the highlight one key `direction` (wrapping) and announces the key now highlighted.
    func moveHighlight(_ direction: NavigationDirection) {
        model.move(direction)
        announceHighlightedKey()
    }

    /// Presses the highlighted key: its edit goes to the target as a hardware key or typed text would.
    /// - Returns: whether the key asked to stop typing (Done).
    func pressHighlightedKey(time: Double) -> Bool {
        let nameBefore = model.highlightedKey.map(accessibilityName(of:))
        guard let output = model.press() else {
            // Shift or the layer changed: the highlighted key reads differently ("Shift on", "Letters").
            if model.highlightedKey.map(accessibilityName(of:)) != nameBefore {
                postAccessibilityEvent(.nameChanged, on: keyIdentifier(model.highlighted))
            }
            return false
        }
        guard let target else { return false }
        switch output {
        case .insert(let text): _ = target.text(text, time: time)
        case .deleteBackward: _ = target.key(KeyEvent(key: .backspace, time: time))
        case .moveCaretBackward: _ = target.key(KeyEvent(key: .left, time: time))
        case .moveCaretForward: _ = target.key(KeyEvent(key: .right, time: time))
        case .done: return true
        }
        target.setNeedsDisplay()
        return false
    }

    /// Tells assistive technologies which key is highlighted now.
    func announceHighlightedKey() {
        postAccessibilityEvent(.focus, on: keyIdentifier(model.highlighted))
    }

    // MARK: - Pointer (while it shows)

    public override func pointerDown(_ event: PointerEvent) -> Bool {
        guard pressedKey == nil else { return true }
        if let position = keyPosition(at: event.location) {
            pressedKey = (event.pointer, position)
            model.highlight(position)
        }
        return true
    }

    public override func pointerUp(_ event: PointerEvent) {
        guard let pressed = pressedKey, pressed.pointer == event.pointer else { return }
        pressedKey = nil
        guard keyPosition(at: event.location) == pressed.position else { return }
        if pressHighlightedKey(time: event.time) { root?.endTyping(time: event.time) }
    }

    public override func pointerCancelled(_ event: PointerEvent) {
        if pressedKey?.pointer == event.pointer { pressedKey = nil }
    }
}
