import Foundation
import PickerCore
import PickerSDL
import Testing

extension SDLTests {
    /// On the software renderer, squashed and faded text (wheel rows) is drawn from pictures prepared once
    /// at their whole-pixel height with the fade in their alpha, and copied 1:1; it must look as SDL's own
    /// stretch-and-modulate does.
    @Suite struct SquashedTextPictures {
        init() throws { _ = try SDLTests.library() }

        /// Rows of "Sinuous Melanesian" at several squashes and fades, black on white, at 1x.
        func render(prepared: Bool) throws -> (pixels: [UInt8], backend: SDLMeshBackend) {
            let offscreen = try OffscreenRenderer(pixelWidth: 260, pixelHeight: 200)
            offscreen.backend.drawsTextInParts = prepared
            try offscreen.clear(.white)
            let canvas = MeshCanvas(backend: offscreen.backend, pixelsPerPoint: 1)
            for (row, (scale, alpha)) in [(1.0, 1.0), (0.9, 0.8), (0.7, 0.55), (0.45, 0.3), (1.0, 0.5), (0.3, 1.0)].enumerated() {
                canvas.drawText(
                    "Sinuous Melanesian", font: Font(size: 20), color: Color(red: 0, green: 0, blue: 0, alpha: alpha),
                    at: Point(x: 4.3, y: 4.6 + Double(row) * 31), verticalScale: scale)
            }
            canvas.flush()
            try offscreen.present()
            #expect(offscreen.backend.lastError == nil)
            return (try offscreen.rgbaPixels(), offscreen.backend)
        }

        @Test func preparedPicturesLookAsSDLsOwnStretch() throws {
            let sdl = try render(prepared: false)
            let prepared = try render(prepared: true)
            #expect(sdl.backend.cacheStatistics.squashedTextCount == 0)
            // Five rows are squashed or faded; the first is drawn as it is.
            #expect(prepared.backend.cacheStatistics.squashedTextCount == 5)
            let differences = zip(sdl.pixels, prepared.pixels).map { abs(Int($0) - Int($1)) }
            let inked = sdl.pixels.enumerated().filter { $0.offset % 4 == 0 && $0.element < 250 }.count
            #expect(inked > 2000, "the rows drew \(inked) inked pixels")
            #expect(differences.max() ?? 0 <= 2, "largest channel difference \(differences.max() ?? 0)")
        }

        @Test func theSameRowAgainReusesItsPicture() throws {
            let offscreen = try OffscreenRenderer(pixelWidth: 200, pixelHeight: 60)
            for frame in 0..<3 {
                let canvas = MeshCanvas(backend: offscreen.backend, pixelsPerPoint: 1)
                canvas.drawText("7", font: Font(size: 20), color: Color(red: 0, green: 0, blue: 0, alpha: 0.5),
                                at: Point(x: 10 + Double(frame), y: 10), verticalScale: 0.6)
                canvas.flush()
                try offscreen.present()
            }
            #expect(offscreen.backend.cacheStatistics.squashedTextCount == 1)
        }
    }
}
