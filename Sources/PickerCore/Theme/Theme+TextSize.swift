/// The text size setting (WCAG 1.4.4, Resize Text): one factor scales every text and every metric that
/// holds text, as UIKit's `UIFontMetrics` scales a text style's font and the spacing around it.
extension Theme {
    /// The factors ``textSize`` may take: 1 (100%) to 2 (200%).
    public static let textSizeRange: ClosedRange<Double> = 1...2

    /// Sets ``textSize`` to `textSize`, scaling the fonts (`bodyFont`, `labelFont`, `titleFont`,
    /// `wheelFont`), ``wheelRowHeight`` and the chevrons (size, inset and stroke, as a symbol grows with
    /// its text) from the factor they carry now to the new one, and the field border and divider widths
    /// at half that rate (2 points at 100%, 3 at 200%: heavier, not bold). Colours, radii, paddings and
    /// the focus ring stay as they are.
    /// - Throws: `PickerError.invalidConfiguration` for a factor that is not a number from 1 to 2; the
    ///   theme is then unchanged.
    public mutating func setTextSize(_ textSize: Double) throws {
        guard Self.textSizeRange.contains(textSize) else {
            throw PickerError.invalidConfiguration("Theme: textSize must be a factor from 1 to 2 (got \(textSize))")
        }
        let old = self.textSize
        func rescale(_ value: Double) -> Double { value / old * textSize }
        func rescale(_ font: Font) -> Font { Font(size: rescale(font.size), weight: font.weight) }
        bodyFont = rescale(bodyFont)
        labelFont = rescale(labelFont)
        titleFont = rescale(titleFont)
        wheelFont = rescale(wheelFont)
        wheelRowHeight = rescale(wheelRowHeight)
        chevronSize = rescale(chevronSize)
        chevronInset = rescale(chevronInset)
        chevronLineWidth = rescale(chevronLineWidth)
        func lineFactor(_ textSize: Double) -> Double { (1 + textSize) / 2 }
        fieldBorderWidth = fieldBorderWidth / lineFactor(old) * lineFactor(textSize)
        dividerWidth = dividerWidth / lineFactor(old) * lineFactor(textSize)
        self.textSize = textSize
    }

    /// This theme at `textSize` (see ``setTextSize(_:)``).
    /// - Throws: `PickerError.invalidConfiguration` for a factor that is not a number from 1 to 2.
    public func withTextSize(_ textSize: Double) throws -> Theme {
        var theme = self
        try theme.setTextSize(textSize)
        return theme
    }

    /// `value`, a metric in points at 100% text, at this theme's ``textSize``: UIKit's
    /// `UIFontMetrics.scaledValue(for:)`. Widgets size what holds text with it (a calendar's header and
    /// weekday row, a form's rows); at 100% it returns `value` unchanged.
    public func scaledValue(for value: Double) -> Double {
        value * textSize
    }

    /// `font`, given at 100% text, at this theme's ``textSize`` (a page's own caption font).
    public func scaledFont(for font: Font) -> Font {
        Font(size: scaledValue(for: font.size), weight: font.weight)
    }
}
