import PickerTestSupport
import Testing
@testable import PickerCore

/// A backend whose lines are 8 pixels a character by 16 (whatever the font) and which keeps a picture of
/// any group of lines (texture 500 and up), recording what it is asked for.
private final class GroupKeepingBackend: MeshBackend {
    struct Request: Equatable {
        var texts: [String]
        var offsets: [PixelOffset]
        var color: Color
    }

    var keepsGroups = true
    var batches: [DrawBatch] = []
    var requests: [Request] = []
    let textMeasurer: TextMeasurer = FixedAdvanceTextMeasurer()

    func render(_ batch: DrawBatch) { batches.append(batch) }
    func textImage(for text: String, font: Font, color: Color, pixelsPerPoint: Double) -> TextureImage? {
        TextureImage(texture: TextureHandle(id: text.count), pixelWidth: text.count * 8, pixelHeight: 16)
    }

    func textGroupImage(for lines: [PlacedText], offsets: [PixelOffset], font: Font, color: Color, pixelsPerPoint: Double) -> TextureImage? {
        requests.append(Request(texts: lines.map(\.text), offsets: offsets, color: color))
        guard keepsGroups else { return nil }
        let width = zip(lines, offsets).map { $1.dx + $0.text.count * 8 }.max() ?? 0
        let height = (offsets.map(\.dy).max() ?? 0) + 16
        return TextureImage(texture: TextureHandle(id: 500 + requests.count), pixelWidth: width, pixelHeight: height)
    }
}

@Suite struct MeshCanvasTextGroupTests {
    let font = Font(size: 17)
    let ink = Color(red: 0.1, green: 0.1, blue: 0.1, alpha: 1)
    /// A column of three numbers, the middle one half a point further right than the others.
    let column = [
        PlacedText("1", at: Point(x: 20.25, y: 10)), PlacedText("12", at: Point(x: 16.5, y: 54)),
        PlacedText("23", at: Point(x: 16.25, y: 98)),
    ]

    /// The whole quads of `batches`: their texture and top-left pixel.
    private func quads(_ batches: [DrawBatch]) -> [(texture: Int?, origin: Point)] {
        batches.map { ($0.texture?.id, $0.vertices.first?.position ?? .zero) }
    }

    @Test func aGroupIsOneQuadAtItsTopLeftPixelWithOffsetsAsEachLineWouldRound() {
        let backend = GroupKeepingBackend()
        let canvas = MeshCanvas(backend: backend, pixelsPerPoint: 2)
        canvas.drawTexts(column, font: font, color: ink)
        canvas.flush()
        // Each line's top-left pixel as drawText rounds it: 40.5 -> 41, 33 -> 33, 32.5 -> 33.
        #expect(backend.requests == [GroupKeepingBackend.Request(
            texts: ["1", "12", "23"], offsets: [PixelOffset(dx: 8, dy: 0), PixelOffset(dx: 0, dy: 88), PixelOffset(dx: 0, dy: 176)],
            color: ink)])
        let drawn = quads(backend.batches)
        #expect(drawn.count == 1)
        #expect(drawn.first?.texture == 501)
        #expect(drawn.first?.origin == Point(x: 33, y: 20))
        #expect(backend.batches.first?.vertices.allSatisfy { $0.color == .white } == true)
        #expect(canvas.textGroupsDrawn == 1)
    }

    @Test func withoutAPictureEachLineIsDrawnAsDrawTextWould() {
        let grouped = GroupKeepingBackend()
        grouped.keepsGroups = false
        let canvas = MeshCanvas(backend: grouped, pixelsPerPoint: 2)
        canvas.drawTexts(column, font: font, color: ink)
        canvas.flush()
        let single = GroupKeepingBackend()
        let reference = MeshCanvas(backend: single, pixelsPerPoint: 2)
        for line in column { reference.drawText(line.text, font: font, color: ink, at: line.origin) }
        reference.flush()
        #expect(grouped.batches == single.batches)
        #expect(grouped.batches.count == 3)
        #expect(canvas.textGroupsDrawn == 0)
    }

    /// A group the current clip would cut is drawn line by line, so each line is cut as it always is; a
    /// group wholly inside the clip is drawn whole.
    @Test func aGroupCrossingTheClipIsDrawnLineByLine() {
        let backend = GroupKeepingBackend()
        let canvas = MeshCanvas(backend: backend, pixelsPerPoint: 1)
        canvas.withClip(Rect(x: 18, y: 0, width: 100, height: 200)) {
            canvas.drawTexts(column, font: font, color: ink)
        }
        canvas.flush()
        #expect(canvas.textGroupsDrawn == 0)
        #expect(backend.batches.count == 3)
        #expect(backend.batches.map(\.texture?.id) == [1, 2, 2])

        backend.batches = []
        canvas.withClip(Rect(x: 16, y: 10, width: 100, height: 104)) {
            canvas.drawTexts(column, font: font, color: ink)
        }
        canvas.flush()
        #expect(canvas.textGroupsDrawn == 1)
        #expect(backend.batches.count == 1)
    }

    /// One line, lines inside a layer being recorded, and invisible text are never grouped.
    @Test func singleLinesLayersAndInvisibleTextAreNotGrouped() {
        let backend = GroupKeepingBackend()
        let canvas = MeshCanvas(backend: backend, pixelsPerPoint: 1)
        canvas.drawTexts([column[0]], font: font, color: ink)
        canvas.drawTexts(column, font: font, color: Color(red: 0, green: 0, blue: 0, alpha: 0))
        canvas.drawLayer("chrome", bounds: Rect(x: 0, y: 0, width: 60, height: 120)) {
            canvas.drawTexts(column, font: font, color: ink)
        }
        canvas.flush()
        #expect(backend.requests.isEmpty)
        #expect(canvas.textGroupsDrawn == 0)
        #expect(backend.batches.count == 4)
    }

    /// A faded colour reaches the backend (which fades the picture); the quad itself stays opaque white.
    @Test func aFadedGroupIsDrawnWithOpaqueWhiteVertices() {
        let backend = GroupKeepingBackend()
        let canvas = MeshCanvas(backend: backend, pixelsPerPoint: 1)
        let faded = ink.multiplyingAlpha(by: 0.6)
        canvas.drawTexts(column, font: font, color: faded)
        canvas.flush()
        #expect(backend.requests.map(\.color) == [faded])
        #expect(backend.batches.count == 1)
        #expect(backend.batches.first?.vertices.allSatisfy { $0.color == .white } == true)
    }
}
