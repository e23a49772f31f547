import PickerCore

extension TextField {
    /// Selects the whole text.
    public func selectAll() {
        editSelection { $0.selectAll() }
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
        switch event.key {
        case .left:
            editSelection { $0.moveBackward(byWord: byWord, extending: extending) }
        case .right:
            editSelection { $0.moveForward(byWord: byWord, extending: extending) }
        case .home:
            editSelection { $0.moveCaret(to: 0, extending: extending) }
        case .end:
            editSelection { $0.moveCaret(to: $0.characters.count, extending: extending) }
        case .backspace:
            edit(time: event.time) { $0.deleteBackward(byWord: byWord) }
        case .delete:
            edit(time: event.time) { $0.deleteForward(byWord: byWord) }
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
