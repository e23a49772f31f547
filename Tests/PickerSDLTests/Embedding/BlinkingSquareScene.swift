import PickerCore
import PickerSDLShared
import Testing

// Shared by both SDLs' window host tests (SDL3/Tests links to this file).

/// A grey 160 x 100 field with one 20 x 20 square whose colour changes every frame, reporting only the
/// square as damaged after its first frame.
final class BlinkingSquareScene: HostedScene {
    let square = Rect(x: 40, y: 30, width: 20, height: 20)
    /// The frames drawn so far.
    private(set) var frame = 0
    var framesWanted = 3
    private(set) var ticks: [Double] = []
    private(set) var keys: [Key] = []

    func layout(size: Size) {}
    func handle(_ event: InputEvent) -> Bool {
        if case .key(let key) = event { keys.append(key.key) }
        return false
    }
    func tick(now: Double) { ticks.append(now) }
    var needsFrame: Bool { framesWanted > 0 }
    var damage: DamageRegion {
        guard frame > 0 else { return .full }
        var region = DamageRegion.none
        region.add(square)
        return region
    }
    var backgroundColor: Color { Color(hex: 0x808080) }

    func draw(in canvas: Canvas) {
        let colors = [Color(hex: 0xFF0000), Color(hex: 0x00FF00), Color(hex: 0x0000FF)]
        canvas.fillRect(square, color: colors[frame % colors.count])
        frame += 1
        framesWanted = max(0, framesWanted - 1)
    }

    /// Runs this scene in `host` (160 x 100 points at 1x) until it wants no more frames, then checks its three
    /// frames: the first changed the whole window, the next two only the square, and the window's surface, read
    /// after each frame with `pixel(x, y)` as 0xRRGGBB, kept the field.
    func expectFramesKeepTheField<Host>(in host: SDLWindowHost<Host>, pixel: @escaping (Int, Int) -> UInt32) throws {
        var changed: [[PixelRect]] = []
        var squareColors: [UInt32] = []
        var fieldColors: [UInt32] = []
        host.onFrameRendered = { [unowned self] host, _, _ in
            changed.append(host.panels.lastFrameChangedRects)
            squareColors.append(pixel(50, 40))
            fieldColors.append(pixel(5, 5))
            if !needsFrame { host.requestQuit() }
        }
        try host.run(scene: self)
        #expect(changed.count == 3)
        #expect(changed.first.map { $0.map { [$0.x, $0.y, $0.width, $0.height] } } == [[0, 0, 160, 100]])
        for rects in changed.dropFirst() {
            #expect(rects.map { [$0.x, $0.y, $0.width, $0.height] } == [[40, 30, 20, 20]])
        }
        #expect(squareColors == [0xFF0000, 0x00FF00, 0x0000FF])
        #expect(fieldColors == [0x808080, 0x808080, 0x808080])
    }
}
