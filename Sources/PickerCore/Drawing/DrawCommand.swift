/// One thing a widget asked to draw, as a backend receives it: in physical pixels of the pass's target.
///
/// A pass's drawing is one list of these (`DrawListCanvas`), which a backend plays in order. Clips nest:
/// everything between a `pushClip` and its `popClip` is cut to the intersection of the clips pushed.
public indirect enum DrawCommand: Hashable {
    /// Fills a shape, anti-aliased.
    case fill(Shape, Color)
    /// Strokes a shape's outline with a line `lineWidth` pixels wide, centred on it, anti-aliased.
    case stroke(Shape, lineWidth: Double, Color)
    /// Draws a line of shaped text.
    case text(TextDrawing)
    /// Cuts later drawing to a rectangle with rounded corners, intersected with the clips pushed before.
    case pushClip(ClipShape)
    /// Ends the clip pushed last.
    case popClip
    /// Draws a retained layer: a backend may keep a picture of its commands and draw that instead.
    case layer(LayerDrawing)
}

/// A shape of a fill or stroke, in pixels.
public enum Shape: Hashable, Sendable {
    /// A rectangle with corners rounded by a radius (0 for square corners).
    case roundedRect(Rect, cornerRadius: Double)
    /// A circle.
    case circle(center: Point, radius: Double)
    /// Lines joining the points in order, and back to the first one when `closed` (stroked only; a fill
    /// of a polyline draws nothing).
    case polyline([Point], closed: Bool)
}

/// A line of text as a backend draws it: the text's picture from the font, tinted by `color`, with its
/// top-left pixel at `origin`, squashed to `pixelHeight` rows.
public struct TextDrawing: Hashable, Sendable {
    public var text: String
    public var font: Font
    /// The paragraph base direction; nil takes it from the text's first strong character.
    public var direction: LayoutDirection?
    /// The text's colour; its alpha fades the line.
    public var color: Color
    /// Where the picture's top-left pixel goes, in whole pixels.
    public var origin: PixelOffset
    /// How tall the line is drawn, as a fraction of its height (0...1): a wheel's turning row.
    /// The picture is drawn `TextDrawing.squashedHeight(_:verticalScale:)` rows tall.
    public var verticalScale: Double
    /// Physical pixels per point the text is rasterised at.
    public var pixelsPerPoint: Double

    public init(
        text: String, font: Font, direction: LayoutDirection?, color: Color, origin: PixelOffset, verticalScale: Double,
        pixelsPerPoint: Double
    ) {
        self.text = text
        self.font = font
        self.direction = direction
        self.color = color
        self.origin = origin
        self.verticalScale = verticalScale
        self.pixelsPerPoint = pixelsPerPoint
    }

    /// The rows a picture `pixelHeight` rows tall takes squashed to `verticalScale` (clamped to 0...1; 1 when
    /// not finite): cut to whole rows, so a squashed row's edges stay on the pixel grid.
    public static func squashedHeight(_ pixelHeight: Int, verticalScale: Double) -> Int {
        let scale = verticalScale.isFinite ? min(max(verticalScale, 0), 1) : 1
        return Int((Double(pixelHeight) * scale).rounded(.towardZero))
    }
}

/// A retained layer in a draw list: what it draws, and the key and pixels of its picture.
public struct LayerDrawing: Hashable {
    /// Identifies the picture: the drawer's key, its size and where it lies on the pixel grid.
    public var key: LayerKey
    /// The pixels the picture covers: the layer's bounds grown to whole pixels plus the fringe.
    public var region: PixelRect
    /// What the layer draws, with no clip of its own at the start (the clips around it cut it as a whole).
    public var commands: [DrawCommand]

    public init(key: LayerKey, region: PixelRect, commands: [DrawCommand]) {
        self.key = key
        self.region = region
        self.commands = commands
    }
}

/// A whole-pixel offset, in pixels.
public struct PixelOffset: Hashable, Sendable {
    public var dx: Int
    public var dy: Int

    public init(dx: Int, dy: Int) {
        self.dx = dx
        self.dy = dy
    }
}

extension Tessellator {
    /// Adds the triangles of a fill of `shape` in `color` (a polyline fills nothing).
    public mutating func fill(_ shape: Shape, color: Color) {
        switch shape {
        case .roundedRect(let rect, let radius): fillRoundedRect(rect, cornerRadius: radius, color: color)
        case .circle(let center, let radius): fillCircle(center: center, radius: radius, color: color)
        case .polyline: break
        }
    }

    /// Adds the triangles of a stroke of `shape`'s outline `lineWidth` pixels wide in `color`.
    public mutating func stroke(_ shape: Shape, lineWidth: Double, color: Color) {
        switch shape {
        case .roundedRect(let rect, let radius):
            strokeRoundedRect(rect, cornerRadius: radius, width: lineWidth, color: color)
        case .circle(let center, let radius): strokeCircle(center: center, radius: radius, width: lineWidth, color: color)
        case .polyline(let points, let closed): strokePolyline(points, width: lineWidth, color: color, closed: closed)
        }
    }
}
