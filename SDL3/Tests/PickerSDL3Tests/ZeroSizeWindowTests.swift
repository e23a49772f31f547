import Foundation
import PickerDemoPages
import PickerSDL3
import Testing

extension SDL3Tests {
    /// A window of no size: SDL 3 refuses to make one (`SDL_SetWindowSize(window, 0, 0)` is an invalid
    /// parameter, and X11 ignores such a resize), but a host can still find its drawing area 0x0 (a window
    /// whose size SDL cannot read measures 0x0). Then a frame draws nothing and fails nothing, and the next
    /// size draws the page again.
    @Suite struct ZeroSizeWindowTests {
        @Test func aHostOfNoSizeDrawsNothingAndDrawsAgainWhenItHasASize() throws {
            let library = try SDL3Tests.library()
            let window = try SDLWindow(title: "zero", width: 200, height: 150, flags: 0, library: library)
            #expect(!SDL_SetWindowSize(window.pointer, 0, 0), "SDL 3 makes no 0x0 window")
            let surface = try SDLSurface(pixelWidth: 200, pixelHeight: 150, format: SDL_PIXELFORMAT_XRGB8888, library: library)
            let renderer = try SDLRenderer(surface: surface)
            let host = try PanelHost(window: window, renderer: renderer)
            let options = PageOptions(today: DateComponents(year: 2026, month: 11, day: 21), showsToolbar: false)
            let scene = try DemoScene(page: .calendar, options: options, textMeasurer: host.textMeasurer)
            host.addPanel(scene, fillsWindow: true, background: .scene)
            let appBlue = Color(red: 0, green: 0, blue: 1, alpha: 1)

            host.stack.resize(to: Size(width: 0, height: 0))
            try renderer.clear(appBlue)
            try host.render(now: 0)
            try renderer.flush()
            #expect(host.lastFrameDrawnPixelCount == 0 && host.lastFrameChangedRects.isEmpty)
            let blue = try surface.rgbaBytes()
            #expect(stride(from: 0, to: blue.count, by: 4).allSatisfy { blue[$0..<$0 + 3] == [0, 0, 255] }, "only the app's blue")

            host.stack.resize(to: Size(width: 200, height: 150))
            try host.render(now: 1)
            try renderer.flush()
            #expect(host.lastFrameDrawnPixelCount == 200 * 150, "the page is drawn whole again")
            let drawn = try surface.rgbaBytes()
            #expect(stride(from: 0, to: drawn.count, by: 4).contains { drawn[$0..<$0 + 3] != [0, 0, 255] })
        }
    }
}
