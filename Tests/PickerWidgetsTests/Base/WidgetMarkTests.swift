import PickerCore
import PickerTestSupport
import Testing
@testable import PickerWidgets

/// What widgets hear of each other's marks, and what a press marks.
@Suite("Widget marks")
struct WidgetMarkTests {
    /// A widget that counts the marks from below it.
    final class Counting: Widget {
        var heard = 0
        override func descendantDidSetNeedsDisplay() { heard += 1 }
    }

    /// A widget that takes presses and marks nothing for them.
    final class QuietPress: Widget {
        override var acceptsPointer: Bool { true }
        override func pointerDown(_ event: PointerEvent) -> Bool { true }
        override func setNeedsDisplayForPointerPress() {}
    }

    @Test func ancestorsHearOfTheirDescendantsMarksAttachedOrNot() {
        let outer = Counting(id: "outer"), inner = Counting(id: "inner"), leaf = Widget(id: "leaf")
        outer.addChild(inner)
        inner.addChild(leaf)
        outer.heard = 0
        inner.heard = 0
        leaf.setNeedsDisplay()
        #expect(inner.heard == 1 && outer.heard == 1)
        // Its own marks are not a descendant's.
        inner.setNeedsDisplay()
        #expect(inner.heard == 1 && outer.heard == 2)

        let root = WidgetRoot(textMeasurer: FixedAdvanceTextMeasurer(), theme: .light)
        root.addChild(outer)
        outer.heard = 0
        leaf.frame = Rect(x: 1, y: 2, width: 3, height: 4)
        #expect(outer.heard > 0)
        // Nothing while marking is suspended (content that only moved, copied by the host).
        outer.heard = 0
        outer.performWithoutNeedsDisplay { leaf.frame = Rect(x: 5, y: 2, width: 3, height: 4) }
        #expect(outer.heard == 0)
    }

    @Test func aPressMarksWhatTheWidgetSays() {
        let root = WidgetRoot(textMeasurer: FixedAdvanceTextMeasurer(), theme: .light)
        root.layout(size: Size(width: 200, height: 100))
        let quiet = QuietPress(id: "quiet")
        root.addChild(quiet)
        quiet.frame = Rect(x: 0, y: 0, width: 100, height: 100)
        root.draw(in: RecordingCanvas(textMeasurer: FixedAdvanceTextMeasurer()))
        root.handle(.pointerDown(PointerEvent(pointer: .mouse, location: Point(x: 50, y: 50), time: 1)))
        root.handle(.pointerUp(PointerEvent(pointer: .mouse, location: Point(x: 50, y: 50), time: 1.1)))
        #expect(root.damage.isEmpty, "\(root.damage)")
    }
}
