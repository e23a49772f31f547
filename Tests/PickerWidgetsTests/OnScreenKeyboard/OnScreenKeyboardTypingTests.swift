import PickerCore
import PickerInspection
import PickerTestSupport
import Testing
@testable import PickerWidgets

@Suite("Typing into a text field with a controller's on-screen keyboard")
struct OnScreenKeyboardTypingTests {
    @Test func confirmOnAFocusedFieldShowsTheKeyboardOnQ() {
        let page = TypingPage()
        page.send(.confirm)
        #expect(page.root.focusedWidget === page.name && !page.root.isTyping, "the first press only focuses")
        page.send(.confirm)
        #expect(page.root.isTyping && page.root.engagedWidget === page.name)
        #expect(page.keyboard?.target === page.name)
        #expect(page.highlighted == "q")
        #expect(page.name.text == "Jane" && page.changes.isEmpty, "engaging changes nothing")
    }

    @Test func aHeldDirectionRepeatsOverTheKeys() {
        let page = TypingPage()
        page.startTyping()
        let start = page.now + 0.1
        page.root.tick(now: start)
        page.root.handle(.move(.right), controller: page.pad, time: start)
        #expect(page.highlighted == "w")
        // Repeats after 0.3 s, then every 0.08 s: e, r, t by half a second.
        for frame in 1...30 { page.root.tick(now: start + Double(frame) / 60) }
        page.root.releaseDirection(.right, controller: page.pad)
        #expect(page.highlighted == "t")
        page.root.tick(now: start + 2)
        #expect(page.highlighted == "t")
    }

    @Test func typingAnnReplacesTheSelectedTextAndReportsEachEdit() {
        let page = TypingPage()
        page.startTyping()
        page.typeAnn()
        #expect(page.name.text == "Ann")
        #expect(page.typed == ["A", "An", "Ann"])
        #expect(page.changes.map(\.widget) == ["name", "name", "name"])
        #expect(page.changes.last?["value"] == .string("Ann"))
        #expect(page.events.filter { $0.kind == .valueChanged }.map(\.identifier) == ["name", "name", "name"])
        #expect(page.root.isTyping, "still typing")
    }

    @Test func backspaceFromXOrTheKeyAndSpaceFromY() {
        let page = TypingPage()
        page.startTyping()
        page.typeAnn()
        page.send(.deleteBackward)
        #expect(page.name.text == "An")
        page.send(.insertSpace)
        #expect(page.name.text == "An ")
        page.move(.right, 2)
        #expect(page.highlighted == "⌫")
        page.send(.confirm)
        page.send(.confirm)
        #expect(page.name.text == "A")
        #expect(page.typed == ["A", "An", "Ann", "An", "An ", "An", "A"])
    }

    @Test func shiftTypesOneCapitalAndTwiceLocksCapitals() {
        let page = TypingPage()
        page.startTyping()
        page.move(.down, 2)
        page.send([.confirm, .confirm])                 // caps lock
        page.move(.up)
        #expect(page.highlighted == "A")
        page.send([.confirm, .confirm])
        #expect(page.name.text == "AA")
        page.move(.down)
        page.send(.confirm)                             // off
        page.move(.up)
        page.send(.confirm)
        #expect(page.name.text == "AAa")
    }

    @Test func theSymbolsLayerAndDigitsTypeAnEmailAndAPhoneNumber() {
        let page = TypingPage()
        page.startTyping()
        page.move(.down, 1)
        page.move(.right, 9)
        #expect(page.highlighted == "@")
        page.send(.confirm)
        page.move(.down, 2)
        #expect(page.highlighted == "Done", "under @: backspace, then Done")
        page.move(.left)
        #expect(page.highlighted == ".")
        page.send(.confirm)
        page.move(.left, 4)
        #expect(page.highlighted == "?123")
        page.send(.confirm)                             // symbols
        page.move(.up, 3)
        page.move(.right, 2)
        #expect(page.highlighted == "+")
        page.send(.confirm)
        page.move(.up)
        page.send(.confirm)                             // 3
        page.move(.down)
        page.move(.left)
        #expect(page.highlighted == "-")
        page.send(.confirm)
        page.move(.right, 2)
        page.send(.confirm)                             // ,
        page.move(.right)
        page.send(.confirm)                             // '
        #expect(page.name.text == "@.+3-,'")
    }

    @Test func theShouldersMoveTheCaret() {
        let page = TypingPage()
        page.startTyping()
        page.typeAnn()
        page.send(.pageBack)
        page.send(.insertSpace)
        #expect(page.name.text == "An n")
        page.send(.pageForward)
        page.send(.confirm)
        #expect(page.name.text == "An nn")
    }

    @Test func doneLeavesTypingKeepingTheTextAndDirectionsMoveFocusAgain() {
        let page = TypingPage()
        page.startTyping()
        page.typeAnn()
        page.move(.down)
        page.move(.right, 2)
        #expect(page.highlighted == "Done")
        page.send(.confirm)
        #expect(!page.root.isTyping && page.root.engagedWidget == nil)
        #expect(page.name.text == "Ann" && page.root.focusedWidget === page.name)
        page.move(.down)
        #expect(page.root.focusedWidget === page.email)
        #expect(page.typed == ["A", "An", "Ann"])
    }

    @Test func cancelKeepsTheTextByDefault() {
        let page = TypingPage()
        page.startTyping()
        page.typeAnn()
        page.send(.cancel)
        #expect(!page.root.isTyping && page.name.text == "Ann")
        #expect(page.changes.count == 3)
        page.send(.cancel)
        #expect(page.name.text == "Ann", "a second cancel is the page's Escape")
    }

    @Test func cancelPutsTheTextBackWhenTheFieldAsks() {
        let page = TypingPage()
        page.name.restoresValueOnCancel = true
        page.startTyping()
        page.typeAnn()
        page.send(.back)
        #expect(!page.root.isTyping && page.name.text == "Jane")
        #expect(page.typed == ["A", "An", "Ann", "Jane"], "the restore is the user's change, reported once")
        // Nothing typed: nothing to put back, nothing reported.
        page.send(.confirm)
        page.send(.cancel)
        #expect(page.typed.count == 4)
    }

    @Test func startLeavesTypingAndSubmits() {
        let page = TypingPage()
        page.startTyping()
        page.typeAnn()
        page.send(.start)
        #expect(!page.root.isTyping && page.returns == 1 && page.name.text == "Ann")
    }

    @Test func aPressOutsideTheKeyboardEndsTypingAndAPressOnAKeyTypesIt() throws {
        let page = TypingPage()
        page.startTyping()
        let keyboard = try #require(page.keyboard)
        let x = try #require(keyboard.keyFrames().first { keyboard.model.title(of: $0.key) == "x" })
        page.pointer(down: x.frame.center)
        #expect(page.name.text == "x" && page.root.isTyping)
        // Released off the key it went down on: nothing.
        page.pointer(down: x.frame.center, up: Point(x: x.frame.center.x + 200, y: x.frame.center.y))
        #expect(page.name.text == "x")
        page.pointer(down: Point(x: 700, y: 20))
        #expect(!page.root.isTyping && page.root.onScreenKeyboard == nil && page.name.text == "x")
    }

    @Test func mouseAndKeyboardUsersNeverSeeIt() {
        let page = TypingPage()
        page.pointer(down: page.name.frame.center)
        page.root.handle(.text("Bo", time: 1))
        page.root.handle(.key(KeyEvent(key: .enter, time: 1.1)))
        page.root.handle(.key(KeyEvent(key: .space, time: 1.2)))
        #expect(!page.root.isTyping && page.root.onScreenKeyboard == nil)
        #expect(!page.draw().texts.contains("Done"))
    }

    @Test func tabOrAClickElsewhereWhileTypingTakesItAway() {
        let page = TypingPage()
        page.startTyping()
        page.root.handle(.key(KeyEvent(key: .tab, time: 5)))
        #expect(!page.root.isTyping && page.root.focusedWidget === page.email)
        page.send(.move(.up))
        page.send(.confirm)
        #expect(page.root.isTyping)
        page.root.handle(.key(KeyEvent(key: .escape, time: 9)))
        #expect(!page.root.isTyping && page.root.focusedWidget === page.name, "Escape is a cancel while typing")
    }

    @Test func theWheelOverTheKeyboardScrollsNothingUnderIt() throws {
        let page = TypingPage()
        page.startTyping()
        let keyboard = try #require(page.keyboard)
        #expect(page.root.handle(.scroll(ScrollEvent(location: keyboard.frame.center, deltaX: 0, deltaY: -3, time: 9))))
        #expect(page.root.isTyping && page.keyboard?.frame == keyboard.frame)
    }

    @Test func aFieldRemovedWhileTypingTakesTheKeyboardWithIt() {
        let page = TypingPage()
        page.startTyping()
        page.name.removeFromParent()
        page.root.tick(now: page.now + 1)
        #expect(!page.root.isTyping)
        page.send(.confirm)
    }
}
