/// Which face of the font family to draw text with, and at what size: the bundled DejaVu Sans unless
/// the backend has another face registered for the weight (`FontStore.registerFont` in PickerSDL).
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
