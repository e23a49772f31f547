import PickerCore

extension FormRow {
    /// What the row's picture shows: its title and value as of `revision` of its text field, in `theme`, at
    /// its size and direction.
    private struct RowPicture: Hashable {
        var revision: Int
        var title: String
        var dateText: String
        var isPickerOpen: Bool
        var isRightToLeft: Bool
        var theme: Theme
        var size: Size
    }

    /// How far in from the row's sides its title and value are drawn, in points (the title's padding, the
    /// value's inset: see `drawContent` and `valueRect`).
    static func contentInset(_ theme: Theme) -> Double {
        min(theme.textFieldPadding * 1.6, theme.fieldBorderWidth * 8)
    }

    /// Whether the row, where the card's edge cuts it, is drawn from a picture: unless it or its text field
    /// shows a focus ring or a caret (drawn directly, as it changes).
    var drawsPictureWhenCut: Bool {
        !showsFocusRing && textField?.isFocused != true
    }

    /// Draws the row; where the card's edge cuts it (a row scrolled half out of the card, or sliding past
    /// its end), from a picture of its title and value over the card's colour, kept while they stay the
    /// same and copied cut to the card (`Canvas.drawPicture`): text cut by the edge is cut cleanly and for
    /// the cost of a copy, where drawn it would be cut into triangles. (A row that crosses the card's edge
    /// is still drawn again whole while it slides: see `scrollMovedRows`.)
    func drawRow(in canvas: Canvas, theme: Theme) {
        let inset = Self.contentInset(theme)
        let bounds = Rect(
            x: (frame.minX + inset).rounded(.down), y: frame.minY,
            width: max(0, (frame.maxX - inset).rounded(.up) - (frame.minX + inset).rounded(.down)), height: frame.height)
        // Its lines of text leave the point along each edge alone (see `drawnArea`): the first row, flush
        // with the card's top, is not cut by it.
        guard let clip = pictureClip, frame.minY + 1 < clip.minY || frame.maxY - 1 > clip.maxY, drawsPictureWhenCut,
            !bounds.isEmpty, bounds.minX >= clip.minX, bounds.maxX <= clip.maxX
        else { return super.draw(in: canvas, theme: theme) }
        let key = RowPicture(
            revision: drawingRevision, title: title, dateText: dateText, isPickerOpen: isPickerOpen,
            isRightToLeft: effectiveLayoutDirection.isRightToLeft, theme: theme, size: frame.size)
        canvas.withClip(frame.intersection(clip)) {
            canvas.drawPicture(key, bounds: bounds, background: theme.fieldBackground) {
                super.draw(in: canvas, theme: theme)
            }
        }
    }
}
