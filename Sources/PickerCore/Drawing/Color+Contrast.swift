import Foundation

extension Color {
    /// This colour drawn over `background` with source-over blending in sRGB, as the renderers blend:
    /// each channel is `alpha * self + (1 - alpha) * background`. The result's alpha is that of the two
    /// together, so over an opaque background it is opaque.
    public func composited(over background: Color) -> Color {
        let a = min(1, max(0, alpha)), b = min(1, max(0, background.alpha))
        let out = a + b * (1 - a)
        guard out > 0 else { return .clear }
        func channel(_ top: Double, _ bottom: Double) -> Double { (top * a + bottom * b * (1 - a)) / out }
        return Color(
            red: channel(red, background.red), green: channel(green, background.green),
            blue: channel(blue, background.blue), alpha: out)
    }

    /// The WCAG 2.2 relative luminance of the colour's sRGB channels, from 0 (black) to 1 (white).
    /// Alpha is ignored: composite a translucent colour over what it sits on first (``composited(over:)``).
    public var relativeLuminance: Double {
        // sRGB decoding (IEC 61966-2-1), then the Rec. 709 weights WCAG gives.
        func linear(_ value: Double) -> Double {
            let c = min(1, max(0, value))
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// The WCAG 2.2 contrast ratio between this colour and `other`, from 1 (the same) to 21 (black and white):
    /// `(lighter + 0.05) / (darker + 0.05)` of their relative luminances. Both are taken as opaque;
    /// a translucent colour is composited over `other` first, as it would be drawn on it.
    public func contrastRatio(with other: Color) -> Double {
        let base = other.alpha < 1 ? other.composited(over: .white) : other
        let top = alpha < 1 ? composited(over: base) : self
        let a = top.relativeLuminance, b = base.relativeLuminance
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }
}
