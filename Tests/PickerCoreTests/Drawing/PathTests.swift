import Foundation
import Testing
@testable import PickerCore

@Suite struct PathTests {
    /// The distance from `point` to the outline of `rect` rounded by `radius`.
    func distanceToRoundedOutline(_ point: Point, rect: Rect, radius: Double) -> Double {
        let cx = min(max(point.x, rect.minX + radius), rect.maxX - radius)
        let cy = min(max(point.y, rect.minY + radius), rect.maxY - radius)
        let inCornerX = point.x < rect.minX + radius || point.x > rect.maxX - radius
        let inCornerY = point.y < rect.minY + radius || point.y > rect.maxY - radius
        if inCornerX && inCornerY {
            return abs((point - Point(x: cx, y: cy)).length - radius)
        }
        return min(abs(point.x - rect.minX), abs(point.x - rect.maxX), abs(point.y - rect.minY), abs(point.y - rect.maxY))
    }

    @Test func roundedRectPointsLieOnTheRoundedOutline() {
        let rect = Rect(x: 10, y: 20, width: 120, height: 44)
        let points = PixelPath.roundedRect(rect, cornerRadius: 10)
        #expect(points.count > 8)
        for point in points {
            #expect(distanceToRoundedOutline(point, rect: rect, radius: 10) < 1e-9, "\(point)")
        }
        // The chords' midpoints stay within the allowed error of the arc.
        for (index, point) in points.enumerated() {
            let mid = (point + points[(index + 1) % points.count]) * 0.5
            #expect(distanceToRoundedOutline(mid, rect: rect, radius: 10) <= PixelPath.maximumArcError + 1e-9)
        }
    }

    @Test func roundedRectRunsClockwiseWithoutDuplicates() {
        let points = PixelPath.roundedRect(Rect(x: 0, y: 0, width: 40, height: 20), cornerRadius: 10)
        #expect(PixelPath.doubleSignedArea(points) > 0)
        for (index, point) in points.enumerated() {
            #expect((point - points[(index + 1) % points.count]).length > 1e-6)
        }
    }

    @Test func zeroRadiusGivesTheFourCorners() {
        let points = PixelPath.roundedRect(Rect(x: 1, y: 2, width: 3, height: 4), cornerRadius: 0)
        #expect(points == [Point(x: 1, y: 2), Point(x: 4, y: 2), Point(x: 4, y: 6), Point(x: 1, y: 6)])
    }

    @Test func radiusIsClampedToHalfTheSmallerSide() {
        let rect = Rect(x: 0, y: 0, width: 100, height: 20)
        let points = PixelPath.roundedRect(rect, cornerRadius: 50)
        for point in points {
            #expect(distanceToRoundedOutline(point, rect: rect, radius: 10) < 1e-9)
        }
        #expect(points.allSatisfy { $0.y >= 0 && $0.y <= 20 && $0.x >= 0 && $0.x <= 100 })
    }

    @Test func largerRadiiInPixelsGetMoreSegments() {
        let at1x = PixelPath.quarterArcSegmentCount(radius: 10)
        let at2x = PixelPath.quarterArcSegmentCount(radius: 20)
        #expect(at2x > at1x)
        #expect(PixelPath.quarterArcSegmentCount(radius: 0.1) == 1)
        #expect(PixelPath.quarterArcSegmentCount(radius: 1e9) == 64)
    }

    @Test func circlePointsLieOnTheCircleClockwise() {
        let center = Point(x: 50, y: 40)
        let points = PixelPath.circle(center: center, radius: 25)
        #expect(points.count >= 8)
        #expect(points.allSatisfy { abs(($0 - center).length - 25) < 1e-9 })
        #expect(PixelPath.doubleSignedArea(points) > 0)
        #expect(PixelPath.circle(center: center, radius: 0).isEmpty)
    }
}
