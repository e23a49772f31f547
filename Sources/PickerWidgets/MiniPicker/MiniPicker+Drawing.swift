import PickerCore

extension MiniPicker {
    /// What the field's static parts (everything but the sliding items) depend on: the key of its two
    /// retained layers. Positions are relative to the field, so a picker that moves keeps its pictures.
    struct ChromeKey: Hashable {
        enum Part: Hashable {
            /// The background and the focused segment's tint, under the items.
            case under
            /// Chevrons, dividers, border and focus ring, over the items.
            case over
        }

        var part: Part
        var size: Size
        /// Each segment's frame relative to the field's origin.
        var segmentFrames: [Rect]
        var showsFocusRing: Bool
        var isEngaged: Bool
        var focusedComponent: Int
        var theme: Theme
    }

    /// Draws the field, the visible items, the dividers, the border and the focus ring.
    ///
    /// Everything but the items is drawn as two retained layers (`Canvas.drawLayer`), under and over
    /// the items, so a canvas that keeps layers redraws only the items while they slide.
    func drawField(in canvas: Canvas, theme: Theme) {
        let origin = frame.origin
        var key = ChromeKey(
            part: .under, size: frame.size,
            segmentFrames: segments.map { $0.frame.offsetBy(dx: -origin.x, dy: -origin.y) },
            showsFocusRing: showsFocusRing, isEngaged: isEngaged, focusedComponent: focusedComponent, theme: theme)
        let outset = theme.focusRingGap + theme.focusRingWidth
        let bounds = frame.insetBy(dx: -outset, dy: -outset)
        canvas.drawLayer(key, bounds: bounds) { drawChromeUnder(in: canvas, theme: theme) }
        canvas.withClip(frame, cornerRadius: theme.fieldCornerRadius) {
            for component in segments.indices {
                drawItems(component, in: canvas, theme: theme)
            }
        }
        key.part = .over
        canvas.drawLayer(key, bounds: bounds) { drawChromeOver(in: canvas, theme: theme) }
    }

    /// The field's background and, when the keyboard is on one of several segments, that segment's tint.
    func drawChromeUnder(in canvas: Canvas, theme: Theme) {
        let radius = theme.fieldCornerRadius
        canvas.fillRoundedRect(frame, cornerRadius: radius, color: theme.fieldBackground)
        guard showsFocusRing, segments.count > 1, segments.indices.contains(focusedComponent) else { return }
        let bounds = segments[focusedComponent].frame
        guard !bounds.isEmpty else { return }
        canvas.withClip(frame, cornerRadius: radius) {
            canvas.withClip(bounds) {
                canvas.fillRect(bounds, color: theme.focusRing.multiplyingAlpha(by: 0.12))
            }
        }
    }

    /// Each segment's chevrons, the dividers between segments, the focused segment's bar, the border and
    /// the focus ring.
    func drawChromeOver(in canvas: Canvas, theme: Theme) {
        let radius = theme.fieldCornerRadius
        canvas.withClip(frame, cornerRadius: radius) {
            for segment in segments where !segment.frame.isEmpty {
                canvas.withClip(segment.frame) {
                    for points in chevronPaths(in: segment.frame, theme: theme) {
                        canvas.strokePolyline(points, lineWidth: theme.chevronLineWidth, color: theme.chevron)
                    }
                }
            }
            let rtl = effectiveLayoutDirection.isRightToLeft
            for component in segments.indices.dropLast() {
                // The divider follows the segment: on its right, or its left in right to left.
                let segment = segments[component].frame
                let x = rtl ? segment.minX - theme.dividerWidth / 2 : segment.maxX + theme.dividerWidth / 2
                canvas.fillRect(
                    Rect(x: x - theme.dividerWidth / 2, y: frame.minY, width: theme.dividerWidth, height: frame.height),
                    color: theme.divider)
            }
            if let bar = focusedSegmentBar(theme: theme) {
                canvas.fillRoundedRect(bar, cornerRadius: bar.height / 2, color: theme.focusRing)
            }
        }
        canvas.strokeFieldBorder(frame, theme: theme, focusRing: showsFocusRing, engaged: isEngaged)
    }

    /// Where the bar that marks the segment the keyboard is on goes: along the bottom of that segment,
    /// between its chevrons, `focusRingWidth` points tall and `focusRingGap` points above the border; nil
    /// unless the picker shows its focus ring and has several segments. The tint under the segment is too
    /// faint to see on its own (WCAG 2.4.11 asks a focus indicator of 3:1); the bar is drawn in
    /// `focusRing`, as the ring around the field is.
    func focusedSegmentBar(theme: Theme) -> Rect? {
        guard showsFocusRing, segments.count > 1, segments.indices.contains(focusedComponent) else { return nil }
        let segment = segments[focusedComponent].frame
        let inset = theme.chevronInset + theme.chevronSize + theme.focusRingGap
        let height = max(0, theme.focusRingWidth)
        let bar = Rect(
            x: segment.minX + inset, y: frame.maxY - theme.fieldBorderWidth - theme.focusRingGap - height,
            width: segment.width - 2 * inset, height: height)
        return bar.width > 0 && bar.height > 0 ? bar : nil
    }

    /// Draws the visible items of one segment (only those, whatever the row count), cut to the segment.
    func drawItems(_ component: Int, in canvas: Canvas, theme: Theme) {
        let segment = segments[component]
        let bounds = segment.frame
        guard !bounds.isEmpty else { return }
        // The next item lies to the right, or to the left in right to left.
        let sign = effectiveLayoutDirection.isRightToLeft ? -1.0 : 1.0
        canvas.withClip(bounds) {
            let items = RibbonLayout.visibleItems(
                position: segment.scroller.position, viewportWidth: bounds.width, itemExtent: bounds.width)
            for item in items {
                guard let row = segment.scroller.dataRow(forUnwrappedRow: segment.scroller.position.row, offsetBy: item.rowOffset) else { continue }
                let rect = Rect(
                    x: bounds.midX + sign * item.centerOffset - bounds.width / 2, y: bounds.minY,
                    width: bounds.width, height: bounds.height)
                if delegate?.miniPicker(self, drawRow: row, forComponent: component, in: rect, canvas: canvas, theme: theme) == true {
                    continue
                }
                if let title = title(forRow: row, inComponent: component), !title.isEmpty {
                    canvas.drawText(title, style: TextStyle(font: theme.bodyFont, color: theme.text), centeredIn: rect)
                }
            }
        }
    }

    /// The two chevrons of a segment: "<" at the left edge and ">" at the right, `chevronSize` points square,
    /// `chevronInset` points from the sides, vertically centred. They point at the side the items come
    /// from, so they look the same in right to left, where their meaning swaps (see `chevronDirection`).
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
