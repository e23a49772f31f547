import PickerCore
import PickerTestSupport
@testable import PickerWidgets

/// A root holding one mini picker at a known frame, with helpers to drive it by time.
final class PickerHarness {
    let root: WidgetRoot
    let picker: MiniPicker
    var changes: [ValueChange] = []
    var now = 0.0
    /// Keeps a data source alive: pickers hold theirs weakly, as UIKit does.
    var retainedSource: AnyObject?

    init(_ picker: MiniPicker, frame: Rect = Rect(x: 100, y: 50, width: 200, height: 44)) {
        root = WidgetRoot(textMeasurer: FixedAdvanceTextMeasurer(), theme: .light)
        self.picker = picker
        root.addChild(picker)
        root.layout(size: Size(width: 800, height: 600))
        picker.frame = frame
        root.onValueChange = { [unowned self] in self.changes.append($0) }
    }

    func send(_ event: InputEvent) {
        now = max(now, event.time)
        root.handle(event)
    }

    func down(_ x: Double, _ y: Double = 72, at t: Double, pointer: PointerID = .mouse) {
        send(.pointerDown(PointerEvent(pointer: pointer, location: Point(x: x, y: y), time: t)))
    }
    func move(_ x: Double, _ y: Double = 72, at t: Double, pointer: PointerID = .mouse) {
        send(.pointerMoved(PointerEvent(pointer: pointer, location: Point(x: x, y: y), time: t)))
    }
    func up(_ x: Double, _ y: Double = 72, at t: Double, pointer: PointerID = .mouse) {
        send(.pointerUp(PointerEvent(pointer: pointer, location: Point(x: x, y: y), time: t)))
    }
    func key(_ key: Key, at t: Double, modifiers: KeyModifiers = []) {
        send(.key(KeyEvent(key: key, modifiers: modifiers, time: t)))
    }

    /// Ticks at 60 fps until `end` seconds.
    func run(until end: Double, fps: Double = 60) {
        var frame = (now * fps).rounded(.up)
        while frame / fps <= end {
            root.tick(now: frame / fps)
            frame += 1
        }
        now = end
    }

    func draw() -> RecordingCanvas {
        let canvas = RecordingCanvas()
        root.draw(in: canvas)
        return canvas
    }
}

/// A data source with a fixed row count that counts how many titles it was asked for.
final class CountingSource: MiniPickerDataSource, MiniPickerDelegate {
    var rows: Int
    var titleRequests = 0
    var selections: [(row: Int, component: Int)] = []

    init(rows: Int) { self.rows = rows }

    func numberOfComponents(in miniPicker: MiniPicker) -> Int { 1 }
    func miniPicker(_ miniPicker: MiniPicker, numberOfRowsInComponent component: Int) -> Int { rows }
    func miniPicker(_ miniPicker: MiniPicker, titleForRow row: Int, forComponent component: Int) -> String? {
        titleRequests += 1
        return "row \(row)"
    }
    func miniPicker(_ miniPicker: MiniPicker, didSelectRow row: Int, inComponent component: Int) {
        selections.append((row, component))
    }
}
