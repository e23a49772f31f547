import CSDL2
import Foundation
import PickerDemoKit
import PickerKit
import Testing

extension SDLTests {
    /// A panel without a background (`addPanel`'s default) over an app's moving scene, as a game embeds
    /// one: each frame redraws only what changed in the panel, and still gives the pixels of redrawing it whole.
    @Suite struct TransparentPanelDamageTests {
        init() throws { _ = try SDLTests.library() }

        /// An offscreen image with the calendar page in a panel without a background.
        private func embedded(_ mode: PanelStack.RedrawMode) throws -> OffscreenRenderer {
            let offscreen = try OffscreenRenderer(pixelWidth: 800, pixelHeight: 600)
            offscreen.host.redrawMode = mode
            let scene = try DemoScene(page: .calendar, options: DamageTests.options, textMeasurer: offscreen.textMeasurer)
            offscreen.host.addPanel(scene, fillsWindow: true)
            return offscreen
        }

        /// The app's frame: a dark field with a square that moves 20 pixels a frame, then the panel over it.
        private func drawFrame(_ frame: Int, on offscreen: OffscreenRenderer) throws {
            let renderer = offscreen.renderer
            try renderer.clear(Color(hex: 0x203040))
            SDL_SetRenderDrawColor(renderer.pointer, 220, 120, 40, 255)
            var square = SDL_Rect(x: Int32(40 + 20 * frame), y: 200, w: 160, h: 160)
            SDL_RenderFillRect(renderer.pointer, &square)
            try renderer.flush()
            try offscreen.host.render(now: Double(frame) / 60)
        }

        @Test func aPanelWithoutABackgroundRedrawsOnlyWhatChanged() throws {
            let damaged = try embedded(.damagedAreas), whole = try embedded(.everything)
            let area = 800 * 600
            for frame in 0..<10 {
                if frame == 5 {
                    // Tab: the focus ring goes to the calendar's first control, a small part of the panel.
                    let tab = try #require(SDLEventFactory.keyDown(.tab))
                    damaged.host.handle(tab)
                    whole.host.handle(tab)
                }
                try drawFrame(frame, on: damaged)
                try drawFrame(frame, on: whole)
                #expect(try damaged.rgbaBytes() == whole.rgbaBytes(), "frame \(frame)")
                let drawn = damaged.host.lastFrameDrawnPixelCount
                switch frame {
                case 0: #expect(drawn == area)
                case 5: #expect(drawn > 0 && drawn < area / 4, "frame 5 drew \(drawn) pixels")
                default: #expect(drawn == 0, "frame \(frame) drew \(drawn) pixels")
                }
                #expect(whole.host.lastFrameDrawnPixelCount == area)
            }
        }
    }
}
