import PickerCore
import PickerTestSupport
import Testing
@testable import PickerWidgets

/// Input-method composition (SDL_TEXTEDITING) and the clipboard.
@Suite struct TextFieldInputMethodTests {
    @Test func compositionShowsAtTheCaretUnderlinedAndCommitReplacesIt() {
        let h = makeTextField("ab")
        h.key(.left, at: 0)
        h.compose("ni", cursor: 2, at: 1)
        #expect(h.text == "ab")
        #expect(h.field.markedText == "ni")
        #expect(h.changes.isEmpty)
        let canvas = h.draw()
        #expect(canvas.texts == ["anib"])
        // The underline spans the composition (characters 1 to 3: x 60 to 80), under the baseline.
        let underline = canvas.commands.contains {
            if case .fillRoundedRect(let rect, _, _) = $0 { return rect.minX == 60 && rect.width == 20 && rect.height == 1.25 }
            return false
        }
        #expect(underline)
        // The IME's caret is at the end of the composition: the caret and the IME window sit there.
        #expect(h.field.textInputRect?.minX == 80)
        #expect(h.root.textInputRect == h.field.textInputRect)
        h.compose("你", cursor: 1, at: 2)
        #expect(h.field.markedText == "你")
        h.compose("", cursor: 0, at: 3)
        h.type("你", at: 3)
        #expect(h.text == "a你b")
        #expect(h.field.markedText == nil)
        #expect(h.selection == 2..<2)
        #expect(h.reportedValues == ["a你b"])
    }

    @Test func commitWithoutAnEmptyCompositionFirstAlsoClearsIt() {
        let h = makeTextField()
        h.compose("ka", cursor: 2, at: 1)
        h.type("か", at: 2)
        #expect(h.text == "か" && h.field.markedText == nil)
    }

    @Test func compositionReplacesTheSelectionOnlyWhenCommitted() {
        let h = makeTextField("hello")
        h.field.selectedRange = 1..<4
        h.compose("x", cursor: 1, at: 1)
        #expect(h.draw().texts == ["hxo"])
        h.compose("", cursor: 0, at: 2)  // cancelled: the selection is still there
        #expect(h.text == "hello" && h.selection == 1..<4)
        #expect(h.draw().texts == ["hello"])
        h.compose("y", cursor: 1, at: 3)
        h.type("y", at: 4)
        #expect(h.text == "hyo")
    }

    /// The IME's cursor counts Unicode scalars; the field places its caret on the cluster boundary.
    @Test func compositionCursorInScalarsLandsOnAClusterBoundary() {
        let h = makeTextField()
        h.compose("e\u{301}x", cursor: 2, at: 1)
        #expect(h.field.textInputRect?.minX == 60)
        h.compose("e\u{301}x", cursor: 1, at: 1)  // inside the cluster: after it
        #expect(h.field.textInputRect?.minX == 60)
    }

    @Test func keysDuringCompositionBelongToTheInputMethod() {
        let root = ShortcutRecordingRoot()
        let field = TextField(id: "t", text: "abc")
        root.addChild(field)
        root.layout(size: Size(width: 400, height: 300))
        field.frame = Rect(x: 0, y: 0, width: 200, height: 44)
        root.setFocus(field)
        root.handle(.textEditing("zh", cursor: 2, time: 1))
        for key: Key in [.backspace, .left, .enter, .escape, .character("v")] {
            root.handle(.key(KeyEvent(key: key, time: 1)))
        }
        #expect(field.text == "abc" && field.selectedRange == 3..<3)
        #expect(root.keys.isEmpty)
    }

    @Test func losingFocusDropsTheComposition() {
        let h = makeTextField("a")
        h.compose("b", cursor: 1, at: 1)
        h.root.setFocus(nil)
        #expect(h.field.markedText == nil)
        #expect(h.text == "a")
        #expect(h.field.textInputRect == nil)
        #expect(h.root.textInputRect == nil)
    }

    @Test func copyCutPaste() {
        let h = makeTextField("hello world")
        let clipboard = InMemoryClipboard()
        h.root.clipboard = clipboard
        h.key(.left, at: 0, modifiers: [.control, .shift])
        h.key(.character("c"), at: 1, modifiers: .control)
        #expect(clipboard.storedText == "world")
        #expect(h.text == "hello world" && h.changes.isEmpty)
        h.key(.character("x"), at: 2, modifiers: .control)
        #expect(h.text == "hello " && h.selection == 6..<6)
        h.key(.home, at: 3)
        h.key(.character("v"), at: 4, modifiers: .control)
        #expect(h.text == "worldhello " && h.selection == 5..<5)
        #expect(h.reportedValues == ["hello ", "worldhello "])
        // Copy with nothing selected leaves the clipboard alone.
        clipboard.storedText = "a\r\nb"
        h.key(.character("c"), at: 5, modifiers: .control)
        #expect(clipboard.storedText == "a\r\nb")
        h.key(.character("v"), at: 6, modifiers: .command)  // Command works as Control; line breaks become spaces
        #expect(h.text == "worlda bhello ")
    }

    @Test func aClipboardThatFailsLosesNothing() {
        let h = makeTextField("keep me")
        h.root.clipboard = BrokenClipboard()
        h.key(.character("a"), at: 0, modifiers: .control)
        h.key(.character("x"), at: 1, modifiers: .control)
        #expect(h.text == "keep me" && h.selection == 0..<7)
        h.key(.character("v"), at: 2, modifiers: .control)
        #expect(h.text == "keep me")
        #expect(h.changes.isEmpty)
    }
}
