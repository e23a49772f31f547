import PickerCore

extension FormTable {
    /// A row of the layout and where it goes, in window points.
    struct PlacedRow {
        var row: FormTableRowFrame
        var rect: Rect
    }

    /// Rows that slide together: consecutive rows, touching before and after, each moved by `dy` points
    /// and otherwise unchanged.
    private struct SlidingRows {
        var dy: Double
        /// The rows' span before and after the move, in window points.
        var old: Rect
        var new: Rect
        var widgets: [(widget: Widget, frame: Rect)]
    }

    /// Moves the rows that only slide to their `placed` frames by copying their pixels (`scrollRect(_:by:)`)
    /// instead of marking where they were and where they go: all rows while the table scrolls, the rows
    /// below a picker while it opens or closes. Call it before the rows are placed; rows that change
    /// otherwise (a picker row growing) are left to the layout, which marks them.
    ///
    /// What a copy cannot carry is marked here: the copy is cut to the rows' span less a point at each end
    /// (a hairline between two rows belongs to the upper one and reaches half a point into the lower one)
    /// and to the straight middle of the card, old and new (under the rounded ends the rows are cut to the
    /// corners, and the card does not move); so the span's ends, old and new, and the card's ends are
    /// marked, and what crosses an edge of the card, before or after: cut by the edge, it is drawn again.
    func scrollMovedRows(to placed: [PlacedRow]) {
        let oldCard = laidOutCard, newCard = cardFrame
        guard !frame.isEmpty, oldCard.minX == newCard.minX, oldCard.width == newCard.width else { return }
        let groups = slidingRows(to: placed)
        guard !groups.isEmpty else { return }
        let end = Self.roundedEndHeight(theme: theme)
        let middleTop = max(oldCard.minY, newCard.minY) + end, middleBottom = min(oldCard.maxY, newCard.maxY) - end
        // What is marked spans the card's width: collected as spans of y, joined, then marked (a region keeps
        // few rectangles and joins the rest into their bounds).
        var marks: [(top: Double, bottom: Double)] = []
        // What crosses an edge, before or after, is drawn again where it is now. A field row draws inside
        // its frame (its text field's focus ring a little outside); in a picker row nothing drawn as one
        // piece is taller than a field row.
        let edges = [oldCard.minY, oldCard.maxY, newCard.minY, newCard.maxY]
        let reach = rowHeight
        for group in groups {
            let top = max(group.old.minY + 1, middleTop), bottom = min(group.old.maxY - 1, middleBottom)
            if bottom > top {
                scrollRect(Rect(x: oldCard.minX, y: top, width: oldCard.width, height: bottom - top), by: Point(x: 0, y: group.dy))
            }
            for y in [group.old.minY, group.old.maxY, group.new.minY, group.new.maxY] { marks.append((y - 1, y + 1)) }
            for (widget, new) in group.widgets {
                let old = widget.frame
                for edge in edges {
                    let crossesNow = new.minY < edge && new.maxY > edge, crossed = old.minY < edge && old.maxY > edge
                    if widget is FormRow, crossesNow || crossed {
                        marks.append((new.minY - widget.drawingOutset, new.maxY + widget.drawingOutset))
                        continue
                    }
                    if crossesNow { marks.append((edge - reach, edge + reach)) }
                    if crossed { marks.append((edge + group.dy - reach, edge + group.dy + reach)) }
                }
            }
            performWithoutNeedsDisplay {
                for (widget, frame) in group.widgets { widget.frame = frame }
            }
        }
        // The card's rounded ends, where rows pass under them (the rows are cut to the corners there).
        for card in [oldCard, newCard] {
            for zone in [(top: card.minY, bottom: card.minY + end), (top: card.maxY - end, bottom: card.maxY)]
            where groups.contains(where: { $0.old.minY < zone.bottom && $0.old.maxY > zone.top || $0.new.minY < zone.bottom && $0.new.maxY > zone.top }) {
                marks.append(zone)
            }
        }
        let cardTop = min(oldCard.minY, newCard.minY), cardBottom = max(oldCard.maxY, newCard.maxY)
        var joined: [(top: Double, bottom: Double)] = []
        for mark in marks.sorted(by: { $0.top < $1.top }) {
            let top = max(mark.top, cardTop), bottom = min(mark.bottom, cardBottom)
            guard bottom > top else { continue }
            if let last = joined.last, top <= last.bottom {
                joined[joined.count - 1].bottom = max(last.bottom, bottom)
            } else {
                joined.append((top, bottom))
            }
        }
        for span in joined {
            setNeedsDisplay(in: Rect(x: newCard.minX, y: span.top, width: newCard.width, height: span.bottom - span.top))
        }
    }

    /// The groups of consecutive rows that only slide (each with the same distance, touching each other
    /// before and after, a picker row with the same drawn opacity), between their current and `placed` frames.
    private func slidingRows(to placed: [PlacedRow]) -> [SlidingRows] {
        var groups: [SlidingRows] = []
        var current: SlidingRows?
        for row in placed {
            var slides: (widget: Widget, dy: Double)?
            if let widget = widget(for: row), widget.parent === self {
                let old = widget.frame, new = row.rect
                if old.minX == new.minX, old.size == new.size, old.minY != new.minY, !old.isEmpty {
                    slides = (widget, new.minY - old.minY)
                }
            }
            guard let slides else {
                if let group = current { groups.append(group) }
                current = nil
                continue
            }
            let old = slides.widget.frame
            if var group = current, group.dy == slides.dy, group.old.maxY == old.minY, group.new.maxY == row.rect.minY {
                group.old = group.old.union(old)
                group.new = group.new.union(row.rect)
                group.widgets.append((slides.widget, row.rect))
                current = group
            } else {
                if let group = current { groups.append(group) }
                current = SlidingRows(dy: slides.dy, old: old, new: row.rect, widgets: [(slides.widget, row.rect)])
            }
        }
        if let group = current { groups.append(group) }
        return groups
    }

    /// The widget that shows `row`: a field's row, or a picker row whose drawn opacity stays as it is.
    private func widget(for row: PlacedRow) -> Widget? {
        switch row.row.row {
        case .field(let field):
            return rows[field]
        case .picker(let field):
            guard let pickerRow = pickerRows[field], pickerRow.drawnOpacity == FormPickerRow.drawnOpacity(row.row.opacity) else { return nil }
            return pickerRow
        }
    }
}
