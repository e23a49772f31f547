import PickerCore
import PickerTestSupport
import Testing
@testable import PickerWidgets

/// A text field that only moves keeps its scroll without measuring its text again; anything the scroll
/// depends on (the text while detached, the root, the font, the caret's width) scrolls it again at the
/// next layout.
@Suite struct TextFieldMoveTests {
    static let long = String(repeating: "abcdefghij", count: 6)

    /// The most the text can scroll for its width: the caret then shows at the end.
    static func maximumScroll(of field: TextField) -> Double {
        let offsets = field.caretOffsets(of: field.characters)
        return max(0, (offsets.last ?? 0) - max(0, field.textRect.width - field.theme.caretWidth))
    }

    @Test func aMoveKeepsTheScroll() {
        let h = makeTextField(Self.long)
        h.send(.key(KeyEvent(key: .end, time: 0.1)))
        let scrolled = h.field.scrollOffset
        #expect(scrolled > 0)
        h.field.frame = h.field.frame.offsetBy(dx: 0, dy: 37)
        #expect(h.field.scrollOffset == scrolled)
    }

    @Test func textSetWhileDetachedIsScrolledWhenTheFieldMovesBackIn() {
        let h = makeTextField(Self.long)
        h.send(.key(KeyEvent(key: .end, time: 0.1)))
        #expect(h.field.scrollOffset > 0)
        let frame = h.field.frame
        h.field.removeFromParent()
        h.field.text = "abc"
        h.root.addChild(h.field)
        h.field.frame = frame.offsetBy(dx: 0, dy: 44)
        #expect(h.field.scrollOffset == 0, "the short text is shown from its start")
    }

    @Test func aSmallerThemeFontIsScrolledAtTheNextMove() {
        let field = TextField(id: "name", text: Self.long)
        let h = WidgetHarness(widget: field, frame: Rect(x: 40, y: 50, width: 200, height: 44))
        h.root.setFocus(field)
        h.send(.key(KeyEvent(key: .end, time: 0.1)))
        #expect(field.scrollOffset > 0)
        var theme = h.root.rootTheme
        theme.bodyFont = Font(size: 4)
        h.root.rootTheme = theme
        field.frame = field.frame.offsetBy(dx: 0, dy: 44)
        #expect(field.scrollOffset <= Self.maximumScroll(of: field) + 1e-9, "scrolled \(field.scrollOffset)")
    }

    @Test func aWiderCaretIsScrolledAtTheNextMove() {
        let h = makeTextField(Self.long)
        h.send(.key(KeyEvent(key: .end, time: 0.1)))
        let before = h.field.scrollOffset
        var theme = h.root.rootTheme
        theme.caretWidth = 12
        h.root.rootTheme = theme
        h.field.frame = h.field.frame.offsetBy(dx: 0, dy: 44)
        #expect(h.field.scrollOffset == before + 10, "the caret 10 points wider needs 10 points more scroll")
    }
}
