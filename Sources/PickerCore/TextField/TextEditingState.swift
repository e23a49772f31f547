/// The editing rules of a single-line text field, without any drawing: the text as grapheme clusters, the
/// selection, the input method's composition, and what typing, deleting and caret keys do to them.
///
/// Positions count grapheme clusters (Swift's `Character`s), so an accented letter, an emoji with skin
/// tone, a family joined by ZWJs or a flag is one position: no caret move, selection or deletion ever
/// splits one. Every mutating edit returns whether the text changed, so a widget reports each user edit
/// exactly once.
public struct TextEditingState: Equatable, Sendable {
    /// The text, as grapheme clusters. The source of truth: `text` is built from it.
    public private(set) var characters: [Character]
    /// The end of the selection that stays put when it is extended (Shift+arrows, Shift+click, a drag).
    public internal(set) var anchor: Int
    /// The moving end of the selection, where the caret is drawn when the selection is empty.
    public internal(set) var caret: Int
    /// The input method's composition, shown at the selection until it is committed or cancelled.
    public private(set) var markedText: String?
    /// The input method's caret within `markedText`, in grapheme clusters.
    public private(set) var markedCaret = 0

    /// `text`, with the caret at its end.
    public init(text: String = "") {
        characters = Array(text)
        anchor = characters.count
        caret = characters.count
    }

    /// The text. Setting it keeps the selection where it was (clamped) and drops any composition.
    public var text: String {
        get { String(characters) }
        set {
            characters = Array(newValue)
            anchor = min(anchor, characters.count)
            caret = min(caret, characters.count)
            markedText = nil
            markedCaret = 0
        }
    }

    /// The selected characters; empty at the caret when nothing is selected. Setting it clamps to the
    /// text and puts the caret at its upper end.
    public var selectedRange: Range<Int> {
        get { min(anchor, caret)..<max(anchor, caret) }
        set { selectRange(anchor: newValue.lowerBound, caret: newValue.upperBound) }
    }

    /// The selected text, or nil when nothing is selected.
    public var selectedText: String? {
        let range = selectedRange
        return range.isEmpty ? nil : String(characters[range])
    }

    func clamped(_ position: Int) -> Int { min(max(position, 0), characters.count) }

    // MARK: - Replacing text

    /// Replaces the characters in `range` with `replacement` and puts the caret after it.
    ///
    /// The new text is rebuilt as a string, so clusters that join across the edit (a combining accent
    /// typed after its letter, the second half of a flag) become one character; the caret goes to the
    /// first grapheme boundary at or after the end of the replacement.
    /// - Returns: whether the text changed, compared byte for byte (characters compare by canonical
    ///   equivalence; bytes tell every edit apart).
    public mutating func replaceCharacters(in range: Range<Int>, with replacement: String) -> Bool {
        let range = clamped(range.lowerBound)..<clamped(range.upperBound)
        let prefix = String(characters[..<range.lowerBound])
        let suffix = String(characters[range.upperBound...])
        let old = String(characters)
        let new = prefix + replacement + suffix
        characters = Array(new)
        let position = Self.characterCount(before: prefix.utf8.count + replacement.utf8.count, in: new)
        anchor = position
        caret = position
        return !old.utf8.elementsEqual(new.utf8)
    }

    /// The number of characters of `string` that start before `utf8Offset` bytes: the position of the
    /// first grapheme boundary at or after that byte.
    static func characterCount(before utf8Offset: Int, in string: String) -> Int {
        var count = 0, bytes = 0
        for character in string {
            if bytes >= utf8Offset { break }
            bytes += character.utf8.count
            count += 1
        }
        return count
    }

    /// `text` made fit for one line: line breaks and tabs become spaces, other control characters go.
    public static func singleLine(_ text: String) -> String {
        var result = ""
        for character in text {
            if character.isNewline || character == "\t" {
                result.append(" ")
            } else if !character.unicodeScalars.allSatisfy({ $0.properties.generalCategory == .control }) {
                result.append(character)
            }
        }
        return result
    }

    // MARK: - Typing

    /// Committed text (typed, pasted, or the end of a composition), made single-line, replaces the
    /// selection and ends any composition.
    /// - Returns: whether the text changed.
    public mutating func insert(_ committed: String) -> Bool {
        markedText = nil
        markedCaret = 0
        let line = Self.singleLine(committed)
        guard !line.isEmpty else { return false }
        return replaceCharacters(in: selectedRange, with: line)
    }

    /// The input method's composition so far, shown in place of the selection, with the IME's caret
    /// `cursor` Unicode scalars into it. Empty text ends the composition without changing the text.
    public mutating func setMarkedText(_ composition: String, cursor: Int) {
        let line = Self.singleLine(composition)
        guard !line.isEmpty else {
            markedText = nil
            markedCaret = 0
            return
        }
        markedText = line
        var scalars = 0, position = 0
        for character in line {
            if scalars >= cursor { break }
            scalars += character.unicodeScalars.count
            position += 1
        }
        markedCaret = position
    }

    /// Drops the composition without changing the text (the field lost the keyboard focus).
    public mutating func cancelComposition() {
        markedText = nil
        markedCaret = 0
    }

    // MARK: - Deleting

    /// Backspace: deletes the selection, or the character (with `byWord`, the word) before the caret.
    /// - Returns: whether the text changed.
    public mutating func deleteBackward(byWord: Bool) -> Bool {
        let range = selectedRange
        if !range.isEmpty { return replaceCharacters(in: range, with: "") }
        guard caret > 0 else { return false }
        let start = byWord ? previousWordStart(from: caret) : caret - 1
        return replaceCharacters(in: start..<caret, with: "")
    }

    /// Delete: deletes the selection, or the character (with `byWord`, up to the end of the word) after
    /// the caret.
    /// - Returns: whether the text changed.
    public mutating func deleteForward(byWord: Bool) -> Bool {
        let range = selectedRange
        if !range.isEmpty { return replaceCharacters(in: range, with: "") }
        guard caret < characters.count else { return false }
        let end = byWord ? nextWordEnd(from: caret) : caret + 1
        return replaceCharacters(in: caret..<end, with: "")
    }
}
