import PickerCore

/// A scene that only draws what `body` draws, over `backgroundColor`: drawing that is not a widget tree,
/// shown as a panel (`OffscreenRenderer.draw(_:)`, tests of a backend).
public final class DrawingScene: HostedScene {
    private let body: (Canvas) -> Void
    public let backgroundColor: Color

    /// A scene drawing `body` over `backgroundColor` (none by default).
    public init(backgroundColor: Color = .clear, _ body: @escaping (Canvas) -> Void) {
        self.backgroundColor = backgroundColor
        self.body = body
    }

    public func layout(size: Size) {}
    public func handle(_ event: InputEvent) -> Bool { false }
    public func tick(now: Double) {}
    public var needsFrame: Bool { false }
    public func draw(in canvas: Canvas) { body(canvas) }
}
