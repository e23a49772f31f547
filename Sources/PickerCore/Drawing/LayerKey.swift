/// Identifies the picture of a retained layer (see `Canvas.drawLayer(_:bounds:_:)`): the key its
/// drawer gave for the content, plus how the layer lies on the pixel grid.
///
/// Two layers with equal keys draw the same pixels, up to a move by whole pixels; so a picker keeps
/// its picture when its window scrolls by whole pixels, and two pickers of one size and state share one.
public struct LayerKey: Hashable {
    /// The drawer's key: everything the drawing depends on besides its position (size, state, theme...).
    public var content: AnyHashable { box.anyHashable }
    /// The size of the picture in whole pixels (the layer's bounds, grown to whole pixels plus a fringe).
    public var pixelWidth: Int
    public var pixelHeight: Int
    /// Where the layer's bounds start inside the picture, in pixels: the part of the position that a
    /// move by whole pixels does not change.
    public var boundsOffset: Point
    /// Physical pixels per point the picture was drawn at.
    public var pixelsPerPoint: Double

    /// The drawer's key, hashed once. A key is made and looked up for every layer drawn in every frame,
    /// and `AnyHashable`'s comparison opens both boxes with dynamic casts (about 5% of a calendar frame
    /// redrawn whole); two boxes of one type are compared directly here.
    private let box: LayerContentBox

    /// A key for `content` (compared by its own type and `==`: keys of two different types never match).
    public init<Content: Hashable>(content: Content, pixelWidth: Int, pixelHeight: Int, boundsOffset: Point, pixelsPerPoint: Double) {
        self.box = TypedLayerContent(content)
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.boundsOffset = boundsOffset
        self.pixelsPerPoint = pixelsPerPoint
    }

    public static func == (lhs: LayerKey, rhs: LayerKey) -> Bool {
        lhs.pixelWidth == rhs.pixelWidth && lhs.pixelHeight == rhs.pixelHeight && lhs.boundsOffset == rhs.boundsOffset
            && lhs.pixelsPerPoint == rhs.pixelsPerPoint && lhs.box.isEqual(to: rhs.box)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(box.hash)
        hasher.combine(pixelWidth)
        hasher.combine(pixelHeight)
        hasher.combine(boundsOffset)
        hasher.combine(pixelsPerPoint)
    }
}

/// A layer's content key of any type, with its hash worked out once.
private class LayerContentBox {
    let hash: Int
    init(hash: Int) { self.hash = hash }
    var anyHashable: AnyHashable { preconditionFailure("overridden") }
    func isEqual(to other: LayerContentBox) -> Bool { preconditionFailure("overridden") }
}

private final class TypedLayerContent<Content: Hashable>: LayerContentBox {
    let value: Content

    init(_ value: Content) {
        self.value = value
        super.init(hash: value.hashValue)
    }

    override var anyHashable: AnyHashable { AnyHashable(value) }

    override func isEqual(to other: LayerContentBox) -> Bool {
        if other === self { return true }
        guard other.hash == hash, ObjectIdentifier(type(of: other)) == ObjectIdentifier(Self.self) else { return false }
        return unsafeDowncast(other, to: Self.self).value == value
    }
}
