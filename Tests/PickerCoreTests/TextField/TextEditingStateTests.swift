import Testing
@testable import PickerCore

/// The text field's editing rules as data: no widget, no canvas, no measurer.
@Suite struct TextEditingStateTests {
    @Test func startsWithTheCaretAtTheEnd() {
        let state = TextEditingState(text: "héllo")
        #expect(state.caret == 5 && state.anchor == 5)
        #expect(state.selectedRange == 5..<5)
        #expect(state.selectedText == nil)
    }

    @Test func typingReplacesTheSelectionAndReportsAChange() {
        var state = TextEditingState(text: "hello world")
        state.selectedRange = 6..<11
        let changed = state.insert("there")
        #expect(changed)
        #expect(state.text == "hello there")
        #expect(state.selectedRange == 11..<11)
    }

    @Test func typingNothingChangesNothing() {
        var state = TextEditingState(text: "abc")
        let changed = state.insert("")
        #expect(!changed)
        let changedAgain = state.insert("\u{7}")
        #expect(!changedAgain)  // a control character alone
        #expect(state.text == "abc")
    }

    @Test func committedTextIsMadeSingleLine() {
        var state = TextEditingState()
        let changed = state.insert("a\nb\tc\u{0}d")
        #expect(changed)
        #expect(state.text == "a b cd")
    }

    @Test func anAccentTypedAfterItsLetterJoinsIt() {
        var state = TextEditingState(text: "e")
        let changed = state.insert("\u{301}")
        #expect(changed)
        #expect(state.characters.count == 1)
        #expect(state.caret == 1)
    }

    @Test func replacingWithCanonicallyEqualTextStillCounts() {
        var state = TextEditingState(text: "\u{E9}")  // é precomposed
        state.selectAll()
        let changed = state.insert("e\u{301}")
        #expect(changed)  // é decomposed: equal as Characters, not as bytes
    }

    @Test func backspaceDeletesAWholeCluster() {
        var state = TextEditingState(text: "a👨‍👩‍👧b")
        state.moveCaret(to: 2, extending: false)
        let changed = state.deleteBackward(byWord: false)
        #expect(changed)
        #expect(state.text == "ab")
        #expect(state.caret == 1)
        state.moveCaret(to: 0, extending: false)
        let changedAgain = state.deleteBackward(byWord: false)
        #expect(!changedAgain)
    }

    @Test func wordDeletionSkipsPunctuationThenTheWord() {
        var state = TextEditingState(text: "one two, ")
        let changed = state.deleteBackward(byWord: true)
        #expect(changed)
        #expect(state.text == "one ")
        state.moveCaret(to: 0, extending: false)
        let changedAgain = state.deleteForward(byWord: true)
        #expect(changedAgain)
        #expect(state.text == " ")
        state.moveCaret(to: 1, extending: false)
        let changedThird = state.deleteForward(byWord: false)
        #expect(!changedThird)
    }

    @Test func arrowsCollapseASelectionToItsEnds() {
        var state = TextEditingState(text: "abcdef")
        state.selectedRange = 2..<4
        state.moveBackward(byWord: false, extending: false)
        #expect(state.selectedRange == 2..<2)
        state.selectedRange = 2..<4
        state.moveForward(byWord: false, extending: false)
        #expect(state.selectedRange == 4..<4)
    }

    @Test func shiftArrowsExtendFromTheAnchor() {
        var state = TextEditingState(text: "abcdef")
        state.moveCaret(to: 3, extending: false)
        state.moveForward(byWord: false, extending: true)
        state.moveForward(byWord: false, extending: true)
        #expect(state.anchor == 3 && state.caret == 5)
        state.moveBackward(byWord: true, extending: true)
        #expect(state.selectedRange == 0..<3)
        #expect(state.selectedText == "abc")
    }

    @Test func caretMovesStopAtTheEnds() {
        var state = TextEditingState(text: "ab")
        state.moveForward(byWord: false, extending: false)
        #expect(state.caret == 2)
        state.moveCaret(to: -5, extending: false)
        #expect(state.caret == 0)
        state.moveBackward(byWord: true, extending: false)
        #expect(state.caret == 0)
    }

    @Test func wordRangeIsTheRunOfOneClass() {
        let state = TextEditingState(text: "hi, there  you")
        #expect(state.wordRange(around: 5) == 4..<9)
        #expect(state.wordRange(around: 2) == 2..<3)
        #expect(state.wordRange(around: 10) == 9..<11)
        #expect(state.wordRange(around: 99) == 11..<14)
        #expect(TextEditingState().wordRange(around: 0) == 0..<0)
    }

    @Test func aDragSelectsFromItsOriginToThePointer() {
        var state = TextEditingState(text: "alpha beta gamma")
        state.extendSelection(from: 6..<10, to: 2)
        #expect(state.anchor == 10 && state.caret == 2)
        state.extendSelection(from: 6..<10, to: 14)
        #expect(state.anchor == 6 && state.caret == 14)
        state.extendSelection(from: 6..<10, to: 8)
        #expect(state.selectedRange == 6..<10)
        // The text shrank under a held pointer: both ends are clamped to what is there.
        state.text = "alpha"
        state.extendSelection(from: 6..<10, to: 40)
        #expect(state.selectedRange == 5..<5)
    }

    @Test func aCompositionReplacesNothingUntilCommitted() {
        var state = TextEditingState(text: "ab")
        state.setMarkedText("にほ", cursor: 1)
        #expect(state.markedText == "にほ" && state.markedCaret == 1)
        #expect(state.text == "ab")
        let changed = state.insert("日本")
        #expect(changed)
        #expect(state.markedText == nil)
        #expect(state.text == "ab日本")
        state.setMarkedText("x", cursor: 1)
        state.cancelComposition()
        #expect(state.markedText == nil && state.text == "ab日本")
    }

    @Test func settingTheTextClampsTheSelectionAndDropsTheComposition() {
        var state = TextEditingState(text: "abcdef")
        state.selectedRange = 3..<6
        state.setMarkedText("k", cursor: 1)
        state.text = "ab"
        #expect(state.selectedRange == 2..<2)
        #expect(state.markedText == nil)
    }

    @Test func outOfRangeSelectionsAreClamped() {
        var state = TextEditingState(text: "abc")
        state.selectedRange = -4..<40
        #expect(state.selectedRange == 0..<3)
        let changed = state.replaceCharacters(in: 2..<9, with: "Z")
        #expect(changed)
        #expect(state.text == "abZ")
    }
}
