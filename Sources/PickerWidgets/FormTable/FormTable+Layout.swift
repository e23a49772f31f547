import PickerCore

extension FormTable {
    /// The height of a field row, in points: the one given to `init` times the theme's text size.
    public var rowHeight: Double { rowLayout.fieldRowHeight }
    /// The height of an open picker row, in points.
    public var pickerRowHeight: Double { rowLayout.pickerRowHeight }
    /// How far the rows are scrolled up, in points (the table view's `contentOffset.y`).
    public var contentOffset: Double { scroller.offset }
    /// The height of all rows now, in points (growing and shrinking while a picker opens or closes).
    public var contentHeight: Double { rowLayout.contentHeight(at: now) }

    /// Places every row for the current time and scroll offset, and attaches the picker rows that are
    /// open or closing (detaching the ones that have closed, so their wheels leave the Tab order).
    /// - Parameter copyingMovedRows: whether rows that only slid (a scroll, the rows below an opening
    ///   picker) are moved with `scrollRect(_:by:)`, their pixels copied instead of redrawn
    ///   (`FormTable+Scrolling.swift`); false when the table itself moved or changed size.
    func layoutRows(copyingMovedRows: Bool = true) {
        let frames = rowLayout.rows(at: now)
        scroller.setLengths(viewport: frame.height, content: rowLayout.contentHeight(at: now))
        let top = frame.minY - scroller.offset
        let placed = frames.map { row -> PlacedRow in
            // Edges on whole points (whole pixels at every scale): a row that only slid is copied by whole
            // pixels (`scrollMovedRows`), and its text and hairline look the same at every offset.
            let minY = (top + row.minY).rounded(), maxY = (top + row.minY + row.height).rounded()
            return PlacedRow(row: row, rect: Rect(x: frame.minX, y: minY, width: frame.width, height: maxY - minY))
        }
        if copyingMovedRows { scrollMovedRows(to: placed) }
        laidOutCard = cardFrame
        let shown = Set(frames.compactMap { $0.row.isPicker ? $0.row.field : nil })
        for (field, pickerRow) in pickerRows where !shown.contains(field) && pickerRow.parent === self {
            if let focused = root?.focusedWidget, focused.isDescendant(of: pickerRow) { root?.setFocus(rows[field]) }
            // Only where the row was changes, with the hairline along its bottom edge (detaching marks the
            // whole table otherwise): the rows below mark themselves as they move up.
            let last = pickerRow.frame
            setNeedsDisplay(in: Rect(x: last.minX, y: last.minY - 1, width: last.width, height: last.height + 2))
            performWithoutNeedsDisplay { pickerRow.removeFromParent() }
        }
        // Children in the order of the rows: the Tab order goes from a date row into its open picker.
        for (childIndex, placedRow) in placed.enumerated() {
            let row = placedRow.row, rect = placedRow.rect
            switch row.row {
            case .field(let field):
                rows[field].frame = rect
            case .picker(let field):
                guard let pickerRow = pickerRows[field] else { continue }
                pickerRow.opacity = row.opacity
                pickerRow.frame = rect
                if pickerRow.parent !== self || !(children.indices.contains(childIndex) && children[childIndex] === pickerRow) {
                    insertChild(pickerRow, at: childIndex)
                }
            }
        }
    }

    /// Scrolls so that the picker of `field`, once open, is fully visible, together with its date row
    /// when both fit (the row wins when they do not). Where the rows will be is worked out from the end of
    /// the animation, as if every other picker had closed.
    func revealPicker(ofField field: Int) {
        let rowTop = Double(field) * rowHeight
        reveal(top: rowTop, bottom: rowTop + rowHeight + pickerRowHeight)
    }

    /// Scrolls the row of `field` into view (Tab onto a row below the visible ones).
    func scrollFieldIntoView(_ field: Int) {
        guard fields.indices.contains(field) else { return }
        let frames = rowLayout.rows(at: now)
        guard let row = frames.first(where: { $0.row == .field(field) }) else { return }
        reveal(top: row.minY, bottom: row.maxY)
    }

    /// Scrolls (animated, from the offset a scroll under way is heading to) so that content from `top` to
    /// `bottom` points is visible, keeping `top` visible when it cannot all be.
    private func reveal(top: Double, bottom: Double) {
        guard frame.height > 0 else { return }
        let current = scroller.scrollTarget ?? scroller.offset
        var target = current
        if bottom > current + frame.height { target = bottom - frame.height }
        if top < target { target = top }
        guard target != current else { return }
        scroller.scroll(to: target, time: now, animated: true, allowsBeyondEnd: true)
        layoutRows()
    }

    // MARK: - Animation

    /// Moves the rows to `now`. Only what changes is marked for redrawing: a row that moves marks where
    /// it was and where it is (setting a frame does), a row's own changes mark that row, and the card's
    /// bottom end, when it moves, marks the band it moves in. Rows above an opening picker stay as drawn.
    func advance(to now: Double) {
        let card = cardFrame
        self.now = max(self.now, now)
        for child in children { child.tick(now: now) }
        scroller.tick(now: self.now)
        rowLayout.removeFinished(at: self.now)
        layoutRows()
        let moved = cardFrame
        if moved != card {
            // The ends are redrawn whole, and the rows are cut to the card's rounded corners there.
            let end = Self.roundedEndHeight(theme: theme)
            let top = min(card.maxY, moved.maxY) - end, bottom = max(card.maxY, moved.maxY) + 1
            setNeedsDisplay(in: Rect(x: frame.minX - 1, y: top, width: frame.width + 2, height: bottom - top))
        }
    }

    var rowsAreAnimating: Bool {
        children.contains { $0.isAnimating } || scroller.isAnimating || rowLayout.isAnimating(at: now)
    }
}
