/// A `Canvas` that turns what widgets draw, in points, into a list of `DrawCommand`s in pixels: the one seam
/// between widgets and a backend. A host makes one per pass, lets the scene draw, and hands `commands` to
/// its backend to play.
///
/// The canvas scales every coordinate, radius and width by `pixelsPerPoint` and puts text on whole pixels
/// (its top-left corner rounded to the nearest pixel), so every backend places a glyph alike.
public final class DrawListCanvas: Canvas {
    /// Measures text as the backend will draw it.
    public let textMeasurer: TextMeasurer
    /// Physical pixels per window point.
    public let pixelsPerPoint: Double
    /// The part of the target this pass redraws, in points; nil for all of it.
    public var drawingBounds: Rect?
    /// What was drawn so far, in order.
    public private(set) var commands: [DrawCommand] = []
    /// The enclosing lists while a layer's drawing is recorded.
    private var outerLists: [[DrawCommand]] = []

    /// A canvas drawing at `pixelsPerPoint` pixels per point that measures text with `textMeasurer`.
    public init(textMeasurer: TextMeasurer, pixelsPerPoint: Double, drawingBounds: Rect? = nil) {
        self.textMeasurer = textMeasurer
        self.pixelsPerPoint = pixelsPerPoint
        self.drawingBounds = drawingBounds
    }

    /// Forgets what was drawn, keeping the list's storage for the next pass.
    public func removeAll() {
        commands.removeAll(keepingCapacity: true)
        outerLists.removeAll()
    }

    public func fillRoundedRect(_ rect: Rect, cornerRadius: Double, color: Color) {
        guard color.alpha > 0 else { return }
        commands.append(.fill(.roundedRect(pixels(rect), cornerRadius: cornerRadius * pixelsPerPoint), color))
    }

    public func strokeRoundedRect(_ rect: Rect, cornerRadius: Double, lineWidth: Double, color: Color) {
        guard color.alpha > 0 else { return }
        commands.append(
            .stroke(.roundedRect(pixels(rect), cornerRadius: cornerRadius * pixelsPerPoint), lineWidth: lineWidth * pixelsPerPoint, color))
    }

    public func strokePolyline(_ points: [Point], lineWidth: Double, color: Color, closed: Bool) {
        guard color.alpha > 0 else { return }
        commands.append(
            .stroke(.polyline(points.map { $0 * pixelsPerPoint }, closed: closed), lineWidth: lineWidth * pixelsPerPoint, color))
    }

    public func fillCircle(center: Point, radius: Double, color: Color) {
        guard color.alpha > 0 else { return }
        commands.append(.fill(.circle(center: center * pixelsPerPoint, radius: radius * pixelsPerPoint), color))
    }

    public func strokeCircle(center: Point, radius: Double, lineWidth: Double, color: Color) {
        guard color.alpha > 0 else { return }
        commands.append(
            .stroke(.circle(center: center * pixelsPerPoint, radius: radius * pixelsPerPoint), lineWidth: lineWidth * pixelsPerPoint, color))
    }

    /// Records a line of text whose picture's top-left pixel is `origin` in pixels, rounded to the nearest
    /// pixel; squashed lines keep that top edge (see `TextDrawing.squashedHeight(_:verticalScale:)`).
    public func drawText(_ text: String, style: TextStyle, at origin: Point) {
        let scale = style.verticalScale.isFinite ? min(max(style.verticalScale, 0), 1) : 1
        let x = (origin.x * pixelsPerPoint).rounded(), y = (origin.y * pixelsPerPoint).rounded()
        guard !text.isEmpty, style.color.alpha > 0, scale > 0, abs(x) < 1e9, abs(y) < 1e9 else { return }
        commands.append(
            .text(
                TextDrawing(
                    text: text, font: style.font, direction: style.direction, color: style.color,
                    origin: PixelOffset(dx: Int(x), dy: Int(y)), verticalScale: scale, pixelsPerPoint: pixelsPerPoint)))
    }

    public func pushClip(_ rect: Rect, cornerRadius: Double) {
        commands.append(.pushClip(ClipShape(rect: pixels(rect), cornerRadius: cornerRadius * pixelsPerPoint)))
    }

    public func popClip() {
        commands.append(.popClip)
    }

    /// Records `body` as a layer whose picture covers `bounds` grown to whole pixels plus the anti-aliasing
    /// fringe, keyed by `key` and where `bounds` lies on the pixel grid. A layer inside a layer is part of it.
    public func drawLayer<Key: Hashable>(_ key: Key, bounds: Rect, _ body: () -> Void) {
        let pixelBounds = pixels(bounds)
        let region = PixelRect(enclosing: pixelBounds, margin: Tessellator.fringeWidth)
        guard outerLists.isEmpty, !region.isEmpty else {
            body()
            return
        }
        let layerKey = LayerKey(
            content: key, pixelWidth: region.width, pixelHeight: region.height,
            boundsOffset: Point(x: pixelBounds.minX - Double(region.x), y: pixelBounds.minY - Double(region.y)),
            pixelsPerPoint: pixelsPerPoint)
        outerLists.append(commands)
        commands = []
        body()
        let recorded = commands
        commands = outerLists.removeLast()
        commands.append(.layer(LayerDrawing(key: layerKey, region: region, commands: recorded)))
    }

    private func pixels(_ rect: Rect) -> Rect {
        Rect(
            x: rect.minX * pixelsPerPoint, y: rect.minY * pixelsPerPoint,
            width: rect.width * pixelsPerPoint, height: rect.height * pixelsPerPoint)
    }
}
