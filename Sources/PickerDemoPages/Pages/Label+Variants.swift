import PickerCore
import PickerWidgets

extension Label {
    /// Shows the first of `variants` (longest first) that fits the label's frame in its font, so a narrow
    /// window gets a shorter sentence rather than a cut one; when none fits, the last, which the label
    /// shortens with an ellipsis. Call it after setting the frame.
    func showFirstFitting(_ variants: [String]) {
        guard let measurer = textMeasurer else {
            text = variants.first ?? ""
            return
        }
        let font = self.font ?? theme.labelFont
        text = variants.first { measurer.size(of: $0, font: font).width <= frame.width } ?? variants.last ?? ""
    }
}
