/// The vertical metrics of a font, in points.
public struct LineMetrics: Hashable, Sendable {
    /// Distance from the top of the line box to the baseline.
    public var ascent: Double
    /// Distance from the baseline to the bottom of the line box (positive).
    public var descent: Double
    /// The height of the line box: `ascent + descent`.
    public var height: Double { ascent + descent }

    public init(ascent: Double, descent: Double) {
        self.ascent = ascent
        self.descent = descent
    }
}

/// Measures single-line text. Widgets lay out with it; the SDL backend measures with SDL_ttf,
/// tests with a fixed advance per character.
public protocol TextMeasurer: AnyObject {
    /// The size of the line box of `text` in `font`, in points: its advance width and the font's line height.
    func size(of text: String, font: Font) -> Size
    /// The size of the line box of `text` in `font` laid out with the paragraph base `direction`, in
    /// points. `direction` decides where runs of the other direction go ("21 נובמבר 2026" puts "2026"
    /// on the left in a right-to-left paragraph); nil takes the direction of the text's first strong
    /// character, left to right when it has none. The default implementation ignores `direction` (right
    /// for measurers whose widths do not depend on order, such as a fixed advance per character).
    func size(of text: String, font: Font, direction: LayoutDirection?) -> Size
    /// The vertical metrics of `font`, in points.
    func lineMetrics(for font: Font) -> LineMetrics
}

extension TextMeasurer {
    public func size(of text: String, font: Font, direction: LayoutDirection?) -> Size {
        size(of: text, font: font)
    }
}
