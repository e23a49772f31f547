import PickerCore

/// A single-line text field (UITextField): a caret, a selection, editing keys, cut, copy and paste,
/// committed text and input-method composition, and horizontal scrolling that keeps the caret in view.
///
/// Positions in the text (`selectedRange`, the caret) count grapheme clusters, Swift's `Character`s,
/// so an accented letter, an emoji with skin tone, a family joined by ZWJs or a flag is one position:
/// no caret move, selection or deletion ever splits one.
///
/// Typing arrives as committed text (`InputEvent.text`), not as key presses: a focused field consumes the
/// key presses of characters so they never reach a page's shortcuts, and Control/Command shortcuts it
/// does not use fall through. `onValueChanged` and the root's listeners (`--log-events`) hear every edit the user makes, once;
/// setting `text` from code reports nothing, as in UIKit.
open class TextField: Widget {
    /// How the field's edge is drawn (UITextField.BorderStyle).
    public enum BorderStyle: Hashable, Sendable {
        /// No background or border: for a field inside a table row.
        case none
        /// The theme's field: background, border and corner radius.
        case roundedRect
    }

    /// The text, the selection and the composition, and the editing rules (PickerCore's model). Every
    /// change goes through `edit(_:time:)` or `editSelection(_:)`, which redraw and report.
    public internal(set) var editingState: TextEditingState
    /// The text, as grapheme clusters.
    var characters: [Character] { editingState.characters }
    /// The end of the selection that stays put when it is extended (Shift+arrows, Shift+click, a drag).
    var anchor: Int { editingState.anchor }
    /// The moving end of the selection, where the caret is drawn when the selection is empty.
    var caret: Int { editingState.caret }
    /// The input method's composition, shown at the selection until it is committed or cancelled.
    public var markedText: String? { editingState.markedText }
    /// The IME's caret within `markedText`, in grapheme clusters.
    var markedCaret: Int { editingState.markedCaret }
    /// How far the text is scrolled to the left, in points (0 shows its start).
    public internal(set) var scrollOffset: Double = 0
    /// Caret x offsets of the shown text, cached: see `TextField+Layout.swift`.
    var cachedOffsets: (text: String, font: Font, offsets: [Double])?
    /// What the scroll was worked out for when the caret was last scrolled into view
    /// (`scrollCaretIntoView()`); nil when it has not been since the text, the root or the measurer changed.
    var caretScrolledFor: CaretScrollBasis?
    /// The pointer selecting by a drag, and the range it started from (a word after a double-click).
    var selectionDrag: (pointer: PointerID, origin: Range<Int>)?
    /// The last press, to count double and triple clicks.
    var lastPress: (time: Double, location: Point, count: Int)?

    /// The text. Setting it keeps the caret where it was (clamped), drops any composition and reports nothing.
    public var text: String {
        get { editingState.text }
        set {
            editingState.text = newValue
            textDidChange()
        }
    }
    /// Shown in `theme.placeholderText` while the field is empty.
    public var placeholder: String? {
        didSet { setNeedsDisplay() }
    }
    /// The font; nil uses the theme's body font.
    public var font: Font? {
        didSet { textDidChange() }
    }
    /// How the field's edge is drawn.
    public var borderStyle: BorderStyle = .roundedRect {
        didSet { setNeedsDisplay() }
    }
    /// An entry.
    public override var accessibilityRole: AccessibilityRole { .entry }
    /// The placeholder, unless the app names the field (a form names it by its row's title).
    public override var defaultAccessibilityLabel: String { placeholder ?? "" }
    /// The text.
    public override var accessibilityValue: String? { text }
    /// Focusable, focused, enabled and editable.
    public override var accessibilityStates: AccessibilityStates { super.accessibilityStates.union(.editable) }
    /// Replaces the whole text as one edit of the user's (reported through `onValueChanged`).
    public override func setAccessibilityText(_ newText: String, onNode identifier: String) -> Bool {
        guard identifier == id else { return false }
        edit(time: root?.currentTime ?? 0) { state in
            guard state.text != newText else { return false }
            state.text = newText
            return true
        }
        return true
    }

    /// Called with the new text after every edit the user makes (typing, deleting, cut, paste); not when
    /// ``text`` is set from code.
    public var onValueChanged: ((String) -> Void)?

    // Editing events, not value changes: the three below are UITextFieldDelegate's
    // `textFieldDidBeginEditing`, `textFieldDidEndEditing` and `textFieldShouldReturn` as closures, so
    // they keep their own names beside the one `onValueChanged` every widget has.

    /// Called when the field gets the keyboard focus (UITextFieldDelegate's `textFieldDidBeginEditing`).
    public var onBeginEditing: (() -> Void)?
    /// Called when the field loses the keyboard focus (UITextFieldDelegate's `textFieldDidEndEditing`).
    public var onEndEditing: (() -> Void)?
    /// Called for Enter (UITextFieldDelegate's `textFieldShouldReturn`); when nil, Enter is left to the page.
    public var onReturn: (() -> Void)?
    /// Whether a controller's cancel (B) while typing with the on-screen keyboard puts back the text the
    /// field had when typing began, as a picker's `restoresValueOnCancel` puts back its value; false (the
    /// default) keeps what was typed, as the keyboard's Done does.
    public var restoresValueOnCancel = false
    /// The text when a controller began typing, for a cancel to put back.
    var textBeforeEngaging: String?
    /// The longest time between two presses of a double (or triple) click, in seconds.
    public var multipleClickInterval = 0.5
    /// How far apart the presses of a double click may be, in points.
    public var multipleClickSlop = 4.0

    /// A field showing `text`, with the caret at its end.
    public init(id: String, text: String = "", placeholder: String? = nil) {
        self.placeholder = placeholder
        editingState = TextEditingState(text: text)
        super.init(id: id)
    }

    open override var kind: String { "TextField" }

    /// Whether the field is being edited: it has the keyboard focus.
    public var isEditing: Bool { isFocused }

    /// The selected characters, in grapheme clusters; empty at the caret when nothing is selected.
    /// Setting it clamps to the text; the caret goes to its upper end.
    public var selectedRange: Range<Int> {
        get { editingState.selectedRange }
        set { editSelection { $0.selectedRange = newValue } }
    }

    /// The caret position, in grapheme clusters from the start: the moving end of the selection.
    public var caretPosition: Int { caret }

    /// The font text is drawn and measured in.
    var textFont: Font { font ?? theme.bodyFont }

    // MARK: - Widget

    open override var acceptsPointer: Bool { true }
    open override var isFocusable: Bool { true }
    /// A new frame scrolls the caret into view again when what the scroll depends on changed (the text
    /// area's width, the font, the caret's width); a move (a row sliding in a table) leaves the scroll as
    /// it is, and does not measure the text.
    open override func layoutChildren() {
        if caretScrollBasis != caretScrolledFor { scrollCaretIntoView() }
    }

    /// A new root brings its own measurer and theme: the next layout scrolls the caret again.
    open override func didMoveToRoot() {
        caretScrolledFor = nil
        super.didMoveToRoot()
    }
    open override func drawContent(in canvas: Canvas, theme: Theme) { drawField(in: canvas, theme: theme) }
    open override func pointerDown(_ event: PointerEvent) -> Bool { handlePointerDown(event) }
    open override func pointerMoved(_ event: PointerEvent) { handlePointerMoved(event) }
    open override func pointerUp(_ event: PointerEvent) { selectionDrag = nil }
    open override func pointerCancelled(_ event: PointerEvent) { selectionDrag = nil }
    open override func key(_ event: KeyEvent) -> Bool { handleKey(event) }
    open override func text(_ text: String, time: Double) -> Bool { insertCommitted(text, time: time) }
    open override func textEditing(_ text: String, cursor: Int, time: Double) -> Bool {
        setMarkedText(text, cursor: cursor)
    }
    open override var textInputRect: Rect? { isFocused ? caretRect : nil }

    // MARK: - Controller typing (the root shows its on-screen keyboard while the field is engaged)

    /// A controller's confirm engages the field for typing with the on-screen keyboard.
    open override var focusRole: FocusRole { .textEntry(restoresValueOnCancel: restoresValueOnCancel) }

    open override func navigationDidEngage() {
        textBeforeEngaging = text
        // A container that draws the field's ring (a form row) draws it thicker now.
        parent?.setNeedsDisplay()
    }

    /// Typing ended; a cancel with ``restoresValueOnCancel`` puts the text back as one edit of the user's
    /// (reported), like a picker's restore.
    open override func navigationDidLeave(restoringValue: Bool, time: Double) {
        defer { textBeforeEngaging = nil }
        parent?.setNeedsDisplay()
        guard restoringValue, let saved = textBeforeEngaging else { return }
        edit(time: time) { state in
            guard state.text != saved else { return false }
            state.text = saved
            return true
        }
    }

    /// The on-screen keyboard's highlighted key while a controller types here (one node is focused at a
    /// time), else the field.
    open override var focusedAccessibilityIdentifier: String {
        if let keyboard = root?.onScreenKeyboard, keyboard.target === self { return keyboard.highlightedKeyIdentifier }
        return id
    }

    open override func focusEntered(forward: Bool) {
        // From the keyboard the whole text is selected, ready to type over (as in a browser).
        editingState.selectAll()
        selectionDidChange()
    }

    open override func didGainFocus() {
        setNeedsDisplay()
        onBeginEditing?()
    }

    open override func didLoseFocus() {
        editingState.cancelComposition()
        selectionDrag = nil
        selectionDidChange()
        onEndEditing?()
    }
}
