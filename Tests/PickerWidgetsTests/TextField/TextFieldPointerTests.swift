import PickerCore
import PickerTestSupport
import Testing
@testable import PickerWidgets

/// Clicks, drags, double and triple clicks, focus and scrolling.
@Suite struct TextFieldPointerTests {
    @Test func aClickPlacesTheCaretAtTheNearestBoundaryAndBeginsEditing() {
        let h = makeTextField("hello", focused: false)
        var begins = 0, ends = 0
        h.field.onBeginEditing = { begins += 1 }
        h.field.onEndEditing = { ends += 1 }
        #expect(!h.field.isEditing)
        h.tap(h.x(2) + 4, 72, at: 1)
        #expect(h.field.isEditing && h.selection == 2..<2)
        h.tap(h.x(2) + 6, 72, at: 2)
        #expect(h.selection == 3..<3)
        h.tap(300, 72, at: 3)  // outside the field: nothing to hit, the field keeps editing
        #expect(begins == 1 && ends == 0)
        h.root.setFocus(nil)
        #expect(ends == 1)
    }

    @Test func beyondTheEndsTheCaretGoesToTheEnds() {
        let h = makeTextField("hello")
        h.tap(42, 72, at: 1)
        #expect(h.selection == 0..<0)
        h.tap(230, 72, at: 2)
        #expect(h.selection == 5..<5)
    }

    @Test func aDragSelectsEitherWay() {
        let h = makeTextField("hello world")
        h.down(h.x(3), at: 1)
        h.move(h.x(8), at: 1.1)
        #expect(h.selection == 3..<8 && h.field.caretPosition == 8)
        h.move(h.x(1), at: 1.2)
        #expect(h.selection == 1..<3 && h.field.caretPosition == 1)
        h.up(h.x(1), at: 1.3)
        h.move(h.x(9), at: 1.4)  // released: moving no longer selects
        #expect(h.selection == 1..<3)
    }

    @Test func shiftClickExtendsFromTheAnchor() {
        let h = makeTextField("hello world")
        h.tap(h.x(2), 72, at: 1)
        h.down(h.x(7), at: 2, modifiers: .shift)
        h.up(h.x(7), at: 2.05)
        #expect(h.selection == 2..<7)
        h.down(h.x(0), at: 2.1, modifiers: .shift)  // a quick second shift-click is no double click
        h.up(h.x(0), at: 2.15)
        #expect(h.selection == 0..<2)
    }

    @Test func doubleClickSelectsAWordAndTripleClickEverything() {
        let h = makeTextField("one two three")
        h.tap(h.x(5) + 3, 72, at: 1)
        h.tap(h.x(5) + 3, 72, at: 1.3)
        #expect(h.field.selectedText == "two")
        h.tap(h.x(5) + 3, 72, at: 1.6)
        #expect(h.selection == 0..<13)
        // Too slow, or too far: a single click again.
        h.tap(h.x(5) + 3, 72, at: 3)
        h.tap(h.x(5) + 3, 72, at: 3.6)
        #expect(h.selection == 5..<5)
        h.tap(h.x(9), 72, at: 4)
        h.tap(h.x(11), 72, at: 4.1)
        #expect(h.selection == 11..<11)
    }

    @Test func doubleClickThenDragExtendsFromTheWord() {
        let h = makeTextField("one two three")
        h.tap(h.x(5), 72, at: 1)
        h.down(h.x(5), at: 1.2)
        h.move(h.x(12), at: 1.3)
        #expect(h.selection == 4..<12)
        h.move(h.x(1), at: 1.4)
        #expect(h.selection == 1..<7)
    }

    @Test func tabSelectsEverythingReadyToTypeOver() {
        let h = makeTextField("hello", focused: false)
        var begins = 0
        h.field.onBeginEditing = { begins += 1 }
        h.key(.tab, at: 1)
        #expect(h.field.isEditing && h.selection == 0..<5 && begins == 1)
    }

    // MARK: - Scrolling

    /// 30 characters are 300 points in a 180-point area: the caret (2 points) at the end sits at the
    /// right edge, 300 - 178 = 122 points scrolled.
    @Test func typingPastTheEdgeScrollsToKeepTheCaretVisible() {
        let h = makeTextField()
        h.type(String(repeating: "x", count: 17), at: 1)
        #expect(h.field.scrollOffset == 0)
        h.type(String(repeating: "y", count: 13), at: 2)
        #expect(h.field.scrollOffset == 122)
        #expect(h.field.textInputRect == Rect(x: 228, y: 60, width: 2, height: 24))
        // Home shows the start; moving right within the view scrolls nothing.
        h.key(.home, at: 3)
        #expect(h.field.scrollOffset == 0)
        for _ in 0..<17 { h.key(.right, at: 4) }
        #expect(h.field.scrollOffset == 0)
        h.key(.right, at: 4)  // caret at 180: two points over the edge
        #expect(h.field.scrollOffset == 2)
        // Moving left past the left edge brings the caret to it.
        h.key(.end, at: 5)
        for _ in 0..<25 { h.key(.left, at: 5) }
        #expect(h.field.scrollOffset == 50)
        #expect(h.field.textInputRect?.minX == 50)
    }

    @Test func deletingPullsTheTextBackIntoTheField() {
        let h = makeTextField(String(repeating: "x", count: 30))
        // The caret starts at the end, so the field shows the end of the text once laid out.
        #expect(h.field.scrollOffset == 122)
        for _ in 0..<5 { h.key(.backspace, at: 2) }
        #expect(h.field.scrollOffset == 72)
        h.key(.character("a"), at: 3, modifiers: .control)
        h.key(.backspace, at: 3)
        #expect(h.field.scrollOffset == 0)
    }

    @Test func aDragPastTheEdgeScrolls() {
        let h = makeTextField(String(repeating: "x", count: 30))
        h.key(.home, at: 0)
        h.down(h.x(2), at: 1)
        h.move(400, at: 1.1)
        #expect(h.selection == 2..<30 && h.field.scrollOffset == 122)
    }

    @Test func drawnTextIsShiftedByTheScrollAndClippedToTheTextArea() {
        let h = makeTextField()
        h.type(String(repeating: "x", count: 30), at: 1)
        let canvas = h.draw()
        let drawn = canvas.textsWithClips.first
        #expect(drawn?.origin == Point(x: 50 - 122, y: 60))
        #expect(drawn?.clips.last?.rect == Rect(x: 49, y: 50, width: 182, height: 44))
    }

    @Test func placeholderShowsOnlyWhileEmpty() {
        let h = makeTextField(focused: false)
        h.field.placeholder = "Name"
        let empty = h.draw()
        #expect(empty.texts == ["Name"])
        h.root.setFocus(h.field)
        h.type("A", at: 1)
        #expect(h.draw().texts == ["A"])
    }
}
