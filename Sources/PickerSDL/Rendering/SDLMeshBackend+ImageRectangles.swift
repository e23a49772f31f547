import CSDL2
import PickerCore

extension SDLMeshBackend {
    /// On the software renderer: draws `quad` as one `SDL_RenderCopy` when it shows a whole texture 1:1
    /// on whole pixels with opaque white vertices (an unclipped line of text at its own size, a layer
    /// picture). That is what SDL 2's software renderer makes of such a quad anyway (`SDL_RenderGeometry`
    /// sets the texture's colour and alpha modulation from the vertices and copies the rectangle), so the
    /// pixels are the same, without the vertex conversion, the checks for squashed text and clipped
    /// pictures, and SDL's search of the triangles for rectangles. Returns false for anything else.
    func renderWholeImage(_ quad: ImageQuad, texture: SDLTexture) -> Bool {
        guard copiesWholeImages, let origin = quad.wholeOrigin(width: texture.pixelWidth, height: texture.pixelHeight)
        else { return false }
        let target = SDL_Rect(x: Int32(origin.x), y: Int32(origin.y), w: Int32(texture.pixelWidth), h: Int32(texture.pixelHeight))
        if SDL_SetTextureColorMod(texture.pointer, 255, 255, 255) < 0 || SDL_SetTextureAlphaMod(texture.pointer, 255) < 0 {
            lastError = .current("SDL_SetTextureAlphaMod")
        }
        copyPicture(texture, from: nil, to: target)
        return true
    }

    /// On the software renderer: draws `batch` as one `SDL_RenderCopy` when it is a layer picture cut by a
    /// clip to an axis-aligned rectangle, shown pixel for pixel with opaque white vertices. SDL would draw
    /// the pieces as textured triangles, which its software renderer walks pixel by pixel, and which SDL
    /// 2.26 was seen to crash on (a 1122 x 826 picture cut mid-way at 2x). Like SDL there, the rectangle
    /// is truncated to whole pixels. (Text cut by a clip is `renderClippedText`'s.)
    /// - Returns: false for anything else (drawn as usual).
    func renderImageRectangle(_ batch: DrawBatch, texture: SDLTexture) -> Bool {
        guard drawsPicturesInParts,
            let (destination, source) = Self.imageRectangle(
                batch, textureWidth: Double(texture.pixelWidth), textureHeight: Double(texture.pixelHeight))
        else { return false }
        guard destination.w > 0, destination.h > 0 else { return true }
        copyPicture(texture, from: source, to: destination)
        return true
    }

    /// Draws `batch` straight into the target's pixels when it is one rectangle of one colour on whole
    /// pixels, as `Tessellator.fillRect` gives (a translucent wash over a fading picker row, every frame
    /// it fades): filled when opaque (held back, `fillOpaque`), blended as SDL's blended rectangle fill
    /// blends otherwise (SDL turns such a pair of triangles into that fill), to the same bytes.
    /// - Returns: false for anything else, or when the target's pixels are not known (drawn as usual).
    func renderUniformRectangle(_ batch: DrawBatch) -> Bool {
        let v = batch.vertices
        // One quad (corners in order round the rectangle, indices 0 1 2 0 2 3) of one colour.
        guard batch.texture == nil, v.count == 4, batch.indices == DrawBatch.quadIndices,
            v.allSatisfy({ $0.color == v[0].color })
        else { return false }
        let p0 = v[0].position, p1 = v[1].position, p2 = v[2].position, p3 = v[3].position
        let minX = min(p0.x, p1.x), maxX = max(p0.x, p1.x), minY = min(p0.y, p3.y), maxY = max(p0.y, p3.y)
        guard p0.y == p1.y, p2.y == p3.y, p0.x == p3.x, p1.x == p2.x, maxX > minX, maxY > minY,
            [minX, maxX, minY, maxY].allSatisfy({ $0 == $0.rounded() && abs($0) < 1e7 })
        else { return false }
        let color = SDL_Color(v[0].color)
        guard color.a > 0 else { return true }
        let rect = PixelRect(x: Int(minX), y: Int(minY), width: Int(maxX - minX), height: Int(maxY - minY))
        if color.a == 255 { return fillOpaque(rect, with: color) }
        return drawDirectly(rect) { pixels, area, _ in pixels.blendFill(area, with: color) }
    }

    /// The target and texture rectangles (pixels) of `batch` when its triangles exactly tile an
    /// axis-aligned rectangle (as a quad cut by a clip does, in pieces), every vertex mapped 1:1 onto the
    /// texture by one offset, with opaque white vertices.
    static func imageRectangle(_ batch: DrawBatch, textureWidth: Double, textureHeight: Double) -> (SDL_Rect, SDL_Rect)? {
        let v = batch.vertices, indices = batch.indices
        guard v.count >= 3, v.count <= 16, indices.count >= 3, indices.count % 3 == 0,
            v.allSatisfy({ $0.color == .white })
        else { return nil }
        let epsilon = 0.001
        // One offset from target pixels to texels for every vertex: 1:1, not mirrored.
        let du = v[0].texCoord.x * textureWidth - v[0].position.x
        let dv = v[0].texCoord.y * textureHeight - v[0].position.y
        for vertex in v {
            guard abs(vertex.texCoord.x * textureWidth - vertex.position.x - du) < epsilon,
                abs(vertex.texCoord.y * textureHeight - vertex.position.y - dv) < epsilon
            else { return nil }
        }
        let xs = v.map(\.position.x), ys = v.map(\.position.y)
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max(),
            maxX > minX, maxY > minY
        else { return nil }
        guard Self.trianglesTile(area: (maxX - minX) * (maxY - minY), batch, epsilon: epsilon) else { return nil }
        let x0 = Int32(minX.rounded(.towardZero)), y0 = Int32(minY.rounded(.towardZero))
        let x1 = Int32(maxX.rounded(.towardZero)), y1 = Int32(maxY.rounded(.towardZero))
        let u0 = Int32((Double(x0) + du).rounded()), v0 = Int32((Double(y0) + dv).rounded())
        let width = x1 - x0, height = y1 - y0
        guard u0 >= 0, v0 >= 0, Double(u0 + width) <= textureWidth + epsilon, Double(v0 + height) <= textureHeight + epsilon
        else { return nil }
        return (SDL_Rect(x: x0, y: y0, w: width, h: height), SDL_Rect(x: u0, y: v0, w: width, h: height))
    }

    /// Whether the triangles of `batch` together cover exactly `box` (square pixels): the triangles of a
    /// rectangle cut to a clip tile it, never overlapping, so equal areas mean they cover the whole of the
    /// rectangle their vertices span. False for an index outside the vertices.
    static func trianglesTile(area box: Double, _ batch: DrawBatch, epsilon: Double) -> Bool {
        let v = batch.vertices, indices = batch.indices
        var area = 0.0
        for t in stride(from: 0, to: indices.count - 2, by: 3) {
            let i = Int(indices[t]), j = Int(indices[t + 1]), k = Int(indices[t + 2])
            guard v.indices.contains(i), v.indices.contains(j), v.indices.contains(k) else { return false }
            let a = v[i].position, b = v[j].position, c = v[k].position
            area += abs((b.x - a.x) * (c.y - a.y) - (c.x - a.x) * (b.y - a.y)) / 2
        }
        return abs(area - box) <= max(epsilon, box * 1e-6)
    }
}
