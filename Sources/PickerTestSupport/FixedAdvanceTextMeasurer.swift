import PickerCore

/// A text measurer for tests: every character advances `advance` ems, every line is `lineHeight` ems tall.
public final class FixedAdvanceTextMeasurer: TextMeasurer {
    public let advance: Double
    public let lineHeight: Double

    public init(advance: Double = 0.5, lineHeight: Double = 1.2) {
        self.advance = advance
        self.lineHeight = lineHeight
    }

    public func size(of text: String, font: Font) -> Size {
        Size(width: Double(text.count) * advance * font.size, height: lineHeight * font.size)
    }

    public func lineMetrics(for font: Font) -> LineMetrics {
        LineMetrics(ascent: 0.9 * font.size, descent: (lineHeight - 0.9) * font.size)
    }
}
