import CSDL2
import Foundation
import PickerCore
import PickerSDL
import Testing

extension SDLTests {
    /// A text that cannot be drawn is reported, not lost: the host's `onDrawingError` hears of it after
    /// the frame (drawn without it), and `OffscreenRenderer` throws it.
    @Suite struct DrawingErrorTests {
        let text = "Wednesday"
        let font = Font(size: 20)

        init() throws { _ = try SDLTests.library() }

        /// A font whose file goes away once registered: every size not yet opened fails to open, as a
        /// face on an unmounted disk does.
        private func registerVanishingFont(in fonts: FontStore) throws {
            let bundled = try #require(try fonts.primarySource(for: .regular).path)
            let copy = NSTemporaryDirectory() + "vanishing-\(UUID().uuidString).ttf"
            try FileManager.default.copyItem(atPath: bundled, toPath: copy)
            try fonts.registerFont(atPath: copy, for: .regular)
            try FileManager.default.removeItem(atPath: copy)
        }

        @Test(arguments: [PanelHost.Backend.software, .renderer])
        func theHostReportsATextItCouldNotDraw(backend: PanelHost.Backend) throws {
            let library = try SDLTests.library()
            let surface = try SDLSurface(pixelWidth: 200, pixelHeight: 40, format: SDL_PIXELFORMAT_RGB888.rawValue, library: library)
            let renderer = try SDLRenderer(surface: surface)
            let host = try PanelHost(
                offscreenRenderer: renderer, library: library, sizeInPoints: Size(width: 200, height: 40), pixelsPerPoint: 1,
                backend: backend)
            var reported: [DrawingError] = []
            host.onDrawingError = { reported.append($0) }
            try registerVanishingFont(in: host.fonts)
            host.addPanel(TextScene(text, font: font), fillsWindow: true, background: .scene)

            try host.render(now: 0)
            #expect(reported.count == 1)
            #expect(reported.first?.text == text)
            #expect(reported.first?.reason.operation.hasPrefix("TTF_OpenFontIndex") == true, "\(reported)")
        }

        @Test func theOffscreenRendererThrowsATextItCouldNotDraw() throws {
            let offscreen = try OffscreenRenderer(pixelWidth: 200, pixelHeight: 40)
            try offscreen.draw { canvas in canvas.drawText(text, style: TextStyle(font: font, color: .black), at: .zero) }
            try registerVanishingFont(in: offscreen.fonts)
            let error = #expect(throws: DrawingError.self) {
                try offscreen.draw { canvas in canvas.drawText(text, style: TextStyle(font: font, color: .black), at: .zero) }
            }
            #expect(error?.text == text)
            // The next frame, with nothing that fails, draws without complaint.
            try offscreen.draw { canvas in canvas.fillRect(Rect(x: 0, y: 0, width: 10, height: 10), color: .black) }
        }
    }
}

/// A scene that draws one line of text.
private final class TextScene: HostedScene {
    let text: String
    let font: Font
    init(_ text: String, font: Font) {
        self.text = text
        self.font = font
    }
    func layout(size: Size) {}
    func handle(_ event: InputEvent) -> Bool { false }
    func tick(now: Double) {}
    var needsFrame: Bool { false }
    func draw(in canvas: Canvas) { canvas.drawText(text, style: TextStyle(font: font, color: .black), at: Point(x: 2, y: 2)) }
    var backgroundColor: Color { .white }
}
