import PickerCore

/// The quad of a whole text or picture as `MeshCanvas` draws it: corners from the top left clockwise
/// (triangles 0 1 2, 0 2 3), the texture's corners 0...1 on them, the vertices white of one opacity.
struct ImageQuad {
    var minX: Double
    var minY: Double
    var maxX: Double
    var maxY: Double
    /// The vertices' opacity, 0...1.
    var alpha: Double

    init(_ rect: Rect, alpha: Double) {
        (minX, minY, maxX, maxY, self.alpha) = (rect.minX, rect.minY, rect.maxX, rect.maxY, alpha)
    }

    /// The quad `batch` holds when it is one such quad (an axis-aligned rectangle); nil otherwise.
    init?(_ batch: DrawBatch) {
        guard batch.vertices.count == 4, batch.indices == DrawBatch.quadIndices else { return nil }
        self.init(corners: batch.vertices, from: 0)
    }

    /// The quad whose corners are `vertices[first ..< first + 4]`, when they make one; nil otherwise.
    init?(corners v: [MeshVertex], from first: Int) {
        let color = v[first].color
        guard color.red == 1, color.green == 1, color.blue == 1, v[first + 1].color == color,
            v[first + 2].color == color, v[first + 3].color == color,
            v[first].texCoord == Point(x: 0, y: 0), v[first + 1].texCoord == Point(x: 1, y: 0),
            v[first + 2].texCoord == Point(x: 1, y: 1), v[first + 3].texCoord == Point(x: 0, y: 1)
        else { return nil }
        let p0 = v[first].position, p1 = v[first + 1].position, p2 = v[first + 2].position, p3 = v[first + 3].position
        guard p0.y == p1.y, p2.y == p3.y, p0.x == p3.x, p1.x == p2.x else { return nil }
        (minX, minY, maxX, maxY, alpha) = (p0.x, p0.y, p1.x, p2.y, color.alpha)
    }

    /// The vertices' opacity as SDL takes it, a byte.
    var alphaByte: UInt8 { Self.alphaByte(alpha) }

    /// `alpha` (0...1) as the byte SDL takes for a vertex's opacity.
    static func alphaByte(_ alpha: Double) -> UInt8 { UInt8(max(0, min(255, (alpha * 255).rounded()))) }

    /// The top-left pixel when the quad shows a `width` x `height` picture pixel for pixel on whole pixels with
    /// opaque vertices; nil otherwise.
    func wholeOrigin(width: Int, height: Int) -> (x: Int, y: Int)? {
        guard alpha == 1, minX == minX.rounded(), minY == minY.rounded(), abs(minX) < 1e9, abs(minY) < 1e9,
            maxX == minX + Double(width), maxY == minY + Double(height)
        else { return nil }
        return (Int(minX), Int(minY))
    }
}
