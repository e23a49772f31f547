import PickerCore
import PickerTestSupport
import Testing
@testable import PickerWidgets

/// Grapheme clusters are the unit: no caret move, selection or deletion splits one.
@Suite struct TextFieldUnicodeTests {
    static let decomposedE = "e\u{301}"  // e + combining acute: one character
    static let thumbsUp = "👍🏽"  // with a skin tone modifier
    static let family = "👨‍👩‍👧‍👦"  // four people joined by ZWJs
    static let flags = "🇳🇱🇫🇷"  // two flags, four regional indicators

    @Test func backspaceRemovesWholeClusters() {
        let h = makeTextField("a" + Self.decomposedE + "é" + Self.thumbsUp + Self.family + Self.flags)
        #expect(h.field.characters.count == 7)
        var texts: [String] = []
        for step in 0..<7 {
            h.key(.backspace, at: Double(step))
            texts.append(h.text)
        }
        #expect(texts == [
            "a" + Self.decomposedE + "é" + Self.thumbsUp + Self.family + "🇳🇱",
            "a" + Self.decomposedE + "é" + Self.thumbsUp + Self.family,
            "a" + Self.decomposedE + "é" + Self.thumbsUp,
            "a" + Self.decomposedE + "é",
            "a" + Self.decomposedE,
            "a",
            "",
        ])
        #expect(h.changes.count == 7)
    }

    @Test func caretMovesByClusters() {
        let text = Self.family + "x" + Self.flags
        let h = makeTextField(text)
        h.key(.home, at: 0)
        h.key(.right, at: 0)
        #expect(h.selection == 1..<1)
        h.type("|", at: 1)
        #expect(h.text == Self.family + "|x" + Self.flags)
        h.key(.end, at: 2)
        h.key(.left, at: 2, modifiers: .shift)
        #expect(h.field.selectedText == "🇫🇷")
        h.key(.delete, at: 3)
        #expect(h.text == Self.family + "|x🇳🇱")
    }

    @Test func aCombiningAccentTypedAfterItsLetterJoinsIt() {
        let h = makeTextField("cafe")
        h.type("\u{301}", at: 1)
        #expect(h.text == "cafe\u{301}")
        #expect(h.field.characters.count == 4)
        #expect(h.selection == 4..<4)
        h.key(.backspace, at: 2)
        #expect(h.text == "caf")
    }

    @Test func halvesOfAFlagTypedOneByOneMakeOneFlag() {
        let h = makeTextField()
        h.type("🇳", at: 1)
        h.type("🇱", at: 2)
        #expect(h.text == "🇳🇱")
        #expect(h.selection == 1..<1)
        h.key(.left, at: 3)
        #expect(h.selection == 0..<0)
    }

    /// Typing "é" precomposed over a decomposed "é" is still a change, though the two compare equal as Characters.
    @Test func canonicallyEqualReplacementIsStillReported() {
        let h = makeTextField(Self.decomposedE)
        h.key(.character("a"), at: 0, modifiers: .control)
        h.type("é", at: 1)
        #expect(h.text.unicodeScalars.count == 1)
        #expect(h.changes.count == 1)
    }

    @Test func doubleClickOnAnEmojiSelectsTheEmojiRunNotHalfOfIt() {
        let h = makeTextField("hi " + Self.thumbsUp + Self.family + " yo")
        h.tap(h.x(3) + 2, 72, at: 1)
        h.tap(h.x(3) + 2, 72, at: 1.2)
        #expect(h.field.selectedText == Self.thumbsUp + Self.family)
    }
}
