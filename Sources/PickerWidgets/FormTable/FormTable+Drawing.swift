import PickerCore

extension FormTable {
    /// What the table's card depends on: the key of its retained layer.
    struct CardKey: Hashable {
        var size: Size
        var theme: Theme
    }

    /// What the card's rounded bottom end depends on: the key of its retained layer.
    struct CardBottomKey: Hashable {
        var width: Double
        var height: Double
        var theme: Theme
    }

    /// The card: the table's frame, cut short to the rows when they (with an open picker) need less
    /// height, so a tall window shows no empty card under the last row.
    var cardFrame: Rect {
        Rect(x: frame.minX, y: frame.minY, width: frame.width, height: min(frame.height, max(rowHeight, contentHeight)))
    }

    /// The card (field background, rounded), the rows cut to it (only those in view), a hairline between
    /// rows that stops at the card's border, and the border on top.
    func drawTable(in canvas: Canvas, theme: Theme) {
        guard !frame.isEmpty else { return }
        let card = cardFrame
        let radius = theme.fieldCornerRadius
        drawCardBackground(card, radius: radius, in: canvas, theme: theme)
        let separator = theme.fieldBorder.multiplyingAlpha(by: 0.35)
        let inset = theme.textFieldPadding * 1.6
        let border = theme.fieldBorderWidth / 2
        canvas.withClip(card, cornerRadius: radius) {
            for child in children where child.frame.maxY > card.minY && child.frame.minY < card.maxY {
                child.draw(in: canvas, theme: theme)
                if child.frame.maxY < card.maxY - 1, child !== children.last {
                    // The hairline starts under the titles (inset from the leading edge) and stops at the
                    // card's border on the other side.
                    let width = max(0, card.width - inset - border)
                    let x = effectiveLayoutDirection.isRightToLeft ? card.minX + border : card.minX + inset
                    canvas.fillRect(Rect(x: x, y: child.frame.maxY - 0.5, width: width, height: 1), color: separator)
                }
            }
        }
        canvas.strokeRoundedRect(
            card.insetBy(dx: border / 2, dy: border / 2), cornerRadius: radius - border / 2, lineWidth: border,
            color: theme.fieldBorder.multiplyingAlpha(by: 0.6))
    }

    /// The card's background. While a picker row opens or closes the card grows or shrinks every frame; a
    /// picture of the whole card would be rasterised anew each of those frames. So the card is drawn from
    /// two pictures that keep their size: one of the table's whole frame, cut off above the card's bottom
    /// end, and the rounded bottom end itself.
    private func drawCardBackground(_ card: Rect, radius: Double, in canvas: Canvas, theme: Theme) {
        let color = theme.fieldBackground
        guard card.height < frame.height - 0.01 else {
            canvas.drawLayer(CardKey(size: card.size, theme: theme), bounds: card) {
                canvas.fillRoundedRect(card, cornerRadius: radius, color: color)
            }
            return
        }
        let end = min(card.height / 2, radius + 2)
        let whole = frame
        canvas.withClip(Rect(x: card.minX, y: card.minY, width: card.width, height: card.height - end)) {
            canvas.drawLayer(CardKey(size: whole.size, theme: theme), bounds: whole) {
                canvas.fillRoundedRect(whole, cornerRadius: radius, color: color)
            }
        }
        let bottom = Rect(x: card.minX, y: card.maxY - end, width: card.width, height: end)
        canvas.drawLayer(CardBottomKey(width: card.width, height: end, theme: theme), bounds: bottom) {
            canvas.withClip(bottom) {
                let shape = Rect(x: bottom.minX, y: bottom.maxY - 2 * end - radius, width: bottom.width, height: 2 * end + radius)
                canvas.fillRoundedRect(shape, cornerRadius: radius, color: color)
            }
        }
    }
}
