import CSDL2
import Foundation
import PickerCore
@testable import PickerSDL
import Testing

extension SDLTests {
    /// A whole text or layer picture shown 1:1 on the software renderer is copied with `SDL_RenderCopy` by
    /// the backend itself: the pixels must be those `SDL_RenderGeometry` gives for the same quad.
    @Suite struct WholeImages {
        init() throws { _ = try SDLTests.library() }

        static let background = Color(red: 0.95, green: 0.94, blue: 0.97)

        func quad(at origin: Point, width: Int, height: Int, texture: TextureHandle, color: Color = .white) -> DrawBatch {
            let right = origin.x + Double(width), bottom = origin.y + Double(height)
            return DrawBatch(
                texture: texture,
                vertices: [
                    MeshVertex(position: origin, color: color, texCoord: Point(x: 0, y: 0)),
                    MeshVertex(position: Point(x: right, y: origin.y), color: color, texCoord: Point(x: 1, y: 0)),
                    MeshVertex(position: Point(x: right, y: bottom), color: color, texCoord: Point(x: 1, y: 1)),
                    MeshVertex(position: Point(x: origin.x, y: bottom), color: color, texCoord: Point(x: 0, y: 1)),
                ],
                indices: [0, 1, 2, 0, 2, 3])
        }

        /// `batch` drawn by SDL_RenderGeometry itself, as the backend drew every quad before.
        func renderWithSDL(_ batch: DrawBatch, texture: SDLTexture, on offscreen: OffscreenRenderer) throws -> [UInt8] {
            try offscreen.clear(Self.background)
            let vertices = batch.vertices.map {
                SDL_Vertex(
                    position: SDL_FPoint(x: Float($0.position.x), y: Float($0.position.y)), color: SDL_Color($0.color),
                    tex_coord: SDL_FPoint(x: Float($0.texCoord.x), y: Float($0.texCoord.y)))
            }
            #expect(SDL_RenderGeometry(offscreen.renderer.pointer, texture.pointer, vertices, 4, batch.indices, 6) == 0)
            try offscreen.present()
            return try offscreen.rgbaPixels()
        }

        @Test func aWholeTextIsCopiedAsSDLWouldDrawIt() throws {
            let offscreen = try OffscreenRenderer(pixelWidth: 160, pixelHeight: 60)
            let backend = offscreen.backend
            #expect(backend.copiesWholeImages)
            let image = try #require(backend.textImage(for: "21 Nov", font: Font(size: 17), color: Color(hex: 0x1C1C1E), pixelsPerPoint: 1))
            let texture = try #require(backend.textures[image.texture.id]?.texture)
            let batch = quad(at: Point(x: 12, y: 9), width: image.pixelWidth, height: image.pixelHeight, texture: image.texture)

            let reference = try renderWithSDL(batch, texture: texture, on: offscreen)
            #expect(reference.contains { $0 < 100 })  // the text is there

            // A faded draw left the texture's alpha modulation low (SDL sets it from the vertices and keeps
            // it): the whole copy must still be opaque, as SDL_RenderGeometry makes it.
            for alphaMod: UInt8 in [255, 90] {
                #expect(SDL_SetTextureAlphaMod(texture.pointer, alphaMod) == 0)
                try offscreen.clear(Self.background)
                backend.render(batch)
                try offscreen.present()
                #expect(backend.lastError == nil)
                #expect(try offscreen.rgbaPixels() == reference, "alpha modulation \(alphaMod) left on the texture")
            }
        }

        @Test func onlyWholeOpaqueQuadsOnWholePixelsAreCopied() throws {
            let offscreen = try OffscreenRenderer(pixelWidth: 160, pixelHeight: 60)
            let backend = offscreen.backend
            let image = try #require(backend.textImage(for: "Sat", font: Font(size: 13), color: .black, pixelsPerPoint: 1))
            let width = image.pixelWidth, height = image.pixelHeight
            let texture = try #require(backend.textures[image.texture.id]?.texture)
            try offscreen.clear(Self.background)
            #expect(backend.renderWholeImage(try #require(ImageQuad(quad(at: Point(x: 3, y: 4), width: width, height: height, texture: image.texture))), texture: texture))
            // Off the pixel grid, squashed or faded: left to the other paths.
            #expect(!backend.renderWholeImage(try #require(ImageQuad(quad(at: Point(x: 3.5, y: 4), width: width, height: height, texture: image.texture))), texture: texture))
            #expect(!backend.renderWholeImage(try #require(ImageQuad(quad(at: Point(x: 3, y: 4), width: width, height: height - 2, texture: image.texture))), texture: texture))
            let faded = Color(red: 1, green: 1, blue: 1, alpha: 0.6)
            #expect(!backend.renderWholeImage(try #require(ImageQuad(quad(at: Point(x: 3, y: 4), width: width, height: height, texture: image.texture, color: faded))), texture: texture))
            // An unknown texture draws nothing and says so.
            #expect(backend.lastError == nil)
            backend.render(quad(at: Point(x: 3, y: 4), width: width, height: height, texture: TextureHandle(id: 9999)))
            #expect(backend.lastError?.message.contains("unknown texture 9999") == true)
            try offscreen.present()
        }

        /// `render` picks a way to draw a batch by what its texture is, so every texture is registered with that.
        @Test func texturesAreRegisteredWithWhatTheyAre() throws {
            let offscreen = try OffscreenRenderer(pixelWidth: 160, pixelHeight: 80)
            let backend = offscreen.backend
            let font = Font(size: 13)
            let text = try #require(backend.textImage(for: "Sat", font: font, color: .black, pixelsPerPoint: 1))
            #expect(backend.textures[text.texture.id]?.role == .readableText)
            let lines = [PlacedText("12", at: Point(x: 0, y: 0)), PlacedText("34", at: Point(x: 0, y: 30))]
            let group = try #require(backend.textGroupImage(
                for: lines, offsets: [PixelOffset(dx: 0, dy: 0), PixelOffset(dx: 0, dy: 30)], font: font, color: .black,
                pixelsPerPoint: 1))
            #expect(backend.textures[group.image.texture.id]?.role == .textGroupPicture)
            let canvas = MeshCanvas(backend: backend, pixelsPerPoint: 1)
            canvas.drawLayer("card", bounds: Rect(x: 0, y: 0, width: 60, height: 40)) {
                canvas.fillRoundedRect(Rect(x: 0, y: 0, width: 60, height: 40), cornerRadius: 8, color: .white)
            }
            canvas.flush()
            #expect(backend.textures.values.filter { $0.role == .layerPicture }.count == 1)
            let own = backend.register(try #require(backend.textures[text.texture.id]?.texture))
            #expect(backend.textures[own.id]?.role == .other)
            try offscreen.present()
        }

        /// A quad drawn through `drawImage` gives the bytes `render` gives for the same quad as a batch: a
        /// whole text, a squashed one, a faded one, a squashed and faded one, off the pixel grid, a layer
        /// picture in parts, and a quad no path for whole quads takes (then nothing is drawn and it says so).
        @Test func aQuadDrawnAsARectangleGivesTheBatchsBytes() throws {
            let offscreen = try OffscreenRenderer(pixelWidth: 200, pixelHeight: 120)
            let backend = offscreen.backend
            let text = try #require(backend.textImage(for: "Sat 14", font: Font(size: 15), color: .black, pixelsPerPoint: 1))
            let canvas = MeshCanvas(backend: backend, pixelsPerPoint: 1)
            let card = Rect(x: 0, y: 0, width: 90, height: 60)
            canvas.drawLayer("card", bounds: card) {
                canvas.fillRoundedRect(card, cornerRadius: 12, color: Color(red: 0.2, green: 0.5, blue: 0.9, alpha: 1))
            }
            canvas.flush()
            let layer = try #require(backend.textures.first { $0.value.role == .layerPicture })
            let layerWidth = Double(layer.value.texture.pixelWidth), layerHeight = Double(layer.value.texture.pixelHeight)
            let w = Double(text.pixelWidth), h = Double(text.pixelHeight)
            let cases: [(TextureHandle, Rect, Double, Bool)] = [
                (text.texture, Rect(x: 10, y: 12, width: w, height: h), 1, true),
                (text.texture, Rect(x: 10, y: 12, width: w, height: h * 0.63), 1, true),
                (text.texture, Rect(x: 10, y: 12, width: w, height: h), 0.4, true),
                (text.texture, Rect(x: 10, y: 12.7, width: w, height: h * 0.37), 0.7, true),
                (TextureHandle(id: layer.key), Rect(x: 30, y: 20, width: layerWidth, height: layerHeight), 1, true),
                (text.texture, Rect(x: 10.5, y: 12, width: w, height: h), 1, false),
            ]
            for (texture, rect, alpha, drawn) in cases {
                try offscreen.clear(Self.background)
                #expect(backend.drawImage(texture, in: rect, alpha: alpha) == drawn, "\(rect) \(alpha)")
                let direct = try offscreen.rgbaPixels()
                try offscreen.clear(Self.background)
                let white = Color(red: 1, green: 1, blue: 1, alpha: alpha)
                let corners = [
                    Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY), Point(x: rect.maxX, y: rect.maxY),
                    Point(x: rect.minX, y: rect.maxY),
                ]
                let texCoords = [Point(x: 0, y: 0), Point(x: 1, y: 0), Point(x: 1, y: 1), Point(x: 0, y: 1)]
                backend.render(DrawBatch(
                    texture: texture, vertices: zip(corners, texCoords).map { MeshVertex(position: $0, color: white, texCoord: $1) },
                    indices: [0, 1, 2, 0, 2, 3]))
                let batch = try offscreen.rgbaPixels()
                if drawn {
                    let differing = zip(direct, batch).filter { $0 != $1 }.count
                    #expect(differing == 0, "\(rect) \(alpha)")
                    try offscreen.clear(Self.background)
                    let blank = try offscreen.rgbaPixels()
                    #expect(zip(batch, blank).contains { $0 != $1 }, "\(rect) \(alpha) drew nothing")
                }
            }
            try offscreen.present()
        }

        /// A text's ink: the rectangle around its pixels that are not wholly transparent, which is all a blended
        /// copy of the whole text needs to copy; none for a blank line.
        @Test func aTextKnowsItsInk() throws {
            let offscreen = try OffscreenRenderer(pixelWidth: 40, pixelHeight: 20)
            let backend = offscreen.backend
            let text = try #require(backend.textImage(for: "x", font: Font(size: 15), color: .black, pixelsPerPoint: 1))
            let texture = try #require(backend.textures[text.texture.id]?.texture)
            let ink = try #require(texture.ink)
            // "x" has no ascender or descender: its ink is well inside its line.
            #expect(ink.w > 0 && ink.h > 0)
            #expect(ink.y > 0 && Int(ink.y + ink.h) < texture.pixelHeight && Int(ink.h) < texture.pixelHeight - 4)
            let blank = try #require(backend.textImage(for: "   ", font: Font(size: 15), color: .black, pixelsPerPoint: 1))
            let blankInk = try #require(backend.textures[blank.texture.id]?.texture.ink)
            #expect(blankInk.w == 0 && blankInk.h == 0)
            // Every pixel outside the ink is wholly transparent, and the ink's edges are not.
            try texture.withLockedPixels { pixels, pitch in
                var outside = 0, rows = Set<Int>(), columns = Set<Int>()
                for y in 0..<texture.pixelHeight {
                    for x in 0..<texture.pixelWidth where (pixels + y * pitch).assumingMemoryBound(to: UInt32.self)[x] >> 24 != 0 {
                        if x < ink.x || x >= ink.x + ink.w || y < ink.y || y >= ink.y + ink.h { outside += 1 }
                        rows.insert(y)
                        columns.insert(x)
                    }
                }
                #expect(outside == 0)
                #expect(rows.min() == Int(ink.y) && rows.max() == Int(ink.y + ink.h) - 1)
                #expect(columns.min() == Int(ink.x) && columns.max() == Int(ink.x + ink.w) - 1)
            }
            try offscreen.present()
        }
    }
}
