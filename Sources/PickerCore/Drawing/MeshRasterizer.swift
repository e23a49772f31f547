/// Rasterises untextured triangles into a transparent picture in memory, blending each over what is
/// there with straight alpha, as a renderer draws them over a frame.
///
/// This is how a backend makes a retained layer's picture (`MeshBackend.makeLayerImage`): drawing
/// into a transparent render target with a renderer's straight-alpha blending would be wrong (the
/// target's alpha and colour mix badly), so the picture is composited here with premultiplied
/// floating-point "over" and converted to straight-alpha bytes at the end. Drawn over a frame with
/// straight-alpha blending, the picture gives the colours the triangles would have given.
///
/// Coverage follows the usual rules of a rasteriser without anti-aliasing: a pixel is in a triangle
/// when its centre is, a centre exactly on an edge belongs to the triangle on the edge's top or left
/// side only (so triangles sharing an edge never both cover a pixel), and colours interpolate
/// linearly (barycentrically) from the vertices, rounded down to bytes. Smooth edges come from the
/// tessellator's alpha fringes, as on every renderer.
public struct MeshRasterizer: Sendable {
    /// How vertex positions meet the pixel grid.
    public enum VertexPlacement: Hashable, Sendable {
        /// Each coordinate is first truncated towards zero to a whole pixel, as SDL 2's software
        /// renderer does with `SDL_RenderGeometry`: a picture for that renderer then matches what it
        /// would have drawn itself.
        case truncatedToPixels
        /// Coordinates keep 1/256 pixel, as on a GPU.
        case subpixel
    }

    /// The pixels of the target the picture covers; triangles are in the target's pixel coordinates.
    public let region: PixelRect
    public let placement: VertexPlacement
    /// Premultiplied red, green, blue and alpha (0...1) per pixel, row-major over `region`.
    public private(set) var premultiplied: [Float]

    /// Fraction bits of the fixed-point vertex coordinates.
    private let fractionBits: Int

    /// A transparent picture of `region`.
    public init(region: PixelRect, placement: VertexPlacement) {
        self.region = region
        self.placement = placement
        premultiplied = [Float](repeating: 0, count: max(0, region.width) * max(0, region.height) * 4)
        fractionBits = placement == .truncatedToPixels ? 1 : 8
    }

    /// Draws every triangle of `batch` in order. Textured batches are not supported and are skipped.
    public mutating func draw(_ batch: DrawBatch) {
        guard batch.texture == nil else { return }
        var index = 0
        let count = batch.vertices.count
        while index + 2 < batch.indices.count {
            let a = Int(batch.indices[index]), b = Int(batch.indices[index + 1]), c = Int(batch.indices[index + 2])
            index += 3
            guard a >= 0, b >= 0, c >= 0, a < count, b < count, c < count else { continue }
            fillTriangle(batch.vertices[a], batch.vertices[b], batch.vertices[c])
        }
    }

    /// A vertex in fixed point (`fractionBits`) relative to the region's top-left corner, and its colour in bytes.
    private struct FixedVertex {
        var x: Int
        var y: Int
        var color: (r: Int, g: Int, b: Int, a: Int)
    }

    private func fixed(_ vertex: MeshVertex) -> FixedVertex {
        func coordinate(_ value: Double, origin: Int) -> Int {
            // Far-off vertices are pulled in to keep the fixed-point products within 64 bits.
            let limit = Double(1 << 15)
            switch placement {
            case .truncatedToPixels:
                // SDL receives positions as Float and truncates those.
                let whole = Int(Float(min(max(value, -limit), limit)))
                return (whole - origin) << fractionBits
            case .subpixel:
                let local = min(max(value - Double(origin), -limit), limit)
                return Int((local * Double(1 << fractionBits)).rounded())
            }
        }
        func byte(_ value: Double) -> Int { Int((min(max(value, 0), 1) * 255).rounded()) }
        let color = vertex.color
        return FixedVertex(
            x: coordinate(vertex.position.x, origin: region.x), y: coordinate(vertex.position.y, origin: region.y),
            color: (byte(color.red), byte(color.green), byte(color.blue), byte(color.alpha)))
    }

    /// Twice the signed area of `a b p`: positive when `p` is right of `a -> b` on a y-down screen
    /// (inside a clockwise triangle).
    private static func cross(_ a: FixedVertex, _ b: FixedVertex, _ px: Int, _ py: Int) -> Int {
        (b.x - a.x) * (py - a.y) - (b.y - a.y) * (px - a.x)
    }

    /// Whether the edge `a -> b` of a triangle wound `clockwise` is a top edge (horizontal, with the
    /// triangle below it) or a left edge; centres exactly on such an edge are inside.
    private static func isTopLeft(_ a: FixedVertex, _ b: FixedVertex, clockwise: Bool) -> Bool {
        if clockwise {
            return (a.y == b.y && a.x < b.x) || b.y < a.y
        }
        return (a.y == b.y && b.x < a.x) || a.y < b.y
    }

    /// Blends the triangle `a b c` (target pixels) over the picture.
    public mutating func fillTriangle(_ a: MeshVertex, _ b: MeshVertex, _ c: MeshVertex) {
        let v0 = fixed(a), v1 = fixed(b), v2 = fixed(c)
        let signedArea = Self.cross(v0, v1, v2.x, v2.y)
        guard signedArea != 0, region.width > 0, region.height > 0 else { return }
        let clockwise = signedArea > 0
        let area = abs(signedArea)
        let sign = clockwise ? 1 : -1

        // Pixels whose centres may be inside, cut to the picture.
        let unit = 1 << fractionBits, half = unit >> 1
        let minX = max(0, min(v0.x, v1.x, v2.x) >> fractionBits)
        let maxX = min(region.width - 1, max(v0.x, v1.x, v2.x) >> fractionBits)
        let minY = max(0, min(v0.y, v1.y, v2.y) >> fractionBits)
        let maxY = min(region.height - 1, max(v0.y, v1.y, v2.y) >> fractionBits)
        guard minX <= maxX, minY <= maxY else { return }

        // Edge functions at the first centre, and their steps per pixel; each is the weight of the
        // vertex opposite its edge, positive inside.
        let startX = (minX << fractionBits) + half, startY = (minY << fractionBits) + half
        var row0 = sign * Self.cross(v1, v2, startX, startY)
        var row1 = sign * Self.cross(v2, v0, startX, startY)
        var row2 = sign * Self.cross(v0, v1, startX, startY)
        let stepX0 = -sign * (v2.y - v1.y) * unit, stepY0 = sign * (v2.x - v1.x) * unit
        let stepX1 = -sign * (v0.y - v2.y) * unit, stepY1 = sign * (v0.x - v2.x) * unit
        let stepX2 = -sign * (v1.y - v0.y) * unit, stepY2 = sign * (v1.x - v0.x) * unit
        let bias0 = Self.isTopLeft(v1, v2, clockwise: clockwise) ? 0 : -1
        let bias1 = Self.isTopLeft(v2, v0, clockwise: clockwise) ? 0 : -1
        let bias2 = Self.isTopLeft(v0, v1, clockwise: clockwise) ? 0 : -1

        let c0 = v0.color, c1 = v1.color, c2 = v2.color
        let uniform = c0 == c1 && c1 == c2
        let width = region.width
        premultiplied.withUnsafeMutableBufferPointer { pixels in
            for y in minY...maxY {
                var w0 = row0, w1 = row1, w2 = row2
                var offset = (y * width + minX) * 4
                for _ in minX...maxX {
                    if w0 + bias0 >= 0, w1 + bias1 >= 0, w2 + bias2 >= 0 {
                        let color: (r: Int, g: Int, b: Int, a: Int)
                        if uniform {
                            color = c0
                        } else {
                            color = (
                                (w0 * c0.r + w1 * c1.r + w2 * c2.r) / area,
                                (w0 * c0.g + w1 * c1.g + w2 * c2.g) / area,
                                (w0 * c0.b + w1 * c1.b + w2 * c2.b) / area,
                                (w0 * c0.a + w1 * c1.a + w2 * c2.a) / area)
                        }
                        if color.a > 0 {
                            let alpha = Float(color.a) / 255
                            let keep = 1 - alpha
                            pixels[offset] = Float(color.r) / 255 * alpha + pixels[offset] * keep
                            pixels[offset + 1] = Float(color.g) / 255 * alpha + pixels[offset + 1] * keep
                            pixels[offset + 2] = Float(color.b) / 255 * alpha + pixels[offset + 2] * keep
                            pixels[offset + 3] = alpha + pixels[offset + 3] * keep
                        }
                    }
                    w0 += stepX0
                    w1 += stepX1
                    w2 += stepX2
                    offset += 4
                }
                row0 += stepY0
                row1 += stepY1
                row2 += stepY2
            }
        }
    }

    /// The picture as straight-alpha bytes, each channel rounded from the premultiplied values.
    /// - Parameter body: receives the column, the row and the red, green, blue and alpha bytes of every pixel.
    public func forEachStraightPixel(_ body: (_ x: Int, _ y: Int, _ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8) -> Void) {
        let width = region.width
        for y in 0..<max(0, region.height) {
            for x in 0..<width {
                let offset = (y * width + x) * 4
                let pixel = Self.straight(
                    premultiplied[offset], premultiplied[offset + 1], premultiplied[offset + 2], premultiplied[offset + 3])
                body(x, y, pixel.r, pixel.g, pixel.b, pixel.a)
            }
        }
    }

    /// The picture as row-major RGBA bytes with straight alpha, 4 per pixel.
    public func straightRGBA() -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: premultiplied.count)
        forEachStraightPixel { x, y, r, g, b, a in
            let offset = (y * region.width + x) * 4
            bytes[offset] = r
            bytes[offset + 1] = g
            bytes[offset + 2] = b
            bytes[offset + 3] = a
        }
        return bytes
    }

    /// Straight-alpha bytes of one premultiplied pixel; fully transparent pixels are all zero.
    static func straight(_ r: Float, _ g: Float, _ b: Float, _ a: Float) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let alphaByte = (min(max(a, 0), 1) * 255).rounded()
        guard alphaByte > 0 else { return (0, 0, 0, 0) }
        func channel(_ value: Float) -> UInt8 { UInt8(min(max(value / a, 0), 1) * 255 + 0.5) }
        return (channel(r), channel(g), channel(b), UInt8(alphaByte))
    }
}
