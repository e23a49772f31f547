import CPixelKernels
import CSDL2
import PickerCore

/// Textured triangles that are no rectangle (a picture cut by a rounded clip: a row's separator line where it
/// meets a card's corner) drawn straight into the target's pixels on the software renderer.
///
/// SDL draws them with its slowest path, `SDL_BlitTriangle_Slow` (per pixel, two 64-bit divisions and a blend
/// through the pixel formats: about 90 µs for the 4-pixel-high separator of a 2x form card, a third of that frame).
/// `pk_blit_textured_triangles` repeats its arithmetic exactly for the one case met here (vertices all white with
/// one alpha, a blended (A)RGB8888 picture, an (A)RGB8888 target), so the bytes are SDL's; `TriangleKernelTests`
/// pins them to SDL's own on random triangles.
extension SDLMeshBackend {
    /// Draws `batch` (textured triangles) directly when it is that case; false (nothing done) otherwise, and
    /// when SDL would draw some of its triangles as a rectangle copy instead.
    func renderTexturedTrianglesDirectly(_ batch: DrawBatch, texture: SDLTexture) -> Bool {
        guard surfacePixels != nil, texture.isStreaming,
            batch.indices.count % 3 == 0, let first = batch.vertices.first
        else { return false }
        // The kernel takes the vertices' alpha, not a texture's colour or alpha modulation.
        guard Self.blendsUnmodulated(texture), let srcHasAlpha = Self.hasAlphaByte(format: texture.pixelFormat)
        else { return false }
        let color = SDL_Color(first.color)
        guard color.r == 255, color.g == 255, color.b == 255 else { return false }
        var xy: [Float] = [], uv: [Float] = []
        xy.reserveCapacity(batch.vertices.count * 2)
        uv.reserveCapacity(batch.vertices.count * 2)
        for vertex in batch.vertices {
            let vertexColor = SDL_Color(vertex.color)
            let u = Float(vertex.texCoord.x), v = Float(vertex.texCoord.y)
            // Another colour, or coordinates SDL refuses: SDL draws (or reports) it.
            guard vertexColor.r == color.r, vertexColor.g == color.g, vertexColor.b == color.b, vertexColor.a == color.a,
                u >= 0, v >= 0, u <= 1, v <= 1
            else { return false }
            xy.append(Float(vertex.position.x))
            xy.append(Float(vertex.position.y))
            uv.append(u)
            uv.append(v)
        }
        guard batch.indices.allSatisfy({ $0 >= 0 && Int($0) < batch.vertices.count }),
            pk_triangles_make_rect(xy, batch.indices, Int32(batch.indices.count)) == 0
        else { return false }
        // Every pixel SDL could touch lies in the box of the vertices truncated to whole pixels, as SDL truncates them.
        var minX = Int32.max, minY = Int32.max, maxX = Int32.min, maxY = Int32.min
        for index in stride(from: 0, to: xy.count, by: 2) {
            guard xy[index].magnitude < 1e8, xy[index + 1].magnitude < 1e8 else { return false }
            let x = Int32(xy[index]), y = Int32(xy[index + 1])
            minX = min(minX, x)
            maxX = max(maxX, x)
            minY = min(minY, y)
            maxY = max(maxY, y)
        }
        let box = PixelRect(x: Int(minX), y: Int(minY), width: Int(maxX - minX), height: Int(maxY - minY))
        return drawDirectly(box) { pixels, clip, whole in
            guard let surface = pixels.surface(), let format = surface.pointee.format, SurfacePixels.blendsLikeSDL(format),
                format.pointee.BytesPerPixel == 4, surface.pointee.flags & UInt32(SDL_RLEACCEL) == 0,
                let target = surface.pointee.pixels
            else { return false }
            return (try? texture.withLockedPixels { picture, pitch in
                pk_blit_textured_triangles(
                    target.assumingMemoryBound(to: UInt32.self), surface.pointee.pitch, surface.pointee.w, surface.pointee.h,
                    SurfacePixels.hasAlpha(format), clip.x, clip.y, clip.w, clip.h,
                    whole.x - Int32(box.x), whole.y - Int32(box.y),
                    picture.assumingMemoryBound(to: UInt32.self), Int32(pitch),
                    Int32(texture.pixelWidth), Int32(texture.pixelHeight), srcHasAlpha ? 1 : 0,
                    xy, uv, batch.indices, Int32(batch.indices.count), color.a)
                return true
            }) ?? false
        }
    }

    /// Whether a picture of `format` has an alpha byte (ARGB8888) or not (RGB888); nil for other formats.
    private static func hasAlphaByte(format: UInt32) -> Bool? {
        switch format {
        case SDL_PIXELFORMAT_ARGB8888.rawValue: true
        case SDL_PIXELFORMAT_RGB888.rawValue: false
        default: nil
        }
    }
}
