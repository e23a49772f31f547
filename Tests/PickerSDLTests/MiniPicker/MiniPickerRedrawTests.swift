import Foundation
import PickerKit
import Testing

extension SDLTests {
    /// A mini picker drawn again after a change shows the pixels of a fresh drawing of its new state: what a
    /// renderer keeps of the field between frames (its chrome) never shows a state the field no longer has.
    @Suite struct MiniPickerRedrawTests {
        init() throws { _ = try SDLTests.library() }

        /// One two-component mini picker in a window of 400 x 120 points.
        final class Scene: WidgetRoot {
            let picker: MiniPicker
            var pickerFrame = Rect(x: 40, y: 40, width: 300, height: 40)
            static let size = Size(width: 400, height: 120)

            init(textMeasurer: TextMeasurer) throws {
                picker = try MiniPicker(
                    id: "p", titles: [["alpha", "beta", "gamma", "delta"], ["one", "two", "three"]], isCyclic: true)
                super.init(textMeasurer: textMeasurer, theme: .light)
                addChild(picker)
            }

            override func layoutChildren() { picker.frame = pickerFrame }
        }

        /// What is done to the scene between its first frame and the one compared, at `time` seconds.
        struct Change: CustomTestStringConvertible, Sendable {
            var name: String
            var apply: @Sendable (Scene, _ time: Double) throws -> Void
            var testDescription: String { name }
        }

        static let changes: [Change] = [
            Change(name: "keyboard focus") { scene, time in
                _ = scene.handle(.key(KeyEvent(key: .tab, time: time)))
            },
            Change(name: "focus on the second component") { scene, time in
                _ = scene.handle(.key(KeyEvent(key: .tab, time: time)))
                _ = scene.handle(.key(KeyEvent(key: .right, time: time)))
            },
            Change(name: "theme") { scene, _ in scene.rootTheme = .dark },
            Change(name: "size") { scene, _ in
                scene.pickerFrame.size.width = 260
                scene.layout(size: Scene.size)
            },
            Change(name: "moved by whole points") { scene, _ in
                scene.pickerFrame.origin.y += 7
                scene.layout(size: Scene.size)
            },
            Change(name: "row selected") { scene, _ in try scene.picker.selectRow(2, inComponent: 0, animated: false) },
            Change(name: "dragged and held") { scene, time in
                let pointer = PointerID(0)
                _ = scene.handle(.pointerDown(PointerEvent(pointer: pointer, location: Point(x: 120, y: 60), time: time)))
                _ = scene.handle(.pointerMoved(PointerEvent(pointer: pointer, location: Point(x: 90, y: 60), time: time + 0.05)))
            },
        ]

        @Test(arguments: changes, [1.0, 2.0])
        func aChangedPickerDrawsAsANewOne(change: Change, scale: Double) throws {
            // Drawn at rest first, so a renderer that keeps pictures holds the field's old look.
            let kept = try OffscreenRenderer(pixelWidth: Int(400 * scale), pixelHeight: Int(120 * scale), pixelsPerPoint: scale)
            let scene = try Scene(textMeasurer: kept.textMeasurer)
            try kept.render(scene: scene, now: 0)
            let before = try kept.rgbaBytes()
            try change.apply(scene, 1)
            try kept.render(scene: scene, now: 1.1)

            // The same state drawn by a renderer that has drawn nothing before.
            let fresh = try OffscreenRenderer(pixelWidth: Int(400 * scale), pixelHeight: Int(120 * scale), pixelsPerPoint: scale)
            let again = try Scene(textMeasurer: fresh.textMeasurer)
            again.layout(size: Scene.size)
            try change.apply(again, 1)
            try fresh.render(scene: again, now: 1.1)

            let pixels = try kept.rgbaBytes(), expected = try fresh.rgbaBytes()
            let changed = zip(pixels, before).filter { $0 != $1 }.count
            let differing = zip(pixels, expected).filter { $0 != $1 }.count
            #expect(changed > 0, "the change shows")
            #expect(differing == 0, "\(change.name) at \(scale)x")
        }
    }
}
