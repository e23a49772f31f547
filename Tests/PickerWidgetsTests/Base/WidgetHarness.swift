import PickerCore
import PickerInspection
import PickerTestSupport
@testable import PickerWidgets

/// A root holding one widget at a known frame, with helpers to drive it by time.
final class WidgetHarness<W: Widget> {
    let root: WidgetRoot
    let widget: W
    var changes: [ValueChange] = []
    var now = 0.0
    /// Keeps a data source alive: pickers hold theirs weakly, as UIKit does.
    var retainedSource: AnyObject?

    init(widget: W, frame: Rect, theme: Theme = .light) {
        root = WidgetRoot(textMeasurer: FixedAdvanceTextMeasurer(), theme: theme)
        self.widget = widget
        root.addChild(widget)
        root.layout(size: Size(width: 800, height: 600))
        widget.frame = frame
        root.onValueChanged = { [unowned self] in self.changes.append(ValueChange($0)) }
    }

    func send(_ event: InputEvent) {
        now = max(now, event.time)
        root.handle(event)
    }

    func down(_ x: Double, _ y: Double = 72, at t: Double, pointer: PointerID = .mouse, modifiers: KeyModifiers = []) {
        send(.pointerDown(PointerEvent(pointer: pointer, location: Point(x: x, y: y), time: t, modifiers: modifiers)))
    }
    func move(_ x: Double, _ y: Double = 72, at t: Double, pointer: PointerID = .mouse) {
        send(.pointerMoved(PointerEvent(pointer: pointer, location: Point(x: x, y: y), time: t)))
    }
    func up(_ x: Double, _ y: Double = 72, at t: Double, pointer: PointerID = .mouse, modifiers: KeyModifiers = []) {
        send(.pointerUp(PointerEvent(pointer: pointer, location: Point(x: x, y: y), time: t, modifiers: modifiers)))
    }
    func key(_ key: Key, at t: Double, modifiers: KeyModifiers = []) {
        send(.key(KeyEvent(key: key, modifiers: modifiers, time: t)))
    }
    func tap(_ x: Double, _ y: Double, at t: Double) {
        down(x, y, at: t)
        up(x, y, at: t + 0.05)
    }
    func wheel(_ x: Double, _ y: Double, notches deltaY: Double, at t: Double) {
        send(.scroll(ScrollEvent(location: Point(x: x, y: y), deltaX: 0, deltaY: deltaY, time: t)))
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
