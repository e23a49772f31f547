import PickerCore
import PickerWidgets

/// A hint of one or more lines: the first of its variants (longest first) that fits the width on one
/// line, else the first wrapped at spaces into as many lines as it needs (WCAG 1.4.10, Reflow: large
/// text on a narrow window wraps instead of being cut). Each line is a ``Label`` child, `<id>.line<n>`.
final class Paragraph: Widget {
    /// The sentences to show, longest first.
    var variants: [String] {
        didSet { layoutChildren() }
    }
    /// The lines' font; nil uses the theme's label font.
    var font: Font?
    /// The lines' colour; nil uses the theme's text colour.
    var color: Color? {
        didSet { for case let line as Label in children { line.color = color } }
    }
    let alignment: Label.Alignment
    /// The height of one line at 100% text, in points (the paragraph scales it with the theme).
    let lineHeight: Double

    init(id: String, variants: [String], color: Color? = nil, alignment: Label.Alignment = .leading, lineHeight: Double = 20) {
        self.variants = variants
        self.color = color
        self.alignment = alignment
        self.lineHeight = lineHeight
        super.init(id: id)
    }

    override var kind: String { "Paragraph" }

    /// One line's height at the theme's text size, in points.
    var scaledLineHeight: Double { theme.scaledValue(for: lineHeight) }

    /// The lines the paragraph shows at `width` points.
    func lines(forWidth width: Double) -> [String] {
        guard let measurer = textMeasurer else { return Array(variants.prefix(1)) }
        let font = self.font ?? theme.labelFont
        func fits(_ text: String) -> Bool { measurer.size(of: text, font: font).width <= width }
        if let one = variants.first(where: fits) { return [one] }
        var lines: [String] = []
        var line = ""
        for word in (variants.first ?? "").split(separator: " ") {
            let candidate = line.isEmpty ? String(word) : line + " " + word
            if fits(candidate) || line.isEmpty {
                line = candidate
            } else {
                lines.append(line)
                line = String(word)
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }

    /// The height the paragraph needs at `width` points.
    func height(forWidth width: Double) -> Double {
        Double(max(1, lines(forWidth: width).count)) * scaledLineHeight
    }

    override func layoutChildren() {
        let lines = lines(forWidth: frame.width)
        while children.count > lines.count { children.last?.removeFromParent() }
        while children.count < lines.count {
            addChild(Label(id: "\(id).line\(children.count)", font: font, color: color, alignment: alignment))
        }
        let height = scaledLineHeight
        for (index, (child, text)) in zip(children, lines).enumerated() {
            guard let label = child as? Label else { continue }
            label.text = text
            label.font = font
            label.frame = Rect(x: frame.minX, y: frame.minY + Double(index) * height, width: frame.width, height: height)
        }
        setNeedsDisplay()
    }
}
