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
    /// How opaque the row is drawn, 0...1 (the picker's openness).
    public internal(set) var opacity: Double = 1 {
        didSet { if opacity != oldValue { setNeedsDisplay() } }
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

    public override func layoutChildren() {
        // On whole points, as the row's edges are, so the picker's pictures are kept while the row opens.
        // The picker is drawn cut to the row, and a row whose frame changes marks its old and new areas:
        // the picker's own marks would reach past the row (it stands out of a row that is still opening).
        performWithoutNeedsDisplay {
            datePicker.frame = Rect(
                x: frame.minX, y: (frame.midY - pickerHeight / 2).rounded(), width: frame.width, height: pickerHeight)
        }
    }

    /// The part of the row the fade covers: the picker's columns (its wheels draw nothing beside them), cut
    /// to the row. A blended fill costs time per pixel on a software renderer, and the row is redrawn every
    /// frame while it opens.
    var fadedArea: Rect {
        let columns = datePicker.wheels.components.map(\.frame).filter { !$0.isEmpty }
        guard let left = columns.map(\.minX).min(), let right = columns.map(\.maxX).max() else { return frame }
        return Rect(x: left, y: frame.minY, width: right - left, height: frame.height).intersection(frame)
    }

    /// Draws the picker cut to the row, then the row's background over its columns at `1 - opacity`: a
    /// fade that needs no layer opacity from the canvas.
    public override func draw(in canvas: Canvas, theme: Theme) {
        guard !frame.isEmpty else { return }
        canvas.withClip(frame) {
            datePicker.draw(in: canvas, theme: theme)
            if opacity < 1 {
                canvas.fillRect(fadedArea, color: theme.fieldBackground.multiplyingAlpha(by: 1 - max(0, opacity)))
            }
        }
    }
}
