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
    /// Draws one line of text whose line box has its top-left corner at `origin`.
    func drawText(_ text: String, font: Font, color: Color, at origin: Point)
    /// Draws one line of text whose line box has its top-left corner at `origin`, squashed vertically to
    /// `verticalScale` times its height (0...1; glyphs keep their width), as a row on a turning wheel looks.
    /// The squashed line box is `verticalScale * height` points tall. A scale of 1 draws exactly as
    /// `drawText(_:font:color:at:)`. The default implementation draws the text unsquashed, centred on the
    /// squashed line box; `DrawListCanvas` records the squash for the backend.
    func drawText(_ text: String, font: Font, color: Color, at origin: Point, verticalScale: Double)
    /// Draws one line of text as `drawText(_:font:color:at:verticalScale:)` does, laid out with the
    /// paragraph base `direction`: the order on screen of runs in the other direction ("21 נובמבר 2026"
    /// reads "2026 נובמבר 21" from the left in a right-to-left paragraph). nil, which the other
    /// `drawText` methods use, takes the direction of the text's first strong character (left to right
    /// when it has none). Text of one direction looks the same either way. Measure it with
    /// `textMeasurer.size(of:font:direction:)` and the same direction. The default implementation
    /// ignores `direction`; `DrawListCanvas` honours it.
    func drawText(_ text: String, font: Font, color: Color, at origin: Point, verticalScale: Double, direction: LayoutDirection?)
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

    /// Draws lines of text in one font, each exactly as `drawText(_:font:color:at:verticalScale:)` would
    /// draw it at its origin (the top-left corner of its line box, in points) in its own colour (`color`
    /// when it has none) squashed to its `verticalScale`, in order: lines that belong together (a column of
    /// day numbers, a wheel component's rows). The default implementation draws each line.
    func drawTexts(_ texts: [PlacedText], font: Font, color: Color)

    /// Draws one line of text as `drawText(_:font:color:at:)` does, cut to `bounds` (points) as inside
    /// `withClip(bounds)`: a label in its frame. The default implementation pushes the clip.
    func drawText(_ text: String, font: Font, color: Color, at origin: Point, clippedTo bounds: Rect)
}

/// One line of text and where its line box's top-left corner goes, in points (for `Canvas.drawTexts`),
/// with how it is drawn when that differs from the rest of its group.
public struct PlacedText: Hashable, Sendable {
    public var text: String
    public var origin: Point
    /// The line's own colour (its alpha fades the line); nil for the colour the group is drawn in.
    public var color: Color?
    /// How tall the line box is drawn, as a fraction of its height (0...1; glyphs keep their width), as
    /// `Canvas.drawText(_:font:color:at:verticalScale:)` takes it. 1 draws the line as it is.
    public var verticalScale: Double

    /// A line of `text` whose line box's top-left corner is at `origin` (points), in `color` (nil: the
    /// group's), squashed to `verticalScale` of its height.
    public init(_ text: String, at origin: Point, color: Color? = nil, verticalScale: Double = 1) {
        self.text = text
        self.origin = origin
        self.color = color
        self.verticalScale = verticalScale
    }
}

extension Canvas {
    /// All of it: canvases that do not redraw in parts need not say so.
    public var drawingBounds: Rect? { nil }

    public func drawLayer<Key: Hashable>(_ key: Key, bounds: Rect, _ body: () -> Void) {
        body()
    }

    public func drawTexts(_ texts: [PlacedText], font: Font, color: Color) {
        for line in texts {
            drawText(line.text, font: font, color: line.color ?? color, at: line.origin, verticalScale: line.verticalScale)
        }
    }

    public func drawText(_ text: String, font: Font, color: Color, at origin: Point, clippedTo bounds: Rect) {
        withClip(bounds) { drawText(text, font: font, color: color, at: origin) }
    }
}

extension Canvas {
    public func drawText(
        _ text: String, font: Font, color: Color, at origin: Point, verticalScale: Double, direction: LayoutDirection?
    ) {
        drawText(text, font: font, color: color, at: origin, verticalScale: verticalScale)
    }

    /// Draws one line of text whose line box has its top-left corner at `origin`, with the paragraph base
    /// `direction` (see `drawText(_:font:color:at:verticalScale:direction:)`).
    public func drawText(_ text: String, font: Font, color: Color, at origin: Point, direction: LayoutDirection?) {
        drawText(text, font: font, color: color, at: origin, verticalScale: 1, direction: direction)
    }

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

    /// Draws `text` centred in `rect`, horizontally and by its line box vertically, with the paragraph base
    /// `direction` (nil: from the text's first strong character).
    public func drawText(_ text: String, font: Font, color: Color, centeredIn rect: Rect, direction: LayoutDirection? = nil) {
        let size = textMeasurer.size(of: text, font: font, direction: direction)
        let origin = Point(x: rect.midX - size.width / 2, y: rect.midY - size.height / 2)
        if let direction {
            drawText(text, font: font, color: color, at: origin, direction: direction)
        } else {
            drawText(text, font: font, color: color, at: origin)
        }
    }

    /// Runs `body` with `rect` (rounded by `cornerRadius`) pushed as a clip.
    public func withClip(_ rect: Rect, cornerRadius: Double = 0, _ body: () -> Void) {
        pushClip(rect, cornerRadius: cornerRadius)
        body()
        popClip()
    }
}
