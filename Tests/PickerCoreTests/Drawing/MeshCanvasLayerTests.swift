import Testing
@testable import PickerCore

/// A backend that keeps layer pictures by key (as textures numbered from 100) and records every call.
private final class LayerKeepingBackend: MeshBackend {
    struct Made {
        var key: LayerKey
        var region: PixelRect
        var batches: [DrawBatch]
    }

    var keepsLayers = true
    var batches: [DrawBatch] = []
    var made: [Made] = []
    var lookups = 0
    private var kept: [LayerKey: TextureImage] = [:]
    private let measurer = Measurer()

    final class Measurer: TextMeasurer {
        func size(of text: String, font: Font) -> Size { Size(width: Double(text.count) * 8, height: 16) }
        func lineMetrics(for font: Font) -> LineMetrics { LineMetrics(ascent: 12, descent: 4) }
    }

    var textMeasurer: TextMeasurer { measurer }
    func render(_ batch: DrawBatch) { batches.append(batch) }
    func textImage(for text: String, font: Font, color: Color, pixelsPerPoint: Double) -> TextureImage? {
        TextureImage(texture: TextureHandle(id: 1), pixelWidth: text.count * 8, pixelHeight: 16)
    }

    func layerImage(for key: LayerKey) -> TextureImage? {
        lookups += 1
        return kept[key]
    }

    func makeLayerImage(for key: LayerKey, region: PixelRect, batches: [DrawBatch]) -> TextureImage? {
        guard keepsLayers else { return nil }
        made.append(Made(key: key, region: region, batches: batches))
        let image = TextureImage(texture: TextureHandle(id: 100 + made.count), pixelWidth: region.width, pixelHeight: region.height)
        kept[key] = image
        return image
    }

    func forget() { kept = [:] }
}

@Suite struct MeshCanvasLayerTests {
    let ink = Color(red: 0.2, green: 0.3, blue: 0.9, alpha: 1)
    let field = Rect(x: 10, y: 20, width: 100, height: 30)

    /// Draws one frame: a layer keyed `key` holding a rounded field and a chevron, on a fresh canvas.
    /// Returns the canvas and how many times the layer's drawing ran.
    @discardableResult
    private func frame(
        _ backend: LayerKeepingBackend, key: String = "chrome", bounds: Rect? = nil, scale: Double = 1,
        body extra: (MeshCanvas) -> Void = { _ in }
    ) -> (canvas: MeshCanvas, runs: Int) {
        let canvas = MeshCanvas(backend: backend, pixelsPerPoint: scale)
        var runs = 0
        let bounds = bounds ?? field
        canvas.drawLayer(key, bounds: bounds) {
            runs += 1
            canvas.fillRoundedRect(bounds, cornerRadius: 8, color: ink)
            canvas.strokePolyline(
                [Point(x: bounds.minX + 16, y: bounds.minY + 10), Point(x: bounds.minX + 11, y: bounds.midY),
                 Point(x: bounds.minX + 16, y: bounds.maxY - 10)],
                lineWidth: 1.5, color: .white)
            extra(canvas)
        }
        canvas.flush()
        return (canvas, runs)
    }

    @Test func theFirstFrameRecordsTheLayerAndLaterFramesReuseItsPicture() throws {
        let backend = LayerKeepingBackend()
        let first = frame(backend)
        #expect(first.runs == 1 && first.canvas.layersDrawn == 1 && first.canvas.layersReused == 0)
        let made = try #require(backend.made.first)
        // The picture covers the bounds grown to whole pixels plus the one-pixel fringe.
        #expect(made.region == PixelRect(x: 9, y: 19, width: 102, height: 32))
        #expect(made.key.pixelWidth == 102 && made.key.pixelHeight == 32 && made.key.boundsOffset == Point(x: 1, y: 1))
        #expect(made.key.content == AnyHashable("chrome"))
        #expect(!made.batches.isEmpty && made.batches.allSatisfy { $0.texture == nil })
        // What reaches the backend is one quad with the picture, 1:1 on whole pixels, opaque white.
        let quad = try #require(backend.batches.last)
        #expect(backend.batches.count == 1 && quad.texture == TextureHandle(id: 101) && quad.triangleCount == 2)
        #expect(Set(quad.vertices.map(\.position)) == [
            Point(x: 9, y: 19), Point(x: 111, y: 19), Point(x: 111, y: 51), Point(x: 9, y: 51),
        ])
        #expect(quad.vertices.allSatisfy { $0.color == .white })
        #expect(first.canvas.triangleCount == 2 && first.canvas.batchCount == 1)

        let second = frame(backend)
        #expect(second.runs == 0 && second.canvas.layersReused == 1 && second.canvas.layersDrawn == 0)
        #expect(backend.made.count == 1)
        #expect(backend.batches.last == quad)
    }

    @Test func aNewKeyRedrawsTheLayer() {
        let backend = LayerKeepingBackend()
        frame(backend, key: "rest")
        #expect(frame(backend, key: "focused").runs == 1)
        #expect(frame(backend, key: "rest").runs == 0)
        #expect(backend.made.count == 2)
    }

    @Test func aMoveByWholePixelsKeepsThePictureAndAFractionalOneDoesNot() {
        let backend = LayerKeepingBackend()
        frame(backend)
        let moved = frame(backend, bounds: field.offsetBy(dx: 7, dy: -3))
        #expect(moved.runs == 0)
        #expect(backend.batches.last?.vertices.first?.position == Point(x: 16, y: 16))
        #expect(frame(backend, bounds: field.offsetBy(dx: 0.5, dy: 0)).runs == 1)
        #expect(backend.made.last?.key.boundsOffset == Point(x: 1.5, y: 1))
    }

    @Test func anotherScaleOrSizeIsAnotherPicture() {
        let backend = LayerKeepingBackend()
        frame(backend)
        #expect(frame(backend, scale: 2).runs == 1)
        #expect(backend.made.last?.region == PixelRect(x: 19, y: 39, width: 202, height: 62))
        #expect(frame(backend, bounds: Rect(x: 10, y: 20, width: 120, height: 30)).runs == 1)
        #expect(backend.made.count == 3)
    }

    @Test func whenThePictureIsGoneTheLayerIsDrawnAgain() {
        let backend = LayerKeepingBackend()
        frame(backend)
        backend.forget()
        #expect(frame(backend).runs == 1)
    }

    @Test func aBackendThatKeepsNoLayersGetsTheSameTrianglesAsDirectDrawing() throws {
        let direct = LayerKeepingBackend()
        let canvas = MeshCanvas(backend: direct, pixelsPerPoint: 1)
        canvas.pushClip(Rect(x: 0, y: 0, width: 60, height: 100), cornerRadius: 0)
        canvas.fillRoundedRect(field, cornerRadius: 8, color: ink)
        canvas.popClip()
        canvas.flush()

        let backend = LayerKeepingBackend()
        backend.keepsLayers = false
        let layered = MeshCanvas(backend: backend, pixelsPerPoint: 1)
        layered.pushClip(Rect(x: 0, y: 0, width: 60, height: 100), cornerRadius: 0)
        layered.drawLayer("field", bounds: field) { layered.fillRoundedRect(field, cornerRadius: 8, color: ink) }
        layered.popClip()
        layered.flush()
        #expect(backend.made.isEmpty && layered.layersDrawn == 1)
        #expect(backend.batches == direct.batches)
        #expect(try #require(backend.batches.first).vertices.allSatisfy { $0.position.x <= 60 + 1e-9 })
    }

    @Test func textInALayerIsDrawnButNotKept() throws {
        let backend = LayerKeepingBackend()
        let drawn = frame(backend) { canvas in
            canvas.drawText("Nov", font: Font(size: 13), color: .black, at: Point(x: 40, y: 25))
        }
        #expect(drawn.runs == 1 && backend.made.isEmpty)
        #expect(backend.batches.map(\.texture) == [nil, TextureHandle(id: 1)])
        #expect(frame(backend) { canvas in
            canvas.drawText("Nov", font: Font(size: 13), color: .black, at: Point(x: 40, y: 25))
        }.runs == 1)
    }

    @Test func outerClipsCutThePictureButNotItsRecording() throws {
        let backend = LayerKeepingBackend()
        let canvas = MeshCanvas(backend: backend, pixelsPerPoint: 1)
        canvas.pushClip(Rect(x: 0, y: 0, width: 60, height: 100), cornerRadius: 0)
        canvas.drawLayer("field", bounds: field) {
            #expect(canvas.clipDepth == 0)
            canvas.fillRoundedRect(field, cornerRadius: 8, color: ink)
            canvas.pushClip(field, cornerRadius: 8)  // left pushed: the layer's own clips end with it
        }
        #expect(canvas.clipDepth == 1)
        canvas.popClip()
        canvas.flush()
        let recorded = try #require(backend.made.first).batches.flatMap(\.vertices)
        #expect(recorded.contains { $0.position.x > 60 })
        let quad = try #require(backend.batches.last)
        #expect(quad.vertices.map(\.position.x).max() == 60)
        #expect(quad.vertices.allSatisfy { $0.texCoord.x <= 51.0 / 102.0 + 1e-9 })
    }

    @Test func aLayerInsideALayerIsPartOfIt() {
        let backend = LayerKeepingBackend()
        var innerRuns = 0
        frame(backend) { canvas in
            canvas.drawLayer("inner", bounds: Rect(x: 20, y: 25, width: 10, height: 10)) {
                innerRuns += 1
                canvas.fillCircle(center: Point(x: 25, y: 30), radius: 4, color: .black)
            }
        }
        #expect(innerRuns == 1 && backend.made.count == 1)
        #expect(backend.made.first?.key.content == AnyHashable("chrome"))
    }

    @Test func drawingThatLeavesNothingStillDrawsAnEmptyPicture() {
        let backend = LayerKeepingBackend()
        let canvas = MeshCanvas(backend: backend, pixelsPerPoint: 1)
        canvas.drawLayer("nothing", bounds: field) {}
        canvas.drawLayer("empty bounds", bounds: Rect(x: 5, y: 5, width: 0, height: 0)) {}
        canvas.flush()
        #expect(backend.made.count == 2 && backend.made.allSatisfy { $0.batches.isEmpty })
    }
}
