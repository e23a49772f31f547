import Foundation
import PickerDemoPages
import PickerSDL3
import Testing

extension SDL3Tests {
    /// The renderer backend on SDL 3 (`SDL_RenderGeometry` on SDL's software renderer): it draws a page as
    /// the software backend does, and batches its geometry calls.
    @Suite struct RendererBackendTests {
        /// The SDL 2 suite's bound (`BackendParityTests`): at most 0.5% of a page's pixels may differ by more
        /// than 48 levels in red, green or blue, where SDL puts the vertices of rounded corners on whole pixels.
        static let levels = 48
        static let bound = 0.005

        @Test(arguments: PageName.allCases, [1.0, 2.0])
        func theRendererBackendDrawsAPageAsTheSoftwareBackendDoes(page: PageName, scale: Double) throws {
            let width = Int(800 * scale), height = Int(600 * scale)
            let options = PageOptions(today: DateComponents(year: 2026, month: 11, day: 21), showsToolbar: false, scale: scale)
            let drawn = try [PanelHost.Backend.software, .renderer].map { backend in
                let offscreen = try OffscreenRenderer(pixelWidth: width, pixelHeight: height, pixelsPerPoint: scale, backend: backend)
                try offscreen.render(scene: DemoScene(page: page, options: options, textMeasurer: offscreen.textMeasurer), now: 0)
                return try offscreen.rgbaBytes()
            }
            let (expected, rendered) = (drawn[0], drawn[1])
            var differing = 0
            for pixel in stride(from: 0, to: expected.count, by: 4) {
                let red = abs(Int(expected[pixel]) - Int(rendered[pixel]))
                let green = abs(Int(expected[pixel + 1]) - Int(rendered[pixel + 1]))
                let blue = abs(Int(expected[pixel + 2]) - Int(rendered[pixel + 2]))
                if max(red, green, blue) > Self.levels { differing += 1 }
            }
            let share = Double(differing) / Double(width * height)
            print("sdl3 parity \(page.rawValue) \(scale)x: \(differing) pixels (\(String(format: "%.3f", share * 100))%) differ")
            #expect(share <= Self.bound, "\(page) at \(scale)x: \(differing) pixels differ by more than \(Self.levels) levels")
            // The page is there at all: text and shapes, not only the background.
            #expect(Set(stride(from: 0, to: rendered.count, by: 4 * 97).map { rendered[$0] }).count > 3)
        }

        /// Two fills, a text and a fill cut to a rectangle: one geometry call for the fills, one for the text
        /// (another texture), the clip rectangle set, one call for the cut fill, and the clip cleared.
        @Test func oneGeometryCallPerChangeOfTextureOrClip() throws {
            let offscreen = try OffscreenRenderer(pixelWidth: 100, pixelHeight: 60, backend: .renderer)
            let scene = DrawingScene(backgroundColor: .white) { canvas in
                canvas.fillRect(Rect(x: 0, y: 0, width: 50, height: 30), color: Color(red: 1, green: 0, blue: 0, alpha: 1))
                canvas.fillRect(Rect(x: 50, y: 0, width: 50, height: 30), color: Color(red: 0, green: 1, blue: 0, alpha: 1))
                canvas.drawText("Hi", style: TextStyle(font: Font(size: 14), color: .black), at: Point(x: 4, y: 34))
                canvas.withClip(Rect(x: 60, y: 40, width: 20, height: 10)) {
                    canvas.fillRect(Rect(x: 0, y: 30, width: 100, height: 30), color: Color(red: 0, green: 0, blue: 1, alpha: 1))
                }
            }
            try offscreen.render(scene: scene, now: 0)
            #expect(offscreen.host.lastFrameRendererCallCount == 5)

            let pixels = try offscreen.rgbaBytes()
            let pixel = { (x: Int, y: Int) in Array(pixels[(y * 100 + x) * 4..<(y * 100 + x) * 4 + 3]) }
            #expect(pixel(10, 10) == [255, 0, 0])
            #expect(pixel(90, 10) == [0, 255, 0])
            #expect(pixel(70, 45) == [0, 0, 255], "inside the clip")
            #expect(pixel(90, 45) == [255, 255, 255], "outside the clip: the background")
            #expect((34..<52).contains { y in (4..<24).contains { x in pixel(x, y) != [255, 255, 255] } }, "the text is drawn")
        }
    }
}
