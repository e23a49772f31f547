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

        /// Text cut by a clip at a fraction of a pixel looks as SDL's own triangles draw it.
        @Test func clippedTextLooksTheSameCopiedOrAsTriangles() throws {
            func render(copies: Bool) throws -> [UInt8] {
                let offscreen = try OffscreenRenderer(pixelWidth: 240, pixelHeight: 60, pixelsPerPoint: 2)
                offscreen.backend.drawsPicturesInParts = copies
                try offscreen.clear(.white)
                let canvas = MeshCanvas(backend: offscreen.backend, pixelsPerPoint: 2)
                canvas.withClip(Rect(x: 12.3, y: 4.6, width: 80.45, height: 13.2)) {
                    canvas.drawText("Sinuous Melanesian", font: Font(size: 17), color: .black, at: Point(x: 4, y: 5))
                }
                canvas.flush()
                try offscreen.present()
                #expect(offscreen.backend.lastError == nil)
                return try offscreen.rgbaPixels()
            }
            let triangles = try render(copies: false), copies = try render(copies: true)
            let inked = triangles.enumerated().filter { $0.offset % 4 == 0 && $0.element < 200 }.count
            #expect(inked > 500)
            let differing = stride(from: 0, to: triangles.count, by: 4).filter { triangles[$0..<$0 + 4] != copies[$0..<$0 + 4] }.count
            #expect(differing <= 240 * 2, "\(differing) pixels differ")
        }
    }
}
