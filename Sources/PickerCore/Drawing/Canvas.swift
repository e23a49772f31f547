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
    /// Draws one line of text whose line box has its top-left corner at `origin`, squashed vertically to
    /// `verticalScale` times its height (0...1; glyphs keep their width), as a row on a turning wheel looks.
    /// The squashed line box is `verticalScale * height` points tall. A scale of 1 draws exactly as
    /// `drawText(_:font:color:at:)`. The default implementation draws the text unsquashed, centred on the
    /// squashed line box; `MeshCanvas` squashes the text's quad.
    func drawText(_ text: String, font: Font, color: Color, at origin: Point, verticalScale: Double)
    /// Pushes a clip: later drawing is cut to `rect` with corners rounded by `cornerRadius` points,
    /// intersected with the clips already pushed.
    func pushClip(_ rect: Rect, cornerRadius: Double)
    /// Pops the clip pushed last.
    func popClip()
}

extension Canvas {
    public func drawText(_ text: String, font: Font, color: Color, at origin: Point, verticalScale: Double) {
        let scale = verticalScale.isFinite ? min(max(verticalScale, 0), 1) : 1
        guard scale > 0 else { return }
        let height = textMeasurer.lineMetrics(for: font).height
        drawText(text, font: font, color: color, at: Point(x: origin.x, y: origin.y - height * (1 - scale) / 2))
    }

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
