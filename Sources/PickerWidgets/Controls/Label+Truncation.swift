import PickerCore

extension Label {
    /// `text` as it fits in `width` points in `font`: whole, or cut after the longest start of it
    /// that fits with an ellipsis ("…") after it (UIKit's truncation at the tail). Never cuts inside a
    /// character (an emoji or a letter with its accents stays whole).
    static func fitted(_ text: String, font: Font, width: Double, measurer: TextMeasurer) -> String {
        fittedWithSize(text, font: font, width: width, measurer: measurer).text
    }

    /// `fitted(_:font:width:measurer:)` and the size of what it gives, measured once when `text` fits whole (a
    /// label draws on every frame it is redrawn, and that is nearly always).
    static func fittedWithSize(_ text: String, font: Font, width: Double, measurer: TextMeasurer) -> (text: String, size: Size) {
        let whole = measurer.size(of: text, font: font)
        guard whole.width > width else { return (text, whole) }
        let cut = truncated(text, font: font, width: width, measurer: measurer)
        return (cut, measurer.size(of: cut, font: font))
    }

    /// `text`, too wide for `width`, cut after the longest start of it that fits with an ellipsis.
    private static func truncated(_ text: String, font: Font, width: Double, measurer: TextMeasurer) -> String {
        let ellipsis = "…"
        let characters = Array(text)
        // The longest prefix that fits with the ellipsis: widths only grow with more characters.
        var low = 0, high = characters.count
        while low < high {
            let middle = (low + high + 1) / 2
            let candidate = String(characters[..<middle]).trimmingTrailingSpaces + ellipsis
            if measurer.size(of: candidate, font: font).width <= width { low = middle } else { high = middle - 1 }
        }
        return String(characters[..<low]).trimmingTrailingSpaces + ellipsis
    }
}

private extension String {
    var trimmingTrailingSpaces: String {
        var result = self
        while let last = result.last, last == " " { result.removeLast() }
        return result
    }
}
