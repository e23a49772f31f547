import CSDL2
import Foundation
import PickerCore
import PickerSDL
import Testing

/// A scene of a grey field with one 20 x 20 square whose colour changes every frame, reporting only the
/// square as damaged after its first frame.
private final class BlinkingSquareScene: HostedScene {
    let square = Rect(x: 40, y: 30, width: 20, height: 20)
    var frame = 0
    var framesWanted = 3
    private var drewOnce = false

    func layout(size: Size) {}
    func handle(_ event: InputEvent) -> Bool { false }
    func tick(now: Double) {}
    var needsFrame: Bool { framesWanted > 0 }
    var damage: DamageRegion {
        guard drewOnce else { return .full }
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
        drewOnce = true
    }
}

extension SDLTests {
    /// The window host on SDL's software renderer presents only what a frame changed.
    @Suite struct WindowPresentTests {
        init() throws { _ = try SDLTests.library() }

        /// The window surface's pixel at (`x`, `y`) as 0xRRGGBB.
        private func pixel(of window: SDLWindow, x: Int, y: Int) throws -> UInt32 {
            let surface = try #require(SDL_GetWindowSurface(window.pointer))
            var r: UInt8 = 0, g: UInt8 = 0, b: UInt8 = 0
            let row = surface.pointee.pixels.advanced(by: y * Int(surface.pointee.pitch))
            let value = row.load(fromByteOffset: x * 4, as: UInt32.self)
            SDL_GetRGB(value, surface.pointee.format, &r, &g, &b)
            return UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b)
        }

        @Test func aSoftwareWindowRedrawsAndPresentsOnlyTheDamagedSquare() throws {
            let host = try WindowHost(title: "present", size: Size(width: 160, height: 100), userScale: 1, vsync: false)
            // The dummy video driver has no accelerated renderer: this is SDL's software renderer,
            // drawing into the window's surface.
            #expect(host.renderer.name == "software")
            #expect(host.presentsChangedAreasOnly)
            #expect(host.panels.redrawMode == .damagedAreas)
            let scene = BlinkingSquareScene()
            var changed: [[PixelRect]] = []
            var squareColors: [UInt32] = []
            var fieldColors: [UInt32] = []
            host.onFrameRendered = { host, frame, _ in
                changed.append(host.panels.lastFrameChangedRects)
                squareColors.append((try? self.pixel(of: host.window, x: 50, y: 40)) ?? 0)
                fieldColors.append((try? self.pixel(of: host.window, x: 5, y: 5)) ?? 0)
                if !scene.needsFrame { host.requestQuit() }
            }
            try host.run(scene: scene)

            #expect(changed.count == 3)
            // The first frame draws the whole window; the next two only the square.
            #expect(changed.first.map { $0.map { [$0.x, $0.y, $0.width, $0.height] } } == [[0, 0, 160, 100]])
            for rects in changed.dropFirst() {
                #expect(rects.map { [$0.x, $0.y, $0.width, $0.height] } == [[40, 30, 20, 20]])
            }
            // The window's surface holds each frame: the square's new colour, the field kept from the first.
            #expect(squareColors == [0xFF0000, 0x00FF00, 0x0000FF])
            #expect(fieldColors == [0x808080, 0x808080, 0x808080])
        }
    }
}
