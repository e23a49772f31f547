import PickerCore

extension TextField {
    // MARK: - Replacing text

    /// Replaces the characters in `range` with `replacement` and puts the caret after it. Reports the
    /// change (once) when the text really changed.
    ///
    /// The new text is rebuilt as a string, so clusters that join across the edit (a combining accent
    /// typed after its letter, the second half of a flag) become one character; the caret goes to the
    /// first grapheme boundary at or after the end of the replacement.
    func replaceCharacters(in range: Range<Int>, with replacement: String, time: Double) {
        let prefix = String(characters[..<range.lowerBound])
        let suffix = String(characters[range.upperBound...])
        let old = String(characters)
        let new = prefix + replacement + suffix
        characters = Array(new)
        let position = Self.characterCount(before: prefix.utf8.count + replacement.utf8.count, in: new)
        anchor = position
        caret = position
        textDidChange()
        // Compared as bytes: Characters compare by canonical equivalence, bytes tell every edit apart.
        if !old.utf8.elementsEqual(new.utf8) { reportChange(time: time) }
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
    static func singleLine(_ text: String) -> String {
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

    /// Calls `onValueChanged` and tells the root's listeners (`--log-events`).
    func reportChange(time: Double) {
        onValueChanged?(text)
        reportValueChange(time: time)
    }

    /// After any change of the text: new measurements, the caret in view, a new frame.
    func textDidChange() {
        cachedOffsets = nil
        scrollCaretIntoView()
        setNeedsDisplay()
    }

    /// After the selection moved: the caret in view, a new frame.
    func selectionDidChange() {
        scrollCaretIntoView()
        setNeedsDisplay()
    }

    // MARK: - Typing

    /// Committed text (typed, or the end of a composition) replaces the selection (or the composition).
    func insertCommitted(_ committed: String, time: Double) -> Bool {
        markedText = nil
        markedCaret = 0
        let line = Self.singleLine(committed)
        if line.isEmpty {
            selectionDidChange()
            return true
        }
        replaceCharacters(in: selectedRange, with: line, time: time)
        return true
    }

    /// The input method's composition so far: shown underlined in place of the selection, with the IME's
    /// caret `cursor` Unicode scalars into it. Empty text ends the composition without changing the text.
    func setMarkedText(_ composition: String, cursor: Int) -> Bool {
        let line = Self.singleLine(composition)
        if line.isEmpty {
            markedText = nil
            markedCaret = 0
        } else {
            markedText = line
            var scalars = 0, position = 0
            for character in line {
                if scalars >= cursor { break }
                scalars += character.unicodeScalars.count
                position += 1
            }
            markedCaret = position
        }
        cachedOffsets = nil
        selectionDidChange()
        return true
    }

    // MARK: - Deleting

    /// Backspace: deletes the selection, or the character (with `byWord`, the word) before the caret.
    func deleteBackward(byWord: Bool, time: Double) {
        let range = selectedRange
        if !range.isEmpty { return replaceCharacters(in: range, with: "", time: time) }
        guard caret > 0 else { return }
        let start = byWord ? previousWordStart(from: caret) : caret - 1
        replaceCharacters(in: start..<caret, with: "", time: time)
    }

    /// Delete: deletes the selection, or the character (with `byWord`, up to the end of the word) after the caret.
    func deleteForward(byWord: Bool, time: Double) {
        let range = selectedRange
        if !range.isEmpty { return replaceCharacters(in: range, with: "", time: time) }
        guard caret < characters.count else { return }
        let end = byWord ? nextWordEnd(from: caret) : caret + 1
        replaceCharacters(in: caret..<end, with: "", time: time)
    }

    // MARK: - Clipboard

    /// The selected text, or nil when nothing is selected.
    public var selectedText: String? {
        let range = selectedRange
        return range.isEmpty ? nil : String(characters[range])
    }

    /// Copies the selection to the root's clipboard.
    /// - Returns: whether it was copied (false with nothing selected, no root, or a clipboard that failed).
    @discardableResult
    public func copy() -> Bool {
        guard let selected = selectedText, let clipboard = root?.clipboard else { return false }
        do {
            try clipboard.setText(selected)
            return true
        } catch {
            return false
        }
    }

    /// Copies the selection to the clipboard and deletes it; when the copy fails nothing is deleted.
    public func cut(time: Double) {
        guard copy() else { return }
        replaceCharacters(in: selectedRange, with: "", time: time)
    }

    /// Replaces the selection with the clipboard's text (made single-line); nothing when it holds none
    /// or cannot be read.
    public func paste(time: Double) {
        guard let clipboard = root?.clipboard, let pasted = try? clipboard.text() else { return }
        let line = Self.singleLine(pasted)
        guard !line.isEmpty else { return }
        replaceCharacters(in: selectedRange, with: line, time: time)
    }
}
