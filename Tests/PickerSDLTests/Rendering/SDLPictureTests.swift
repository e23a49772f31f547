import Foundation
import PickerCore
import Testing
@testable import PickerSDL
import CSDL2

extension SDLTests {
    /// Kept opaque pictures (`Canvas.drawPicture`): drawn through the renderer into a texture in the target's
    /// format, they must give exactly the pixels of drawing directly, and later frames must copy them
    /// without running the drawing again.
    @Suite struct Pictures {
        init() throws { _ = try SDLTests.library() }

        static let background = Color(red: 0.98, green: 0.97, blue: 0.95)
        /// The picture's area, in points: on whole pixels, not at the target's origin.
        static let bounds = Rect(x: 23, y: 17, width: 180, height: 150)

        /// Text at rest and squashed and faded (a wheel's rows), a translucent rounded band, a kept layer, an
        /// outline and a line of text cut by a clip.
        static func drawContent(on canvas: Canvas) {
            let font = Font(size: 17)
            canvas.fillRoundedRect(Rect(x: 30, y: 80, width: 160, height: 26), cornerRadius: 6, color: Color(red: 0.5, green: 0.5, blue: 0.55, alpha: 0.2))
            canvas.drawLayer("ring", bounds: Rect(x: 150.5, y: 25.25, width: 40, height: 40)) {
                canvas.strokeCircle(center: Point(x: 170.5, y: 45.25), radius: 18, lineWidth: 2, color: Color(red: 0.2, green: 0.4, blue: 0.9))
            }
            for (row, (scale, alpha)) in [(1.0, 1.0), (0.8, 0.7), (0.55, 0.4), (0.3, 0.2)].enumerated() {
                canvas.drawText(
                    "March \(14 + row)", font: font, color: Color(red: 0.1, green: 0.1, blue: 0.12, alpha: alpha),
                    at: Point(x: 36.4, y: 82 + Double(row) * 22), verticalScale: scale)
            }
            canvas.strokeRoundedRect(Rect(x: 26.5, y: 20.5, width: 100, height: 40), cornerRadius: 8, lineWidth: 1, color: .black)
            canvas.withClip(Rect(x: 30, y: 40, width: 90, height: 9)) {
                canvas.drawText("2019", font: font, color: .black, at: Point(x: 40, y: 36.7))
            }
        }

        /// The content drawn on the picture's background, directly or through a picture (`frames` frames),
        /// into a target cleared to grey, at `scale`; where the target's pixels can be written directly or not.
        func render(
            picture: Bool, frames: Int = 1, scale: Double, direct: Bool, wash: Color? = nil
        ) throws -> (pixels: [UInt8], made: Int, backend: SDLMeshBackend) {
            let offscreen = try OffscreenRenderer(pixelWidth: Int(220 * scale), pixelHeight: Int(190 * scale), pixelsPerPoint: scale)
            if !direct { offscreen.host.surfacePixels = nil }
            var made = 0
            for _ in 0..<frames {
                try offscreen.clear(Color(red: 0.5, green: 0.5, blue: 0.5))
                let canvas = MeshCanvas(backend: offscreen.backend, pixelsPerPoint: scale)
                if picture {
                    canvas.drawPicture("content", bounds: Self.bounds, background: Self.background) { Self.drawContent(on: canvas) }
                    if let wash { canvas.fillRect(Self.bounds, color: wash) }
                } else {
                    canvas.withClip(Self.bounds) {
                        canvas.fillRect(Self.bounds, color: Self.background)
                        Self.drawContent(on: canvas)
                    }
                }
                canvas.flush()
                made += canvas.picturesMade
                try offscreen.present()
            }
            #expect(offscreen.backend.lastError == nil)
            return (try offscreen.rgbaPixels(), made, offscreen.backend)
        }

        @Test(arguments: [1.0, 2.0], [true, false])
        func aPictureGivesThePixelsOfDrawingDirectly(scale: Double, direct: Bool) throws {
            let drawn = try render(picture: false, scale: scale, direct: direct)
            let pictured = try render(picture: true, scale: scale, direct: direct)
            #expect(pictured.made == 1)
            let inked = drawn.pixels.enumerated().filter { $0.offset % 4 == 0 && $0.element < 100 }.count
            #expect(inked > 200, "the content drew \(inked) dark pixels")
            let differing = zip(drawn.pixels, pictured.pixels).filter { $0 != $1 }.count
            #expect(differing == 0, "\(differing) bytes differ at \(scale)x (direct \(direct))")
        }

        /// A picture with a translucent wash over exactly its pixels (a fading picker row): on the software
        /// renderer the copy is held back and written with the wash in one pass, to the bytes of copying and
        /// then blending through SDL.
        @Test(arguments: [1.0, 2.0])
        func aWashOverAPictureIsWrittenWithItsCopy(scale: Double) throws {
            let wash = Self.background.multiplyingAlpha(by: 0.6)
            let throughSDL = try render(picture: true, scale: scale, direct: false, wash: wash)
            let direct = try render(picture: true, frames: 2, scale: scale, direct: true, wash: wash)
            #expect(throughSDL.backend.washedCopyCount == 0)
            // Both frames: the first copies the picture it has just made, the second the kept one.
            #expect(direct.backend.washedCopyCount == 2)
            let differing = zip(throughSDL.pixels, direct.pixels).filter { $0 != $1 }.count
            #expect(differing == 0, "\(differing) bytes differ at \(scale)x")
            // The wash did something: the picture's dark text is lighter under it.
            let unwashed = try render(picture: true, scale: scale, direct: true)
            #expect(unwashed.pixels != direct.pixels)
        }

        /// An opaque fill held back and then cleared over is gone: drawing over the cleared pixels does not
        /// bring it back.
        @Test func aClearCoversWhatWasHeldBack() throws {
            let offscreen = try OffscreenRenderer(pixelWidth: 60, pixelHeight: 40, pixelsPerPoint: 1)
            let canvas = MeshCanvas(backend: offscreen.backend, pixelsPerPoint: 1)
            let rect = Rect(x: 10, y: 10, width: 20, height: 10)
            canvas.fillRect(rect, color: .black)
            canvas.flush()
            try offscreen.clear(.white)
            canvas.fillRect(rect, color: Color(red: 1, green: 0, blue: 0, alpha: 0.5))
            canvas.flush()
            let pixels = try offscreen.rgbaPixels()
            let center = (15 * 60 + 20) * 4
            #expect(pixels[center] == 255, "red \(pixels[center]): the black fill came back from under the clear")
            #expect(pixels[center + 1] > 100 && pixels[center + 1] < 155)
        }

        @Test func laterFramesCopyThePictureWithoutDrawingIt() throws {
            let once = try render(picture: true, frames: 1, scale: 1, direct: true)
            let thrice = try render(picture: true, frames: 3, scale: 1, direct: true)
            #expect(thrice.made == 1)
            #expect(once.pixels == thrice.pixels)
            // Kept with the layer pictures, in their budget; on the software renderer readable, so it is copied
            // straight into the target's pixels.
            #expect(thrice.backend.cacheStatistics.layerByteCount >= 180 * 150 * 4)
            #expect(thrice.backend.textures.values.contains { $0.texture.isStreaming && SDLMeshBackend.copiedUnmodulatedFormat($0.texture) != nil })
        }
    }
}
