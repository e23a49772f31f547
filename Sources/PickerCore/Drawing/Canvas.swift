/// Where widgets draw. All coordinates are in window points; a backend maps points to pixels.
///
/// Shapes are anti-aliased. Clips nest: everything drawn between `pushClip` and the matching
/// `popClip` is cut to the intersection of all clips on the stack, and a clip may have rounded corners.
public protocol Canvas: AnyObject {
    /// The measurer matching the way this canvas draws text.
    var textMeasurer: TextMeasurer { get }
    /// The part of the target this frame redraws, in points, or nil for all of it. Drawing outside it
    /// is cut off (the host clips to it), so a widget wholly outside may skip its drawing.
    var drawingBounds: Rect? { get }

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
    /// Draws one line of text in `style` whose line box has its top-left corner at `origin`. A squashed
    /// style (`verticalScale` below 1) draws the line box `verticalScale` times as tall, its top edge at
    /// `origin`, glyphs keeping their width.
    func drawText(_ text: String, style: TextStyle, at origin: Point)
    /// Pushes a clip: later drawing is cut to `rect` with corners rounded by `cornerRadius` points,
    /// intersected with the clips already pushed.
    func pushClip(_ rect: Rect, cornerRadius: Double)
    /// Pops the clip pushed last.
    func popClip()

    /// Draws what `body` draws on this canvas, as a retained layer a canvas may keep as a picture
    /// and draw again, without running `body`, while `key` and the position of `bounds` on the pixel
    /// grid stay the same. For the parts of a widget that do not move during an animation (a field's
    /// background, border, arrows), so a frame redraws only what moves.
    ///
    /// - Parameters:
    ///   - key: everything the drawing depends on other than where `bounds` is: sizes, state, theme.
    ///     Drawing that `key` does not capture may be stale. Two layers with equal keys and bounds of
    ///     the same size (moved by whole pixels) may share one picture.
    ///   - bounds: the area in points that `body` draws in; drawing outside it (beyond the
    ///     anti-aliasing fringe) may be cut off.
    ///   - body: the drawing. It starts with no clip (clips pushed before the layer apply to the layer as
    ///     a whole) and must leave as many clips pushed as it found. Text drawn in a layer is drawn, but
    ///     a canvas may then not keep the layer.
    ///
    /// A canvas that keeps no layers just runs `body`, which is what the default implementation does.
    func drawLayer<Key: Hashable>(_ key: Key, bounds: Rect, _ body: () -> Void)

}

/// How a line of text is drawn: its font and colour, how squashed, and its paragraph direction.
public struct TextStyle: Hashable, Sendable {
    public var font: Font
    /// The text's colour; its alpha fades the line.
    public var color: Color
    /// How tall the line box is drawn, as a fraction of its height (0...1; glyphs keep their width), as a
    /// row on a turning wheel looks. 1 draws the line as it is.
    public var verticalScale: Double
    /// The paragraph base direction: the order on screen of runs in the other direction ("21 נובמבר 2026"
    /// reads "2026 נובמבר 21" from the left in a right-to-left paragraph). nil takes the direction of the
    /// text's first strong character (left to right when it has none). Measure the text with
    /// `textMeasurer.size(of:font:direction:)` and the same direction.
    public var direction: LayoutDirection?

    public init(font: Font, color: Color, verticalScale: Double = 1, direction: LayoutDirection? = nil) {
        self.font = font
        self.color = color
        self.verticalScale = verticalScale
        self.direction = direction
    }
}

extension Canvas {
    /// All of it: canvases that do not redraw in parts need not say so.
    public var drawingBounds: Rect? { nil }

    public func drawLayer<Key: Hashable>(_ key: Key, bounds: Rect, _ body: () -> Void) {
        body()
    }
}

extension Canvas {
    public func fillRect(_ rect: Rect, color: Color) {
        fillRoundedRect(rect, cornerRadius: 0, color: color)
    }

    public func strokePolyline(_ points: [Point], lineWidth: Double, color: Color) {
        strokePolyline(points, lineWidth: lineWidth, color: color, closed: false)
    }

    /// Draws `text` in `style` centred in `rect`, horizontally and by its line box vertically.
    public func drawText(_ text: String, style: TextStyle, centeredIn rect: Rect) {
        let size = textMeasurer.size(of: text, font: style.font, direction: style.direction)
        drawText(text, style: style, at: Point(x: rect.midX - size.width / 2, y: rect.midY - size.height / 2))
    }

    /// Runs `body` with `rect` (rounded by `cornerRadius`) pushed as a clip.
    public func withClip(_ rect: Rect, cornerRadius: Double = 0, _ body: () -> Void) {
        pushClip(rect, cornerRadius: cornerRadius)
        body()
        popClip()
    }
}
