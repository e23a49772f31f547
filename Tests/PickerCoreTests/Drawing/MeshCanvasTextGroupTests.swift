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
        var lineColors: [Color?] = []
        var scales: [Double] = []
    }

    var keepsGroups = true
    /// Whether it draws some lines of a group (`drawTextGroup`).
    var drawsParts = true
    var batches: [DrawBatch] = []
    var requests: [Request] = []
    /// The parts of groups drawn: the picture, where, which lines.
    var parts: [(texture: Int, origin: PixelOffset, lines: [Int])] = []
    let textMeasurer: TextMeasurer = FixedAdvanceTextMeasurer()

    func render(_ batch: DrawBatch) { batches.append(batch) }
    func textImage(for text: String, font: Font, color: Color, pixelsPerPoint: Double) -> TextureImage? {
        TextureImage(texture: TextureHandle(id: text.count), pixelWidth: text.count * 8, pixelHeight: 16)
    }

    func textGroupImage(for lines: [PlacedText], offsets: [PixelOffset], font: Font, color: Color, pixelsPerPoint: Double) -> TextGroupImage? {
        requests.append(Request(
            texts: lines.map(\.text), offsets: offsets, color: color, lineColors: lines.map(\.color), scales: lines.map(\.verticalScale)))
        guard keepsGroups else { return nil }
        let rects = zip(lines, offsets).map { line, offset in
            PixelRect(
                x: offset.dx, y: offset.dy, width: line.text.count * 8,
                height: MeshCanvas.squashedPixelHeight(16, verticalScale: line.verticalScale))
        }
        let width = rects.map { $0.x + $0.width }.max() ?? 0
        let height = rects.map { $0.y + $0.height }.max() ?? 0
        return TextGroupImage(
            image: TextureImage(texture: TextureHandle(id: 500 + requests.count), pixelWidth: width, pixelHeight: height),
            lineRects: rects)
    }

    func drawTextGroup(_ texture: TextureHandle, at origin: PixelOffset, lines: [Int]) -> Bool {
        guard drawsParts else { return false }
        parts.append((texture.id, origin, lines))
        return true
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
            color: ink, lineColors: [nil, nil, nil], scales: [1, 1, 1])])
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

    /// Draws the column inside `clip` and flushes.
    private func drawColumn(on canvas: MeshCanvas, clippedTo clip: Rect) {
        canvas.withClip(clip) { canvas.drawTexts(column, font: font, color: ink) }
        canvas.flush()
    }

    /// A group the current clip cuts so that fewer than two of its lines are left whole is drawn line by
    /// line, so each line is cut as it always is; a group wholly inside the clip is drawn whole.
    @Test func aGroupCrossingTheClipIsDrawnLineByLine() {
        let backend = GroupKeepingBackend()
        let canvas = MeshCanvas(backend: backend, pixelsPerPoint: 1)
        drawColumn(on: canvas, clippedTo: Rect(x: 18, y: 0, width: 100, height: 200))
        #expect(canvas.textGroupsDrawn == 0)
        #expect(backend.batches.count == 3)
        #expect(backend.batches.map(\.texture?.id) == [1, 2, 2])

        backend.batches = []
        drawColumn(on: canvas, clippedTo: Rect(x: 16, y: 10, width: 100, height: 104))
        #expect(canvas.textGroupsDrawn == 1)
        #expect(backend.batches.count == 1)
    }

    /// Of a group the clip cuts, the lines it leaves whole come from the picture and the others are drawn by
    /// themselves, cut as they always are (the top and bottom rows of a wheel).
    @Test func theLinesTheClipLeavesWholeComeFromThePictureTheOthersAreDrawnByThemselves() {
        let backend = GroupKeepingBackend()
        let canvas = MeshCanvas(backend: backend, pixelsPerPoint: 1)
        // The lines' quads: (20, 10, 8, 16), (17, 54, 16, 16), (16, 98, 16, 16); the clip cuts the last.
        drawColumn(on: canvas, clippedTo: Rect(x: 10, y: 5, width: 100, height: 100))
        #expect(backend.parts.count == 1)
        #expect(backend.parts.first?.texture == 501)
        #expect(backend.parts.first?.origin == PixelOffset(dx: 16, dy: 10))
        #expect(backend.parts.first?.lines == [0, 1])
        #expect(backend.batches.map(\.texture?.id) == [2])
        #expect(canvas.textGroupsDrawn == 1)

        // A backend that cannot draw part of a group gets every line by itself.
        let whole = GroupKeepingBackend()
        whole.drawsParts = false
        let other = MeshCanvas(backend: whole, pixelsPerPoint: 1)
        drawColumn(on: other, clippedTo: Rect(x: 10, y: 5, width: 100, height: 100))
        #expect(whole.batches.map(\.texture?.id) == [1, 2, 2])
        #expect(other.textGroupsDrawn == 0)
    }

    /// Each line's own colour and squash reach the backend; without a picture each line is drawn as
    /// `drawText(_:font:color:at:verticalScale:)` draws it, on whole pixels.
    @Test func linesKeepTheirOwnColourAndSquash() {
        let faded = ink.multiplyingAlpha(by: 0.4)
        let rows = [
            PlacedText("1", at: Point(x: 20, y: 10), color: faded, verticalScale: 0.55),
            PlacedText("12", at: Point(x: 16, y: 30)), PlacedText("23", at: Point(x: 16, y: 50), verticalScale: 0.8),
        ]
        let grouped = GroupKeepingBackend()
        grouped.keepsGroups = false
        let canvas = MeshCanvas(backend: grouped, pixelsPerPoint: 1)
        canvas.drawTexts(rows, font: font, color: ink)
        canvas.flush()
        #expect(grouped.requests.first?.lineColors == [faded, nil, nil])
        #expect(grouped.requests.first?.scales == [0.55, 1, 0.8])
        let single = GroupKeepingBackend()
        let reference = MeshCanvas(backend: single, pixelsPerPoint: 1)
        for row in rows {
            reference.drawText(row.text, font: font, color: row.color ?? ink, at: row.origin, verticalScale: row.verticalScale)
        }
        reference.flush()
        #expect(grouped.batches == single.batches)
        // 16 * 0.55 = 8.8 and 16 * 0.8 = 12.8 pixels, cut to whole pixels; the faded line's vertices carry its alpha.
        #expect(grouped.batches.map { $0.vertices.map(\.position.y).max() } == [18, 46, 62])
        #expect(grouped.batches.first?.vertices.first?.color.alpha == faded.alpha)
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
