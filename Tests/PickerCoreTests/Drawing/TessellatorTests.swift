import Foundation
import Testing
@testable import PickerCore

@Suite struct TessellatorTests {
    let blue = Color(red: 0.18, green: 0.38, blue: 0.86, alpha: 1)

    // MARK: Fills

    @Test func fillAreaMatchesTheShapeArea() {
        var tessellator = Tessellator()
        // Off the pixel grid, so the fringe is used.
        let rect = Rect(x: 10.3, y: 5.7, width: 40, height: 20)
        tessellator.fillConvexPolygon(PixelPath.roundedRect(rect, cornerRadius: 0), color: blue)
        let triangles = MeshMath.triangles(tessellator.vertices, tessellator.indices)
        var fullAlphaArea = 0.0, fringeArea = 0.0
        for (a, b, c) in triangles {
            let area = MeshMath.area(a.position, b.position, c.position)
            if [a, b, c].allSatisfy({ $0.color.alpha == 1 }) { fullAlphaArea += area } else { fringeArea += area }
        }
        // Inner 39 x 19, ring between 39 x 19 and 41 x 21.
        #expect(MeshMath.isClose(fullAlphaArea, 39 * 19, 1e-6))
        #expect(MeshMath.isClose(fringeArea, 41 * 21 - 39 * 19, 1e-6))
        #expect(abs(fullAlphaArea + fringeArea / 2 - 800) <= 1.01)
        #expect(abs(MeshMath.coverage(tessellator.vertices, tessellator.indices) - 800) <= 1.01)
    }

    @Test func circleFillCoversPiRSquared() {
        var tessellator = Tessellator()
        tessellator.fillCircle(center: Point(x: 100.5, y: 80.25), radius: 30, color: blue.multiplyingAlpha(by: 0.5))
        let coverage = MeshMath.coverage(tessellator.vertices, tessellator.indices, alpha: 0.5)
        #expect(abs(coverage - Double.pi * 900) / (Double.pi * 900) < 0.01)
    }

    @Test func fringeIsTransparentOutsideAndOpaqueInside() {
        var tessellator = Tessellator()
        let color = Color(red: 1, green: 0, blue: 0, alpha: 0.8)
        let rect = Rect(x: 10.5, y: 10.5, width: 30, height: 20)
        tessellator.fillConvexPolygon(PixelPath.roundedRect(rect, cornerRadius: 0), color: color)
        let transparent = tessellator.vertices.filter { $0.color.alpha == 0 }
        let opaque = tessellator.vertices.filter { $0.color.alpha == 0.8 }
        #expect(transparent.count == 4 && opaque.count == 4)
        #expect(Set(transparent.map(\.position)) == [
            Point(x: 10, y: 10), Point(x: 41, y: 10), Point(x: 41, y: 31), Point(x: 10, y: 31),
        ])
        #expect(Set(opaque.map(\.position)) == [
            Point(x: 11, y: 11), Point(x: 40, y: 11), Point(x: 40, y: 30), Point(x: 11, y: 30),
        ])
        // The fringe keeps the colour and fades only alpha (straight alpha, no dark halo).
        #expect(transparent.allSatisfy { $0.color.red == 1 && $0.color.green == 0 })
    }

    @Test func fringeWorksForEitherWinding() {
        var clockwise = Tessellator(), counterClockwise = Tessellator()
        let points = PixelPath.circle(center: Point(x: 20, y: 20), radius: 10)
        clockwise.fillConvexPolygon(points, color: blue)
        counterClockwise.fillConvexPolygon(points.reversed(), color: blue)
        let a = MeshMath.coverage(clockwise.vertices, clockwise.indices)
        let b = MeshMath.coverage(counterClockwise.vertices, counterClockwise.indices)
        #expect(MeshMath.isClose(a, b, 1e-6))
        #expect(abs(a - MeshMath.area(points)) < 0.5)
    }

    @Test func pixelAlignedRectIsCrisp() {
        var tessellator = Tessellator()
        tessellator.fillRect(Rect(x: 4, y: 6, width: 10, height: 8), color: blue)
        for y in 4..<16 {
            for x in 2..<16 {
                let inside = (4..<14).contains(x) && (6..<14).contains(y)
                let alpha = CenterSampler.alpha(tessellator.vertices, tessellator.indices, x: x, y: y)
                #expect(alpha == (inside ? 1 : 0), "pixel (\(x), \(y)): \(alpha)")
            }
        }
        #expect(MeshMath.coverage(tessellator.vertices, tessellator.indices) == 80, "painted once, no fringe")
        #expect(tessellator.vertices.allSatisfy { $0.color.alpha == 1 })
        #expect(Set(tessellator.vertices.map(\.position)) == [
            Point(x: 4, y: 6), Point(x: 14, y: 6), Point(x: 14, y: 14), Point(x: 4, y: 14),
        ])
        // Off the grid it gets a fringe.
        tessellator.removeAll()
        tessellator.fillRect(Rect(x: 4.5, y: 6, width: 10, height: 8), color: blue)
        #expect(tessellator.vertices.contains { $0.color.alpha == 0 })
    }

    @Test func degenerateShapesDrawNothing() {
        var tessellator = Tessellator()
        tessellator.fillConvexPolygon([Point(x: 0, y: 0), Point(x: 5, y: 5), Point(x: 10, y: 10)], color: blue)
        tessellator.fillConvexPolygon([Point(x: 0, y: 0), Point(x: 5, y: 5)], color: blue)
        tessellator.fillCircle(center: .zero, radius: 0, color: blue)
        tessellator.fillRect(Rect(x: 0, y: 0, width: 10, height: 10), color: .clear)
        tessellator.strokePolyline([Point(x: 1, y: 1), Point(x: 1, y: 1)], width: 2, color: blue, closed: false)
        tessellator.strokePolyline([Point(x: 1, y: 1), Point(x: 9, y: 1)], width: 0, color: blue, closed: false)
        #expect(tessellator.vertices.isEmpty && tessellator.indices.isEmpty)
    }

    // MARK: Strokes

    @Test func strokeHasTheRequestedWidth() {
        var tessellator = Tessellator()
        tessellator.strokePolyline([Point(x: 10, y: 20), Point(x: 110, y: 20)], width: 4, color: blue, closed: false)
        let opaqueYs = Set(tessellator.vertices.filter { $0.color.alpha == 1 }.map(\.position.y))
        let sideFringeYs = Set(
            tessellator.vertices.filter { $0.color.alpha == 0 && $0.position.x > 10 && $0.position.x < 110 }
                .map(\.position.y))
        // The edges (y = 18 and 22) lie on whole pixels, so each fringe collapses to a hard step there:
        // exactly four pixel rows at full alpha, on any rasteriser.
        #expect(opaqueYs == [18, 22])
        #expect(sideFringeYs == [18, 22])
        // Off the pixel grid the fringe stays: a core 3 px wide and a 1 px fringe each side, centred on the edges.
        var offGrid = Tessellator()
        offGrid.strokePolyline([Point(x: 10, y: 20.3), Point(x: 110, y: 20.3)], width: 4, color: blue, closed: false)
        let offOpaque = Set(offGrid.vertices.filter { $0.color.alpha == 1 }.map { ($0.position.y * 10).rounded() / 10 })
        let offFringe = Set(
            offGrid.vertices.filter { $0.color.alpha == 0 && $0.position.x > 10 && $0.position.x < 110 }
                .map { ($0.position.y * 10).rounded() / 10 })
        #expect(offOpaque == [18.8, 21.8])
        #expect(offFringe == [17.8, 22.8])
        // The cap fringe is centred on the end points.
        let xs = tessellator.vertices.map(\.position.x)
        #expect(xs.min() == 9.5 && xs.max() == 110.5)
        #expect(Set(tessellator.vertices.filter { $0.color.alpha == 1 }.map(\.position.x)) == [10.5, 109.5])
        // It paints width x length pixels (minus a sliver at the four faded corners).
        let coverage = MeshMath.coverage(tessellator.vertices, tessellator.indices)
        #expect(abs(coverage - 400) < 0.5)
    }

    @Test func thinStrokeIsOnePixelWideWithScaledAlpha() {
        var tessellator = Tessellator()
        tessellator.strokePolyline([Point(x: 0, y: 10), Point(x: 0, y: 110)], width: 0.25, color: blue, closed: false)
        #expect(tessellator.vertices.map(\.color.alpha).max() == 0.25)
        let xs = Set(tessellator.vertices.map(\.position.x))
        #expect(xs == [-1, 0, 1])
        let coverage = MeshMath.coverage(tessellator.vertices, tessellator.indices)
        #expect(abs(coverage - 25) < 0.5)
    }

    @Test func twoPixelBorderOnWholePixelsIsCrisp() {
        var tessellator = Tessellator()
        tessellator.strokeRoundedRect(Rect(x: 10, y: 10, width: 40, height: 20), cornerRadius: 0, width: 2, color: blue)
        // Full alpha exactly at the centres of the two pixel columns/rows the border covers,
        // alpha 0 at the centres of the pixels next to them.
        let opaque = Set(tessellator.vertices.filter { $0.color.alpha == 1 }.map(\.position))
        let transparent = Set(tessellator.vertices.filter { $0.color.alpha == 0 }.map(\.position))
        #expect(opaque == [
            Point(x: 9.5, y: 9.5), Point(x: 10.5, y: 10.5), Point(x: 50.5, y: 9.5), Point(x: 49.5, y: 10.5),
            Point(x: 50.5, y: 30.5), Point(x: 49.5, y: 29.5), Point(x: 9.5, y: 30.5), Point(x: 10.5, y: 29.5),
        ])
        #expect(transparent.contains(Point(x: 8.5, y: 8.5)) && transparent.contains(Point(x: 11.5, y: 11.5)))
        // A closed square has no caps: perimeter x width.
        let coverage = MeshMath.coverage(tessellator.vertices, tessellator.indices)
        #expect(abs(coverage - 2 * 120) < 1e-6)
    }

    @Test func rightAngleJoinIsMitred() {
        var tessellator = Tessellator()
        tessellator.strokePolyline(
            [Point(x: 0, y: 0), Point(x: 100, y: 0), Point(x: 100, y: 100)], width: 4, color: blue, closed: false)
        let positions = Set(tessellator.vertices.map(\.position))
        // Outer and inner corners of the core and of the fringe lie on the diagonal through the join.
        for offset in [1.5, -1.5, 2.5, -2.5] {
            #expect(positions.contains { MeshMath.isClose($0, Point(x: 100 + offset, y: -offset), 1e-9) }, "\(offset)")
        }
    }

    @Test func sharpJoinIsClampedByTheMiterLimit() {
        var tessellator = Tessellator()
        let join = Point(x: 100, y: 0)
        // About 6 degrees between the two segments: an unclamped miter would reach ~19 half-widths.
        tessellator.strokePolyline(
            [Point(x: 0, y: 0), join, Point(x: 0, y: 10)], width: 4, color: blue, closed: false)
        let halfWidth = 2.5  // outer edge of the fringe
        let farthest = tessellator.vertices.filter { $0.position.x > 50 }.map { ($0.position - join).length }.max() ?? 0
        #expect(farthest <= tessellator.miterLimit * halfWidth + 1e-9)
        #expect(farthest > 2 * halfWidth)
    }

    @Test func closedStrokeOfACircleCoversItsRing() {
        var tessellator = Tessellator()
        tessellator.strokeCircle(center: Point(x: 50, y: 50), radius: 20, width: 3, color: blue)
        let coverage = MeshMath.coverage(tessellator.vertices, tessellator.indices)
        let ring = Double.pi * (21.5 * 21.5 - 18.5 * 18.5)
        #expect(abs(coverage - ring) / ring < 0.01)
    }

    @Test func sampledAtPixelCentresAStraightEdgeGivesTheCoveredFraction() {
        var tessellator = Tessellator()
        // Left edge at x = 10.25: pixel 10 is three quarters covered, pixel 9 not at all.
        tessellator.fillConvexPolygon(
            PixelPath.roundedRect(Rect(x: 10.25, y: 0, width: 20, height: 20), cornerRadius: 0), color: blue)
        let row = (8...12).map { CenterSampler.alpha(tessellator.vertices, tessellator.indices, x: $0, y: 10) }
        for (alpha, expected) in zip(row, [0, 0, 0.75, 1, 1]) {
            #expect(MeshMath.isClose(alpha, expected, 1e-9), "\(row)")
        }
    }

    @Test func sampledAtPixelCentresATwoPixelBorderIsCrisp() {
        var tessellator = Tessellator()
        tessellator.strokeRoundedRect(Rect(x: 10, y: 10, width: 20, height: 12), cornerRadius: 0, width: 2, color: blue)
        for y in 6..<26 {
            for x in 6..<34 {
                let alpha = CenterSampler.alpha(tessellator.vertices, tessellator.indices, x: x, y: y)
                let onBorder = (9...30).contains(x) && (9...22).contains(y)
                    && !((11...28).contains(x) && (11...20).contains(y))
                #expect(MeshMath.isClose(alpha, onBorder ? 1 : 0, 1e-9), "pixel (\(x), \(y)): \(alpha)")
            }
        }
    }

    @Test func removeAllStartsAfresh() {
        var tessellator = Tessellator()
        tessellator.fillRect(Rect(x: 0, y: 0, width: 2, height: 2), color: blue)
        tessellator.removeAll()
        tessellator.fillRect(Rect(x: 0, y: 0, width: 2, height: 2), color: blue)
        // Only the second rectangle is painted: once, over its four pixels.
        #expect(MeshMath.coverage(tessellator.vertices, tessellator.indices) == 4 && tessellator.indices.max() == 3)
        #expect(CenterSampler.alpha(tessellator.vertices, tessellator.indices, x: 1, y: 1) == 1)
    }
}
