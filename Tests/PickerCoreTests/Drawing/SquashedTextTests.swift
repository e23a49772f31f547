import Foundation
import PickerTestSupport
import Testing
@testable import PickerCore

/// Hands out one 8 x 16 pixel-per-character texture per text and records the batches.
private final class SquashBackend: MeshBackend {
    var batches: [DrawBatch] = []
    let textMeasurer: TextMeasurer = FixedAdvanceTextMeasurer(advance: 0.5, lineHeight: 1)

    func render(_ batch: DrawBatch) { batches.append(batch) }

    func textImage(for text: String, font: Font, color: Color, pixelsPerPoint: Double) -> TextureImage? {
        guard !text.isEmpty else { return nil }
        return TextureImage(
            texture: TextureHandle(id: 1), pixelWidth: Int(Double(text.count) * 8 * pixelsPerPoint),
            pixelHeight: Int(16 * pixelsPerPoint))
    }
}

@Suite("Squashed text (wheel rows)")
struct SquashedTextTests {
    let font = Font(size: 16)

    @Test func meshCanvasSquashesTheQuadAndKeepsTheWholeTexture() throws {
        let backend = SquashBackend()
        let canvas = MeshCanvas(backend: backend, pixelsPerPoint: 2)
        canvas.drawText("ab", font: font, color: .white, at: Point(x: 10, y: 20.2), verticalScale: 0.5)
        canvas.flush()
        let vertices = try #require(backend.batches.first).vertices
        // Top 40.4 -> 40 px; 32 px of glyphs squashed to 16 px; the width stays 32 px.
        #expect(vertices.map(\.position.y).min() == 40 && vertices.map(\.position.y).max() == 56)
        #expect(vertices.map(\.position.x).min() == 20 && vertices.map(\.position.x).max() == 52)
        #expect(Set(vertices.map(\.texCoord)) == [Point(x: 0, y: 0), Point(x: 1, y: 0), Point(x: 1, y: 1), Point(x: 0, y: 1)])
    }

    @Test func aScaleOfOneDrawsAsPlainTextAndZeroDrawsNothing() throws {
        let plain = SquashBackend(), scaled = SquashBackend()
        let a = MeshCanvas(backend: plain, pixelsPerPoint: 1), b = MeshCanvas(backend: scaled, pixelsPerPoint: 1)
        a.drawText("wheel", font: font, color: .white, at: Point(x: 3.4, y: 7.7))
        b.drawText("wheel", font: font, color: .white, at: Point(x: 3.4, y: 7.7), verticalScale: 1)
        b.drawText("gone", font: font, color: .white, at: .zero, verticalScale: 0)
        b.drawText("gone", font: font, color: .white, at: .zero, verticalScale: .nan)  // treated as 1
        a.flush()
        b.flush()
        #expect(plain.batches.first?.vertices == Array(scaled.batches.first?.vertices.prefix(4) ?? []))
        #expect(b.triangleCount == 4)
    }

    @Test func otherCanvasesDrawUnsquashedTextCentredOnTheSquashedBox() {
        let canvas = RecordingCanvas(textMeasurer: FixedAdvanceTextMeasurer(advance: 0.5, lineHeight: 1.25))
        canvas.drawText("row", font: font, color: .white, at: Point(x: 5, y: 100), verticalScale: 0.5)
        // Line height 20 pt; the squashed box is 10 pt tall from y = 100, so its centre is at 105.
        #expect(canvas.commands == [.text("row", font: font, color: .white, origin: Point(x: 5, y: 95))])
    }
}
