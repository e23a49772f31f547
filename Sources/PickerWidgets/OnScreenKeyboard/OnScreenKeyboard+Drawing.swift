import PickerCore

extension OnScreenKeyboard {
    /// The card (the field's colours and border), then each key: a rounded key in the window's colour
    /// with its title; the highlighted one and shift while on filled with the accent, the highlighted one
    /// also ringed (so the two read apart by shape, not only by colour).
    func drawKeyboard(in canvas: Canvas, theme: Theme) {
        let radius = theme.fieldCornerRadius, border = theme.fieldBorderWidth
        canvas.fillRoundedRect(frame, cornerRadius: radius, color: theme.fieldBackground)
        canvas.strokeRoundedRect(
            frame.insetBy(dx: border / 2, dy: border / 2), cornerRadius: max(0, radius - border / 2),
            lineWidth: border, color: theme.fieldBorder)
        let keyRadius = min(radius / 2, currentMetrics.keyHeight / 4)
        for (position, key, keyFrame) in keyFrames() {
            let highlighted = position == model.highlighted
            let fill = highlighted || isShiftOn(key) ? theme.accent : theme.windowBackground
            canvas.fillRoundedRect(keyFrame, cornerRadius: keyRadius, color: fill)
            if highlighted {
                // The focus ring too, so the highlight reads by shape as well as by colour.
                let outset = theme.focusRingGap / 2 + theme.focusRingWidth / 2
                canvas.strokeRoundedRect(
                    keyFrame.insetBy(dx: -outset, dy: -outset), cornerRadius: keyRadius + outset,
                    lineWidth: theme.focusRingWidth, color: theme.focusRing)
            }
            drawTitle(of: key, in: keyFrame, highlighted: highlighted, canvas: canvas, theme: theme)
        }
    }

    /// The key's title centred in it: the accent's text colour on the accent, the accent for Done, secondary
    /// text for the space bar's label; caps lock underlines the arrow.
    private func drawTitle(of key: KeyboardKey, in keyFrame: Rect, highlighted: Bool, canvas: Canvas, theme: Theme) {
        let title = model.title(of: key)
        let color: Color
        if highlighted || isShiftOn(key) {
            color = theme.accentText
        } else if key.kind == .done {
            color = theme.accent
        } else if key.kind == .space {
            color = theme.secondaryText
        } else {
            color = theme.text
        }
        let font = fittingFont(for: title, in: keyFrame, bold: key.kind == .done, canvas: canvas, theme: theme)
        canvas.withClip(keyFrame) {
            canvas.drawText(title, style: TextStyle(font: font, color: color, direction: .leftToRight), centeredIn: keyFrame)
        }
        if key.kind == .shift, model.shift == .locked {
            let bar = Rect(x: keyFrame.midX - keyFrame.height / 5, y: keyFrame.maxY - keyFrame.height / 5,
                           width: keyFrame.height * 2 / 5, height: max(1.5, theme.focusRingWidth))
            canvas.fillRect(bar, color: color)
        }
    }

    /// The body font (bold for Done), smaller when the title would not fit the key: keys shrink to keep the
    /// keyboard inside a small window, and the titles shrink with them.
    private func fittingFont(for title: String, in keyFrame: Rect, bold: Bool, canvas: Canvas, theme: Theme) -> Font {
        let font = Font(size: theme.bodyFont.size, weight: bold ? .bold : theme.bodyFont.weight)
        let size = canvas.textMeasurer.size(of: title, font: font)
        let room = Size(width: keyFrame.width - 2 * theme.focusRingWidth, height: keyFrame.height)
        let scale = min(1, room.width / max(1, size.width), room.height / max(1, canvas.textMeasurer.lineMetrics(for: font).height))
        return scale < 1 ? Font(size: max(1, (font.size * scale).rounded(.down)), weight: font.weight) : font
    }

    /// Whether `key` is shift while shift or caps lock is on.
    private func isShiftOn(_ key: KeyboardKey) -> Bool { key.kind == .shift && model.shift != .off }
}
