import CPixelBlend

/// Fills triangles (in target pixels, from `Tessellator`) into a `PixelImage`, row by row.
///
/// A pixel is in a triangle when its centre is: centres on a left or top edge are in, on a right or bottom
/// edge out, so triangles sharing an edge never both cover a pixel. Vertex colours are straight alpha and
/// interpolate linearly; each pixel's colour is premultiplied and drawn over the target.
struct TriangleFiller {
    /// Fills the triangles `indices` over `vertices` into `image`, cut to `clip`.
    static func fill(_ vertices: [MeshVertex], _ indices: [Int32], into image: PixelImage, clip: RowClip) {
        let rows = clip.rows
        guard !rows.isEmpty else { return }
        var index = 0
        image.pixels.withUnsafeMutableBufferPointer { buffer in
            while index + 2 < indices.count {
                let a = Int(indices[index]), b = Int(indices[index + 1]), c = Int(indices[index + 2])
                index += 3
                guard a >= 0, b >= 0, c >= 0, a < vertices.count, b < vertices.count, c < vertices.count else { continue }
                fillTriangle(vertices[a], vertices[b], vertices[c], into: buffer, width: image.width, rows: rows, clip: clip)
            }
        }
    }

    private static func fillTriangle(
        _ a: MeshVertex, _ b: MeshVertex, _ c: MeshVertex, into pixels: UnsafeMutableBufferPointer<UInt32>, width: Int,
        rows: Range<Int>, clip: RowClip
    ) {
        let p0 = a.position, p1 = b.position, p2 = c.position
        let area = (p1.x - p0.x) * (p2.y - p0.y) - (p2.x - p0.x) * (p1.y - p0.y)
        guard area != 0, area.isFinite else { return }
        let top = max(rows.lowerBound, RowClip.firstPixel(from: min(p0.y, p1.y, p2.y)))
        let bottom = min(rows.upperBound, RowClip.firstPixel(from: max(p0.y, p1.y, p2.y)))
        guard top < bottom else { return }

        // The colour as a plane over the triangle: its value at p0 plus gradients along x and y.
        let uniform = a.color == b.color && b.color == c.color
        let c0 = Self.channels(a.color), d1 = Self.channels(b.color) - c0, d2 = Self.channels(c.color) - c0
        let gradientX = (d1 * (p2.y - p0.y) - d2 * (p1.y - p0.y)) / area
        let gradientY = (d2 * (p1.x - p0.x) - d1 * (p2.x - p0.x)) / area
        let solid = PixelArithmetic.premultiplied(a.color)
        let e0 = Edge(p0, p1), e1 = Edge(p1, p2), e2 = Edge(p2, p0)
        for y in top..<bottom {
            let centre = Double(y) + 0.5
            var left = Double.infinity, right = -Double.infinity
            for edge in [e0, e1, e2] {
                guard let x = edge.x(atY: centre) else { continue }
                left = min(left, x)
                right = max(right, x)
            }
            let allowed = clip.columns(inRow: y)
            let first = max(allowed.lowerBound, RowClip.firstPixel(from: left))
            let end = min(allowed.upperBound, RowClip.firstPixel(from: right))
            guard first < end else { continue }
            let row = y * width
            if uniform {
                if solid >> 24 == 255, let base = pixels.baseAddress {
                    (base + row + first).update(repeating: solid, count: end - first)
                } else if let base = pixels.baseAddress {
                    pk_over_color_row(base + row + first, solid, Int32(end - first))
                }
                continue
            }
            var colour = c0 + gradientX * (Double(first) + 0.5 - p0.x) + gradientY * (centre - p0.y)
            var step = gradientX
            guard let base = pixels.baseAddress else { continue }
            withUnsafePointer(to: &colour) { start in
                withUnsafePointer(to: &step) { step in
                    start.withMemoryRebound(to: Double.self, capacity: 4) { start in
                        step.withMemoryRebound(to: Double.self, capacity: 4) { step in
                            pk_gradient_row(base + row + first, start, step, Int32(end - first))
                        }
                    }
                }
            }
        }
    }

    private static func channels(_ color: Color) -> SIMD4<Double> {
        SIMD4(color.red, color.green, color.blue, color.alpha)
    }

    /// A triangle's edge with its ends in a fixed order, so two triangles sharing it find the same crossings.
    private struct Edge {
        let upper: Point
        let lower: Point

        init(_ a: Point, _ b: Point) {
            if (a.y, a.x) < (b.y, b.x) { (upper, lower) = (a, b) } else { (upper, lower) = (b, a) }
        }

        /// Where the edge crosses the row whose centre is `y`, taking its upper end and not its lower one.
        func x(atY y: Double) -> Double? {
            guard upper.y <= y, y < lower.y else { return nil }
            return upper.x + (y - upper.y) * (lower.x - upper.x) / (lower.y - upper.y)
        }
    }
}
