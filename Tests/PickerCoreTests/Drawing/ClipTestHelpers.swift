@testable import PickerCore

/// Questions the clip tests ask of a region that drawing itself never asks.
extension ConvexClipRegion {
    /// Whether `point` (pixels) lies inside the region or on its edge.
    func contains(_ point: Point) -> Bool {
        guard !isEmpty else { return false }
        var previous = polygon[polygon.count - 1]
        for vertex in polygon {
            if Self.side(of: point, from: previous, to: vertex) < -1e-9 { return false }
            previous = vertex
        }
        return true
    }

    /// The part of the triangle `a b c` inside the region, as `MeshClipper` cuts it: a convex polygon in
    /// order, empty when nothing is inside.
    func clippedPolygon(_ a: MeshVertex, _ b: MeshVertex, _ c: MeshVertex) -> [MeshVertex] {
        switch coverage(a.position, b.position, c.position) {
        case .inside: return [a, b, c]
        case .outside: return []
        case .crossing:
            var polygon = [a, b, c]
            var scratch: [MeshVertex] = []
            clip(&polygon, scratch: &scratch)
            return polygon
        }
    }
}

extension ClipStack {
    /// The region everything is cut to now, worked out without a memo; nil when nothing is pushed.
    var current: ConvexClipRegion? {
        var copy = self
        return copy.resolved(memo: nil)
    }

    /// Pushes the region inside `rect` with corners rounded by `cornerRadius` (pixels).
    mutating func push(_ rect: Rect, cornerRadius: Double = 0) {
        push(ClipShape(rect: rect, cornerRadius: cornerRadius))
    }
}
