/// A rectangle of whole pixels: a column, a row and a size in pixels.
public struct PixelRect: Hashable, Sendable, CustomStringConvertible {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The smallest rectangle of whole pixels holding `rect` (pixels) grown by `margin` pixels on every side.
    public init(enclosing rect: Rect, margin: Double = 0) {
        let minX = (rect.minX - margin).rounded(.down), minY = (rect.minY - margin).rounded(.down)
        let maxX = (rect.maxX + margin).rounded(.up), maxY = (rect.maxY + margin).rounded(.up)
        guard minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite, maxX > minX, maxY > minY else {
            self.init(x: 0, y: 0, width: 0, height: 0)
            return
        }
        self.init(x: Int(minX), y: Int(minY), width: Int(maxX - minX), height: Int(maxY - minY))
    }

    /// Whether the rectangle holds no pixel.
    public var isEmpty: Bool { width <= 0 || height <= 0 }

    /// The same rectangle in (fractional-capable) pixel coordinates.
    public var rect: Rect { Rect(x: Double(x), y: Double(y), width: Double(width), height: Double(height)) }

    public var description: String { "(\(x), \(y), \(width), \(height))" }
}

/// Identifies the picture of a retained layer (see `Canvas.drawLayer(_:bounds:_:)`): the key its
/// drawer gave for the content, plus how the layer lies on the pixel grid.
///
/// Two layers with equal keys draw the same pixels, up to a move by whole pixels; so a picker keeps
/// its picture when its window scrolls by whole pixels, and two pickers of one size and state share one.
public struct LayerKey: Hashable {
    /// The drawer's key: everything the drawing depends on besides its position (size, state, theme...).
    public var content: AnyHashable
    /// The size of the picture in whole pixels (the layer's bounds, grown to whole pixels plus a fringe).
    public var pixelWidth: Int
    public var pixelHeight: Int
    /// Where the layer's bounds start inside the picture, in pixels: the part of the position that a
    /// move by whole pixels does not change.
    public var boundsOffset: Point
    /// Physical pixels per point the picture was drawn at.
    public var pixelsPerPoint: Double

    public init(content: AnyHashable, pixelWidth: Int, pixelHeight: Int, boundsOffset: Point, pixelsPerPoint: Double) {
        self.content = content
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.boundsOffset = boundsOffset
        self.pixelsPerPoint = pixelsPerPoint
    }
}
