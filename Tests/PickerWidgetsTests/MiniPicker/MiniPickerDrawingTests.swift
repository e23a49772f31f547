import PickerCore
import PickerTestSupport
import Testing
@testable import PickerWidgets

@Suite("Mini picker drawing")
struct MiniPickerDrawingTests {
    let letters = ["alpha", "beta", "gamma", "delta", "epsilon"]

    @Test func atRestExactlyOneLabelIsDrawnCentred() throws {
        let picker = try MiniPicker(id: "p", titles: [letters])
        try picker.selectRow(2, inComponent: 0, animated: false)
        let h = PickerHarness(picker)
        let canvas = h.draw()
        #expect(canvas.texts == ["gamma"])
        let (_, origin, _) = try #require(canvas.textsWithClips.first)
        // "gamma" is 5 characters of 0.5 em at 17 pt = 42.5 pt wide, centred on x = 200.
        #expect(abs(origin.x - (200 - 42.5 / 2)) < 1e-9)
    }

    @Test func midDragTheNeighbourSlidesIn() throws {
        let picker = try MiniPicker(id: "p", titles: [letters])
        try picker.selectRow(2, inComponent: 0, animated: false)
        let h = PickerHarness(picker)
        h.down(200, at: 0)
        h.move(260, at: 0.05)
        let canvas = h.draw()
        // Dragged 60 pt to the right: "gamma" moves right by 60, "beta" comes in from the left.
        #expect(canvas.texts.sorted() == ["beta", "gamma"])
        let gamma = try #require(canvas.textsWithClips.first { $0.text == "gamma" })
        #expect(abs(gamma.origin.x - (260 - 42.5 / 2)) < 1e-9)
    }

    @Test func chevronsAreDrawnAtTheirPlaces() throws {
        let h = PickerHarness(try MiniPicker(id: "p", titles: [letters]))
        let lines = h.draw().polylines
        // Two 10x10 chevrons, 6 pt from the sides, vertically centred (field 100...300 x 50...94).
        #expect(lines.contains([Point(x: 116, y: 67), Point(x: 106, y: 72), Point(x: 116, y: 77)]))
        #expect(lines.contains([Point(x: 284, y: 67), Point(x: 294, y: 72), Point(x: 284, y: 77)]))
    }

    @Test func contentIsClippedToTheRoundedField() throws {
        let picker = try MiniPicker(id: "p", titles: [letters])
        let h = PickerHarness(picker)
        h.down(200, at: 0)
        h.move(290, at: 0.05)
        let canvas = h.draw()
        #expect(!canvas.textsWithClips.isEmpty)
        for (_, _, clips) in canvas.textsWithClips {
            #expect(clips.contains(RecordingCanvas.Clip(rect: picker.frame, cornerRadius: 10)))
        }
        // The border is stroked after the clip is popped, so it is not cut.
        guard case .strokeRoundedRect(let rect, let radius, let width, _)? = canvas.commands.first(where: {
            if case .strokeRoundedRect = $0 { return true } else { return false }
        }) else { Issue.record("no border"); return }
        #expect(rect == Rect(x: 101, y: 51, width: 198, height: 42) && radius == 9 && width == 2)
    }

    @Test func onlyVisibleRowsAreAskedForTitlesWhateverTheCount() throws {
        let source = CountingSource(rows: Int.max)
        let picker = try MiniPicker(id: "p", dataSource: source, delegate: source)
        try picker.selectRow(Int.max - 1, inComponent: 0, animated: false)
        let h = PickerHarness(picker)
        source.titleRequests = 0
        let canvas = h.draw()
        #expect(canvas.texts == ["row \(Int.max - 1)"])
        #expect(source.titleRequests <= 3)
    }

    @Test func segmentsAreSeparatedByDividers() throws {
        let picker = try MiniPicker(id: "dmy", titles: [["1", "2"], ["jan", "feb"], ["2025", "2026"]])
        let h = PickerHarness(picker, frame: Rect(x: 0, y: 0, width: 304, height: 44))
        let canvas = h.draw()
        #expect(canvas.texts.sorted() == ["1", "2025", "jan"])
        let dividers = canvas.commands.filter {
            if case .fillRoundedRect(let r, _, let c) = $0 { return c == Theme.light.divider && r.width == 2 } else { return false }
        }
        #expect(dividers.count == 2)
        #expect(picker.frame(ofComponent: 0) == Rect(x: 0, y: 0, width: 100, height: 44))
        #expect(picker.frame(ofComponent: 2) == Rect(x: 204, y: 0, width: 100, height: 44))
    }

    @Test func resizingKeepsTheSelectedItemCentred() throws {
        let picker = try MiniPicker(id: "p", titles: [letters])
        try picker.selectRow(3, inComponent: 0, animated: false)
        let h = PickerHarness(picker)
        picker.frame = Rect(x: 0, y: 0, width: 500, height: 44)
        let canvas = h.draw()
        #expect(canvas.texts == ["delta"])
        let origin = try #require(canvas.textsWithClips.first).origin
        #expect(abs(origin.x - (250 - 42.5 / 2)) < 1e-9)
    }
}
