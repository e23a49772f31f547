import PickerCore
import PickerWidgets

/// One card of the overview: a heading, buttons that open full pages at its trailing end, and a live
/// widget (the card's body) under them, centred at the width it asks for. The card is as tall as its
/// content.
final class OverviewCard: Widget {
    let heading: Label
    let buttons: [Button]
    let body: Widget
    /// The body's size for the width available to it, in points.
    private let bodySize: (Double) -> Size

    static let padding = 16.0
    /// The heading row's height (and its buttons'), in points at 100% text.
    static let headingHeight = 28.0
    static let spacing = 12.0

    /// The heading row's height at the theme's text size.
    private var headingHeight: Double { theme.scaledValue(for: Self.headingHeight) }

    init(id: String, title: String, buttons: [Button], body: Widget, bodySize: @escaping (Double) -> Size) {
        heading = Label(id: "\(id).heading", text: title)
        self.buttons = buttons
        self.body = body
        self.bodySize = bodySize
        super.init(id: id)
        accessibilityLabel = title
        addChild(heading)
        for button in buttons { addChild(button) }
        addChild(body)
    }

    override var kind: String { "Card" }

    /// The card's height at `width` points: padding, heading row, spacing, body, padding.
    func height(forWidth width: Double) -> Double {
        2 * Self.padding + headingHeight + Self.spacing + bodySize(max(0, width - 2 * Self.padding)).height
    }

    /// The narrowest a button shows its whole title, in points.
    private func buttonWidth(_ button: Button) -> Double {
        let font = theme.bodyFont
        let text = textMeasurer?.size(of: button.title, font: font).width ?? Double(button.title.count) * font.size * 0.6
        return (text + 24).rounded(.up)
    }

    override func layoutChildren() {
        let inner = frame.insetBy(dx: Self.padding, dy: Self.padding)
        var x = inner.maxX
        for button in buttons.reversed() {
            let width = min(buttonWidth(button), max(0, x - inner.minX))
            x -= width
            button.frame = Rect(x: x, y: inner.minY, width: width, height: headingHeight)
            x -= 8
        }
        heading.frame = Rect(x: inner.minX, y: inner.minY, width: max(0, x - inner.minX), height: headingHeight)
        let size = bodySize(inner.width)
        let width = min(size.width, inner.width)
        body.frame = Rect(
            x: inner.midX - width / 2, y: inner.minY + headingHeight + Self.spacing, width: width, height: size.height)
        mirrorChildFramesIfRightToLeft()
    }

    override func drawContent(in canvas: Canvas, theme: Theme) {
        drawCard(behind: frame.insetBy(dx: 8, dy: 8), in: canvas, theme: theme)
    }
}

/// Widgets side by side at given widths (points at 100% text, times the theme's text size), with a gap,
/// centred in the row (mirrored in right to left).
final class WidgetRow: Widget {
    private let items: [(Widget, Double)]
    private let gap: Double

    init(id: String, items: [(Widget, Double)], gap: Double = 12) {
        self.items = items
        self.gap = gap
        super.init(id: id)
        for (widget, _) in items { addChild(widget) }
    }

    override var kind: String { "Row" }

    /// The width the row wants, in points.
    var preferredWidth: Double { theme.scaledValue(for: items.map(\.1).reduce(0, +)) + gap * Double(max(0, items.count - 1)) }

    override func layoutChildren() {
        // Shrunk proportionally when the row is narrower than it wants.
        let scale = min(1, max(0, frame.width - gap * Double(max(0, items.count - 1))) / max(1, preferredWidth - gap * Double(max(0, items.count - 1))))
        var x = frame.minX + max(0, (frame.width - preferredWidth) / 2)
        for (widget, width) in items {
            let width = theme.scaledValue(for: width)
            widget.frame = Rect(x: x, y: frame.minY, width: width * scale, height: frame.height)
            x += width * scale + gap
        }
        mirrorChildFramesIfRightToLeft()
    }
}
