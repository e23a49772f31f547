import Foundation
import Testing
@testable import PickerCore

/// Measures every character as 8 x 16 points.
private final class FixedMeasurer: TextMeasurer {
    func size(of text: String, font: Font) -> Size { Size(width: Double(text.count) * 8, height: 16) }
    func lineMetrics(for font: Font) -> LineMetrics { LineMetrics(ascent: 12, descent: 4) }
}

/// Records batches; each distinct text gets its own texture, 8 x 16 points per character in pixels.
private final class FakeBackend: MeshBackend {
    var batches: [DrawBatch] = []
    var textRequests: [(text: String, pixelsPerPoint: Double)] = []
    private var textures: [String: TextureHandle] = [:]
    let measurer = FixedMeasurer()

    var textMeasurer: TextMeasurer { measurer }

    func render(_ batch: DrawBatch) { batches.append(batch) }

    func textImage(for text: String, font: Font, color: Color, pixelsPerPoint: Double) -> TextureImage? {
        textRequests.append((text, pixelsPerPoint))
        guard !text.isEmpty else { return nil }
        let texture = textures[text] ?? TextureHandle(id: textures.count + 1)
        textures[text] = texture
        return TextureImage(
            texture: texture,
            pixelWidth: Int((Double(text.count) * 8 * pixelsPerPoint).rounded()),
            pixelHeight: Int((16 * pixelsPerPoint).rounded()))
    }
}

/// Takes whole quads as rectangles (`drawImage`) when `takesImages`, and records what it was given.
private final class ImageTakingBackend: MeshBackend {
    var takesImages = true
    var images: [(texture: TextureHandle, rect: Rect, alpha: Double)] = []
    var batches: [DrawBatch] = []
    let measurer = FixedMeasurer()
    var textMeasurer: TextMeasurer { measurer }

    func render(_ batch: DrawBatch) { batches.append(batch) }

    func drawImage(_ texture: TextureHandle, in rect: Rect, alpha: Double) -> Bool {
        guard takesImages else { return false }
        images.append((texture, rect, alpha))
        return true
    }

    func textImage(for text: String, font: Font, color: Color, pixelsPerPoint: Double) -> TextureImage? {
        TextureImage(texture: TextureHandle(id: text.count), pixelWidth: text.count * 8, pixelHeight: 16)
    }
}

/// A text or picture the clip leaves whole goes to `MeshBackend.drawImage` as its rectangle; one cut by the
/// clip, or refused, goes to `render` as a batch; what was pending is sent first either way.
@Suite struct MeshCanvasImageTests {
    let font = Font(size: 13)
    let ink = Color(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.5)

    @Test func aWholeQuadIsDrawnAsItsRectangleAfterWhatWasPending() {
        let backend = ImageTakingBackend()
        let canvas = MeshCanvas(backend: backend, pixelsPerPoint: 2)
        canvas.fillRect(Rect(x: 0, y: 0, width: 10, height: 10), color: ink)
        canvas.drawText("Nov", font: font, color: ink, at: Point(x: 3.2, y: 4.4), verticalScale: 0.5)
        #expect(backend.batches.count == 1 && backend.batches[0].texture == nil)  // the square first
        #expect(backend.images.count == 1)
        #expect(backend.images[0].texture == TextureHandle(id: 3))
        #expect(backend.images[0].rect == Rect(x: 6, y: 9, width: 24, height: 8))
        #expect(backend.images[0].alpha == 0.5)
        #expect(canvas.batchCount == 2 && canvas.triangleCount == backend.batches[0].triangleCount + 2)
        // Inside a clip's safe rectangle, still whole.
        canvas.withClip(Rect(x: 0, y: 0, width: 100, height: 100), cornerRadius: 6) {
            canvas.drawText("Dec", font: font, color: ink, at: Point(x: 20, y: 20))
        }
        #expect(backend.images.count == 2 && backend.batches.count == 1)
    }

    @Test func aQuadTheClipCutsOrTheBackendRefusesIsABatch() {
        let backend = ImageTakingBackend()
        let canvas = MeshCanvas(backend: backend, pixelsPerPoint: 1)
        canvas.withClip(Rect(x: 0, y: 0, width: 20, height: 100)) {
            canvas.drawText("Nov", font: font, color: ink, at: Point(x: 10, y: 10))  // 24 wide: cut at x = 20
        }
        canvas.flush()
        #expect(backend.images.isEmpty)
        #expect(backend.batches.count == 1 && backend.batches[0].vertices.allSatisfy { $0.position.x <= 20 })
        backend.takesImages = false
        canvas.drawText("Nov", font: font, color: ink, at: Point(x: 10, y: 10))
        canvas.flush()
        #expect(backend.batches.count == 2 && backend.batches[1].vertices.count == 4)
        // While a layer is recorded, nothing is drawn: the quad is recorded with the layer's batches.
        backend.takesImages = true
        canvas.drawLayer("a", bounds: Rect(x: 0, y: 0, width: 40, height: 40)) {
            canvas.drawText("Nov", font: font, color: ink, at: Point(x: 1, y: 1))
        }
        #expect(backend.images.isEmpty)
    }
}

/// A label's text cut to its frame (`drawText(_:font:color:at:clippedTo:)`) draws what pushing the frame's clip
/// and drawing it draws: whole when it lies inside (without the clip), cut when it leaves the frame or an outer
/// clip cuts it.
@Suite struct MeshCanvasClippedTextTests {
    let font = Font(size: 13)
    let ink = Color(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.8)

    /// What the backend was given for `draw`, at `scale`, inside an outer clip when given.
    private func drawn(
        scale: Double, outer: (rect: Rect, radius: Double)?, _ draw: (MeshCanvas) -> Void
    ) -> (images: [String], batches: [[MeshVertex]]) {
        let backend = ImageTakingBackend()
        let canvas = MeshCanvas(backend: backend, pixelsPerPoint: scale)
        if let outer { canvas.pushClip(outer.rect, cornerRadius: outer.radius) }
        draw(canvas)
        if outer != nil { canvas.popClip() }
        canvas.flush()
        return (backend.images.map { "\($0.texture) \($0.rect) \($0.alpha)" }, backend.batches.map(\.vertices))
    }

    @Test func itDrawsWhatTheClipAndTheTextDraw() {
        let frame = Rect(x: 10, y: 10, width: 60, height: 20)
        let cases: [(origin: Point, outer: (rect: Rect, radius: Double)?)] = [
            (Point(x: 12.3, y: 12.6), nil),  // inside
            (Point(x: 50, y: 12), nil),  // 24 wide: past the frame's right edge
            (Point(x: 12, y: 18), nil),  // 16 tall: past its bottom
            (Point(x: 12, y: 12), (Rect(x: 0, y: 0, width: 100, height: 100), 4)),  // inside both
            (Point(x: 12, y: 12), (Rect(x: 14, y: 0, width: 100, height: 100), 12)),  // the outer clip cuts it
        ]
        for scale in [1.0, 2.0] {
            for (origin, outer) in cases {
                let clipped = drawn(scale: scale, outer: outer) { canvas in
                    canvas.drawText("Nov", font: font, color: ink, at: origin, clippedTo: frame)
                }
                let pushed = drawn(scale: scale, outer: outer) { canvas in
                    canvas.withClip(frame) { canvas.drawText("Nov", font: font, color: ink, at: origin) }
                }
                #expect(clipped.images == pushed.images && clipped.batches == pushed.batches, "\(origin) at \(scale)x")
                #expect(clipped.images.count + clipped.batches.count == 1, "\(origin) at \(scale)x")
            }
        }
    }
}

@Suite struct MeshCanvasTests {
    let font = Font(size: 13)
    let ink = Color(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.9)

    private func makeCanvas(scale: Double = 1) -> (MeshCanvas, FakeBackend) {
        let backend = FakeBackend()
        return (MeshCanvas(backend: backend, pixelsPerPoint: scale), backend)
    }

    @Test func batchesUntexturedDrawsTogetherAndEachPictureAlone() {
        let (canvas, backend) = makeCanvas()
        canvas.fillRect(Rect(x: 0, y: 0, width: 10, height: 10), color: ink)
        canvas.strokePolyline([Point(x: 0, y: 0), Point(x: 5, y: 5)], lineWidth: 1, color: ink)
        #expect(backend.batches.isEmpty)  // nothing is sent before the texture changes or a flush
        canvas.drawText("Nov", font: font, color: ink, at: Point(x: 0, y: 0))
        // The same picture again is a batch of its own: how the first one is drawn must not depend on it.
        canvas.drawText("Nov", font: font, color: ink, at: Point(x: 0, y: 20))
        canvas.drawText("Dec", font: font, color: ink, at: Point(x: 0, y: 40))
        canvas.fillCircle(center: Point(x: 5, y: 5), radius: 3, color: ink)
        // The circle after "Dec" changed the texture back, which sent the "Dec" batch.
        #expect(backend.batches.map(\.texture) == [nil, TextureHandle(id: 1), TextureHandle(id: 1), TextureHandle(id: 2)])
        canvas.flush()
        #expect(backend.batches.map(\.texture) == [nil, TextureHandle(id: 1), TextureHandle(id: 1), TextureHandle(id: 2), nil])
        #expect(backend.batches[0].triangleCount > 2)  // the square and the line share one batch
        #expect(backend.batches[1].triangleCount == 2 && backend.batches[2].triangleCount == 2)
        #expect(canvas.batchCount == 5)
        #expect(canvas.triangleCount == backend.batches.map(\.triangleCount).reduce(0, +))
        // Every index points into its own batch.
        for batch in backend.batches {
            #expect(batch.indices.allSatisfy { $0 >= 0 && Int($0) < batch.vertices.count })
        }
        // An empty flush sends nothing.
        canvas.flush()
        #expect(backend.batches.count == 5)
        canvas.resetStatistics()
        #expect(canvas.triangleCount == 0 && canvas.batchCount == 0)
    }

    @Test func textSnapsToWholePixels() {
        let (canvas, backend) = makeCanvas()
        canvas.drawText("ab", font: font, color: ink, at: Point(x: 10.3, y: 20.6))
        canvas.flush()
        let batch = try! #require(backend.batches.first)
        let xs = batch.vertices.map(\.position.x), ys = batch.vertices.map(\.position.y)
        #expect(xs.min() == 10 && xs.max() == 26)
        #expect(ys.min() == 21 && ys.max() == 37)
        // The image holds the text in its colour: the vertices are white, carrying only the alpha.
        #expect(batch.vertices.allSatisfy { $0.color == Color(red: 1, green: 1, blue: 1, alpha: ink.alpha) })
        let topLeft = try! #require(batch.vertices.first { $0.position == Point(x: 10, y: 21) })
        #expect(topLeft.texCoord == Point(x: 0, y: 0))
        let bottomRight = try! #require(batch.vertices.first { $0.position == Point(x: 26, y: 37) })
        #expect(bottomRight.texCoord == Point(x: 1, y: 1))
    }

    @Test func textAtTwoTimesIsRasterisedAndPlacedInPixels() {
        let (canvas, backend) = makeCanvas(scale: 2)
        canvas.drawText("ab", font: font, color: ink, at: Point(x: 10.3, y: 20.6))
        canvas.flush()
        #expect(backend.textRequests.first?.pixelsPerPoint == 2)
        let vertices = try! #require(backend.batches.first).vertices
        // 20.6 -> 21 and 41.2 -> 41 pixels; the quad is the image's 32 x 32 pixels.
        #expect(vertices.map(\.position.x).min() == 21 && vertices.map(\.position.x).max() == 53)
        #expect(vertices.map(\.position.y).min() == 41 && vertices.map(\.position.y).max() == 73)
    }

    @Test func emptyTextDrawsNothing() {
        let (canvas, backend) = makeCanvas()
        canvas.drawText("", font: font, color: ink, at: .zero)
        canvas.flush()
        #expect(backend.batches.isEmpty && canvas.triangleCount == 0)
    }

    @Test func pointsAreScaledToPixelsAtTwoTimes() {
        let (canvas, backend) = makeCanvas(scale: 2)
        canvas.fillRect(Rect(x: 10, y: 10, width: 20, height: 10), color: ink)
        canvas.flush()
        let vertices = try! #require(backend.batches.first).vertices
        #expect(Set(vertices.map(\.position)) == [
            Point(x: 20, y: 20), Point(x: 60, y: 20), Point(x: 60, y: 40), Point(x: 20, y: 40),
        ])
        // A 1 pt line at 2x is 2 px wide; its edges (y = 19 and 21 px) lie on whole pixels, so it covers
        // exactly two pixel rows with hard edges.
        canvas.strokePolyline([Point(x: 0, y: 10), Point(x: 50, y: 10)], lineWidth: 1, color: ink)
        canvas.flush()
        let line = backend.batches[1].vertices
        #expect(Set(line.filter { $0.color.alpha == ink.alpha }.map(\.position.y)) == [19, 21])
        let sides = line.filter { $0.position.x > 0 && $0.position.x < 100 }.map(\.position.y)
        #expect(sides.min() == 19 && sides.max() == 21)
        #expect(line.map(\.position.x).max() == 100.5)
    }

    @Test func textQuadsAreClipped() {
        let (canvas, backend) = makeCanvas()
        canvas.pushClip(Rect(x: 0, y: 0, width: 14, height: 100), cornerRadius: 0)
        canvas.drawText("ab", font: font, color: ink, at: Point(x: 10, y: 0))  // 16 px wide, from x = 10
        canvas.popClip()
        canvas.flush()
        let vertices = try! #require(backend.batches.first).vertices
        #expect(vertices.map(\.position.x).max() == 14)
        #expect(vertices.map(\.texCoord.x).max() == 0.25)
        #expect(backend.batches[0].texture == TextureHandle(id: 1))
    }

    @Test func clipsNestAndPop() {
        let (canvas, backend) = makeCanvas(scale: 2)
        canvas.pushClip(Rect(x: 0, y: 0, width: 50, height: 50), cornerRadius: 0)
        canvas.pushClip(Rect(x: 25, y: 25, width: 50, height: 50), cornerRadius: 0)
        #expect(canvas.clipDepth == 2)
        canvas.fillRect(Rect(x: 0, y: 0, width: 100, height: 100), color: ink)
        canvas.popClip()
        canvas.popClip()
        canvas.popClip()  // one too many: ignored
        #expect(canvas.clipDepth == 0)
        canvas.fillRect(Rect(x: 0, y: 0, width: 1, height: 1), color: ink)
        canvas.flush()
        let batch = try! #require(backend.batches.first)
        let triangles = MeshMath.triangles(batch.vertices, batch.indices)
        let clipped = triangles.dropLast(2)
        // The nested clip is 25...50 points = 50...100 pixels square.
        let area = clipped.reduce(0) { $0 + MeshMath.area($1.0.position, $1.1.position, $1.2.position) }
        #expect(MeshMath.isClose(area, 50 * 50, 1e-9))
        #expect(clipped.allSatisfy { [$0.0, $0.1, $0.2].allSatisfy { (50...100).contains($0.position.x) } })
        // After popping, drawing is not clipped.
        let last = triangles.suffix(2).flatMap { [$0.0.position, $0.1.position, $0.2.position] }
        #expect(last.contains(Point(x: 0, y: 0)))
    }

    @Test func roundedClipCutsTheCornerOfContent() {
        let (canvas, backend) = makeCanvas()
        canvas.pushClip(Rect(x: 0, y: 0, width: 100, height: 40), cornerRadius: 10)
        canvas.fillRect(Rect(x: 0, y: 0, width: 100, height: 40), color: ink)
        canvas.popClip()
        canvas.flush()
        let batch = try! #require(backend.batches.first)
        let points = batch.vertices.map(\.position)
        // No vertex reaches into the corner beyond the arc.
        #expect(points.allSatisfy { (($0 - Point(x: 10, y: 10)).length <= 10 + 1e-9) || $0.x >= 10 || $0.y >= 10 })
        #expect(!points.contains(Point(x: 0, y: 0)))
        let area = MeshMath.coverage(batch.vertices, batch.indices, alpha: ink.alpha)
        // Exactly the clip's outline (its arcs are chords, a little inside the true arcs).
        let outline = PixelPath.roundedRect(Rect(x: 0, y: 0, width: 100, height: 40), cornerRadius: 10)
        #expect(MeshMath.isClose(area, MeshMath.area(outline), 1e-6))
        #expect(abs(area - (4000 - (4 - Double.pi) * 100)) < 10)
    }

    @Test func shapesWhollyInsideAClipKeepSharedVertices() {
        let (canvas, backend) = makeCanvas()
        canvas.pushClip(Rect(x: 0, y: 0, width: 200, height: 200), cornerRadius: 12)
        canvas.fillCircle(center: Point(x: 100, y: 100), radius: 20, color: ink)
        canvas.popClip()
        canvas.fillCircle(center: Point(x: 100, y: 100), radius: 20, color: ink)
        canvas.flush()
        let batch = try! #require(backend.batches.first)
        #expect(batch.vertices.count % 2 == 0)
        let half = batch.vertices.count / 2
        #expect(Array(batch.vertices[..<half]) == Array(batch.vertices[half...]))
        #expect(canvas.triangleCount == batch.triangleCount)
    }

    @Test func shapesStraddlingAClipAreCutExactly() {
        let (canvas, backend) = makeCanvas()
        canvas.fillCircle(center: Point(x: 100, y: 100), radius: 20, color: ink)
        canvas.flush()
        let whole = try! #require(backend.batches.first)
        canvas.pushClip(Rect(x: 0, y: 0, width: 100, height: 200), cornerRadius: 0)
        canvas.fillCircle(center: Point(x: 100, y: 100), radius: 20, color: ink)
        canvas.popClip()
        canvas.flush()
        let half = backend.batches[1]
        #expect(half.indices.allSatisfy { $0 >= 0 && Int($0) < half.vertices.count })
        #expect(half.vertices.allSatisfy { $0.position.x <= 100 })
        // Triangles wholly inside still share vertices: fewer vertices than 3 per triangle.
        #expect(half.vertices.count < 3 * half.triangleCount)
        let wholeCoverage = MeshMath.coverage(whole.vertices, whole.indices, alpha: ink.alpha)
        let halfCoverage = MeshMath.coverage(half.vertices, half.indices, alpha: ink.alpha)
        #expect(MeshMath.isClose(halfCoverage, wholeCoverage / 2, 1e-6))
    }

    @Test func forwardsTheBackendsTextMeasurer() {
        let (canvas, backend) = makeCanvas()
        #expect(canvas.textMeasurer === backend.measurer)
    }
}
