/// Which face of the bundled font family to draw text with, and at what size.
public struct Font: Hashable, Sendable {
    public enum Weight: Hashable, Sendable {
        case regular
        case bold
    }

    /// The em size in points; the backend rasterises at `size * scale` pixels.
    public var size: Double
    public var weight: Weight

    public init(size: Double, weight: Weight = .regular) {
        self.size = size
        self.weight = weight
    }
}
