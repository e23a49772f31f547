import CSDL2
import PickerCore

/// A line of text cut by a clip on the software renderer: a wheel's rows at its top and bottom, a day number at
/// a side of the calendar's sliding months, a row under the edge of the form's card, a mini picker's item
/// sliding in at its side.
///
/// `MeshCanvas` cuts a text quad to the clip into pieces of a textured mesh, which SDL's software renderer walks
/// pixel by pixel and samples a texel off along the seams between its triangles (broken glyphs). Where the cut
/// leaves a rectangle, the backend draws instead the pixels the whole quad would draw, within the rectangle:
/// the same path as uncut text (`drawText`: 1:1 copies, squashed rows stretched and faded straight into the
/// target), so a line looks the same cut or whole, and moving it by whole pixels moves its pixels.
extension SDLMeshBackend {
    /// Draws `batch` when it is one text quad (the whole texture, white vertices of one alpha, not mirrored)
    /// cut by a clip to an axis-aligned rectangle: the part of the whole quad's pixels whose centres lie in
    /// the rectangle. Returns false for anything else (drawn as usual).
    func renderClippedText(_ batch: DrawBatch, handle: TextureHandle, texture: SDLTexture) -> Bool {
        guard drawsTextInParts, let cut = Self.cutTextQuad(batch)
        else { return false }
        // The whole quad's rectangle, truncated to whole pixels as SDL's software renderer truncates it.
        // (Worked back from the cut, a whole number comes out a hair off: taken as the whole number.)
        func truncated(_ value: Double) -> Int32 {
            let nearest = value.rounded()
            return Int32(abs(value - nearest) < 1e-6 ? nearest : value.rounded(.towardZero))
        }
        let rect = SDL_Rect(
            x: truncated(cut.whole.minX), y: truncated(cut.whole.minY), w: truncated(cut.whole.width), h: truncated(cut.whole.height))
        guard Int(rect.w) == texture.pixelWidth, Int(rect.h) <= texture.pixelHeight else { return false }
        let x0 = Int32(cut.visible.minX.rounded()), y0 = Int32(cut.visible.minY.rounded())
        var visible = SDL_Rect(x: x0, y: y0, w: Int32(cut.visible.maxX.rounded()) - x0, h: Int32(cut.visible.maxY.rounded()) - y0)
        var whole = rect, part = SDL_Rect()
        guard cut.alpha > 0, rect.h > 0, SDL_IntersectRect(&visible, &whole, &part) == SDL_TRUE else { return true }
        return drawText(texture, handle: handle, in: rect, alpha: cut.alpha, part: part)
    }

    /// The whole quad (pixels) and the visible rectangle of `batch` when its triangles exactly tile an
    /// axis-aligned rectangle, textured by one axis-aligned map (texture x by position x, texture y by position
    /// y, not mirrored) with white vertices of one alpha: a text quad cut by a rectangular clip.
    static func cutTextQuad(_ batch: DrawBatch) -> (whole: Rect, visible: Rect, alpha: UInt8)? {
        let v = batch.vertices, indices = batch.indices
        guard v.count >= 3, v.count <= 16, indices.count >= 3, indices.count % 3 == 0 else { return nil }
        let color = v[0].color
        guard color.red == 1, color.green == 1, color.blue == 1, v.allSatisfy({ $0.color == color }) else { return nil }
        var left = v[0], right = v[0], top = v[0], bottom = v[0]
        for vertex in v {
            if vertex.position.x < left.position.x { left = vertex }
            if vertex.position.x > right.position.x { right = vertex }
            if vertex.position.y < top.position.y { top = vertex }
            if vertex.position.y > bottom.position.y { bottom = vertex }
        }
        let width = right.position.x - left.position.x, height = bottom.position.y - top.position.y
        guard width > 1e-6, height > 1e-6 else { return nil }
        // texture x = a * x + b, texture y = c * y + d, the same for every vertex.
        let a = (right.texCoord.x - left.texCoord.x) / width, b = left.texCoord.x - a * left.position.x
        let c = (bottom.texCoord.y - top.texCoord.y) / height, d = top.texCoord.y - c * top.position.y
        guard a > 1e-9, c > 1e-9 else { return nil }
        let epsilon = 1e-6
        for vertex in v {
            guard abs(vertex.texCoord.x - (a * vertex.position.x + b)) < epsilon,
                abs(vertex.texCoord.y - (c * vertex.position.y + d)) < epsilon
            else { return nil }
        }
        guard trianglesTile(area: width * height, batch, epsilon: epsilon) else { return nil }
        let whole = Rect(x: -b / a, y: -d / c, width: 1 / a, height: 1 / c)
        let visible = Rect(x: left.position.x, y: top.position.y, width: width, height: height)
        // A piece of the quad, not more than it.
        guard visible.minX >= whole.minX - 1e-3, visible.maxX <= whole.maxX + 1e-3, visible.minY >= whole.minY - 1e-3,
            visible.maxY <= whole.maxY + 1e-3
        else { return nil }
        return (whole, visible, UInt8(max(0, min(255, (color.alpha * 255).rounded()))))
    }
}
