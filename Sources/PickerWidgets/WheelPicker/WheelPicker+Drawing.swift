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
        layOutAgainIfThemeChanged(theme)
        let band = selectionBandRect(theme: theme)
        canvas.withClip(frame) {
            if showsSelectionIndicator, let band, !band.isEmpty {
                // A retained layer: the band does not change while the rows turn under it.
                let radius = min(Self.nonNegative(theme.wheelSelectionCornerRadius), band.height / 2)
                canvas.drawLayer(BandLook(size: band.size, radius: radius, color: theme.wheelSelectionBand), bounds: band) {
                    canvas.fillRoundedRect(band, cornerRadius: radius, color: theme.wheelSelectionBand)
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
                let width = theme.focusRingWidth
                let ring = Rect(x: left, y: band.minY, width: max(0, right - left), height: band.height)
                    .insetBy(dx: width / 2, dy: width / 2)
                canvas.strokeRoundedRect(
                    ring, cornerRadius: min(Self.nonNegative(theme.wheelSelectionCornerRadius), ring.height / 2),
                    lineWidth: width, color: theme.focusRing)
            }
        }
    }

    /// Draws the rows of `component` in view (only those, whatever the row count): each title centred on
    /// its row's projected middle, squashed by the row's scale and faded by its opacity; disabled rows in
    /// `theme.disabledText`. A delegate that draws a row itself gets the row's band as a clip; the titles
    /// of the other rows are drawn after it, as one group of lines (`Canvas.drawTexts`), which a canvas may
    /// draw from a picture it keeps while the component is at rest.
    func drawComponent(_ component: Int, in canvas: Canvas, theme: Theme) {
        let bounds = components[component].frame
        guard !bounds.isEmpty else { return }
        let font = theme.wheelFont
        // Loaded once for all the rows' own drawing: each load of the weak reference, and the release after,
        // goes through the delegate's side table.
        let delegate = self.delegate
        canvas.withClip(bounds) {
            var lines: [PlacedText] = []
            for visible in components[component].model.visibleRows() {
                let placement = visible.placement
                if let delegate {
                    let rect = Rect(
                        x: bounds.minX, y: bounds.midY + placement.top, width: bounds.width, height: placement.height)
                    var drawn = false
                    canvas.withClip(rect) {
                        drawn = delegate.wheelPicker(
                            self, drawRow: visible.row, forComponent: component, in: rect, placement: placement,
                            canvas: canvas, theme: theme)
                    }
                    if drawn { continue }
                }
                guard placement.scale > 0, let title = title(forRow: visible.row, inComponent: component), !title.isEmpty
                else { continue }
                let base = isRowEnabled(visible.row, inComponent: component) ? theme.text : theme.disabledText
                let size = canvas.textMeasurer.size(of: title, font: font)
                let origin = Point(
                    x: bounds.midX - size.width / 2,
                    y: bounds.midY + placement.centerOffset - size.height * placement.scale / 2)
                lines.append(PlacedText(
                    title, at: origin, color: base.multiplyingAlpha(by: placement.opacity), verticalScale: placement.scale))
            }
            if !lines.isEmpty { canvas.drawTexts(lines, font: font, color: theme.text) }
        }
    }
}

/// What the selection band's picture depends on besides its position.
private struct BandLook: Hashable {
    var size: Size
    var radius: Double
    var color: Color
}
