extension TextEditingState {
    /// What a character is, for word moves and double-click selection.
    public enum CharacterClass: Sendable {
        /// Letters, digits and the underscore.
        case word
        /// White space.
        case space
        /// Everything else: punctuation, symbols, emoji.
        case other

        /// The class of `character`.
        public init(_ character: Character) {
            if character.isWhitespace {
                self = .space
            } else if character.isLetter || character.isNumber || character == "_" {
                self = .word
            } else {
                self = .other
            }
        }
    }

    /// The start of the word before `position` (skipping what is not a word first).
    public func previousWordStart(from position: Int) -> Int {
        var index = clamped(position)
        while index > 0, CharacterClass(characters[index - 1]) != .word { index -= 1 }
        while index > 0, CharacterClass(characters[index - 1]) == .word { index -= 1 }
        return index
    }

    /// The end of the word after `position` (skipping what is not a word first).
    public func nextWordEnd(from position: Int) -> Int {
        var index = clamped(position)
        while index < characters.count, CharacterClass(characters[index]) != .word { index += 1 }
        while index < characters.count, CharacterClass(characters[index]) == .word { index += 1 }
        return index
    }

    /// The stretch of characters of one class (a word, consecutive spaces, punctuation or emoji)
    /// around the character at `index`; empty for an empty text.
    public func wordRange(around index: Int) -> Range<Int> {
        guard !characters.isEmpty else { return 0..<0 }
        let index = min(max(index, 0), characters.count - 1)
        let kind = CharacterClass(characters[index])
        var lower = index, upper = index + 1
        while lower > 0, CharacterClass(characters[lower - 1]) == kind { lower -= 1 }
        while upper < characters.count, CharacterClass(characters[upper]) == kind { upper += 1 }
        return lower..<upper
    }

    // MARK: - Moving the caret

    /// Moves the caret to `position` (clamped); the anchor follows unless the selection is `extending`.
    public mutating func moveCaret(to position: Int, extending: Bool) {
        let position = clamped(position)
        if extending {
            selectRange(anchor: anchor, caret: position)
        } else {
            selectRange(anchor: position, caret: position)
        }
    }

    /// Left arrow, in logical order: with a selection and no `extending`, the caret goes to the
    /// selection's start; otherwise one character (with `byWord`, to the previous word's start) back.
    public mutating func moveBackward(byWord: Bool, extending: Bool) {
        let range = selectedRange
        let collapsed = extending || range.isEmpty
        if byWord {
            moveCaret(to: previousWordStart(from: collapsed ? caret : range.lowerBound), extending: extending)
        } else {
            moveCaret(to: collapsed ? caret - 1 : range.lowerBound, extending: extending)
        }
    }

    /// Right arrow, in logical order: with a selection and no `extending`, the caret goes to the
    /// selection's end; otherwise one character (with `byWord`, to the next word's end) on.
    public mutating func moveForward(byWord: Bool, extending: Bool) {
        let range = selectedRange
        let collapsed = extending || range.isEmpty
        if byWord {
            moveCaret(to: nextWordEnd(from: collapsed ? caret : range.upperBound), extending: extending)
        } else {
            moveCaret(to: collapsed ? caret + 1 : range.upperBound, extending: extending)
        }
    }

    /// Selects the whole text.
    public mutating func selectAll() {
        selectRange(anchor: 0, caret: characters.count)
    }

    /// Selects `origin` together with everything up to `position`, as a drag that began on `origin` (a
    /// caret, a word or the whole text) does; the caret goes to `position` when it is outside `origin`,
    /// otherwise to `origin`'s end. Both are clamped to the text, which may have changed since the drag
    /// began.
    public mutating func extendSelection(from origin: Range<Int>, to position: Int) {
        let origin = clamped(origin.lowerBound)..<clamped(origin.upperBound)
        let position = clamped(position)
        if position < origin.lowerBound {
            selectRange(anchor: origin.upperBound, caret: position)
        } else if position > origin.upperBound {
            selectRange(anchor: origin.lowerBound, caret: position)
        } else {
            selectRange(anchor: origin.lowerBound, caret: origin.upperBound)
        }
    }

    /// Sets both ends of the selection, clamped to the text.
    public mutating func selectRange(anchor newAnchor: Int, caret newCaret: Int) {
        anchor = clamped(newAnchor)
        caret = clamped(newCaret)
    }
}
