import Foundation

/// Builds the outlines of convex shapes as point lists, in physical pixels.
///
/// Every outline is convex and runs clockwise on screen (y grows downwards), i.e. its shoelace
/// area is positive. Consecutive points are distinct, and the first point is not repeated at the end.
public enum PixelPath {
    /// The largest distance, in pixels, a chord may stray from the true arc it replaces.
    ///
    /// A quarter of a pixel keeps a curve smooth to the eye once the one-pixel fringe is added.
    public static let maximumArcError: Double = 0.25

    /// The number of straight segments used for a quarter circle of `radius` pixels.
    ///
    /// Chosen so that no chord is further than `maximumArcError` pixels from the arc, so the count
    /// grows with the radius in pixels (a 2x display gets more segments than 1x). At least 1, at most 64.
    public static func quarterArcSegmentCount(radius: Double) -> Int {
        guard radius > maximumArcError else { return 1 }
        // A chord spanning angle θ strays radius * (1 - cos(θ / 2)) from its arc.
        let maxAngle = 2 * acos(1 - maximumArcError / radius)
        let count = Int(((Double.pi / 2) / maxAngle).rounded(.up))
        return min(64, max(1, count))
    }

    /// The outline of `rect` (pixels) with corners rounded by `cornerRadius` pixels.
    ///
    /// The radius is clamped to half the smaller side; a radius of 0 (or less) gives the 4 corners.
    /// The outline starts at the top edge's right end and runs clockwise.
    public static func roundedRect(_ rect: Rect, cornerRadius: Double) -> [Point] {
        let radius = clampedRadius(cornerRadius, in: rect)
        if radius <= 0 {
            return [
                Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY),
                Point(x: rect.maxX, y: rect.maxY), Point(x: rect.minX, y: rect.maxY),
            ]
        }
        let segments = quarterArcSegmentCount(radius: radius)
        // Corner centres clockwise from the top right, each with the angle its arc starts at.
        let corners: [(center: Point, startAngle: Double)] = [
            (Point(x: rect.maxX - radius, y: rect.minY + radius), -Double.pi / 2),
            (Point(x: rect.maxX - radius, y: rect.maxY - radius), 0),
            (Point(x: rect.minX + radius, y: rect.maxY - radius), Double.pi / 2),
            (Point(x: rect.minX + radius, y: rect.minY + radius), Double.pi),
        ]
        var points: [Point] = []
        points.reserveCapacity(4 * (segments + 1))
        for corner in corners {
            for step in 0...segments {
                let angle = corner.startAngle + Double(step) / Double(segments) * (Double.pi / 2)
                appendDistinct(
                    Point(x: corner.center.x + radius * cos(angle), y: corner.center.y + radius * sin(angle)),
                    to: &points)
            }
        }
        // A capsule's last arc ends where the first began.
        if points.count > 1, isSame(points[points.count - 1], points[0]) { points.removeLast() }
        return points
    }

    /// The outline of a circle of `radius` pixels around `center` (pixels); empty when `radius <= 0`.
    ///
    /// Uses four times `quarterArcSegmentCount(radius:)` points, at least 8, starting at the rightmost point.
    public static func circle(center: Point, radius: Double) -> [Point] {
        guard radius > 0 else { return [] }
        let count = max(8, 4 * quarterArcSegmentCount(radius: radius))
        return (0..<count).map { index in
            let angle = Double(index) / Double(count) * 2 * Double.pi
            return Point(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
        }
    }

    /// `cornerRadius` limited to `0...min(width, height) / 2` of `rect`.
    public static func clampedRadius(_ cornerRadius: Double, in rect: Rect) -> Double {
        max(0, min(cornerRadius, min(rect.width, rect.height) / 2))
    }

    /// Twice the signed area of `polygon`: positive when it runs clockwise on a y-down screen.
    public static func doubleSignedArea(_ polygon: [Point]) -> Double {
        guard polygon.count >= 3 else { return 0 }
        var sum = 0.0
        var previous = polygon[polygon.count - 1]
        for point in polygon {
            sum += previous.x * point.y - point.x * previous.y
            previous = point
        }
        return sum
    }

    static func isSame(_ a: Point, _ b: Point) -> Bool {
        abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9
    }

    static func appendDistinct(_ point: Point, to points: inout [Point]) {
        if let last = points.last, isSame(last, point) { return }
        points.append(point)
    }
}
