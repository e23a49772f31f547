import PickerDemoKit
import CSDL2
import Foundation
import PickerCore
import PickerSDL
import PickerWidgets
import Testing

/// A page with one text field at (10, 10, 200, 40).
final class FieldPage: WidgetRoot {
    let field = TextField(id: "field", text: "hello")

    init(textMeasurer: TextMeasurer) {
        super.init(textMeasurer: textMeasurer, theme: .light)
        addChild(field)
    }

    override func layoutChildren() {
        field.frame = Rect(x: 10, y: 10, width: 200, height: 40)
    }
}

extension SDLTests {
    /// Who turns SDL's text input on and off, and where the IME goes.
    @Suite struct PanelHostTextInputTests {
        init() throws { _ = try SDLTests.library() }

        @Test func automaticModeTurnsTextInputOnOnlyWhileAFieldIsEdited() throws {
            let app = try AppWindow()
            let host = try app.makeHost()
            let page = FieldPage(textMeasurer: host.textMeasurer)
            host.addPanel(page, frame: Rect(x: 100, y: 50, width: 250, height: 100))
            SDL_StartTextInput()  // SDL's default on a desktop
            try host.render(now: 0)
            #expect(SDL_IsTextInputActive() == SDL_FALSE)
            _ = host.handleAll(AppEvents.click(150, 80, window: app.windowID), time: 1)
            #expect(page.field.isFocused)
            #expect(SDL_IsTextInputActive() == SDL_TRUE)
            let rect = try #require(host.textInputRectInWindow)
            #expect(rect.minX > 110 && rect.minX < 310 && rect.minY >= 60 && rect.maxY <= 100)
            // Typed text reaches the field, and is PickerKit's.
            #expect(host.handle(SDLEventFactory.textInput("!", windowID: app.windowID), time: 2))
            #expect(page.field.text.contains("!"))
            // A press on the game ends the editing.
            _ = host.handleAll(AppEvents.click(20, 250, window: app.windowID), time: 3)
            #expect(SDL_IsTextInputActive() == SDL_FALSE)
            #expect(!host.handle(SDLEventFactory.textInput("x", windowID: app.windowID), time: 4))
            #expect(!page.field.text.contains("x"))
        }

        @Test func manualModeLeavesTextInputToTheApp() throws {
            let app = try AppWindow()
            let host = try app.makeHost()
            host.textInputMode = .manual
            let page = FieldPage(textMeasurer: host.textMeasurer)
            host.addPanel(page, frame: Rect(x: 100, y: 50, width: 250, height: 100))
            SDL_StopTextInput()
            _ = host.handleAll(AppEvents.click(150, 80, window: app.windowID), time: 1)
            try host.render(now: 1)
            #expect(page.field.isFocused)
            #expect(SDL_IsTextInputActive() == SDL_FALSE)
            #expect(host.textInputRectInWindow != nil)
        }
    }
}
