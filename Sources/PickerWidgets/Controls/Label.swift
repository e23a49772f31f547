import PickerCore

/// One line of text, for captions and value read-outs. Leading and trailing follow the layout
/// direction: in right to left a leading label hugs the right edge of its frame.
public final class Label: Widget {
    public enum Alignment: Sendable {
        case leading, center, trailing
    }

    public var text: String {
        didSet { if text != oldValue { setNeedsDisplay() } }
    }
    /// The font; nil uses the theme's label font.
    public var font: Font?
    /// The colour; nil uses the theme's text colour.
    public var color: Color?
    public var alignment: Alignment

    public init(id: String, text: String = "", font: Font? = nil, color: Color? = nil, alignment: Alignment = .leading) {
        self.text = text
        self.font = font
        self.color = color
        self.alignment = alignment
        super.init(id: id)
    }

    /// A label, named by its text.
    public override var accessibilityRole: AccessibilityRole { .label }
    public override var defaultAccessibilityLabel: String { text }

    public override func drawContent(in canvas: Canvas, theme: Theme) {
        guard !text.isEmpty else { return }
        let font = self.font ?? theme.labelFont
        // Too long for the frame: cut with an ellipsis rather than mid-glyph.
        let (text, size) = Self.fittedWithSize(self.text, font: font, width: frame.width, measurer: canvas.textMeasurer)
        let rtl = effectiveLayoutDirection.isRightToLeft
        let x: Double
        switch alignment {
        case .leading: x = rtl ? frame.maxX - size.width : frame.minX
        case .center: x = frame.midX - size.width / 2
        case .trailing: x = rtl ? frame.minX : frame.maxX - size.width
        }
        canvas.withClip(frame) {
            canvas.drawText(
                text, style: TextStyle(font: font, color: color ?? theme.text), at: Point(x: x, y: frame.midY - size.height / 2))
        }
    }
}
