import CSDL2
import Foundation
import PickerCore
import PickerSDL
import Testing

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

            BlinkingSquareScene.expectFramesKeptTheField(changed: changed, squareColors: squareColors, fieldColors: fieldColors)
        }
    }
}
