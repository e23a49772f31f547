import PickerCore

extension WheelPicker {
    /// The selection band: across all components at the vertical centre, as tall as the tallest row,
    /// inset by `theme.wheelSelectionInset` from the leftmost and rightmost component's outer sides.
    func selectionBandRect(theme: Theme) -> Rect? {
        let order = componentsFromLeft()
        guard let first = order.first.map({ components[$0].frame }), let last = order.last.map({ components[$0].frame }) else { return nil }
        let height = components.map(\.model.rowHeight).max() ?? theme.wheelRowHeight
        let inset = Self.nonNegative(theme.wheelSelectionInset)
        let left = first.minX + inset, right = last.maxX - inset
        return Rect(x: left, y: frame.midY - height / 2, width: max(0, right - left), height: height)
    }

    /// Draws the selection band, each component's rows on its cylinder and the focus ring.
    func drawWheel(in canvas: Canvas, theme: Theme) {
        guard !frame.isEmpty, !components.isEmpty else { return }
        forgetAllowedStatesIfSelectionChanged()
        let band = selectionBandRect(theme: theme)
        canvas.withClip(frame) {
            if showsSelectionIndicator, let band, !band.isEmpty {
                // A retained layer: the band does not change while the rows turn under it.
                let radius = min(Self.nonNegative(theme.wheelSelectionCornerRadius), band.height / 2)
                let edge = theme.selectionEdge.alpha > 0 ? min(Self.nonNegative(theme.selectionEdgeWidth), band.height / 2) : 0
                let look = BandLook(size: band.size, radius: radius, color: theme.wheelSelectionBand, edge: theme.selectionEdge, edgeWidth: edge)
                canvas.drawLayer(look, bounds: band) {
                    canvas.fillRoundedRect(band, cornerRadius: radius, color: theme.wheelSelectionBand)
                    // The edge (high-contrast themes) inside the band, so the band's picture keeps its bounds.
                    if edge > 0 {
                        canvas.strokeRoundedRect(
                            band.insetBy(dx: edge / 2, dy: edge / 2), cornerRadius: max(0, radius - edge / 2),
                            lineWidth: edge, color: theme.selectionEdge)
                    }
                }
            }
            // Only the columns in the part of the window being redrawn (a turning column redraws alone).
            for component in components.indices
            where canvas.drawingBounds.map({ components[component].frame.intersects($0) }) ?? true {
                drawComponent(component, in: canvas, theme: theme)
            }
            if showsFocusRing, components.indices.contains(focusedComponent), let band {
                let cell = components[focusedComponent].frame
                let left = max(band.minX, cell.minX), right = min(band.maxX, cell.maxX)
                // Around the column's part of the band, outside the band's edge where there is one (above,
                // below and at the band's ends), so the edge stays as it is and the ring is about as long as
                // the part's outline (WCAG 2.4.13); inside the column's sides between columns. Engaged by a
                // controller: twice as thick.
                let width = theme.focusRingWidth * (isEngaged ? 2 : 1)
                let x0 = left <= band.minX ? left - width / 2 : left + width / 2
                let x1 = right >= band.maxX ? right + width / 2 : right - width / 2
                let ring = Rect(x: x0, y: band.minY - width / 2, width: max(0, x1 - x0), height: band.height + width)
                canvas.strokeRoundedRect(
                    ring, cornerRadius: min(Self.nonNegative(theme.wheelSelectionCornerRadius), ring.height / 2),
                    lineWidth: width, color: theme.focusRing)
            }
        }
    }

    /// Draws the rows of `component` in view (only those, whatever the row count): each title centred on
    /// its row's projected middle, squashed by the row's scale and faded by its opacity; disabled rows in
    /// `theme.disabledText`. A delegate that draws a row itself gets the row's band as a clip; the titles
    /// of the other rows are drawn after it.
    ///
    /// As UIPickerView does, the picker remembers each row's title once asked (and its size), and the lines of
    /// a component that has not moved: it asks for titles again after ``reloadAllComponents()`` or
    /// ``reloadComponent(_:)`` and when ``delegate`` changes; it asks whether rows are allowed again also
    /// when any component's selected row changes. Only `drawRow` is asked every frame.
    func drawComponent(_ component: Int, in canvas: Canvas, theme: Theme) {
        // One copy of the component for all that is read from it (each read of a field may copy it whole).
        let entry = components[component]
        let bounds = entry.frame, model = entry.model, rowCache = entry.rowCache
        guard !bounds.isEmpty else { return }
        let font = theme.wheelFont
        // Loaded once for all the rows' own drawing: each load of the weak reference, and the release after,
        // goes through the delegate's side table.
        let delegate = self.delegate
        canvas.withClip(bounds) {
            let visibleRows = model.visibleRows()
            var drawnByDelegate: Set<Int> = []
            if let delegate {
                for visible in visibleRows {
                    let placement = visible.placement
                    let rect = Rect(
                        x: bounds.minX, y: bounds.midY + placement.top, width: bounds.width, height: placement.height)
                    var drawn = false
                    canvas.withClip(rect) {
                        drawn = delegate.wheelPicker(
                            self, drawRow: visible.row, forComponent: component, in: rect, placement: placement,
                            canvas: canvas, theme: theme)
                    }
                    if drawn { drawnByDelegate.insert(visible.row) }
                }
            }
            rowCache.measure(with: canvas.textMeasurer, font: font)
            let key = WheelRowCache.LinesKey(
                position: model.position, geometry: model.geometry, count: model.count, bounds: bounds, font: font,
                text: theme.text, disabledText: theme.disabledText)
            let lines: [PlacedText]
            if drawnByDelegate.isEmpty, let known = rowCache.lines(for: key) {
                lines = known
            } else {
                lines = titleLines(
                    of: visibleRows.filter { !drawnByDelegate.contains($0.row) }, inComponent: component, cache: rowCache,
                    bounds: bounds, font: font, measurer: canvas.textMeasurer, theme: theme)
                if drawnByDelegate.isEmpty { rowCache.remember(lines, for: key) }
            }
            for line in lines {
                canvas.drawText(
                    line.text, style: TextStyle(font: font, color: line.color, verticalScale: line.verticalScale), at: line.origin)
            }
        }
    }

    /// The titles of `rows` of `component` placed on the cylinder: centred on each row's projected middle,
    /// squashed by its scale and faded by its opacity, disabled rows in `theme.disabledText`; rows squashed
    /// to nothing and rows without a title give no line. Titles and allowed states come from `cache`, and
    /// are asked for and remembered there when it has none.
    private func titleLines(
        of rows: [WheelVisibleRow], inComponent component: Int, cache: WheelRowCache, bounds: Rect, font: Font,
        measurer: TextMeasurer, theme: Theme
    ) -> [PlacedText] {
        var lines: [PlacedText] = []
        lines.reserveCapacity(rows.count)
        for visible in rows where visible.placement.scale > 0 {
            let title = cache.title(ofRow: visible.row) ?? {
                let text = self.title(forRow: visible.row, inComponent: component).flatMap { $0.isEmpty ? nil : $0 }
                let title = WheelRowCache.Title(text: text, size: text.map { measurer.size(of: $0, font: font) })
                cache.remember(title, forRow: visible.row)
                return title
            }()
            guard let text = title.text, let size = title.size else { continue }
            // The allowed state matters only for a row that shows a title.
            let isEnabled = cache.isEnabled(row: visible.row) ?? {
                let isEnabled = self.isRowEnabled(visible.row, inComponent: component)
                cache.remember(isEnabled: isEnabled, forRow: visible.row)
                return isEnabled
            }()
            let placement = visible.placement
            let base = isEnabled ? theme.text : theme.disabledText
            let origin = Point(
                x: bounds.midX - size.width / 2,
                y: bounds.midY + placement.centerOffset - size.height * placement.scale / 2)
            lines.append(PlacedText(
                text: text, origin: origin, color: base.multiplyingAlpha(by: placement.opacity), verticalScale: placement.scale))
        }
        return lines
    }

    /// Forgets whether each row is allowed, in every component, when a component's selected row changed
    /// since the last frame (the delegate's answer may depend on the selection: a date picker greys the
    /// days a month lacks).
    func forgetAllowedStatesIfSelectionChanged() {
        let same = rowCacheSelection.count == components.count
            && rowCacheSelection.indices.allSatisfy { rowCacheSelection[$0] == components[$0].model.selectedRow }
        guard !same else { return }
        for component in components.indices { components[component].rowCache.forgetAllowedStates() }
        rowCacheSelection = components.map(\.model.selectedRow)
    }
}

/// What the selection band's picture depends on besides its position.
private struct BandLook: Hashable {
    var size: Size
    var radius: Double
    var color: Color
    var edge: Color
    var edgeWidth: Double
}
