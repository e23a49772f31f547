import Foundation
import PickerDemoKit
import PickerKit
import SnapshotTesting
import Testing

// Screenshot goldens of text fields drawn offscreen on a small page of their own, in
// __Snapshots__/SnapshotTextFieldTests/. Re-record with SNAPSHOT_TESTING_RECORD=missing (or all),
// then look at every PNG before committing.

extension SDLTests {
    @Suite struct TextFieldScreenshots {
        init() throws { _ = try SDLTests.library() }

        static let size = Size(width: 320, height: 128)

        /// Two fields 280 x 44 points, one above the other, the first focused; `events` then go to the page.
        func shot(
            theme: Theme = .light, scale: Double = 1, first: String, second: String = "", events: [InputEvent]
        ) throws -> Data {
            let renderer = try OffscreenRenderer(
                pixelWidth: Int(Self.size.width * scale), pixelHeight: Int(Self.size.height * scale), pixelsPerPoint: scale)
            let page = WidgetRoot(textMeasurer: renderer.textMeasurer, theme: theme)
            let name = TextField(id: "name", text: first, placeholder: "Name")
            let email = TextField(id: "email", text: second, placeholder: "Email")
            page.addChild(name)
            page.addChild(email)
            page.layout(size: Self.size)
            name.frame = Rect(x: 20, y: 14, width: 280, height: 44)
            email.frame = Rect(x: 20, y: 70, width: 280, height: 44)
            page.setFocus(name)
            for event in events { page.handle(event) }
            try renderer.render(scene: page, now: 10)
            return try PNGImage(width: renderer.pixelWidth, height: renderer.pixelHeight, rgba: renderer.rgbaBytes()).pngData()
        }

        func assertPNG(_ data: Data, named name: String, testName: String = #function, filePath: StaticString = #filePath, line: UInt = #line) {
            let test = testName.prefix { $0 != "(" }
            assertSnapshot(
                of: data,
                as: Snapshotting(pathExtension: "png", diffing: .png(tolerance: 2, maxDifferingFraction: 0.001, artifactName: "\(test).\(name)")),
                named: name, file: filePath, testName: testName, line: line)
        }

        /// A name longer than the field, typed to its end: the start scrolled out on the left, the caret at
        /// the right edge; the empty field below shows its placeholder.
        @Test func longTextScrolledToTheCaret() throws {
            let data = try shot(first: "", events: [.text("Maria Salomea Skłodowska-Curie, Warszawa", time: 1)])
            assertPNG(data, named: "scrolled")
        }

        /// "Lovelace" selected by a double click, at twice the density.
        @Test func wordSelectedByDoubleClick() throws {
            let click = PointerEvent(pointer: .mouse, location: Point(x: 110, y: 36), time: 1)
            var second = click
            second.time = 1.2
            let data = try shot(
                scale: 2, first: "Ada Lovelace", second: "ada@example.org",
                events: [.pointerDown(click), .pointerUp(click), .pointerDown(second), .pointerUp(second)])
            assertPNG(data, named: "selection-2x")
        }

        /// Dark, with an input method composing "née" (underlined) after "Zoë ".
        @Test func darkWithAComposition() throws {
            let data = try shot(
                theme: .dark, first: "Zoë ", second: "",
                events: [.textEditing("née", cursor: 3, time: 1)])
            assertPNG(data, named: "dark-composing")
        }
    }
}
