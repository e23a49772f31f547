import PickerCore

/// A push button: a rounded field with a centred title; a click, tap, Enter or Space triggers `action`.
public final class Button: Widget {
    public var title: String {
        didSet { if title != oldValue { setNeedsDisplay() } }
    }
    /// Called when the button is triggered, with the time in seconds.
    public var action: ((Double) -> Void)?
    private var pressedPointer: PointerID?
    /// Whether the button is drawn pressed: a pointer went down on it and is over it now (UIControl's
    /// `isHighlighted`).
    public private(set) var isHighlighted = false

    public init(id: String, title: String, action: ((Double) -> Void)? = nil) {
        self.title = title
        self.action = action
        super.init(id: id)
    }

    /// A push button, named by its title, whose "click" triggers ``action`` as a click does.
    public override var accessibilityRole: AccessibilityRole { .pushButton }
    public override var defaultAccessibilityLabel: String { title }
    public override var accessibilityActions: [AccessibilityAction] { [.click] }
    public override func performAccessibilityAction(_ requested: AccessibilityAction, onNode identifier: String) -> Bool {
        guard requested == .click, identifier == id else { return false }
        action?(root?.currentTime ?? 0)
        return true
    }

    public override var acceptsPointer: Bool { true }
    public override var isFocusable: Bool { true }

    /// What the button's chrome depends on: the key of its layer picture.
    private struct ChromeKey: Hashable {
        var size: Size
        var isHighlighted: Bool
        var showsFocusRing: Bool
        var theme: Theme
    }

    /// The field, its border and the focus ring as one retained layer (smooth corners on every
    /// renderer, one quad per frame), then the title.
    public override func drawContent(in canvas: Canvas, theme: Theme) {
        let radius = theme.fieldCornerRadius
        let outset = theme.focusRingGap + theme.focusRingWidth
        let key = ChromeKey(size: frame.size, isHighlighted: isHighlighted, showsFocusRing: showsFocusRing, theme: theme)
        canvas.drawLayer(key, bounds: frame.insetBy(dx: -outset, dy: -outset)) {
            // Pressed: the field tinted with 8% of the accent, light enough that the title keeps 4.5:1.
            let fill = isHighlighted ? Self.pressedFill(theme) : theme.fieldBackground
            canvas.fillRoundedRect(frame, cornerRadius: radius, color: fill)
            canvas.strokeFieldBorder(frame, theme: theme, focusRing: showsFocusRing)
        }
        canvas.withClip(frame, cornerRadius: radius) {
            canvas.drawText(title, style: TextStyle(font: theme.bodyFont, color: theme.accent), centeredIn: frame)
        }
    }

    /// The fill of a pressed button: the field with 8% of the accent over it.
    static func pressedFill(_ theme: Theme) -> Color {
        theme.accent.multiplyingAlpha(by: 0.08).composited(over: theme.fieldBackground)
    }

    public override func pointerDown(_ event: PointerEvent) -> Bool {
        guard pressedPointer == nil else { return true }
        pressedPointer = event.pointer
        isHighlighted = true
        setNeedsDisplay()
        return true
    }

    public override func pointerMoved(_ event: PointerEvent) {
        guard event.pointer == pressedPointer else { return }
        let inside = frame.contains(event.location)
        if inside != isHighlighted {
            isHighlighted = inside
            setNeedsDisplay()
        }
    }

    public override func pointerUp(_ event: PointerEvent) {
        guard event.pointer == pressedPointer else { return }
        pressedPointer = nil
        isHighlighted = false
        setNeedsDisplay()
        if frame.contains(event.location) { action?(event.time) }
    }

    public override func pointerCancelled(_ event: PointerEvent) {
        guard event.pointer == pressedPointer else { return }
        pressedPointer = nil
        isHighlighted = false
        setNeedsDisplay()
    }

    public override func key(_ event: KeyEvent) -> Bool {
        guard event.key == .enter || event.key == .space, !event.isRepeat else { return false }
        action?(event.time)
        return true
    }
}
