import PickerCore
import PickerTestSupport
import Testing
@testable import PickerWidgets

/// What reaches the root of widgets' marks, and what a press marks.
@Suite("Widget marks")
struct WidgetMarkTests {
    /// A widget that takes presses and marks nothing for them.
    final class QuietPress: Widget {
        override var acceptsPointer: Bool { true }
        override func pointerDown(_ event: PointerEvent) -> Bool { true }
        override func setNeedsDisplayForPointerPress() {}
    }

    @Test func marksReachTheRootUnlessSuspended() {
        let root = WidgetRoot(textMeasurer: FixedAdvanceTextMeasurer(), theme: .light)
        root.layout(size: Size(width: 200, height: 100))
        let outer = Widget(id: "outer"), leaf = Widget(id: "leaf")
        root.addChild(outer)
        outer.addChild(leaf)
        root.draw(in: RecordingCanvas(textMeasurer: FixedAdvanceTextMeasurer()))
        #expect(root.damage.isEmpty)
        leaf.frame = Rect(x: 1, y: 2, width: 3, height: 4)
        #expect(!root.damage.isEmpty)
        // Nothing while marking is suspended (content that only moved, copied by the host).
        root.draw(in: RecordingCanvas(textMeasurer: FixedAdvanceTextMeasurer()))
        outer.performWithoutNeedsDisplay { leaf.frame = Rect(x: 5, y: 2, width: 3, height: 4) }
        #expect(root.damage.isEmpty, "\(root.damage)")
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
