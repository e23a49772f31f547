import PickerCore
import PickerTestSupport
import Testing
@testable import PickerWidgets

/// Typing, caret keys, selection keys and deleting, with the exact text, caret and selection after each.
@Suite struct TextFieldEditingTests {
    @Test func typingInsertsAtTheCaretAndReportsEachEdit() {
        let h = makeTextField()
        var values: [String] = []
        h.field.onValueChanged = { values.append($0) }
        h.type("Ada", at: 1)
        h.type(" L", at: 2)
        #expect(h.text == "Ada L")
        #expect(h.selection == 5..<5)
        h.key(.left, at: 3)
        h.key(.left, at: 3.1)
        h.type("x", at: 4)
        #expect(h.text == "Adax L")
        #expect(h.selection == 4..<4)
        #expect(values == ["Ada", "Ada L", "Adax L"])
        #expect(h.reportedValues == values)
        #expect(h.changes.map(\.widget) == ["name", "name", "name"])
        #expect(h.changes.map(\.kind) == ["TextField", "TextField", "TextField"])
        #expect(h.changes.map(\.time) == [1, 2, 4])
    }

    @Test func settingTextFromCodeReportsNothing() {
        let h = makeTextField("abc")
        h.field.text = "a"
        #expect(h.selection == 1..<1)
        #expect(h.changes.isEmpty)
    }

    @Test func leftRightHomeEnd() {
        let h = makeTextField("hello")
        #expect(h.selection == 5..<5)
        h.key(.home, at: 1)
        #expect(h.selection == 0..<0)
        h.key(.left, at: 1)
        #expect(h.selection == 0..<0)
        h.key(.right, at: 1)
        h.key(.right, at: 1)
        #expect(h.selection == 2..<2)
        h.key(.end, at: 1)
        h.key(.right, at: 1)
        #expect(h.selection == 5..<5)
        #expect(h.changes.isEmpty)
    }

    @Test func shiftExtendsAndPlainArrowsCollapse() {
        let h = makeTextField("hello")
        h.key(.left, at: 1, modifiers: .shift)
        h.key(.left, at: 1, modifiers: .shift)
        #expect(h.selection == 3..<5)
        #expect(h.field.caretPosition == 3)
        h.key(.right, at: 1, modifiers: .shift)
        #expect(h.selection == 4..<5)
        h.key(.home, at: 1, modifiers: .shift)
        #expect(h.selection == 0..<5)
        #expect(h.field.caretPosition == 0)
        h.key(.right, at: 1)  // collapses to the end of the selection
        #expect(h.selection == 5..<5)
        h.key(.home, at: 1, modifiers: .shift)
        h.key(.left, at: 1)  // collapses to its start
        #expect(h.selection == 0..<0)
        h.key(.end, at: 1, modifiers: .shift)
        #expect(h.selection == 0..<5)
    }

    @Test func wordJumpsWithControlOrAlt() {
        let h = makeTextField("one two, three")
        h.key(.left, at: 1, modifiers: .control)
        #expect(h.selection == 9..<9)
        h.key(.left, at: 1, modifiers: .control)
        #expect(h.selection == 4..<4)
        h.key(.left, at: 1, modifiers: .alt)
        #expect(h.selection == 0..<0)
        h.key(.right, at: 1, modifiers: .control)
        #expect(h.selection == 3..<3)
        h.key(.right, at: 1, modifiers: .control)
        #expect(h.selection == 7..<7)
        h.key(.right, at: 1, modifiers: [.control, .shift])
        #expect(h.selection == 7..<14)
    }

    @Test func backspaceAndDelete() {
        let h = makeTextField("abcdef")
        h.key(.backspace, at: 1)
        #expect(h.text == "abcde" && h.selection == 5..<5)
        h.key(.home, at: 2)
        h.key(.backspace, at: 2)  // nothing before the caret: no change, no report
        #expect(h.text == "abcde")
        h.key(.delete, at: 3)
        #expect(h.text == "bcde" && h.selection == 0..<0)
        h.key(.end, at: 4)
        h.key(.delete, at: 4)
        #expect(h.text == "bcde")
        #expect(h.reportedValues == ["abcde", "bcde"])
    }

    @Test func deletingTheSelection() {
        let h = makeTextField("abcdef")
        h.field.selectedRange = 1..<4
        h.key(.backspace, at: 1)
        #expect(h.text == "aef" && h.selection == 1..<1)
        h.field.selectedRange = 0..<2
        h.key(.delete, at: 2)
        #expect(h.text == "f" && h.selection == 0..<0)
        h.field.selectedRange = 0..<1
        h.type("xyz", at: 3)  // typing replaces the selection
        #expect(h.text == "xyz" && h.selection == 3..<3)
        #expect(h.reportedValues == ["aef", "f", "xyz"])
    }

    @Test func deletingWords() {
        let h = makeTextField("one two three")
        h.key(.backspace, at: 1, modifiers: .control)
        #expect(h.text == "one two " && h.selection == 8..<8)
        h.key(.home, at: 2)
        h.key(.delete, at: 2, modifiers: .control)
        #expect(h.text == " two ")
    }

    @Test func selectAll() {
        let h = makeTextField("hello")
        h.key(.home, at: 0)
        h.key(.character("a"), at: 1, modifiers: .control)
        #expect(h.selection == 0..<5)
        h.type("bye", at: 2)
        #expect(h.text == "bye")
    }

    /// Typed letters arrive twice from SDL: a key press and then the committed text. The field takes
    /// the key press, so a page shortcut (the odometer's R) never fires while typing.
    @Test func characterKeysDoNotFallThroughToPageShortcuts() {
        let root = ShortcutRecordingRoot()
        let field = TextField(id: "name")
        root.addChild(field)
        root.layout(size: Size(width: 400, height: 300))
        field.frame = Rect(x: 0, y: 0, width: 200, height: 44)
        root.setFocus(field)
        for key: Key in [.character("r"), .character("R"), .space, .character("1")] {
            root.handle(.key(KeyEvent(key: key, time: 1)))
            root.handle(.key(KeyEvent(key: key, modifiers: .shift, time: 1)))
        }
        root.handle(.text("r", time: 1))
        #expect(root.keys.isEmpty)
        #expect(field.text == "r")
        // Shortcuts the field does not use, and keys it leaves, still reach the page.
        root.handle(.key(KeyEvent(key: .character("s"), modifiers: .control, time: 2)))
        root.handle(.key(KeyEvent(key: .escape, time: 2)))
        root.handle(.key(KeyEvent(key: .function(2), time: 2)))
        #expect(root.keys.map(\.key) == [.character("s"), .escape, .function(2)])
        // Without focus, R is the page's again.
        root.setFocus(nil)
        root.handle(.key(KeyEvent(key: .character("r"), time: 3)))
        #expect(root.keys.last?.key == .character("r"))
    }

    @Test func enterGoesToOnReturnOrThePage() {
        let h = makeTextField("a")
        var returns = 0
        #expect(!h.field.key(KeyEvent(key: .enter, time: 0)))
        h.field.onReturn = { returns += 1 }
        #expect(h.field.key(KeyEvent(key: .enter, time: 0)))
        #expect(returns == 1)
    }

    @Test func lineBreaksAndControlsInTypedTextBecomeOneLine() {
        let h = makeTextField()
        h.type("a\nb\r\nc\td\u{7}e", at: 1)
        #expect(h.text == "a b c de")
    }
}
