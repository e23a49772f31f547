import PickerCore

extension MiniPicker {
    /// Draws the field, the visible items, the dividers, the border and the focus ring.
    func drawField(in canvas: Canvas, theme: Theme) {
        let radius = theme.fieldCornerRadius
        canvas.fillRoundedRect(frame, cornerRadius: radius, color: theme.fieldBackground)
        canvas.withClip(frame, cornerRadius: radius) {
            for component in segments.indices {
                drawSegment(component, in: canvas, theme: theme)
            }
            for component in segments.indices.dropLast() {
                let x = segments[component].frame.maxX + theme.dividerWidth / 2
                canvas.fillRect(
                    Rect(x: x - theme.dividerWidth / 2, y: frame.minY, width: theme.dividerWidth, height: frame.height),
                    color: theme.divider)
            }
        }
        let border = theme.fieldBorderWidth
        canvas.strokeRoundedRect(
            frame.insetBy(dx: border / 2, dy: border / 2), cornerRadius: max(0, radius - border / 2),
            lineWidth: border, color: theme.fieldBorder)
        if showsFocusRing {
            let outset = theme.focusRingGap + theme.focusRingWidth / 2
            canvas.strokeRoundedRect(
                frame.insetBy(dx: -outset, dy: -outset), cornerRadius: radius + outset,
                lineWidth: theme.focusRingWidth, color: theme.focusRing)
        }
    }

    /// Draws the visible items of one segment (only those, whatever the row count) and its chevrons.
    func drawSegment(_ component: Int, in canvas: Canvas, theme: Theme) {
        let segment = segments[component]
        let bounds = segment.frame
        guard !bounds.isEmpty else { return }
        canvas.withClip(bounds) {
            if showsFocusRing && segments.count > 1 && component == focusedComponent {
                canvas.fillRect(bounds, color: theme.focusRing.multiplyingAlpha(by: 0.12))
            }
            let items = RibbonLayout.visibleItems(
                position: segment.scroller.position, viewportWidth: bounds.width, itemExtent: bounds.width)
            for item in items {
                guard let row = segment.scroller.dataRow(forUnwrappedRow: segment.scroller.position.row, offsetBy: item.rowOffset) else { continue }
                let rect = Rect(
                    x: bounds.midX + item.centerOffset - bounds.width / 2, y: bounds.minY,
                    width: bounds.width, height: bounds.height)
                if delegate?.miniPicker(self, drawRow: row, forComponent: component, in: rect, canvas: canvas, theme: theme) == true {
                    continue
                }
                if let title = title(forRow: row, inComponent: component), !title.isEmpty {
                    canvas.drawText(title, font: theme.bodyFont, color: theme.text, centeredIn: rect)
                }
            }
            for points in chevronPaths(in: bounds, theme: theme) {
                canvas.strokePolyline(points, lineWidth: theme.chevronLineWidth, color: theme.chevron)
            }
        }
    }

    /// The two chevrons of a segment: "<" at the left edge and ">" at the right, `chevronSize` points square,
    /// `chevronInset` points from the sides, vertically centred.
    func chevronPaths(in bounds: Rect, theme: Theme) -> [[Point]] {
        let size = theme.chevronSize
        let inset = theme.chevronInset
        let top = bounds.midY - size / 2
        let left = [
            Point(x: bounds.minX + inset + size, y: top),
            Point(x: bounds.minX + inset, y: top + size / 2),
            Point(x: bounds.minX + inset + size, y: top + size),
        ]
        let right = [
            Point(x: bounds.maxX - inset - size, y: top),
            Point(x: bounds.maxX - inset, y: top + size / 2),
            Point(x: bounds.maxX - inset - size, y: top + size),
        ]
        return [left, right]
    }
}
