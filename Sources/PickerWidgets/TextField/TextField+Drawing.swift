import PickerCore

extension TextField {
    /// What the field's chrome depends on: the key of its retained layer.
    struct ChromeKey: Hashable {
        var size: Size
        var showsRing: Bool
        var isEngaged: Bool
        var theme: Theme
    }

    /// The chrome (background, border and, while editing, the focus ring), then inside the border:
    /// the selection band, the text or the placeholder, the composition's underline and the caret.
    func drawField(in canvas: Canvas, theme: Theme) {
        let radius = theme.fieldCornerRadius, border = theme.fieldBorderWidth
        let inner: Rect, innerRadius: Double
        if borderStyle == .roundedRect {
            drawChrome(in: canvas, theme: theme)
            inner = frame.insetBy(dx: border, dy: border)
            innerRadius = max(0, radius - border)
        } else {
            inner = frame
            innerRadius = 0
        }
        canvas.withClip(inner, cornerRadius: innerRadius) {
            // A point of slack each side, so the caret at either end is drawn whole.
            canvas.withClip(textRect.insetBy(dx: -1, dy: 0)) {
                drawText(in: canvas, theme: theme)
            }
        }
    }

    /// Background, border and focus ring as one retained layer (smooth corners on every renderer).
    /// A text field shows its ring whenever it is being edited, however the focus came; thicker while a
    /// controller types into it.
    func drawChrome(in canvas: Canvas, theme: Theme) {
        let outset = theme.focusRingGap + theme.focusRingWidth
        let key = ChromeKey(size: frame.size, showsRing: isEditing, isEngaged: isEngaged, theme: theme)
        canvas.drawLayer(key, bounds: frame.insetBy(dx: -outset, dy: -outset)) {
            canvas.fillRoundedRect(frame, cornerRadius: theme.fieldCornerRadius, color: theme.fieldBackground)
            canvas.strokeFieldBorder(frame, theme: theme, focusRing: isEditing, engaged: isEngaged)
        }
    }

    func drawText(in canvas: Canvas, theme: Theme) {
        let font = textFont
        let metrics = canvas.textMeasurer.lineMetrics(for: font)
        let top = frame.midY - metrics.height / 2
        let shown = shownText
        if shown.characters.isEmpty {
            if let placeholder, !placeholder.isEmpty {
                // At the leading edge: the left, or the right in right to left.
                let x = effectiveLayoutDirection.isRightToLeft
                    ? textRect.maxX - canvas.textMeasurer.size(of: placeholder, font: font).width : textRect.minX
                canvas.drawText(placeholder, style: TextStyle(font: font, color: theme.placeholderText), at: Point(x: x, y: top))
            }
        } else {
            let offsets = caretOffsets(of: shown.characters)
            if isEditing, !shown.selection.isEmpty {
                let start = caretX(at: shown.selection.lowerBound, offsets: offsets)
                let end = caretX(at: shown.selection.upperBound, offsets: offsets)
                canvas.fillRect(Rect(x: start, y: top, width: end - start, height: metrics.height), color: theme.textSelection)
            }
            canvas.drawText(
                String(shown.characters), style: TextStyle(font: font, color: theme.text), at: Point(x: textStartX(width: offsets.last ?? 0), y: top))
            if let marked = shown.marked {
                let start = caretX(at: marked.lowerBound, offsets: offsets)
                let end = caretX(at: marked.upperBound, offsets: offsets)
                let thickness = max(1, font.size / 16)
                canvas.fillRect(
                    Rect(x: start, y: top + metrics.ascent + thickness, width: end - start, height: thickness), color: theme.text)
            }
        }
        if isEditing, shown.selection.isEmpty {
            canvas.fillRect(caretRect, color: theme.accent)
        }
    }
}
