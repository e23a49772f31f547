import PickerCore

extension FormTable {
    /// How far the card's rounded end reaches into the rows, in points, at each end: where the rows are cut
    /// to the corners, and a point more (a hairline whose top lies within a point of the curve's end is drawn
    /// cut by the corners too, see `drawTable`, and that spreads a pixel below the hairline drawn whole).
    /// Rows are not copied there, and it is redrawn whenever the card's end moves.
    static func roundedEndHeight(theme: Theme) -> Double {
        (max(0, theme.fieldCornerRadius) + 3).rounded(.up)
    }

    /// The card: the table's frame, cut short to the rows when they (with an open picker) need less
    /// height, so a tall window shows no empty card under the last row. Its height is whole points, as
    /// the rows' edges are (see `layoutRows()`), so the card's bottom end lies on the pixel grid.
    var cardFrame: Rect {
        Rect(x: frame.minX, y: frame.minY, width: frame.width, height: min(frame.height, max(rowHeight, contentHeight.rounded())))
    }

    /// The card (field background and border, rounded), then the rows cut to the inside of the border
    /// (only those in view), with a hairline between rows that starts under the titles and stops at the
    /// border.
    ///
    /// Only what reaches the part of the window being redrawn (`canvas.drawingBounds`) is drawn: a frame
    /// of a fling redraws a few bands of the card, and each row or piece skipped saves its clip and its
    /// picture's look-up.
    func drawTable(in canvas: Canvas, theme: Theme) {
        guard !frame.isEmpty else { return }
        let card = cardFrame
        let radius = theme.fieldCornerRadius
        let border = theme.fieldBorderWidth / 2
        let bounds = canvas.drawingBounds
        /// Whether drawing in `rect` (points, plus the anti-aliasing fringe) reaches the redrawn part.
        func isRedrawn(_ rect: Rect) -> Bool { bounds.map { rect.insetBy(dx: -1, dy: -1).intersects($0) } ?? true }
        drawCard(card, radius: radius, border: border, in: canvas, theme: theme, isRedrawn: isRedrawn)
        let separator = theme.fieldBorder.multiplyingAlpha(by: 0.35)
        let inset = theme.textFieldPadding * 1.6
        let lineWidth = max(0, card.width - inset - border)
        let lineX = effectiveLayoutDirection.isRightToLeft ? card.minX + border : card.minX + inset
        // The border is drawn under the rows, with the card, so the rows are cut to the inside of the border
        // (a row half scrolled out of the card stops at it); the hairlines are cut to the card, which they
        // stay inside of. (The inside of the border lies inside the card: no need to cut to both.)
        let inside = card.insetBy(dx: border, dy: border)
        // A picker row at the end of its closing may be 0 points tall: it shows nothing, not even a hairline
        // (which would lie on the one above it).
        let shown = children.filter { !$0.frame.isEmpty && $0.frame.maxY > card.minY && $0.frame.minY < card.maxY }
        canvas.withClip(inside, cornerRadius: max(0, radius - border)) {
            // A row draws inside its frame (a date row's focus ring is inset, a row's text field has no
            // border, a picker row is cut to its frame), not out to its drawing frame: a picker row opening
            // below a date row does not redraw that row.
            let lineHeight = canvas.textMeasurer.lineMetrics(for: theme.bodyFont).height
            for child in shown where bounds.map({ Self.drawnArea(of: child, bodyLineHeight: lineHeight).intersects($0) }) ?? true {
                child.draw(in: canvas, theme: theme)
            }
        }
        // The hairlines go over the rows, as a table view's separators do: the half of a hairline that
        // reaches into the row below is not covered by it. Near the card's rounded ends they are cut to it.
        let straight = card.insetBy(dx: 0, dy: radius + 1)
        for child in shown where child.frame.maxY < card.maxY - 1 && child !== children.last {
            let line = Rect(x: lineX, y: child.frame.maxY - 0.5, width: lineWidth, height: 1)
            guard isRedrawn(line) else { continue }
            if line.minY >= straight.minY, line.maxY <= straight.maxY {
                canvas.fillRect(line, color: separator)
            } else {
                canvas.withClip(card, cornerRadius: radius) { canvas.fillRect(line, color: separator) }
            }
        }
    }

    /// The part of `row` that its drawing reaches: a field row draws inside its frame and, but for a focus
    /// ring, leaves the point along its top and bottom edges to the hairlines (so a band redrawn along a
    /// hairline does not redraw the rows on either side); a picker row is cut to its frame.
    static func drawnArea(of row: Widget, bodyLineHeight: Double) -> Rect {
        (row as? FormRow)?.drawnArea(bodyLineHeight: bodyLineHeight) ?? row.frame
    }

    /// The card's background and border.
    private func drawCard(
        _ card: Rect, radius: Double, border: Double, in canvas: Canvas, theme: Theme, isRedrawn: (Rect) -> Bool
    ) {
        guard isRedrawn(card) else { return }
        canvas.fillRoundedRect(card, cornerRadius: radius, color: theme.fieldBackground)
        canvas.strokeRoundedRect(
            card.insetBy(dx: border / 2, dy: border / 2), cornerRadius: max(0, radius - border / 2),
            lineWidth: border, color: theme.fieldBorder.multiplyingAlpha(by: 0.6))
    }
}
