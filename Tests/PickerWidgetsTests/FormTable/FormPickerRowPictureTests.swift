import PickerCore
import PickerTestSupport
import Testing
@testable import PickerWidgets

/// A backend that keeps every picture and layer by key, counts the pictures (`makePicture`) it is asked to
/// make, and counts the text drawn while it makes one.
private final class PictureBackend: MeshBackend {
    private(set) var picturesMade = 0
    /// Lines of text asked for, in and out of pictures.
    private(set) var textsDrawn = 0
    private var kept: [LayerKey: TextureImage] = [:]
    let textMeasurer: TextMeasurer = FixedAdvanceTextMeasurer()

    func render(_ batch: DrawBatch) {}
    func textImage(for text: String, font: Font, color: Color, pixelsPerPoint: Double) -> TextureImage? {
        textsDrawn += 1
        return TextureImage(texture: TextureHandle(id: 1), pixelWidth: max(1, text.count * 8), pixelHeight: 16)
    }
    func layerImage(for key: LayerKey) -> TextureImage? { kept[key] }
    func makeLayerImage(for key: LayerKey, region: PixelRect, batches: [DrawBatch]) -> TextureImage? {
        keep(key, region)
    }
    func makePicture(for key: LayerKey, region: PixelRect, background: Color, draw: () -> Void) -> TextureImage? {
        picturesMade += 1
        draw()
        return keep(key, region)
    }
    private func keep(_ key: LayerKey, _ region: PixelRect) -> TextureImage {
        let image = TextureImage(texture: TextureHandle(id: 100 + kept.count), pixelWidth: region.width, pixelHeight: region.height)
        kept[key] = image
        return image
    }
}

/// A fading picker row (issue 13): its picker is drawn once into a kept picture and the picture copied while
/// the row fades and while the picker stands still; the picture is made again only when the picker changes.
@Suite("Form table: the picker row's picture")
struct FormPickerRowPictureTests {
    /// Runs and draws frames at 60 fps up to `end`; returns the pictures made and the texts drawn meanwhile.
    private func frames(_ h: FormHarness, _ backend: PictureBackend, to end: Double) -> (pictures: Int, texts: Int) {
        let pictures = backend.picturesMade, texts = backend.textsDrawn
        var frame = (h.now * 60).rounded(.down) + 1
        while frame / 60 <= end {
            h.root.tick(now: frame / 60)
            h.root.draw(in: MeshCanvas(backend: backend, pixelsPerPoint: 1))
            frame += 1
        }
        h.now = end
        return (backend.picturesMade - pictures, backend.textsDrawn - texts)
    }

    private func tap(_ h: FormHarness, _ field: Int, at t: Double) {
        let point = h.rowCenter(field)
        h.send(.pointerDown(PointerEvent(pointer: .mouse, location: point, time: t)))
        h.send(.pointerUp(PointerEvent(pointer: .mouse, location: point, time: t + 0.05)))
    }

    @Test func anOpeningAndClosingPickerIsDrawnFromOnePicture() throws {
        let h = try SamplePerson.harness(height: 560)
        let backend = PictureBackend()
        h.root.draw(in: MeshCanvas(backend: backend, pixelsPerPoint: 1))
        tap(h, PersonField.started, at: 1)
        let opening = frames(h, backend, to: 2)
        #expect(h.table.pickerRows[PersonField.started]?.drawnOpacity == 1)
        // One picture, made in the first frame of the fade; the wheels' rows are drawn for it, not every frame.
        #expect(opening.pictures == 1)
        tap(h, PersonField.started, at: 3)
        let closing = frames(h, backend, to: 4)
        #expect(closing.pictures == 0, "the picker did not change: its picture is kept")
        #expect(h.attachedPickers.isEmpty)
        tap(h, PersonField.started, at: 5)
        #expect(frames(h, backend, to: 6).pictures == 0, "reopened unchanged: the same picture")
    }

    @Test func aPickerChangedWhileClosedGetsANewPicture() throws {
        let h = try SamplePerson.harness(height: 560)
        let backend = PictureBackend()
        tap(h, PersonField.started, at: 1)
        #expect(frames(h, backend, to: 2).pictures == 1)
        tap(h, PersonField.started, at: 3)
        _ = frames(h, backend, to: 4)
        #expect(h.attachedPickers.isEmpty)
        // The row is detached: the date changes without marking anything in a window.
        try h.table.setDate(SamplePerson.date(2020, 7, 1), forField: PersonField.started)
        tap(h, PersonField.started, at: 5)
        #expect(frames(h, backend, to: 6).pictures == 1)
    }

    @Test func aTurningWheelIsDrawnDirectlyAndAStillPickerFromItsPicture() throws {
        let h = try SamplePerson.harness(height: 560)
        let backend = PictureBackend()
        tap(h, PersonField.started, at: 1)
        _ = frames(h, backend, to: 2)
        let picker = try #require(h.table.pickerRows[PersonField.started]).datePicker
        let day = picker.wheels.components[1].frame
        h.drag(x: day.midX, from: day.midY, to: day.midY - 80, at: 2.1, duration: 0.1)
        // The wheel turns: no picture per frame, its column drawn directly.
        let turning = frames(h, backend, to: 2.4)
        #expect(picker.isAnimating)
        #expect(turning.pictures == 0)
        #expect(turning.texts > 0)
        h.settle()
        // Still again: the next redraw across the picker makes one new picture.
        h.table.setNeedsDisplay()
        #expect(frames(h, backend, to: h.now + 0.05).pictures == 1)
    }

    @Test func aPickerRowDrawnPartlyCopiesItsPicture() throws {
        let h = try SamplePerson.harness(height: 560)
        let backend = PictureBackend()
        tap(h, PersonField.started, at: 1)
        _ = frames(h, backend, to: 2)
        // A band across the still picker (as the table's scrolling redraws): no picker drawing runs.
        let row = try #require(h.table.pickerRows[PersonField.started]).frame
        let texts = backend.textsDrawn
        let canvas = MeshCanvas(backend: backend, pixelsPerPoint: 1)
        canvas.drawingBounds = Rect(x: row.minX, y: row.midY, width: row.width, height: 4)
        h.root.draw(in: canvas)
        #expect(backend.picturesMade == 1)
        #expect(backend.textsDrawn == texts)
    }
}

/// What a tap on the table marks (issue 13): not the whole table.
@Suite("Form table: marks of a tap")
struct FormTableTapMarkTests {
    @Test func aTapOnADateRowMarksThatRowNotTheTable() throws {
        let h = try SamplePerson.harness(height: 560)
        _ = h.draw()
        let point = h.rowCenter(PersonField.started)
        h.send(.pointerDown(PointerEvent(pointer: .mouse, location: point, time: 1)))
        #expect(h.root.damage.bounds == nil, "a press shows nothing: \(String(describing: h.root.damage.bounds))")
        h.send(.pointerUp(PointerEvent(pointer: .mouse, location: point, time: 1.05)))
        let damage = try #require(h.root.damage.bounds)
        #expect(damage.intersection(h.table.rows[PersonField.name].frame).isEmpty, "\(damage)")
        #expect(damage.height < h.table.frame.height / 2, "\(damage)")
    }
}
