import PickerCore

extension FormTable {
    /// What one piece of the table's card depends on: the key of its retained layer. The pieces are cut
    /// from the card at fixed heights, so their pictures do not depend on how tall the card is.
    struct CardPieceKey: Hashable {
        enum Piece: Hashable {
            /// The rounded top end, `height` points tall.
            case top
            /// A slab of the straight middle, `height` points tall (drawn as often as the card needs).
            case middle
            /// The rounded bottom end, `height` points tall.
            case bottom
        }

        var piece: Piece
        var width: Double
        var height: Double
        var look: CardLook
    }

    /// What the card's pictures depend on in the theme: a few values, not the whole theme, which every
    /// look-up would hash and compare.
    struct CardLook: Hashable {
        var background: Color
        var border: Color
        var cornerRadius: Double
        var borderWidth: Double

        init(_ theme: Theme) {
            background = theme.fieldBackground
            border = theme.fieldBorder
            cornerRadius = theme.fieldCornerRadius
            borderWidth = theme.fieldBorderWidth
        }
    }

    /// What the hairline between two rows depends on: the key of its retained layer.
    struct SeparatorKey: Hashable {
        var width: Double
        var color: Color
    }

    /// What the whole card depends on when it is too short to cut into pieces.
    struct CardKey: Hashable {
        var size: Size
        var look: CardLook
    }

    /// The height of a slab of the card's straight middle, in points.
    static let cardSlabHeight = 128.0

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
        // reaches into the row below is not covered by it.
        // Between the card's rounded ends its sides are straight and the hairlines stop short of them: no
        // clip to cut them to there (a rounded clip cuts every picture that reaches its corners' inset).
        let straight = card.insetBy(dx: 0, dy: radius + 1)
        for child in shown where child.frame.maxY < card.maxY - 1 && child !== children.last {
            // A retained picture: rows lie on whole points, so it is the same picture under every row.
            let line = Rect(x: lineX, y: child.frame.maxY - 0.5, width: lineWidth, height: 1)
            guard isRedrawn(line) else { continue }
            let draw = {
                canvas.drawLayer(SeparatorKey(width: lineWidth, color: separator), bounds: line) {
                    canvas.fillRect(line, color: separator)
                }
            }
            if line.minY >= straight.minY, line.maxY <= straight.maxY { draw() } else { canvas.withClip(card, cornerRadius: radius, draw) }
        }
    }

    /// The part of `row` that its drawing reaches: a field row draws inside its frame and, but for a focus
    /// ring, leaves the point along its top and bottom edges to the hairlines (so a band redrawn along a
    /// hairline does not redraw the rows on either side); a picker row is cut to its frame.
    static func drawnArea(of row: Widget, bodyLineHeight: Double) -> Rect {
        (row as? FormRow)?.drawnArea(bodyLineHeight: bodyLineHeight) ?? row.frame
    }

    /// The card's background and border. While a picker row opens or closes, or the rows scroll into an
    /// end, the card changes height every frame; a picture of the whole card would be rasterised anew each
    /// of those frames. So the card is drawn from pictures that keep their size whatever its height: the
    /// rounded top end, as many slabs of the straight middle as it takes (the last one overlapping the one
    /// before: they are opaque and alike), and the rounded bottom end. Each piece is the whole card drawn
    /// cut to the piece, so together they draw what one picture of the card would.
    private func drawCard(
        _ card: Rect, radius: Double, border: Double, in canvas: Canvas, theme: Theme, isRedrawn: (Rect) -> Bool
    ) {
        let look = CardLook(theme)
        let end = (max(0, radius) + 2).rounded(.up)
        let slab = Self.cardSlabHeight
        /// The card `shape` cut to `clip`.
        let draw = { (clip: Rect, shape: Rect) in
            canvas.withClip(clip) {
                canvas.fillRoundedRect(shape, cornerRadius: radius, color: theme.fieldBackground)
                canvas.strokeRoundedRect(
                    shape.insetBy(dx: border / 2, dy: border / 2), cornerRadius: max(0, radius - border / 2),
                    lineWidth: border, color: theme.fieldBorder.multiplyingAlpha(by: 0.6))
            }
        }
        guard card.height >= 2 * end + 1 else {
            if isRedrawn(card) { canvas.drawLayer(CardKey(size: card.size, look: look), bounds: card) { draw(card, card) } }
            return
        }
        func piece(_ kind: CardPieceKey.Piece, _ rect: Rect) {
            guard isRedrawn(rect) else { return }
            // A slab of the middle is cut from a card whose rounded ends lie outside it, whatever this
            // card's height (a slab cut short by a short card is drawn from the same picture).
            let shape = kind == .middle
                ? Rect(x: card.minX, y: rect.minY - end - 1, width: card.width, height: rect.height + 2 * end + 2) : card
            canvas.drawLayer(CardPieceKey(piece: kind, width: card.width, height: rect.height, look: look), bounds: rect) {
                draw(rect, shape)
            }
        }
        piece(.top, Rect(x: card.minX, y: card.minY, width: card.width, height: end))
        let middle = Rect(x: card.minX, y: card.minY + end, width: card.width, height: card.height - 2 * end)
        if middle.height < slab {
            canvas.withClip(middle) { piece(.middle, Rect(x: middle.minX, y: middle.minY, width: middle.width, height: slab)) }
        } else {
            var y = middle.minY
            while y < middle.maxY {
                piece(.middle, Rect(x: middle.minX, y: min(y, middle.maxY - slab), width: middle.width, height: slab))
                y += slab
            }
        }
        piece(.bottom, Rect(x: card.minX, y: card.maxY - end, width: card.width, height: end))
    }
}
