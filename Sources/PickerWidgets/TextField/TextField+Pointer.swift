import PickerCore

extension TextField {
    /// How many presses in a row this one is: 1, 2 (a double click) or 3 (a triple click), counting presses
    /// within `multipleClickInterval` seconds and `multipleClickSlop` points of the last one.
    func pressCount(for event: PointerEvent) -> Int {
        defer { lastPress = (event.time, event.location, lastPress?.count ?? 1) }
        guard !event.modifiers.contains(.shift), let last = lastPress,
              event.time - last.time <= multipleClickInterval,
              abs(event.location.x - last.location.x) <= multipleClickSlop,
              abs(event.location.y - last.location.y) <= multipleClickSlop
        else {
            lastPress = (event.time, event.location, 1)
            return 1
        }
        let count = min(last.count + 1, 3)
        lastPress = (event.time, event.location, count)
        return count
    }

    /// A press: one places the caret (Shift extends the selection to it), two select the word under the
    /// pointer, three select everything. Moving while pressed extends from there.
    func handlePointerDown(_ event: PointerEvent) -> Bool {
        guard selectionDrag == nil else { return true }
        let count = pressCount(for: event)
        let position = caretPosition(atX: event.location.x)
        let origin: Range<Int>
        switch count {
        case 1: origin = event.modifiers.contains(.shift) ? anchor..<anchor : position..<position
        case 2: origin = editingState.wordRange(around: characterIndex(atX: event.location.x))
        default: origin = 0..<characters.count
        }
        selectionDrag = (event.pointer, origin)
        editSelection { $0.extendSelection(from: origin, to: position) }
        return true
    }

    func handlePointerMoved(_ event: PointerEvent) {
        guard let drag = selectionDrag, drag.pointer == event.pointer else { return }
        let position = caretPosition(atX: event.location.x)
        editSelection { $0.extendSelection(from: drag.origin, to: position) }
    }
}
