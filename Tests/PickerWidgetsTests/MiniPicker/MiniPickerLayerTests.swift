import PickerCore
import PickerTestSupport
import Testing
@testable import PickerWidgets

/// A canvas that records like `RecordingCanvas` and also notes every layer: its key, bounds and
/// the commands its drawing made.
final class LayerSpyCanvas: Canvas {
    struct Layer {
        var key: AnyHashable
        var bounds: Rect
        var commands: [RecordingCanvas.Command]
    }

    let recording = RecordingCanvas()
    private(set) var layers: [Layer] = []

    var textMeasurer: TextMeasurer { recording.textMeasurer }
    var commands: [RecordingCanvas.Command] { recording.commands }

    func fillRoundedRect(_ rect: Rect, cornerRadius: Double, color: Color) {
        recording.fillRoundedRect(rect, cornerRadius: cornerRadius, color: color)
    }
    func strokeRoundedRect(_ rect: Rect, cornerRadius: Double, lineWidth: Double, color: Color) {
        recording.strokeRoundedRect(rect, cornerRadius: cornerRadius, lineWidth: lineWidth, color: color)
    }
    func strokePolyline(_ points: [Point], lineWidth: Double, color: Color, closed: Bool) {
        recording.strokePolyline(points, lineWidth: lineWidth, color: color, closed: closed)
    }
    func fillCircle(center: Point, radius: Double, color: Color) {
        recording.fillCircle(center: center, radius: radius, color: color)
    }
    func strokeCircle(center: Point, radius: Double, lineWidth: Double, color: Color) {
        recording.strokeCircle(center: center, radius: radius, lineWidth: lineWidth, color: color)
    }
    func drawText(_ text: String, font: Font, color: Color, at origin: Point) {
        recording.drawText(text, font: font, color: color, at: origin)
    }
    func pushClip(_ rect: Rect, cornerRadius: Double) { recording.pushClip(rect, cornerRadius: cornerRadius) }
    func popClip() { recording.popClip() }

    func drawLayer<Key: Hashable>(_ key: Key, bounds: Rect, _ body: () -> Void) {
        let start = recording.commands.count
        body()
        layers.append(Layer(key: AnyHashable(key), bounds: bounds, commands: Array(recording.commands[start...])))
    }
}

@Suite("Mini picker layers")
struct MiniPickerLayerTests {
    let letters = ["alpha", "beta", "gamma", "delta", "epsilon"]

    func draw(_ h: PickerHarness) -> LayerSpyCanvas {
        let canvas = LayerSpyCanvas()
        h.root.draw(in: canvas)
        return canvas
    }

    /// While the items slide, everything but them is in two layers, under and over them.
    @Test func whileItSlidesEverythingButTheItemsIsInTwoLayersAroundThem() throws {
        let h = PickerHarness(try MiniPicker(id: "p", titles: [letters]))
        h.down(200, at: 0)
        h.move(150, at: 0.05)
        let canvas = draw(h)
        try #require(canvas.layers.count == 2)
        let (under, over) = (canvas.layers[0], canvas.layers[1])
        // Room for the focus ring around the field (100...300 x 50...94).
        let outset = Theme.light.focusRingGap + Theme.light.focusRingWidth
        #expect(under.bounds == h.picker.frame.insetBy(dx: -outset, dy: -outset) && over.bounds == under.bounds)
        #expect(under.commands == [.fillRoundedRect(h.picker.frame, cornerRadius: 10, color: .white)])
        #expect(over.commands.contains { if case .strokePolyline = $0 { true } else { false } })
        #expect(over.commands.contains { if case .strokeRoundedRect = $0 { true } else { false } })
        // The items come between the layers and in neither.
        let textIndex = try #require(canvas.commands.firstIndex { if case .text = $0 { true } else { false } })
        #expect(textIndex >= under.commands.count && textIndex < canvas.commands.count - over.commands.count)
        #expect(under.key != over.key)
    }

    /// At rest, with its title clear of the chevrons, the field's background and the chrome over it are one
    /// layer, the title drawn over it; it is two layers again as soon as the items slide.
    @Test func atRestTheChromeIsOneLayerUnderTheTitle() throws {
        let h = PickerHarness(try MiniPicker(id: "p", titles: [letters]))
        let canvas = draw(h)
        try #require(canvas.layers.count == 1)
        let whole = canvas.layers[0]
        #expect(whole.commands.first == .fillRoundedRect(h.picker.frame, cornerRadius: 10, color: .white))
        #expect(whole.commands.contains { if case .strokePolyline = $0 { true } else { false } })
        #expect(whole.commands.contains { if case .strokeRoundedRect = $0 { true } else { false } })
        #expect(!whole.commands.contains { if case .text = $0 { true } else { false } })
        // The title comes last, over the layer.
        let textIndex = try #require(canvas.commands.lastIndex { if case .text = $0 { true } else { false } })
        #expect(textIndex >= whole.commands.count)
        #expect(canvas.recording.texts == ["alpha"])
        let resting = whole.key
        h.down(200, at: 0)
        h.move(150, at: 0.05)
        #expect(draw(h).layers.count == 2)
        h.up(150, at: 0.1)
        for frame in 1...120 { h.root.tick(now: 0.1 + Double(frame) / 60) }
        #expect(!h.picker.isAnimating)
        let settled = draw(h)
        #expect(settled.layers.map(\.key) == [resting])
        #expect(settled.recording.texts != ["alpha"])
    }

    /// A title that reaches a chevron, or a delegate that may draw rows itself, keeps the chevrons over the
    /// items at rest too: two layers.
    @Test func aLongTitleOrADelegatesOwnDrawingKeepsTwoLayers() throws {
        let long = PickerHarness(try MiniPicker(id: "p", titles: [["a title far too long for the field"]]))
        #expect(draw(long).layers.count == 2)
        let source = CountingSource(rows: 3)
        let custom = PickerHarness(try MiniPicker(id: "p", dataSource: source, delegate: source))
        #expect(draw(custom).layers.count == 2)
        #expect(draw(custom).recording.texts == ["row 0"])
    }

    @Test func theKeysStayTheSameDuringADrag() throws {
        let h = PickerHarness(try MiniPicker(id: "p", titles: [letters]))
        h.down(200, at: 0)
        h.move(180, at: 0.03)
        let before = draw(h).layers.map(\.key)
        h.move(150, at: 0.05)
        let during = draw(h)
        #expect(during.recording.texts.count == 2)
        #expect(during.layers.map(\.key) == before)
    }

    @Test func theKeysChangeWithFocusSizeAndTheme() throws {
        let h = PickerHarness(try MiniPicker(id: "dmy", titles: [["1", "2"], ["jan", "feb"], ["2025", "2026"]]))
        let rest = draw(h).layers.map(\.key)
        // Keyboard focus: a ring, and a tint on the focused segment.
        h.key(.tab, at: 0.1)
        #expect(h.picker.showsFocusRing)
        let focused = draw(h)
        #expect(focused.layers.map(\.key) != rest)
        #expect(focused.layers[0].commands.count > 1)  // the tint is under the items
        h.key(.tab, at: 0.2)  // the next segment
        let next = draw(h).layers.map(\.key)
        #expect(next != focused.layers.map(\.key) && next != rest)

        let resized = PickerHarness(try MiniPicker(id: "dmy", titles: [["1"], ["jan"], ["2025"]]), frame: Rect(x: 100, y: 50, width: 240, height: 44))
        #expect(draw(resized).layers.map(\.key) != rest)
    }

    @Test func aMovedPickerKeepsItsKeys() throws {
        let h = PickerHarness(try MiniPicker(id: "p", titles: [letters]))
        let before = draw(h).layers.map(\.key)
        h.picker.frame = h.picker.frame.offsetBy(dx: 40, dy: 13)
        #expect(draw(h).layers.map(\.key) == before)
    }

    @Test func theDarkThemeHasOtherKeys() throws {
        let light = PickerHarness(try MiniPicker(id: "p", titles: [letters]))
        let dark = PickerHarness(try MiniPicker(id: "p", titles: [letters]))
        let darkRoot = WidgetRoot(textMeasurer: FixedAdvanceTextMeasurer(), theme: .dark)
        darkRoot.addChild(dark.picker)
        darkRoot.layout(size: Size(width: 800, height: 600))
        dark.picker.frame = light.picker.frame
        let canvas = LayerSpyCanvas()
        darkRoot.draw(in: canvas)
        #expect(canvas.layers.count == 1)
        #expect(canvas.layers.map(\.key) != draw(light).layers.map(\.key))
    }
}
