import PickerCore

extension FormPickerRow {
    /// What the picker's picture shows: its drawing as of `revision`, in `theme`, at its size, its columns
    /// where they are in the picture.
    private struct PickerPicture: Hashable {
        var revision: Int
        var theme: Theme
        var pickerSize: Size
        var columns: [Rect]
    }

    /// A mark from inside the picker, attached or not (the table sets a closed picker's date and limits while
    /// its row is detached): its drawing changed, and its picture with it. Moving the picker changes nothing.
    func pickerDidMark() {
        if !isPlacingPicker { drawingRevision &+= 1 }
    }

    /// Whether the picker is drawn from its picture: while the row fades, and while its wheels stand still.
    private var drawsPicture: Bool {
        drawnOpacity < 1 || !datePicker.isAnimating
    }

    /// After the picker's ticks: when its wheels start or stop turning, the way the row is drawn changes
    /// (see `drawRow`), and where a clip cuts the picker's text the two ways may differ (text cut by the
    /// card's edge, and rows cut by a wheel's own edge, whose clip is met with the card's rounded one when
    /// drawn directly): the row is drawn again.
    func pickerDidTick() {
        let animating = datePicker.isAnimating
        guard animating != wasAnimating else { return }
        wasAnimating = animating
        setNeedsDisplay()
    }

    /// Draws the picker cut to the row, then, while the row fades, the row's background over its columns at
    /// `1 - drawnOpacity`: a fade that needs no layer opacity from the canvas. Nothing at a drawn opacity of 0.
    ///
    /// While it fades the picker does not change, but every pixel of it does: it is drawn as one picture over
    /// the card's colour (`Canvas.drawPicture`), kept from frame to frame and copied cut to the row (and to
    /// `pictureClip`), with the wash blended over it; the picture is made again only when the picker marks a
    /// change. The same picture stands for the picker whenever its wheels stand still: a frame that redraws a
    /// band across it (the table scrolling, the card's ends) copies that band instead of running the whole
    /// picker's drawing, and text the card's edge cuts is cut cleanly and cheaply, where drawn it would be
    /// cut into triangles. While a wheel turns the picker is drawn directly: the wheel marks and redraws only
    /// its column.
    func drawRow(in canvas: Canvas, theme: Theme) {
        let opacity = drawnOpacity
        guard !frame.isEmpty, opacity > 0 else { return }
        let wash = theme.fieldBackground.multiplyingAlpha(by: 1 - opacity)
        guard drawsPicture, let columns else {
            canvas.withClip(frame) {
                datePicker.draw(in: canvas, theme: theme)
                if opacity < 1 { canvas.fillRect(fadedArea, color: wash) }
            }
            return
        }
        let key = PickerPicture(
            revision: drawingRevision, theme: theme, pickerSize: datePicker.frame.size,
            columns: datePicker.wheels.components.map { $0.frame.offsetBy(dx: -columns.minX, dy: -columns.minY) })
        canvas.withClip(pictureClip.map { frame.intersection($0) } ?? frame) {
            canvas.drawPicture(key, bounds: columns, background: theme.fieldBackground) {
                datePicker.draw(in: canvas, theme: theme)
            }
            if opacity < 1 { canvas.fillRect(fadedArea, color: wash) }
        }
    }
}
