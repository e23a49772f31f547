import Foundation
import PickerCore
import PickerSDL
import Testing

extension SDLTests {
    /// Text squashed vertically, as wheel rows away from the centre are drawn: the text texture is sampled
    /// linearly, so squashed glyphs blend neighbouring texels instead of dropping whole texel rows (which
    /// made squashed titles jagged at 1x); text at its own size still maps texel to pixel.
    @Suite struct SquashedText {
        init() throws { _ = try SDLTests.library() }

        /// The pixels of `text` in black on white at (4, 4), squashed to `scale`, at 1x.
        func render(_ text: String, scale: Double) throws -> [[UInt8]] {
            let offscreen = try OffscreenRenderer(pixelWidth: 200, pixelHeight: 40)
            try offscreen.clear(.white)
            let canvas = MeshCanvas(backend: offscreen.backend, pixelsPerPoint: 1)
            canvas.drawText(text, font: Font(size: 20), color: .black, at: Point(x: 4, y: 4), verticalScale: scale)
            canvas.flush()
            try offscreen.present()
            #expect(offscreen.backend.lastError == nil)
            let image = PNGImage(width: 200, height: 40, rgba: try offscreen.rgbaPixels())
            return (0..<200 * 40).map { image.pixel(x: $0 % 200, y: $0 / 200) }
        }

        /// Nearest sampling can only repeat the grey levels of the unsquashed text; linear sampling
        /// blends them into levels the unsquashed text does not have.
        @Test func squashedTextBlendsTexelsInsteadOfDroppingThem() throws {
            let text = "Sinuous Melanesian"
            let full = try render(text, scale: 1)
            let levels = Set(full)
            let squashed = try render(text, scale: 0.45).filter { $0 != [255, 255, 255, 255] }
            #expect(squashed.count > 100)
            let blended = squashed.filter { !levels.contains($0) }
            #expect(Double(blended.count) > 0.05 * Double(squashed.count), "\(blended.count) of \(squashed.count) squashed pixels are new grey levels")
        }

        /// At scale 1 the texture lands texel for texel: exactly the glyph image, whatever the filter.
        @Test func unsquashedTextIsTheGlyphImageItself() throws {
            let offscreen = try OffscreenRenderer(pixelWidth: 10, pixelHeight: 10)
            let image = try #require(offscreen.backend.textImage(for: "Sinuous", font: Font(size: 20), pixelsPerPoint: 1))
            let pixels = try render("Sinuous", scale: 1)
            let inked = pixels.indices.filter { pixels[$0] != [255, 255, 255, 255] }
            let xs = inked.map { $0 % 200 }, ys = inked.map { $0 / 200 }
            // Ink stays inside the image's box at (4, 4) and spans most of it.
            #expect(xs.min()! >= 4 && xs.max()! < 4 + image.pixelWidth)
            #expect(ys.min()! >= 4 && ys.max()! < 4 + image.pixelHeight)
            #expect(xs.max()! - xs.min()! > image.pixelWidth - 6)
            // Fully covered texels give pure black: nothing was smeared.
            #expect(pixels.contains([0, 0, 0, 255]))
        }
    }
}
