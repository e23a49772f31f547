import Foundation
import Testing
@testable import PickerCore

@Suite struct ClipTests {
    let red = Color(red: 1, green: 0, blue: 0, alpha: 1)
    let green = Color(red: 0, green: 1, blue: 0, alpha: 0.5)
    let blue = Color(red: 0, green: 0, blue: 1, alpha: 0)

    /// A right triangle with a colour and texture coordinate per corner.
    var triangle: (MeshVertex, MeshVertex, MeshVertex) {
        (
            MeshVertex(position: Point(x: 0, y: 0), color: red, texCoord: Point(x: 0, y: 0)),
            MeshVertex(position: Point(x: 20, y: 0), color: green, texCoord: Point(x: 1, y: 0)),
            MeshVertex(position: Point(x: 0, y: 20), color: blue, texCoord: Point(x: 0, y: 1))
        )
    }

    /// What the triangle's colour and texture coordinate are at `p`, by barycentric coordinates.
    func expected(at p: Point) -> (Color, Point) {
        let u = p.x / 20, v = p.y / 20, w = 1 - u - v
        let color = Color(
            red: w * red.red + u * green.red + v * blue.red,
            green: w * red.green + u * green.green + v * blue.green,
            blue: w * red.blue + u * green.blue + v * blue.blue,
            alpha: w * red.alpha + u * green.alpha + v * blue.alpha)
        return (color, Point(x: u, y: v))
    }

    func rectClip(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> ConvexClipRegion {
        .roundedRect(Rect(x: x, y: y, width: width, height: height), cornerRadius: 0)
    }

    @Test func clippingATriangleToARectGivesTheExactAreaAndInterpolatedAttributes() {
        // The rectangle cuts the triangle's hypotenuse x + y = 20.
        let clip = rectClip(5, 0, 10, 10)
        let (a, b, c) = triangle
        let polygon = clip.clippedPolygon(a, b, c)
        #expect(polygon.count >= 3)
        // Integral over x in 5...15 of min(10, 20 - x).
        #expect(MeshMath.isClose(MeshMath.area(polygon.map(\.position)), 87.5, 1e-9))
        for vertex in polygon {
            #expect(clip.contains(vertex.position))
            let (color, uv) = expected(at: vertex.position)
            #expect(MeshMath.isClose(vertex.color, color), "\(vertex)")
            #expect(MeshMath.isClose(vertex.texCoord, uv), "\(vertex)")
        }
        #expect(polygon.contains { MeshMath.isClose($0.position, Point(x: 15, y: 5)) })
        #expect(polygon.contains { MeshMath.isClose($0.position, Point(x: 10, y: 10)) })
    }

    @Test func aTriangleInsidePassesUnchanged() {
        let (a, b, c) = triangle
        #expect(rectClip(-1, -1, 30, 30).clippedPolygon(a, b, c) == [a, b, c])
        // Inside the polygon but not its safe rectangle: still unchanged.
        let rounded = ConvexClipRegion.roundedRect(Rect(x: -5, y: -5, width: 60, height: 60), cornerRadius: 3)
        #expect(rounded.clippedPolygon(a, b, c) == [a, b, c])
    }

    @Test func aTriangleOutsideIsDropped() {
        let (a, b, c) = triangle
        #expect(rectClip(30, 0, 10, 10).clippedPolygon(a, b, c).isEmpty)
        // Inside the bounding box but beyond the hypotenuse.
        #expect(rectClip(15, 15, 5, 5).clippedPolygon(a, b, c).isEmpty)
    }

    @Test func nestedClipsIntersect() {
        var stack = ClipStack()
        #expect(stack.current == nil)
        stack.push(Rect(x: 0, y: 0, width: 100, height: 100))
        stack.push(Rect(x: 50, y: 50, width: 100, height: 100))
        let region = try! #require(stack.current)
        #expect(region.bounds == Rect(x: 50, y: 50, width: 50, height: 50))
        #expect(MeshMath.isClose(MeshMath.area(region.polygon), 2500, 1e-9))
        #expect(region.contains(Point(x: 75, y: 75)))
        #expect(!region.contains(Point(x: 25, y: 25)))
        #expect(!region.contains(Point(x: 125, y: 125)))
        #expect(region.safeRect == Rect(x: 50, y: 50, width: 50, height: 50))
        stack.pop()
        #expect(stack.current?.bounds == Rect(x: 0, y: 0, width: 100, height: 100))
        stack.pop()
        stack.pop()  // popping an empty stack does nothing
        #expect(stack.current == nil)
    }

    /// Nested shapes pushed through a memo give, point for point, the regions of pushing their outlines:
    /// the first time (worked out and remembered) and every time after (taken from the memo), and after a pop and
    /// push again.
    @Test func memoizedClipsAreTheRegionsOfTheirShapes() {
        let shapes = [
            ClipShape(rect: Rect(x: 10, y: 20, width: 300, height: 200), cornerRadius: 12),
            ClipShape(rect: Rect(x: 30.5, y: 25, width: 120, height: 180), cornerRadius: 0),
            ClipShape(rect: Rect(x: 40, y: 15, width: 50, height: 50), cornerRadius: 6.5),
            ClipShape(rect: Rect(x: 0, y: 0, width: 35, height: 40), cornerRadius: 3),
        ]
        let memo = ClipMemo()
        for round in 0..<3 {
            var plain = ClipStack(), memoized = ClipStack()
            for (level, shape) in shapes.enumerated() {
                plain.push(shape)
                memoized.push(shape)
                #expect(memoized.resolved(memo: memo) == plain.current, "round \(round), level \(level)")
            }
            // Back to the second level and on along another branch.
            plain.pop(); plain.pop()
            memoized.pop(); memoized.pop()
            let branch = ClipShape(rect: Rect(x: 100, y: 100, width: 80, height: 60), cornerRadius: 8)
            plain.push(branch)
            memoized.push(branch)
            #expect(memoized.resolved(memo: memo) == plain.current, "round \(round), branch")
        }
    }

    /// A shape is worked out only when its region is asked for: one pushed and popped unasked changes
    /// nothing; several pushed before one question are worked out in order; `current` answers as well.
    @Test func shapesAreWorkedOutWhenTheirRegionIsNeeded() {
        let memo = ClipMemo()
        var stack = ClipStack()
        let card = ClipShape(rect: Rect(x: 0, y: 0, width: 200, height: 100), cornerRadius: 10)
        let row = ClipShape(rect: Rect(x: 20, y: 40, width: 100, height: 20), cornerRadius: 0)
        stack.push(card)
        stack.push(row)
        stack.pop()
        let expectedCard = ConvexClipRegion.roundedRect(card.rect, cornerRadius: 10)
        #expect(stack.current == expectedCard)
        #expect(stack.resolved(memo: memo) == expectedCard)
        stack.push(row)
        stack.push(ClipShape(rect: Rect(x: 30, y: 45, width: 10, height: 10), cornerRadius: 2))
        var plain = ClipStack()
        plain.push(card)
        plain.push(row)
        plain.push(Rect(x: 30, y: 45, width: 10, height: 10), cornerRadius: 2)
        #expect(stack.resolved(memo: memo) == plain.current)
        stack.pop()
        stack.pop()
        stack.pop()
        #expect(stack.current == nil)
    }

    /// Past its capacity (a new entry takes the oldest one's place) the memo still gives right regions, for
    /// new shapes and for the first ones, whose entries went.
    @Test func aFullClipMemoStartsAgain() {
        let memo = ClipMemo()
        for index in 0..<(ClipMemo.capacity + 10) {
            var stack = ClipStack()
            let shape = ClipShape(rect: Rect(x: Double(index), y: 0, width: 10, height: 10), cornerRadius: 2)
            stack.push(shape)
            #expect(stack.resolved(memo: memo) == .roundedRect(shape.rect, cornerRadius: 2))
        }
        for index in 0..<10 {
            var stack = ClipStack()
            let shape = ClipShape(rect: Rect(x: Double(index), y: 0, width: 10, height: 10), cornerRadius: 2)
            stack.push(shape)
            stack.push(Rect(x: 0, y: 5, width: 100, height: 100))
            var plain = ClipStack()
            plain.push(shape)
            plain.push(Rect(x: 0, y: 5, width: 100, height: 100))
            #expect(stack.resolved(memo: memo) == plain.current)
        }
    }

    @Test func disjointClipsClipEverything() {
        var stack = ClipStack()
        stack.push(Rect(x: 0, y: 0, width: 10, height: 10))
        stack.push(Rect(x: 20, y: 20, width: 10, height: 10))
        let region = try! #require(stack.current)
        #expect(region.isEmpty)
        let (a, b, c) = triangle
        #expect(region.clippedPolygon(a, b, c).isEmpty)
    }

    @Test func roundedClipCutsTheCorners() {
        let rect = Rect(x: 0, y: 0, width: 100, height: 40)
        let clip = ConvexClipRegion.roundedRect(rect, cornerRadius: 10)
        // Near each corner: outside; along the edges and in the middle: inside.
        for corner in [Point(x: 1, y: 1), Point(x: 99, y: 1), Point(x: 99, y: 39), Point(x: 1, y: 39)] {
            #expect(!clip.contains(corner), "\(corner)")
        }
        for point in [Point(x: 50, y: 0.5), Point(x: 0.5, y: 20), Point(x: 50, y: 20), Point(x: 3, y: 3)] {
            #expect(clip.contains(point), "\(point)")
        }
        // A quad covering the whole rect keeps the rounded rect's area.
        let v = [Point(x: -5, y: -5), Point(x: 105, y: -5), Point(x: 105, y: 45), Point(x: -5, y: 45)]
            .map { MeshVertex(position: $0, color: red) }
        let area = MeshMath.area(clip.clippedPolygon(v[0], v[1], v[2]).map(\.position))
            + MeshMath.area(clip.clippedPolygon(v[0], v[2], v[3]).map(\.position))
        let exact = 4000 - (4 - Double.pi) * 100
        #expect(abs(area - exact) < 4 * 0.25 * 10 * Double.pi / 2)
        #expect(MeshMath.isClose(area, MeshMath.area(clip.polygon), 1e-6))
    }

    @Test func safeRectLiesInsideTheRoundedClip() {
        for radius in [1.0, 4, 10, 20, 37] {
            let clip = ConvexClipRegion.roundedRect(Rect(x: 3, y: 7, width: 120, height: 80), cornerRadius: radius)
            let safe = clip.safeRect
            #expect(!safe.isEmpty)
            for corner in [
                Point(x: safe.minX, y: safe.minY), Point(x: safe.maxX, y: safe.minY),
                Point(x: safe.maxX, y: safe.maxY), Point(x: safe.minX, y: safe.maxY),
            ] {
                #expect(clip.contains(corner), "radius \(radius): \(corner)")
            }
        }
    }

    @Test func roundedClipInsideARectClipIntersects() {
        var stack = ClipStack()
        stack.push(Rect(x: 0, y: 0, width: 60, height: 100))
        stack.push(Rect(x: 10, y: 10, width: 100, height: 40), cornerRadius: 10)
        let region = try! #require(stack.current)
        #expect(region.bounds == Rect(x: 10, y: 10, width: 50, height: 40))
        #expect(!region.contains(Point(x: 11, y: 11)))  // the rounded corner
        #expect(region.contains(Point(x: 59, y: 11)))  // cut square by the rect
        #expect(!region.contains(Point(x: 61, y: 30)))
    }

    /// A region within the other's safe rectangle is the intersection as it is: its outline point for point
    /// (a cut would work its corners back out of the cut edges, a hair off a whole pixel), whichever side
    /// of `intersection` it is on.
    @Test func aRegionInsideTheOthersSafeRectIsTheIntersectionExactly() throws {
        let card = ConvexClipRegion.roundedRect(Rect(x: 120, y: 128, width: 560, height: 307), cornerRadius: 10)
        let row = ConvexClipRegion.roundedRect(Rect(x: 126.1, y: 140.3, width: 547.7, height: 44.1), cornerRadius: 0)
        #expect(Self.rect(card.safeRect, holds: row.bounds))
        #expect(card.intersection(row) == row)
        #expect(row.intersection(card) == row)
        let button = ConvexClipRegion.roundedRect(Rect(x: 130, y: 150, width: 80, height: 24), cornerRadius: 6)
        #expect(card.intersection(button) == button)
        #expect(button.intersection(card) == button)
        // A row reaching past the safe rectangle (into the rounded corner) is cut as before.
        let edgeRow = ConvexClipRegion.roundedRect(Rect(x: 120, y: 128, width: 560, height: 44), cornerRadius: 0)
        let cut = card.intersection(edgeRow)
        #expect(cut != edgeRow)
        #expect(!cut.contains(Point(x: 120.5, y: 128.5)))
        #expect(cut.contains(Point(x: 400, y: 150)))
    }

    private static func rect(_ outer: Rect, holds inner: Rect) -> Bool {
        inner.minX >= outer.minX && inner.maxX <= outer.maxX && inner.minY >= outer.minY && inner.maxY <= outer.maxY
    }
}
