import PickerCore
import PickerWidgets

/// A vertically scrolling viewport for the overview's one-column layout: it shows a window onto its
/// `content`, which is as tall as its `contentHeight(width)` says, clipped to the viewport. The mouse
/// wheel over it (where no picker takes the wheel) and a drag on its empty background scroll it; when a
/// widget inside gets the keyboard focus by Tab, the viewport scrolls it into view.
final class ScrollView: Widget {
    let content: Widget
    /// The content's height for a width, in points.
    private let contentHeight: (Double) -> Double
    /// How far the content is scrolled up, in points (0 at the top).
    private(set) var contentOffset = 0.0
    private var drag: (pointer: PointerID, startY: Double, startOffset: Double)?
    /// Points per wheel notch.
    static let lineHeight = 48.0

    init(id: String, content: Widget, contentHeight: @escaping (Double) -> Double) {
        self.content = content
        self.contentHeight = contentHeight
        super.init(id: id)
        addChild(content)
    }

    override var kind: String { "ScrollView" }
    override var acceptsPointer: Bool { true }

    /// The largest offset: content taller than the viewport scrolls until its end shows.
    var maximumOffset: Double { max(0, contentHeight(frame.width) - frame.height) }

    override func layoutChildren() {
        contentOffset = min(max(0, contentOffset), maximumOffset)
        let height = max(contentHeight(frame.width), frame.height)
        content.frame = Rect(x: frame.minX, y: frame.minY - contentOffset, width: frame.width, height: height)
    }

    /// Scrolls so that `offset` points of content are above the viewport (clamped to the content).
    func setContentOffset(_ offset: Double) {
        let clamped = min(max(0, offset), maximumOffset)
        guard clamped != contentOffset else { return }
        contentOffset = clamped
        layoutChildren()
        setNeedsDisplay()
    }

    /// Scrolls the least that shows `rect` (root points), or its top when it is taller than the viewport.
    func scrollToVisible(_ rect: Rect) {
        if rect.minY < frame.minY {
            setContentOffset(contentOffset - (frame.minY - rect.minY) - 8)
        } else if rect.maxY > frame.maxY {
            setContentOffset(contentOffset + min(rect.maxY - frame.maxY + 8, rect.minY - frame.minY))
        }
    }

    override func draw(in canvas: Canvas, theme: Theme) {
        if let bounds = canvas.drawingBounds, !drawingFrame.intersects(bounds) { return }
        canvas.withClip(frame) {
            for child in children { child.draw(in: canvas, theme: theme) }
        }
        drawIndicator(in: canvas, theme: theme)
    }

    /// A thin bar at the trailing edge showing which part of the content is in view, when it scrolls.
    private func drawIndicator(in canvas: Canvas, theme: Theme) {
        let total = contentHeight(frame.width)
        guard total > frame.height + 0.5, frame.height > 16 else { return }
        let track = frame.insetBy(dx: 0, dy: 4)
        let length = max(24, track.height * frame.height / total)
        let y = track.minY + (track.height - length) * contentOffset / max(1, total - frame.height)
        let x = effectiveLayoutDirection.isRightToLeft ? frame.minX + 3 : frame.maxX - 7
        canvas.fillRoundedRect(Rect(x: x, y: y, width: 4, height: length), cornerRadius: 2, color: theme.secondaryText.multiplyingAlpha(by: 0.5))
    }

    override func scroll(_ event: ScrollEvent) -> Bool {
        guard maximumOffset > 0, event.deltaY != 0 else { return false }
        setContentOffset(contentOffset - event.deltaY * Self.lineHeight)
        return true
    }

    override func pointerDown(_ event: PointerEvent) -> Bool {
        guard drag == nil else { return true }
        drag = (event.pointer, event.location.y, contentOffset)
        return true
    }

    override func pointerMoved(_ event: PointerEvent) {
        guard let drag, drag.pointer == event.pointer else { return }
        setContentOffset(drag.startOffset - (event.location.y - drag.startY))
    }

    override func pointerUp(_ event: PointerEvent) {
        if drag?.pointer == event.pointer { drag = nil }
    }

    override func pointerCancelled(_ event: PointerEvent) {
        guard let drag, drag.pointer == event.pointer else { return }
        setContentOffset(drag.startOffset)
        self.drag = nil
    }
}
