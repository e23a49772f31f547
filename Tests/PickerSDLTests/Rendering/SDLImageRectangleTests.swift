import Foundation
import PickerCore
@testable import PickerSDL
import Testing

extension SDLTests {
    /// On the software renderer a picture or text cut by a clip (an axis-aligned part of its texture,
    /// 1:1) is drawn with one SDL_RenderCopy instead of two textured triangles.
    @Suite struct ImageRectangles {
        init() throws { _ = try SDLTests.library() }

        func vertex(_ x: Double, _ y: Double, _ u: Double, _ v: Double) -> MeshVertex {
            MeshVertex(position: Point(x: x, y: y), color: .white, texCoord: Point(x: u, y: v))
        }

        @Test func aClippedPictureQuadIsFoundWithItsSourceRectangle() throws {
            // A 100 x 40 texture drawn at (10, 20), cut to its part from x 30 to 80 (texels 20...70) and y 25.5 down.
            let batch = DrawBatch(
                texture: TextureHandle(id: 1),
                vertices: [vertex(30, 25.5, 0.2, 5.5 / 40), vertex(80, 25.5, 0.7, 5.5 / 40), vertex(80, 60, 0.7, 1), vertex(30, 60, 0.2, 1)],
                indices: [0, 1, 2, 0, 2, 3])
            let (target, source) = try #require(SDLMeshBackend.imageRectangle(batch, textureWidth: 100, textureHeight: 40))
            #expect([target.x, target.y, target.w, target.h] == [30, 25, 50, 35])
            #expect([source.x, source.y, source.w, source.h] == [20, 5, 50, 35])
        }

        @Test func scaledTintedOrSlantedQuadsAreLeftToSDL() {
            let scaled = DrawBatch(
                texture: TextureHandle(id: 1),
                vertices: [vertex(0, 0, 0, 0), vertex(200, 0, 1, 0), vertex(200, 40, 1, 1), vertex(0, 40, 0, 1)], indices: [0, 1, 2, 0, 2, 3])
            #expect(SDLMeshBackend.imageRectangle(scaled, textureWidth: 100, textureHeight: 40) == nil)
            var faded = DrawBatch(
                texture: TextureHandle(id: 1),
                vertices: [vertex(0, 0, 0, 0), vertex(100, 0, 1, 0), vertex(100, 40, 1, 1), vertex(0, 40, 0, 1)], indices: [0, 1, 2, 0, 2, 3])
            faded.vertices[2].color = Color(red: 1, green: 1, blue: 1, alpha: 0.5)
            #expect(SDLMeshBackend.imageRectangle(faded, textureWidth: 100, textureHeight: 40) == nil)
            let slanted = DrawBatch(
                texture: TextureHandle(id: 1),
                vertices: [vertex(0, 0, 0, 0), vertex(100, 5, 1, 0), vertex(100, 40, 1, 1), vertex(0, 40, 0, 1)], indices: [0, 1, 2, 0, 2, 3])
            #expect(SDLMeshBackend.imageRectangle(slanted, textureWidth: 100, textureHeight: 40) == nil)
        }

        /// A layer picture cut by a clip mid-way, at 2x, is copied (SDL's textured triangles were seen to
        /// crash on it) and looks as the picture does there.
        @Test func aClippedLayerPictureIsCopied() throws {
            let offscreen = try OffscreenRenderer(pixelWidth: 600, pixelHeight: 500, pixelsPerPoint: 2)
            try offscreen.clear(.white)
            let canvas = MeshCanvas(backend: offscreen.backend, pixelsPerPoint: 2)
            let card = Rect(x: 10, y: 10, width: 280, height: 230)
            for _ in 0..<2 {  // the first frame makes the picture, the second draws it from the cache
                canvas.withClip(Rect(x: 10, y: 10, width: 280, height: 100.25)) {
                    canvas.drawLayer("card", bounds: card) {
                        canvas.fillRoundedRect(card, cornerRadius: 10, color: .black)
                    }
                }
                canvas.flush()
            }
            try offscreen.present()
            #expect(offscreen.backend.lastError == nil)
            let image = PNGImage(width: 600, height: 500, rgba: try offscreen.rgbaPixels())
            #expect(image.pixel(x: 300, y: 100) == [0, 0, 0, 255])   // inside the card, above the cut
            #expect(image.pixel(x: 300, y: 219) == [0, 0, 0, 255])   // the last row above the cut (y 220.5 px)
            #expect(image.pixel(x: 300, y: 222) == [255, 255, 255, 255])   // below the cut
            #expect(image.pixel(x: 5, y: 100) == [255, 255, 255, 255])   // left of the card
        }
    }
}
