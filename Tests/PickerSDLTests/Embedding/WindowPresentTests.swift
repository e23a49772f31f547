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
            let window = host.window
            try scene.expectFramesKeepTheField(in: host) { x, y in (try? self.pixel(of: window, x: x, y: y)) ?? 0 }
        }
    }
}
