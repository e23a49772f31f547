import PickerCore

/// The inline picker row a ``FormTable`` opens directly below a date row: it hosts that date field's
/// ``DatePicker`` (one per date field, so a picker closing and another opening can animate together and
/// each keeps its wheels). While the row opens or closes its height grows or shrinks with the table's
/// ``/PickerCore/FormTableLayout``: the picker keeps its full height, centred in the row, and is drawn clipped to
/// the row and faded by the row's opacity.
public final class FormPickerRow: Widget {
    /// The date field the picker edits.
    public let field: Int
    /// The date picker (`form.startedWork.date`).
    public let datePicker: DatePicker
    /// How opaque the row is, 0...1 (the picker's openness). It is drawn with ``drawnOpacity``.
    public internal(set) var opacity: Double = 1 {
        didSet { if Self.drawnOpacity(opacity) != Self.drawnOpacity(oldValue) { setNeedsDisplay() } }
    }

    /// The opacity the row is drawn with: ``opacity`` in steps of 1/255, the finest step of a colour's alpha
    /// on the way to the screen. The end of a fade moves the opacity by less than that from one frame to
    /// the next, so those frames redraw nothing; at 0 the row draws nothing at all.
    public var drawnOpacity: Double { Self.drawnOpacity(opacity) }

    /// `opacity` clamped to 0...1, in steps of 1/255.
    static func drawnOpacity(_ opacity: Double) -> Double {
        (min(max(opacity, 0), 1) * 255).rounded() / 255
    }

    /// The full height of the picker, in points.
    var pickerHeight: Double

    init(id: String, field: Int, datePicker: DatePicker, pickerHeight: Double) {
        self.field = field
        self.datePicker = datePicker
        self.pickerHeight = pickerHeight
        super.init(id: id)
        addChild(datePicker)
    }

    public override var kind: String { "FormPickerRow" }
    /// The row is its date picker: the date editor that follows its date row.
    public override func accessibilityNode() -> AccessibilityNode { datePicker.accessibilityNode() }

    /// None: the row is drawn cut to its frame (the picker's own marks still reach its drawing frame).
    public override var drawingOutset: Double { 0 }

    public override func layoutChildren() {
        // Centred in the row. The picker is drawn cut to the row, and a row whose frame changes marks its old
        // and new areas: the picker's own marks would reach past the row (it stands out of a row still opening).
        performWithoutNeedsDisplay {
            datePicker.frame = Rect(x: frame.minX, y: frame.midY - pickerHeight / 2, width: frame.width, height: pickerHeight)
        }
    }

    /// Draws the picker cut to the row, then, while the row fades, the row's background over it at
    /// `1 - drawnOpacity`: a fade that needs no layer opacity from the canvas. Nothing at a drawn opacity of 0.
    public override func draw(in canvas: Canvas, theme: Theme) {
        let opacity = drawnOpacity
        guard !frame.isEmpty, opacity > 0 else { return }
        canvas.withClip(frame) {
            datePicker.draw(in: canvas, theme: theme)
            if opacity < 1 { canvas.fillRect(frame, color: theme.fieldBackground.multiplyingAlpha(by: 1 - opacity)) }
        }
    }
}
