import PickerDemoKit
import CSDL2
import Foundation
import PickerCore
import PickerSDL
import PickerTestSupport
import PickerWidgets
import Testing

/// A scene that wants text input at `textInputRect` (or none) and one frame.
final class TextInputScene: HostedScene {
    var textInputRect: Rect?
    var framesWanted = 1
    func layout(size: Size) {}
    func handle(_ event: InputEvent) -> Bool { false }
    func tick(now: Double) {}
    var needsFrame: Bool { framesWanted > 0 }
    func draw(in canvas: Canvas) { framesWanted = max(0, framesWanted - 1) }
    var backgroundColor: Color { .white }
}

extension SDLTests {
    /// SDL's clipboard and text input state, under the dummy video driver.
    @Suite struct TextInputTests {
        init() throws { _ = try SDLTests.library() }

        @Test func clipboardRoundTripsUnicode() throws {
            let clipboard = SDLClipboard(library: try SDLTests.library())
            try clipboard.setText("Zoë 👍🏽 🇳🇱")
            #expect(try clipboard.text() == "Zoë 👍🏽 🇳🇱")
        }

        /// A text field cuts to and pastes from SDL's clipboard when the root is given it.
        @Test func aTextFieldUsesTheSDLClipboard() throws {
            let clipboard = SDLClipboard(library: try SDLTests.library())
            let root = WidgetRoot(textMeasurer: FixedAdvanceTextMeasurer(), theme: .light)
            root.clipboard = clipboard
            let field = TextField(id: "t", text: "cut me")
            root.addChild(field)
            root.layout(size: Size(width: 300, height: 100))
            field.frame = Rect(x: 0, y: 0, width: 200, height: 40)
            root.setFocus(field)
            root.handle(.key(KeyEvent(key: .character("a"), modifiers: .control, time: 1)))
            root.handle(.key(KeyEvent(key: .character("x"), modifiers: .control, time: 2)))
            #expect(field.text.isEmpty)
            #expect(try clipboard.text() == "cut me")
            root.handle(.key(KeyEvent(key: .character("v"), modifiers: .control, time: 3)))
            root.handle(.key(KeyEvent(key: .character("v"), modifiers: .control, time: 4)))
            #expect(field.text == "cut mecut me")
        }

        /// The host keeps SDL text input (and the IME) off unless the scene edits text.
        @Test(arguments: [nil, Rect(x: 10, y: 20, width: 2, height: 24)])
        func textInputIsOnOnlyWhileTheSceneEditsText(rect: Rect?) throws {
            let host = try WindowHost(title: "test", size: Size(width: 200, height: 100), vsync: false)
            let scene = TextInputScene()
            scene.textInputRect = rect
            var activeDuringRun: Bool?
            host.onFrameRendered = { _, _, _ in
                activeDuringRun = SDL_IsTextInputActive() == SDL_TRUE
                try? SDLEventFactory.push(SDLEventFactory.quit())
            }
            try host.run(scene: scene)
            #expect(activeDuringRun == (rect != nil))
            #expect(SDL_IsTextInputActive() == SDL_FALSE)
        }
    }
}
