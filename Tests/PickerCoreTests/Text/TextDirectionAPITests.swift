import PickerTestSupport
import Testing
@testable import PickerCore

/// The base-direction text API: DrawListCanvas records the direction for its backend, the plain calls pass none,
/// RecordingCanvas records it, and measurers without a notion of direction measure as before.
@Suite struct TextDirectionAPITests {
    let font = Font(size: 13)

    @Test func drawListCanvasRecordsTheDirectionForItsBackend() {
        let canvas = DrawListCanvas(textMeasurer: FixedAdvanceTextMeasurer(), pixelsPerPoint: 2)
        canvas.drawText("a", style: TextStyle(font: font, color: .black), at: .zero)
        canvas.drawText("b", style: TextStyle(font: font, color: .black, direction: .rightToLeft), at: .zero)
        canvas.drawText("c", style: TextStyle(font: font, color: .black, verticalScale: 0.5, direction: .leftToRight), at: .zero)
        canvas.drawText("d", style: TextStyle(font: font, color: .black, verticalScale: 0.5), at: .zero)
        canvas.drawText(
            "e", style: TextStyle(font: font, color: .black, direction: .rightToLeft), centeredIn: Rect(x: 0, y: 0, width: 50, height: 20))
        let texts = canvas.commands.compactMap { command -> TextDrawing? in
            if case .text(let text) = command { return text }
            return nil
        }
        #expect(texts.map(\.text) == ["a", "b", "c", "d", "e"])
        #expect(texts.map(\.direction) == [nil, .rightToLeft, .leftToRight, nil, .rightToLeft])
    }

    @Test func recordingCanvasRecordsTheDirection() {
        let canvas = RecordingCanvas()
        canvas.drawText("a", style: TextStyle(font: font, color: .black), at: Point(x: 1, y: 2))
        canvas.drawText("b", style: TextStyle(font: font, color: .black, direction: .rightToLeft), at: Point(x: 1, y: 2))
        canvas.drawText(
            "c", style: TextStyle(font: font, color: .black, verticalScale: 0.5, direction: .leftToRight), at: Point(x: 1, y: 2))
        #expect(canvas.texts == ["a", "b", "c"])
        #expect(canvas.textDirections == [nil, .rightToLeft, .leftToRight])
        // Unsquashed text centred on the squashed line box, as Canvas's default draws it.
        let height = canvas.textMeasurer.lineMetrics(for: font).height
        #expect(canvas.textsWithClips[2].origin == Point(x: 1, y: 2 - height / 4))
        canvas.reset()
        #expect(canvas.textDirections.isEmpty)
    }

    @Test func aMeasurerWithoutDirectionsMeasuresAsBefore() {
        let measurer = FixedAdvanceTextMeasurer()
        #expect(measurer.size(of: "abc", font: font, direction: .rightToLeft) == measurer.size(of: "abc", font: font))
    }
}
