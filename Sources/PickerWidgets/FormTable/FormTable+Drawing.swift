import PickerCore

extension FormTable {
    /// What the table's card depends on: the key of its retained layer.
    struct CardKey: Hashable {
        var size: Size
        var theme: Theme
    }

    /// The card (field background, rounded), the rows cut to it (only those in view), a hairline between
    /// rows, and the card's border on top.
    func drawTable(in canvas: Canvas, theme: Theme) {
        guard !frame.isEmpty else { return }
        let radius = theme.fieldCornerRadius
        canvas.drawLayer(CardKey(size: frame.size, theme: theme), bounds: frame) {
            canvas.fillRoundedRect(frame, cornerRadius: radius, color: theme.fieldBackground)
        }
        let separator = theme.fieldBorder.multiplyingAlpha(by: 0.35)
        let inset = theme.textFieldPadding * 1.6
        canvas.withClip(frame, cornerRadius: radius) {
            for child in children where child.frame.maxY > frame.minY && child.frame.minY < frame.maxY {
                child.draw(in: canvas, theme: theme)
                if child.frame.maxY < frame.maxY - 1, child !== children.last {
                    // The hairline starts under the titles: inset from the leading edge.
                    let x = effectiveLayoutDirection.isRightToLeft ? frame.minX : frame.minX + inset
                    canvas.fillRect(Rect(x: x, y: child.frame.maxY - 0.5, width: frame.width - inset, height: 1), color: separator)
                }
            }
        }
        let border = theme.fieldBorderWidth / 2
        canvas.strokeRoundedRect(
            frame.insetBy(dx: border / 2, dy: border / 2), cornerRadius: radius - border / 2, lineWidth: border,
            color: theme.fieldBorder.multiplyingAlpha(by: 0.6))
    }
}
