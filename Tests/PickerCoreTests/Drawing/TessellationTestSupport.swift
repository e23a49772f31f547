@testable import PickerCore

/// Geometry helpers shared by the drawing tests (all in pixels).
enum MeshMath {
    /// The unsigned area of a triangle.
    static func area(_ a: Point, _ b: Point, _ c: Point) -> Double {
        abs((b.x - a.x) * (c.y - a.y) - (c.x - a.x) * (b.y - a.y)) / 2
    }

    /// The unsigned area of a simple polygon.
    static func area(_ polygon: [Point]) -> Double {
        abs(PixelPath.doubleSignedArea(polygon)) / 2
    }

    /// Each triangle as its three vertices.
    static func triangles(_ vertices: [MeshVertex], _ indices: [Int32]) -> [(MeshVertex, MeshVertex, MeshVertex)] {
        stride(from: 0, to: indices.count - 2, by: 3).map {
            (vertices[Int(indices[$0])], vertices[Int(indices[$0 + 1])], vertices[Int(indices[$0 + 2])])
        }
    }

    /// The integral of alpha over the mesh divided by `alpha`: the area the mesh paints, counting a
    /// pixel at half alpha as half a pixel. Alpha is linear over each triangle, so a triangle
    /// contributes its area times the mean of its corners' alphas.
    static func coverage(_ vertices: [MeshVertex], _ indices: [Int32], alpha: Double = 1) -> Double {
        triangles(vertices, indices).reduce(0) { sum, t in
            sum + area(t.0.position, t.1.position, t.2.position)
                * (t.0.color.alpha + t.1.color.alpha + t.2.color.alpha) / 3 / alpha
        }
    }

    static func isClose(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool {
        abs(a - b) <= tolerance
    }

    static func isClose(_ a: Point, _ b: Point, _ tolerance: Double = 1e-9) -> Bool {
        abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
    }

    static func isClose(_ a: Color, _ b: Color, _ tolerance: Double = 1e-9) -> Bool {
        abs(a.red - b.red) <= tolerance && abs(a.green - b.green) <= tolerance
            && abs(a.blue - b.blue) <= tolerance && abs(a.alpha - b.alpha) <= tolerance
    }
}

/// A tiny reference rasteriser: samples a mesh at pixel centres, as SDL's software renderer does,
/// interpolating alpha across the triangle that holds the sample.
enum CenterSampler {
    /// The alpha of the mesh at the centre of pixel (`x`, `y`), or 0 where no triangle covers it.
    static func alpha(_ vertices: [MeshVertex], _ indices: [Int32], x: Int, y: Int) -> Double {
        let p = Point(x: Double(x) + 0.5, y: Double(y) + 0.5)
        for (a, b, c) in MeshMath.triangles(vertices, indices) {
            let d = (b.position.x - a.position.x) * (c.position.y - a.position.y)
                - (c.position.x - a.position.x) * (b.position.y - a.position.y)
            guard abs(d) > 1e-12 else { continue }
            let u = ((p.x - a.position.x) * (c.position.y - a.position.y)
                - (c.position.x - a.position.x) * (p.y - a.position.y)) / d
            let v = ((b.position.x - a.position.x) * (p.y - a.position.y)
                - (p.x - a.position.x) * (b.position.y - a.position.y)) / d
            let eps = 1e-9
            if u >= -eps, v >= -eps, u + v <= 1 + eps {
                return a.color.alpha * (1 - u - v) + b.color.alpha * u + c.color.alpha * v
            }
        }
        return 0
    }
}
