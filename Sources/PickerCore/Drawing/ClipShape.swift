/// A clip as pushed by `Canvas.pushClip(_:cornerRadius:)`: a rectangle and its corner radius, in pixels.
public struct ClipShape: Hashable, Sendable {
    public var rect: Rect
    public var cornerRadius: Double

    public init(rect: Rect, cornerRadius: Double) {
        self.rect = rect
        self.cornerRadius = cornerRadius
    }
}
