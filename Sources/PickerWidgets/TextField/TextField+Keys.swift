import PickerCore

extension TextField {
    /// What a character is, for word moves and double-click selection.
    enum CharacterClass {
        case word, space, other

        init(_ character: Character) {
            if character.isWhitespace {
                self = .space
            } else if character.isLetter || character.isNumber || character == "_" {
                self = .word
            } else {
                self = .other
            }
        }
    }

    /// The start of the word before `position` (skipping what is not a word first), in characters.
    func previousWordStart(from position: Int) -> Int {
        var index = position
        while index > 0, CharacterClass(characters[index - 1]) != .word { index -= 1 }
        while index > 0, CharacterClass(characters[index - 1]) == .word { index -= 1 }
        return index
    }

    /// The end of the word after `position` (skipping what is not a word first), in characters.
    func nextWordEnd(from position: Int) -> Int {
        var index = position
        while index < characters.count, CharacterClass(characters[index]) != .word { index += 1 }
        while index < characters.count, CharacterClass(characters[index]) == .word { index += 1 }
        return index
    }

    /// The run of characters of one class (a word, a run of spaces, a run of punctuation or emoji)
    /// around the character at `index`.
    func wordRange(around index: Int) -> Range<Int> {
        guard !characters.isEmpty else { return 0..<0 }
        let index = min(max(index, 0), characters.count - 1)
        let kind = CharacterClass(characters[index])
        var lower = index, upper = index + 1
        while lower > 0, CharacterClass(characters[lower - 1]) == kind { lower -= 1 }
        while upper < characters.count, CharacterClass(characters[upper]) == kind { upper += 1 }
        return lower..<upper
    }

    /// Moves the caret to `position` (clamped); the anchor follows unless the selection is `extending`.
    func moveCaret(to position: Int, extending: Bool) {
        caret = min(max(position, 0), characters.count)
        if !extending { anchor = caret }
        selectionDidChange()
    }

    /// Selects the whole text.
    public func selectAll() {
        anchor = 0
        caret = characters.count
        selectionDidChange()
    }

    /// Keys while the field has focus. Editing and caret keys are handled; character keys are consumed
    /// (their text arrives as committed text) so a page's shortcuts never see them; Control or Command
    /// shortcuts the field does not use, function keys, Up, Down, Escape and (without `onReturn`) Enter
    /// fall through. While an input method composes, every key is the IME's.
    func handleKey(_ event: KeyEvent) -> Bool {
        guard markedText == nil else { return true }
        let modifiers = event.modifiers
        let extending = modifiers.contains(.shift)
        let byWord = modifiers.contains(.control) || modifiers.contains(.alt)
        let isShortcut = (modifiers.contains(.control) || modifiers.contains(.command)) && !modifiers.contains(.alt)
        let range = selectedRange
        switch event.key {
        case .left:
            let start = extending || range.isEmpty ? caret : range.lowerBound
            if byWord {
                moveCaret(to: previousWordStart(from: start), extending: extending)
            } else {
                moveCaret(to: extending || range.isEmpty ? caret - 1 : range.lowerBound, extending: extending)
            }
        case .right:
            let start = extending || range.isEmpty ? caret : range.upperBound
            if byWord {
                moveCaret(to: nextWordEnd(from: start), extending: extending)
            } else {
                moveCaret(to: extending || range.isEmpty ? caret + 1 : range.upperBound, extending: extending)
            }
        case .home:
            moveCaret(to: 0, extending: extending)
        case .end:
            moveCaret(to: characters.count, extending: extending)
        case .backspace:
            deleteBackward(byWord: byWord, time: event.time)
        case .delete:
            deleteForward(byWord: byWord, time: event.time)
        case .enter:
            guard let onReturn else { return false }
            onReturn()
        case .character(let character) where isShortcut:
            switch character {
            case "a": selectAll()
            case "c": copy()
            case "x": cut(time: event.time)
            case "v": paste(time: event.time)
            default: return false
            }
        case .character, .space:
            return true
        default:
            return false
        }
        return true
    }
}
