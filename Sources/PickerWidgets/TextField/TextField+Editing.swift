import PickerCore

extension TextField {
    // MARK: - Applying edits

    /// Applies `change` to the editing state (PickerCore's `TextEditingState`, which holds the rules),
    /// then measures and redraws when anything changed, and reports the edit once when the text changed.
    /// - Returns: whether the text changed.
    @discardableResult
    func edit(time: Double, _ change: (inout TextEditingState) -> Bool) -> Bool {
        let before = editingState
        let changed = change(&editingState)
        if editingState != before { textDidChange() }
        if changed { reportChange(time: time) }
        return changed
    }

    /// Applies `change`, which moves the selection or the composition only, then redraws.
    func editSelection(_ change: (inout TextEditingState) -> Void) {
        let before = editingState
        change(&editingState)
        if editingState != before { selectionDidChange() }
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
        edit(time: time) { $0.insert(committed) }
        return true
    }

    /// The input method's composition so far: shown underlined in place of the selection, with the IME's
    /// caret `cursor` Unicode scalars into it. Empty text ends the composition without changing the text.
    func setMarkedText(_ composition: String, cursor: Int) -> Bool {
        editingState.setMarkedText(composition, cursor: cursor)
        cachedOffsets = nil
        selectionDidChange()
        return true
    }

    // MARK: - Clipboard

    /// The selected text, or nil when nothing is selected.
    public var selectedText: String? { editingState.selectedText }

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
    /// - Parameter time: the time of the command, in seconds, for the reported change.
    public func cut(time: Double) {
        guard copy() else { return }
        edit(time: time) { $0.replaceCharacters(in: $0.selectedRange, with: "") }
    }

    /// Replaces the selection with the clipboard's text (made single-line); nothing when it holds none
    /// or cannot be read.
    /// - Parameter time: the time of the command, in seconds, for the reported change.
    public func paste(time: Double) {
        guard let clipboard = root?.clipboard, let pasted = try? clipboard.text() else { return }
        guard !TextEditingState.singleLine(pasted).isEmpty else { return }
        edit(time: time) { $0.insert(pasted) }
    }
}
