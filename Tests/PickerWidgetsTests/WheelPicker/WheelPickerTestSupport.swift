import PickerCore
import PickerTestSupport
@testable import PickerWidgets

/// The harness the wheel picker tests use.
typealias WheelHarness = WidgetHarness<WheelPicker>

extension WidgetHarness where W: WheelPicker {
    convenience init(_ picker: W, frame: Rect = Rect(x: 0, y: 0, width: 320, height: 216), theme: Theme = .light) {
        self.init(widget: picker, frame: frame, theme: theme)
    }

    var picker: W { widget }

    /// The wheel events, as (component, row) pairs.
    var reported: [(component: Int, row: Int)] {
        changes.compactMap { change in
            guard case .int(let component)? = change["component"], case .int(let row)? = change["row"] else { return nil }
            return (component, row)
        }
    }
}

/// Wheels alone (a wheel picker) or inside a widget (a date picker's).
extension WidgetHarness {
    /// A slow drag from (x, y0) to (x, y1) over `duration` seconds in ten moves, held still for 0.3 s
    /// before the release so that it does not fling.
    func slowDrag(x: Double, from y0: Double, to y1: Double, at t: Double, duration: Double = 0.5, pointer: PointerID = .mouse) {
        down(x, y0, at: t, pointer: pointer)
        for i in 1...10 {
            let f = Double(i) / 10
            move(x, y0 + (y1 - y0) * f, at: t + duration * f, pointer: pointer)
        }
        up(x, y1, at: t + duration + 0.3, pointer: pointer)
    }
}

/// A data source and delegate with adjustable counts that counts title requests and records selections.
final class WheelSource: WheelPickerDataSource, WheelPickerDelegate {
    var rows: [Int]
    var cyclic: Set<Int>
    var widths: [Int: Double] = [:]
    var rowHeights: [Int: Double] = [:]
    var disabled: (Int, Int) -> Bool = { _, _ in false }
    var titleRequests = 0
    var selections: [(row: Int, component: Int)] = []

    init(rows: [Int], cyclic: Set<Int> = []) {
        self.rows = rows
        self.cyclic = cyclic
    }

    func numberOfComponents(in wheelPicker: WheelPicker) -> Int { rows.count }
    func wheelPicker(_ wheelPicker: WheelPicker, numberOfRowsInComponent component: Int) -> Int { rows[component] }
    func wheelPicker(_ wheelPicker: WheelPicker, isCyclicComponent component: Int) -> Bool { cyclic.contains(component) }
    func wheelPicker(_ wheelPicker: WheelPicker, titleForRow row: Int, forComponent component: Int) -> String? {
        titleRequests += 1
        return "r\(row)"
    }
    func wheelPicker(_ wheelPicker: WheelPicker, widthForComponent component: Int) -> Double? { widths[component] }
    func wheelPicker(_ wheelPicker: WheelPicker, rowHeightForComponent component: Int) -> Double? { rowHeights[component] }
    func wheelPicker(_ wheelPicker: WheelPicker, isRowEnabled row: Int, forComponent component: Int) -> Bool {
        !disabled(row, component)
    }
    func wheelPicker(_ wheelPicker: WheelPicker, didSelectRow row: Int, inComponent component: Int) {
        selections.append((row, component))
    }
}

/// A canvas that records texts with their vertical scale and colour, and filled rounded rects.
final class WheelCanvas: Canvas {
    struct Text: Equatable {
        var text: String
        var origin: Point
        var scale: Double
        var color: Color
    }

    let textMeasurer: TextMeasurer
    var texts: [Text] = []
    var fills: [(Rect, Color)] = []
    var strokes: [Rect] = []
    var clipDepth = 0
    var maxClipDepth = 0

    /// A canvas measuring with `textMeasurer` (pass one measurer to several frames: a wheel keeps what it
    /// measured only while the measurer stays the same).
    init(textMeasurer: TextMeasurer = FixedAdvanceTextMeasurer()) {
        self.textMeasurer = textMeasurer
    }

    func fillRoundedRect(_ rect: Rect, cornerRadius: Double, color: Color) { fills.append((rect, color)) }
    func strokeRoundedRect(_ rect: Rect, cornerRadius: Double, lineWidth: Double, color: Color) { strokes.append(rect) }
    func strokePolyline(_ points: [Point], lineWidth: Double, color: Color, closed: Bool) {}
    func fillCircle(center: Point, radius: Double, color: Color) {}
    func strokeCircle(center: Point, radius: Double, lineWidth: Double, color: Color) {}
    func drawText(_ text: String, style: TextStyle, at origin: Point) {
        texts.append(Text(text: text, origin: origin, scale: style.verticalScale, color: style.color))
    }
    func pushClip(_ rect: Rect, cornerRadius: Double) {
        clipDepth += 1
        maxClipDepth = max(maxClipDepth, clipDepth)
    }
    func popClip() { clipDepth -= 1 }
}

extension WidgetHarness {
    func drawScaled(measuringWith measurer: TextMeasurer = FixedAdvanceTextMeasurer()) -> WheelCanvas {
        let canvas = WheelCanvas(textMeasurer: measurer)
        root.draw(in: canvas)
        return canvas
    }
}
