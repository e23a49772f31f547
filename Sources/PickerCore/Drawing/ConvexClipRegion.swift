import Foundation

/// A convex area in physical pixels that triangles are cut to.
///
/// The outline is stored clockwise on screen (positive shoelace area). The edge of a clip is hard,
/// with no anti-aliasing fringe: widgets draw their border over it afterwards. Two fast paths avoid
/// the exact test: `safeRect`, an axis-aligned rectangle inside the area (everything within it is
/// left as is), and `bounds`, the area's bounding box (everything outside it is dropped).
public struct ConvexClipRegion: Hashable, Sendable {
    /// The outline, clockwise, in pixels; fewer than 3 points means the region is empty.
    public let polygon: [Point]
    /// The bounding box of `polygon`, in pixels.
    public let bounds: Rect
    /// An axis-aligned rectangle, in pixels, that lies entirely inside `polygon` (possibly empty).
    public let safeRect: Rect

    /// A region bounded by the convex polygon `points` (pixels, either winding).
    ///
    /// `safeRect` must lie inside the polygon; when `nil`, the polygon's own rectangle is used if the
    /// polygon is an axis-aligned rectangle, otherwise no safe rectangle.
    public init(polygon points: [Point], safeRect: Rect? = nil) {
        var outline = Tessellator.cleaned(points, closed: true)
        let doubleArea = PixelPath.doubleSignedArea(outline)
        if abs(doubleArea) <= 1e-9 { outline = [] } else if doubleArea < 0 { outline.reverse() }
        polygon = outline
        bounds = Self.boundingBox(of: outline)
        if outline.isEmpty {
            self.safeRect = .zero
        } else if let safeRect {
            self.safeRect = safeRect
        } else if outline.count == 4, Self.isAxisAligned(outline) {
            self.safeRect = bounds
        } else {
            self.safeRect = .zero
        }
    }

    /// The region inside `rect` (pixels) with corners rounded by `cornerRadius` pixels, following the
    /// same outline as `PixelPath.roundedRect(_:cornerRadius:)`, so a fill of that shape covers it exactly.
    public static func roundedRect(_ rect: Rect, cornerRadius: Double) -> ConvexClipRegion {
        guard !rect.isEmpty else { return ConvexClipRegion(polygon: []) }
        let radius = PixelPath.clampedRadius(cornerRadius, in: rect)
        let polygon = PixelPath.roundedRect(rect, cornerRadius: radius)
        guard radius > 0 else { return ConvexClipRegion(polygon: polygon, safeRect: rect) }
        // The chords of an arc split into n segments stay at least radius * cos(θ / 2) from its centre;
        // a square corner on the 45° diagonal at that distance is inside.
        let segmentAngle = (Double.pi / 2) / Double(PixelPath.quarterArcSegmentCount(radius: radius))
        let inset = radius - radius * cos(segmentAngle / 2) * (0.5).squareRoot()
        return ConvexClipRegion(polygon: polygon, safeRect: rect.insetBy(dx: inset, dy: inset))
    }

    /// Whether the region holds no area.
    public var isEmpty: Bool { polygon.count < 3 }

    /// The part of this region that is also inside `other`; convex. When one region lies within the other's
    /// `safeRect` it is that region itself, outline for outline (a row's rectangle inside a card's rounded
    /// clip keeps its corners exactly where they were pushed, and nothing is cut); otherwise it is computed
    /// by clipping one outline against the other's edges, O(n * m) for outlines of n and m points.
    public func intersection(_ other: ConvexClipRegion) -> ConvexClipRegion {
        guard !isEmpty, !other.isEmpty else { return ConvexClipRegion(polygon: []) }
        if holdsInSafeRect(other.bounds) { return other }
        if other.holdsInSafeRect(bounds) { return self }
        var outline = polygon
        var previous = other.polygon[other.polygon.count - 1]
        for vertex in other.polygon {
            outline = Self.clip(outline, from: previous, to: vertex)
            if outline.count < 3 { return ConvexClipRegion(polygon: []) }
            previous = vertex
        }
        let safe = safeRect.intersection(other.safeRect)
        return ConvexClipRegion(polygon: outline, safeRect: safe.isEmpty ? .zero : safe)
    }

    /// Whether `rect` (pixels) lies inside the safe rectangle.
    func holdsInSafeRect(_ rect: Rect) -> Bool {
        !isEmpty && !safeRect.isEmpty && safeRect.contains(rect)
    }

    // MARK: - Triangle clipping

    /// How a triangle relates to the region.
    enum Coverage {
        case inside, outside, crossing
    }

    /// Whether the triangle `a b c` (pixels) is wholly inside, wholly outside or crossing the edge.
    func coverage(_ a: Point, _ b: Point, _ c: Point) -> Coverage {
        guard !isEmpty else { return .outside }
        let minX = min(a.x, b.x, c.x), maxX = max(a.x, b.x, c.x)
        let minY = min(a.y, b.y, c.y), maxY = max(a.y, b.y, c.y)
        if maxX <= bounds.minX || minX >= bounds.maxX || maxY <= bounds.minY || minY >= bounds.maxY {
            return .outside
        }
        if !safeRect.isEmpty, minX >= safeRect.minX, maxX <= safeRect.maxX,
            minY >= safeRect.minY, maxY <= safeRect.maxY
        {
            return .inside
        }
        var allInside = true
        var previous = polygon[polygon.count - 1]
        for vertex in polygon {
            let sa = Self.side(of: a, from: previous, to: vertex)
            let sb = Self.side(of: b, from: previous, to: vertex)
            let sc = Self.side(of: c, from: previous, to: vertex)
            if sa <= 0, sb <= 0, sc <= 0 { return .outside }
            if sa < 0 || sb < 0 || sc < 0 { allInside = false }
            previous = vertex
        }
        return allInside ? .inside : .crossing
    }

    /// Cuts the convex polygon `input` to the region (Sutherland–Hodgman), interpolating colours and
    /// texture coordinates along the cut edges. `scratch` is working storage. Returns the clipped
    /// polygon (in `input`), empty or with at least 3 vertices.
    func clip(_ input: inout [MeshVertex], scratch: inout [MeshVertex]) {
        var previousCorner = polygon[polygon.count - 1]
        for corner in polygon {
            scratch.removeAll(keepingCapacity: true)
            guard var previous = input.last else { return }
            var previousSide = Self.side(of: previous.position, from: previousCorner, to: corner)
            for current in input {
                let currentSide = Self.side(of: current.position, from: previousCorner, to: corner)
                if currentSide >= 0 {
                    if previousSide < 0, currentSide > 0 {
                        scratch.append(Self.interpolate(previous, current, previousSide / (previousSide - currentSide)))
                    }
                    scratch.append(current)
                } else if previousSide > 0 {
                    scratch.append(Self.interpolate(previous, current, previousSide / (previousSide - currentSide)))
                }
                previous = current
                previousSide = currentSide
            }
            swap(&input, &scratch)
            if input.count < 3 {
                input.removeAll(keepingCapacity: true)
                return
            }
            previousCorner = corner
        }
    }

    // MARK: - Helpers

    /// Positive when `point` is on the inner side of the clockwise edge `a -> b`, negative outside;
    /// proportional to the distance from the edge's line.
    static func side(of point: Point, from a: Point, to b: Point) -> Double {
        (b.x - a.x) * (point.y - a.y) - (b.y - a.y) * (point.x - a.x)
    }

    static func interpolate(_ a: MeshVertex, _ b: MeshVertex, _ t: Double) -> MeshVertex {
        MeshVertex(
            position: a.position + (b.position - a.position) * t,
            color: a.color.mixed(with: b.color, amount: t),
            texCoord: a.texCoord + (b.texCoord - a.texCoord) * t)
    }

    /// `outline` cut to the inner side of the edge `a -> b`.
    static func clip(_ outline: [Point], from a: Point, to b: Point) -> [Point] {
        guard var previous = outline.last else { return [] }
        var result: [Point] = []
        result.reserveCapacity(outline.count + 1)
        var previousSide = side(of: previous, from: a, to: b)
        for current in outline {
            let currentSide = side(of: current, from: a, to: b)
            if currentSide >= 0 {
                if previousSide < 0, currentSide > 0 {
                    let t = previousSide / (previousSide - currentSide)
                    result.append(previous + (current - previous) * t)
                }
                result.append(current)
            } else if previousSide > 0 {
                let t = previousSide / (previousSide - currentSide)
                result.append(previous + (current - previous) * t)
            }
            previous = current
            previousSide = currentSide
        }
        return result
    }

    static func boundingBox(of points: [Point]) -> Rect {
        guard let first = points.first else { return .zero }
        var minX = first.x, maxX = first.x, minY = first.y, maxY = first.y
        for point in points.dropFirst() {
            minX = min(minX, point.x)
            maxX = max(maxX, point.x)
            minY = min(minY, point.y)
            maxY = max(maxY, point.y)
        }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    static func isAxisAligned(_ quad: [Point]) -> Bool {
        (0..<4).allSatisfy { index in
            let a = quad[index], b = quad[(index + 1) % 4]
            return a.x == b.x || a.y == b.y
        }
    }
}
