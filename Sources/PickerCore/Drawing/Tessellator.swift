/// Turns shapes into anti-aliased triangles, in physical pixels.
///
/// Anti-aliasing follows the vertex-alpha fringe idea of Dear ImGui's ImDrawList: a shape's edge is
/// a strip one pixel wide whose inner side has the shape's alpha and whose outer side has alpha 0,
/// so any rasteriser that interpolates vertex colours (SDL's software renderer included, no MSAA)
/// draws a smooth edge. The nominal edge runs down the middle of the strip.
///
/// Triangles accumulate in `vertices` and `indices` (three indices per triangle) until
/// `removeAll(keepingCapacity:)`. All inputs and outputs are in pixels.
public struct Tessellator: Sendable {
    /// The vertices emitted so far, positions in pixels.
    public private(set) var vertices: [MeshVertex] = []
    /// Three indices into `vertices` per triangle.
    public private(set) var indices: [Int32] = []

    /// The longest a mitred join may reach, as a multiple of half the line width (as in SVG).
    ///
    /// Sharper joins are clamped to this length along the bisector, which bevels the tip.
    public var miterLimit: Double = 4

    /// The width of the anti-aliasing fringe in pixels.
    public static let fringeWidth: Double = 1

    public init() {}

    /// Forgets every triangle, keeping the storage for reuse when `keepingCapacity` is true.
    public mutating func removeAll(keepingCapacity: Bool = true) {
        vertices.removeAll(keepingCapacity: keepingCapacity)
        indices.removeAll(keepingCapacity: keepingCapacity)
    }

    // MARK: - Fills

    /// Fills the convex polygon through `points` (pixels, either winding) with an anti-aliased edge.
    ///
    /// Emits an inner polygon shrunk by half a pixel with `color`, and a one-pixel ring around it
    /// whose outer side (grown by half a pixel) has alpha 0. Degenerate polygons draw nothing.
    public mutating func fillConvexPolygon(_ points: [Point], color: Color) {
        guard color.alpha > 0 else { return }
        let polygon = Self.cleaned(points, closed: true)
        let count = polygon.count
        guard count >= 3 else { return }
        let doubleArea = PixelPath.doubleSignedArea(polygon)
        guard abs(doubleArea) > 1e-9 else { return }
        // Outward normal of edge d is (d.y, -d.x) for a clockwise (positive-area) outline.
        let outwardSign: Double = doubleArea > 0 ? 1 : -1

        var normals: [Point] = []
        normals.reserveCapacity(count)
        for index in 0..<count {
            let d = Self.unit(polygon[(index + 1) % count] - polygon[index])
            normals.append(Point(x: d.y * outwardSign, y: -d.x * outwardSign))
        }

        let halfFringe = Self.fringeWidth / 2
        let transparent = color.multiplyingAlpha(by: 0)
        let base = Int32(vertices.count)
        // Inner vertices at base + i, outer vertices at base + count + i.
        var outer: [MeshVertex] = []
        outer.reserveCapacity(count)
        for index in 0..<count {
            let offset = miterOffset(normals[(index + count - 1) % count], normals[index])
            let (inner, outerPoint) = Self.snappedFringe(
                inner: polygon[index] - offset * halfFringe, outer: polygon[index] + offset * halfFringe)
            vertices.append(MeshVertex(position: inner, color: color))
            outer.append(MeshVertex(position: outerPoint, color: transparent))
        }
        vertices.append(contentsOf: outer)

        let n = Int32(count)
        appendSweepTriangles(of: polygon, base: base)
        for index in 0..<n {
            let next = (index + 1) % n
            appendQuad(base + index, base + next, base + n + next, base + n + index)
        }
    }

    /// Fills `rect` (pixels). A rectangle whose edges lie on whole pixels is drawn as two triangles
    /// without a fringe, so it stays crisp; any other rectangle gets the anti-aliased edge.
    public mutating func fillRect(_ rect: Rect, color: Color) {
        guard color.alpha > 0, !rect.isEmpty else { return }
        let corners = [
            Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY),
            Point(x: rect.maxX, y: rect.maxY), Point(x: rect.minX, y: rect.maxY),
        ]
        guard corners.allSatisfy({ Self.isWhole($0.x) && Self.isWhole($0.y) }) else {
            fillConvexPolygon(corners, color: color)
            return
        }
        let base = Int32(vertices.count)
        vertices.append(contentsOf: corners.map { MeshVertex(position: $0, color: color) })
        appendQuad(base, base + 1, base + 2, base + 3)
    }

    /// Fills `rect` (pixels) with corners rounded by `cornerRadius` pixels (clamped to half the smaller side).
    public mutating func fillRoundedRect(_ rect: Rect, cornerRadius: Double, color: Color) {
        if PixelPath.clampedRadius(cornerRadius, in: rect) <= 0 {
            fillRect(rect, color: color)
        } else {
            fillConvexPolygon(PixelPath.roundedRect(rect, cornerRadius: cornerRadius), color: color)
        }
    }

    /// Fills a circle of `radius` pixels around `center` (pixels).
    public mutating func fillCircle(center: Point, radius: Double, color: Color) {
        fillConvexPolygon(PixelPath.circle(center: center, radius: radius), color: color)
    }

    // MARK: - Strokes

    /// Strokes the lines joining `points` (pixels) with a line `width` pixels wide centred on them.
    ///
    /// The line is a core at `color` with a one-pixel fringe fading to alpha 0 on each side, so that
    /// the nominal edges run through the middle of the fringes; a line 2 pixels wide on whole pixel
    /// coordinates therefore covers exactly two pixel columns at full alpha. A line thinner than one
    /// pixel is drawn one pixel wide with its alpha scaled by `width`. Joins are mitred up to
    /// `miterLimit`; open ends are butt caps with a fringe centred on the end point. When `closed`,
    /// the last point joins back to the first.
    public mutating func strokePolyline(_ points: [Point], width: Double, color: Color, closed: Bool) {
        guard width > 0, color.alpha > 0 else { return }
        var path = Self.cleaned(points, closed: closed)
        guard path.count >= 2 else { return }
        let isClosed = closed && path.count >= 3

        // The cross-section: offsets from the centre line (pixels) and the alpha at each.
        let transparent = color.multiplyingAlpha(by: 0)
        let profile: [(offset: Double, color: Color)]
        if width <= Self.fringeWidth {
            let faint = color.multiplyingAlpha(by: width / Self.fringeWidth)
            profile = [(-Self.fringeWidth, transparent), (0, faint), (Self.fringeWidth, transparent)]
        } else {
            let core = (width - Self.fringeWidth) / 2
            let outer = core + Self.fringeWidth
            profile = [(-outer, transparent), (-core, color), (core, color), (outer, transparent)]
        }

        // Segment directions and left-hand normals; segment i runs from point i to point i + 1.
        let segmentCount = isClosed ? path.count : path.count - 1
        var directions: [Point] = []
        directions.reserveCapacity(segmentCount)
        for index in 0..<segmentCount {
            directions.append(Self.unit(path[(index + 1) % path.count] - path[index]))
        }
        func normal(_ d: Point) -> Point { Point(x: d.y, y: -d.x) }

        // One row of vertices across the line per point, plus a transparent cap row at each open end.
        var rows: [(center: Point, offset: Point, isCap: Bool)] = []
        rows.reserveCapacity(path.count + 2)
        if isClosed {
            for index in 0..<path.count {
                let incoming = directions[(index + segmentCount - 1) % segmentCount]
                let offset = miterOffset(normal(incoming), normal(directions[index]))
                rows.append((path[index], offset, false))
            }
        } else {
            // Centre the end fringe on the end point: the cap row half a pixel outside, the first
            // opaque row half a pixel inside (less on a segment shorter than a pixel).
            let halfFringe = Self.fringeWidth / 2
            let first = directions[0], last = directions[segmentCount - 1]
            let firstInset = min(halfFringe, (path[1] - path[0]).length / 2)
            let lastInset = min(halfFringe, (path[path.count - 1] - path[path.count - 2]).length / 2)
            path[0] = path[0] + first * firstInset
            path[path.count - 1] = path[path.count - 1] - last * lastInset
            rows.append((path[0] - first * (firstInset + halfFringe), normal(first), true))
            for index in 0..<path.count {
                let offset: Point
                if index == 0 {
                    offset = normal(first)
                } else if index == path.count - 1 {
                    offset = normal(last)
                } else {
                    offset = miterOffset(normal(directions[index - 1]), normal(directions[index]))
                }
                rows.append((path[index], offset, false))
            }
            rows.append((path[path.count - 1] + last * (lastInset + halfFringe), normal(last), true))
        }

        let base = Int32(vertices.count)
        let columns = Int32(profile.count)
        for row in rows {
            var positions = profile.map { row.center + row.offset * $0.offset }
            if positions.count == 4 && !row.isCap {
                (positions[1], positions[0]) = Self.snappedFringe(inner: positions[1], outer: positions[0])
                (positions[2], positions[3]) = Self.snappedFringe(inner: positions[2], outer: positions[3])
            }
            for (position, column) in zip(positions, profile) {
                vertices.append(MeshVertex(position: position, color: row.isCap ? transparent : column.color))
            }
        }
        let rowCount = Int32(rows.count)
        let stripCount = isClosed ? rowCount : rowCount - 1
        for row in 0..<stripCount {
            let a = base + row * columns
            let b = base + ((row + 1) % rowCount) * columns
            for column in 0..<(columns - 1) {
                appendQuad(a + column, a + column + 1, b + column + 1, b + column)
            }
        }
    }

    /// Strokes the outline of `rect` (pixels) rounded by `cornerRadius` pixels with a line `width`
    /// pixels wide centred on the outline.
    public mutating func strokeRoundedRect(_ rect: Rect, cornerRadius: Double, width: Double, color: Color) {
        strokePolyline(PixelPath.roundedRect(rect, cornerRadius: cornerRadius), width: width, color: color, closed: true)
    }

    /// Strokes a circle of `radius` pixels around `center` (pixels) with a line `width` pixels wide.
    public mutating func strokeCircle(center: Point, radius: Double, width: Double, color: Color) {
        strokePolyline(PixelPath.circle(center: center, radius: radius), width: width, color: color, closed: true)
    }

    // MARK: - Helpers

    /// The offset that moves a join one unit away from both edges whose unit normals are `n0` and `n1`,
    /// no longer than `miterLimit`.
    private func miterOffset(_ n0: Point, _ n1: Point) -> Point {
        let mean = (n0 + n1) * 0.5
        let lengthSquared = mean.x * mean.x + mean.y * mean.y
        // Nearly opposite edges (a hairpin): no usable bisector, keep the first edge's normal.
        guard lengthSquared > 1e-12 else { return n0 }
        let limit = max(1, miterLimit)
        // The exact miter is mean / |mean|^2, of length 1 / |mean|.
        let scale = min(1 / lengthSquared, limit / lengthSquared.squareRoot())
        return mean * scale
    }

    /// A fringe (from its opaque `inner` vertex to its transparent `outer` one) whose edge lies on a
    /// whole pixel boundary across a (nearly) horizontal or vertical edge becomes a hard step at that
    /// boundary: the pixels on either side are then exactly in or out. That is what a centred fringe
    /// gives on a rasteriser that samples at pixel centres with sub-pixel vertices, and it keeps such
    /// edges crisp on renderers that put vertices on whole pixels (a centred fringe there smears half a
    /// pixel to each side). Curved and slanted edges keep their fringe.
    static func snappedFringe(inner: Point, outer: Point) -> (Point, Point) {
        let dx = outer.x - inner.x, dy = outer.y - inner.y
        let tolerance = 0.05
        if abs(dx) > 4 * abs(dy) {
            let edge = (inner.x + outer.x) / 2
            let whole = edge.rounded()
            if abs(edge - whole) < tolerance {
                return (Point(x: whole, y: inner.y), Point(x: whole, y: outer.y))
            }
        } else if abs(dy) > 4 * abs(dx) {
            let edge = (inner.y + outer.y) / 2
            let whole = edge.rounded()
            if abs(edge - whole) < tolerance {
                return (Point(x: inner.x, y: whole), Point(x: outer.x, y: whole))
            }
        }
        return (inner, outer)
    }

    /// Triangulates the convex `polygon` (its vertices at `base + i`) from the top down, always taking the
    /// higher of the next vertices on the two chains: thin horizontal slices instead of a fan. A
    /// rasteriser that works per triangle bounding box (SDL's software renderer) then touches far fewer
    /// pixels; the covered area is the same.
    private mutating func appendSweepTriangles(of polygon: [Point], base: Int32) {
        let count = polygon.count
        guard count >= 3 else { return }
        var top = 0
        for index in 1..<count where polygon[index].y < polygon[top].y { top = index }
        var forward = (top + 1) % count
        var backward = (top + count - 1) % count
        indices.append(contentsOf: [base + Int32(top), base + Int32(forward), base + Int32(backward)])
        while true {
            let nextForward = (forward + 1) % count
            if nextForward == backward { return }
            let nextBackward = (backward + count - 1) % count
            if nextForward == nextBackward || polygon[nextForward].y <= polygon[nextBackward].y {
                indices.append(contentsOf: [base + Int32(backward), base + Int32(forward), base + Int32(nextForward)])
                forward = nextForward
            } else {
                indices.append(contentsOf: [base + Int32(backward), base + Int32(forward), base + Int32(nextBackward)])
                backward = nextBackward
            }
        }
    }

    private mutating func appendQuad(_ a: Int32, _ b: Int32, _ c: Int32, _ d: Int32) {
        indices.append(contentsOf: [a, b, c, a, c, d])
    }

    /// `points` without consecutive duplicates (and, when closed, without a last point equal to the first).
    static func cleaned(_ points: [Point], closed: Bool) -> [Point] {
        var result: [Point] = []
        result.reserveCapacity(points.count)
        for point in points where point.x.isFinite && point.y.isFinite {
            if let last = result.last, (point - last).length < 1e-6 { continue }
            result.append(point)
        }
        if closed, result.count > 1, (result[result.count - 1] - result[0]).length < 1e-6 {
            result.removeLast()
        }
        return result
    }

    static func unit(_ v: Point) -> Point {
        let length = v.length
        return length > 0 ? v * (1 / length) : .zero
    }

    static func isWhole(_ value: Double) -> Bool {
        abs(value - value.rounded()) < 1e-6
    }
}
