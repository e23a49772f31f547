import PickerTestSupport
import Testing
@testable import PickerCore

/// The seam: what widgets draw in points reaches a backend as typed commands in pixels.
@Suite struct DrawListCanvasTests {
    let font = Font(size: 10)

    func canvas(scale: Double = 1) -> DrawListCanvas {
        DrawListCanvas(textMeasurer: FixedAdvanceTextMeasurer(), pixelsPerPoint: scale)
    }

    @Test func shapesArriveInPixelsAtTwoTimes() {
        let canvas = canvas(scale: 2)
        canvas.fillRoundedRect(Rect(x: 1, y: 2, width: 3, height: 4), cornerRadius: 1.5, color: .black)
        canvas.strokeCircle(center: Point(x: 5, y: 5), radius: 2, lineWidth: 0.5, color: .white)
        canvas.strokePolyline([Point(x: 0, y: 0), Point(x: 1, y: 1)], lineWidth: 1, color: .black, closed: true)
        #expect(
            canvas.commands == [
                .fill(.roundedRect(Rect(x: 2, y: 4, width: 6, height: 8), cornerRadius: 3), .black),
                .stroke(.circle(center: Point(x: 10, y: 10), radius: 4), lineWidth: 1, .white),
                .stroke(.polyline([Point(x: 0, y: 0), Point(x: 2, y: 2)], closed: true), lineWidth: 2, .black),
            ])
    }

    @Test func textGoesOnWholePixelsWithItsSquashClamped() {
        let canvas = canvas(scale: 2)
        canvas.drawText("a", style: TextStyle(font: font, color: .black), at: Point(x: 1.2, y: 3.3))
        canvas.drawText("b", style: TextStyle(font: font, color: .black, verticalScale: 1.7), at: Point(x: 0, y: 0))
        canvas.drawText("c", style: TextStyle(font: font, color: .black, verticalScale: .nan), at: Point(x: 0, y: 0))
        let texts = canvas.commands.compactMap { command -> TextDrawing? in
            if case .text(let text) = command { return text }
            return nil
        }
        #expect(texts.map(\.origin) == [PixelOffset(dx: 2, dy: 7), PixelOffset(dx: 0, dy: 0), PixelOffset(dx: 0, dy: 0)])
        #expect(texts.map(\.verticalScale) == [1, 1, 1])
        #expect(texts.allSatisfy { $0.pixelsPerPoint == 2 })
    }

    @Test func invisibleTextAndShapesDrawNothing() {
        let canvas = canvas()
        canvas.drawText("", style: TextStyle(font: font, color: .black), at: .zero)
        canvas.drawText("a", style: TextStyle(font: font, color: .clear), at: .zero)
        canvas.drawText("a", style: TextStyle(font: font, color: .black, verticalScale: 0), at: .zero)
        canvas.drawText("a", style: TextStyle(font: font, color: .black), at: Point(x: .infinity, y: 0))
        canvas.fillRect(Rect(x: 0, y: 0, width: 4, height: 4), color: .clear)
        #expect(canvas.commands.isEmpty)
    }

    @Test func squashedHeightsAreCutToWholeRows() {
        #expect(TextDrawing.squashedHeight(20, verticalScale: 0.5) == 10)
        #expect(TextDrawing.squashedHeight(20, verticalScale: 0.49) == 9)
        #expect(TextDrawing.squashedHeight(20, verticalScale: 2) == 20)
        #expect(TextDrawing.squashedHeight(20, verticalScale: -1) == 0)
    }

    @Test func clipsAreRecordedInPixelsAndInOrder() {
        let canvas = canvas(scale: 2)
        canvas.withClip(Rect(x: 1, y: 1, width: 2, height: 2), cornerRadius: 1) {
            canvas.fillRect(Rect(x: 0, y: 0, width: 1, height: 1), color: .black)
        }
        #expect(
            canvas.commands == [
                .pushClip(ClipShape(rect: Rect(x: 2, y: 2, width: 4, height: 4), cornerRadius: 2)),
                .fill(.roundedRect(Rect(x: 0, y: 0, width: 2, height: 2), cornerRadius: 0), .black),
                .popClip,
            ])
    }

    @Test func aLayerHoldsItsDrawingAndALayerInsideItIsPartOfIt() throws {
        let canvas = canvas()
        canvas.fillRect(Rect(x: 0, y: 0, width: 1, height: 1), color: .white)
        canvas.drawLayer("outer", bounds: Rect(x: 10.5, y: 20, width: 5, height: 5)) {
            canvas.fillRect(Rect(x: 11, y: 21, width: 1, height: 1), color: .black)
            canvas.drawLayer("inner", bounds: Rect(x: 11, y: 21, width: 2, height: 2)) {
                canvas.fillRect(Rect(x: 12, y: 22, width: 1, height: 1), color: .black)
            }
        }
        #expect(canvas.commands.count == 2)
        guard case .layer(let layer) = canvas.commands[1] else {
            Issue.record("expected a layer, got \(canvas.commands[1])")
            return
        }
        #expect(layer.region == PixelRect(x: 9, y: 19, width: 8, height: 7))
        #expect(layer.key == LayerKey(content: "outer", pixelWidth: 8, pixelHeight: 7, boundsOffset: Point(x: 1.5, y: 1), pixelsPerPoint: 1))
        #expect(layer.commands.count == 2)
    }
}
