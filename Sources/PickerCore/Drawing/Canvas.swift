/// Where widgets draw. All coordinates are in window points; a backend maps points to pixels.
///
/// Shapes are anti-aliased. Clips nest: everything drawn between `pushClip` and the matching
/// `popClip` is cut to the intersection of all clips on the stack, and a clip may have rounded corners.
public protocol Canvas: AnyObject {
    /// The measurer matching the way this canvas draws text.
    var textMeasurer: TextMeasurer { get }

    /// Fills a rectangle whose corners are rounded with `cornerRadius` points (0 for square corners).
    func fillRoundedRect(_ rect: Rect, cornerRadius: Double, color: Color)
    /// Strokes the outline of a rounded rectangle with a line `lineWidth` points wide, centred on the outline.
    func strokeRoundedRect(_ rect: Rect, cornerRadius: Double, lineWidth: Double, color: Color)
    /// Strokes the lines joining `points` in order (and back to the first one when `closed`), with mitred joins.
    func strokePolyline(_ points: [Point], lineWidth: Double, color: Color, closed: Bool)
    /// Fills a circle of `radius` points around `center`.
    func fillCircle(center: Point, radius: Double, color: Color)
    /// Strokes a circle of `radius` points around `center` with a line `lineWidth` points wide.
    func strokeCircle(center: Point, radius: Double, lineWidth: Double, color: Color)
    /// Draws one line of text whose line box has its top-left corner at `origin`.
    func drawText(_ text: String, font: Font, color: Color, at origin: Point)
    /// Pushes a clip: later drawing is cut to `rect` with corners rounded by `cornerRadius` points,
    /// intersected with the clips already pushed.
    func pushClip(_ rect: Rect, cornerRadius: Double)
    /// Pops the clip pushed last.
    func popClip()
}

extension Canvas {
    public func fillRect(_ rect: Rect, color: Color) {
        fillRoundedRect(rect, cornerRadius: 0, color: color)
    }

    public func strokePolyline(_ points: [Point], lineWidth: Double, color: Color) {
        strokePolyline(points, lineWidth: lineWidth, color: color, closed: false)
    }

    /// Draws `text` centred in `rect`, horizontally and by its line box vertically.
    public func drawText(_ text: String, font: Font, color: Color, centeredIn rect: Rect) {
        let size = textMeasurer.size(of: text, font: font)
        drawText(
            text, font: font, color: color,
            at: Point(x: rect.midX - size.width / 2, y: rect.midY - size.height / 2))
    }

    /// Runs `body` with `rect` (rounded by `cornerRadius`) pushed as a clip.
    public func withClip(_ rect: Rect, cornerRadius: Double = 0, _ body: () -> Void) {
        pushClip(rect, cornerRadius: cornerRadius)
        body()
        popClip()
    }
}
