import Foundation
import PickerCore

extension CalendarGrid {
    /// Numbers in the locale's digits and their size in one font, each written and measured once and remembered
    /// (a measurer gives the same size for the same text and font every time): a slide draws and measures
    /// the same numbers in every frame, several times a frame when the window is redrawn in parts.
    final class NumberLabels {
        private let numbers: LocalizedNumbers
        let font: Font
        /// Held weakly: a grid that outlives its host does not keep the host's text stack alive (labels of
        /// a measurer that is gone are never asked for again, see `numberLabels(font:measurer:)`).
        private(set) weak var measurer: TextMeasurer?
        /// By number, for the day and week numbers (1 to 53); larger ones are not remembered.
        private var labels: [(text: String, size: Size)?] = Array(repeating: nil, count: 54)

        init(numbers: LocalizedNumbers, font: Font, measurer: TextMeasurer) {
            self.numbers = numbers
            self.font = font
            self.measurer = measurer
        }

        /// `number` as drawn and its size in points.
        func label(_ number: Int) -> (text: String, size: Size) {
            if labels.indices.contains(number), let label = labels[number] { return label }
            let text = numbers.string(number)
            let label = (text: text, size: measurer?.size(of: text, font: font) ?? .zero)
            if labels.indices.contains(number) { labels[number] = label }
            return label
        }

        /// The widest and the tallest of the day numbers 1 to 31, in points.
        private(set) lazy var largestDayNumber: Size = {
            let sizes = (1...31).map { label($0).size }
            return Size(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
        }()
    }

    /// The numbers written in the grid's digits and measured in `font` by `measurer`, remembered for the next
    /// frames (for the last four fonts and measurers asked for: a frame asks for two).
    func numberLabels(font: Font, measurer: TextMeasurer) -> NumberLabels {
        if let known = recentNumberLabels.first(where: { $0.font == font && $0.measurer === measurer }) { return known }
        if recentNumberLabels.count >= 4 { recentNumberLabels.removeFirst() }
        let labels = NumberLabels(numbers: numbers, font: font, measurer: measurer)
        recentNumberLabels.append(labels)
        return labels
    }
}
