import Testing
@testable import PickerCore

/// The text size setting (issue 35, WCAG 1.4.4): the factor and what it scales, as values.
@Suite struct ThemeTextSizeTests {
    @Test func theBuiltInThemesStartAt100Percent() {
        for theme in [Theme.light, .dark, .highContrastLight, .highContrastDark] {
            #expect(theme.textSize == 1)
            #expect(theme.scaledValue(for: 44) == 44)
        }
    }

    @Test(arguments: [1.0, 1.25, 1.5, 2.0])
    func fontsAndTextMetricsScale(factor: Double) throws {
        let theme = try Theme.light.withTextSize(factor)
        #expect(theme.textSize == factor)
        #expect(theme.bodyFont == Font(size: 17 * factor))
        #expect(theme.labelFont == Font(size: 13 * factor))
        #expect(theme.titleFont == Font(size: 20 * factor, weight: .bold))
        #expect(theme.wheelFont == Font(size: 20 * factor))
        #expect(theme.wheelRowHeight == 34 * factor)
        #expect(theme.scaledValue(for: 44) == 44 * factor)
        #expect(theme.scaledFont(for: Font(size: 10, weight: .bold)) == Font(size: 10 * factor, weight: .bold))
        // Chevrons grow with the text as a symbol does, a field's border and dividers at half the rate.
        #expect(theme.chevronSize == 10 * factor && theme.chevronInset == 6 * factor && theme.chevronLineWidth == 1.5 * factor)
        #expect(theme.fieldBorderWidth == 2 * (1 + factor) / 2 && theme.dividerWidth == theme.fieldBorderWidth)
        // Radii, colours, paddings and the focus ring stay.
        #expect(theme.fieldCornerRadius == 10 && theme.focusRingWidth == 2)
        #expect(theme.textFieldPadding == 10 && theme.text == Theme.light.text)
    }

    /// A factor set on a scaled theme scales from the one it carries, and back to 1 gives the theme again.
    @Test func changingTheFactorScalesFromTheCurrentOne() throws {
        var theme = try Theme.dark.withTextSize(2)
        try theme.setTextSize(1.5)
        #expect(theme.bodyFont.size == 25.5 && theme.wheelRowHeight == 51)
        try theme.setTextSize(1.25)
        try theme.setTextSize(1)
        #expect(theme == .dark)
    }

    @Test(arguments: [0.99, 0.5, 0, -1, 2.01, 3, .nan, .infinity, -.infinity])
    func aFactorOutside1To2Throws(factor: Double) {
        var theme = Theme.light
        #expect(throws: PickerError.self) { try theme.setTextSize(factor) }
        #expect(theme == .light, "a refused factor changes nothing")
        #expect(throws: PickerError.self) { _ = try Theme.light.withTextSize(factor) }
    }
}
