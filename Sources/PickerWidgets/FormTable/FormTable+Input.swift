import PickerCore

extension FormTable {
    /// What a pointer that went down on the table does.
    enum Gesture {
        /// A mouse press on a text field, handed to it (caret placement, drag selection).
        case forwarded(Widget)
        /// A press on the rows: it drags the table, and taps `field`'s row when released within
        /// ``ScrollTuning/tapSlop`` of `start`, unless it stopped a moving table.
        case scrolling(start: Point, field: Int?, moved: Bool, stoppedMotion: Bool)
        /// A further finger while another one scrolls: ignored until it goes up.
        case ignored
    }

    /// An open picker takes its own input; everywhere else on the rows the table does (so a finger on a
    /// text row can scroll), handing mouse presses on a text field to the field.
    func hitTestRows(_ point: Point) -> Widget? {
        guard frame.contains(point) else { return nil }
        for pickerRow in pickerRows.values where pickerRow.parent === self {
            if let hit = pickerRow.hitTest(point) { return hit }
        }
        return self
    }

    /// The field whose row is under `point`, or nil (over a picker row or past the last row).
    func field(at point: Point) -> Int? {
        guard frame.contains(point) else { return nil }
        return rows.first { $0.frame.contains(point) }?.field
    }

    func handlePointerDown(_ event: PointerEvent) -> Bool {
        now = max(now, event.time)
        if gestures.values.contains(where: { if case .scrolling = $0 { true } else { false } }) {
            gestures[event.pointer] = .ignored
            return true
        }
        let field = field(at: event.location)
        if event.kind == .mouse, !scroller.isAnimating, let field, let textField = rows[field].textField,
           textField.frame.contains(event.location)
        {
            root?.setFocus(textField)
            _ = textField.pointerDown(event)
            textField.setNeedsDisplay()
            gestures[event.pointer] = .forwarded(textField)
            return true
        }
        let stopped = scroller.isAnimating
        scroller.beginDrag(at: event.location.y, time: event.time)
        gestures[event.pointer] = .scrolling(start: event.location, field: field, moved: false, stoppedMotion: stopped)
        layoutRows()
        return true
    }

    func handlePointerMoved(_ event: PointerEvent) {
        now = max(now, event.time)
        switch gestures[event.pointer] {
        case .forwarded(let widget)?:
            widget.pointerMoved(event)
        case .scrolling(let start, let field, let moved, let stopped)?:
            scroller.drag(to: event.location.y, time: event.time)
            let far = ScrollTuning.isBeyondTapSlop(start, event.location)
            gestures[event.pointer] = .scrolling(start: start, field: field, moved: moved || far, stoppedMotion: stopped)
            layoutRows()
        case .ignored?, nil:
            break
        }
    }

    /// What a pointer move marks: a drag of the rows marks what it moved itself (`layoutRows()`); a
    /// pointer handed to a text field marks that field.
    func setNeedsDisplayForGestureMove() {
        for gesture in gestures.values {
            if case .forwarded(let widget) = gesture { widget.setNeedsDisplay() }
        }
    }

    func handlePointerUp(_ event: PointerEvent) {
        now = max(now, event.time)
        switch gestures.removeValue(forKey: event.pointer) {
        case .forwarded(let widget)?:
            widget.pointerUp(event)
            widget.setNeedsDisplay()
        case .scrolling(let start, let field, let moved, let stopped)?:
            let far = ScrollTuning.isBeyondTapSlop(start, event.location)
            scroller.endDrag(at: event.location.y, time: event.time)
            layoutRows()
            if !moved, !far, !stopped, let field { tapRow(field, with: event) }
        case .ignored?, nil:
            break
        }
    }

    func handlePointerCancelled(_ event: PointerEvent) {
        now = max(now, event.time)
        switch gestures.removeValue(forKey: event.pointer) {
        case .forwarded(let widget)?:
            widget.pointerCancelled(event)
            widget.setNeedsDisplay()
        case .scrolling?:
            scroller.cancelDrag(time: event.time)
            layoutRows()
        case .ignored?, nil:
            break
        }
    }

    /// A tap on the row of `field`: a date row takes the focus (ending any
    /// text editing) and opens or closes its picker; a text row starts editing, with the caret where a
    /// tap on the text put it.
    func tapRow(_ field: Int, with event: PointerEvent) {
        let row = rows[field]
        if let textField = row.textField {
            root?.setFocus(textField)
            if textField.frame.contains(event.location) {
                _ = textField.pointerDown(event)
                textField.pointerUp(event)
            }
            textField.setNeedsDisplay()
        } else {
            root?.setFocus(row)
            togglePicker(forField: field)
        }
    }

    /// The mouse wheel scrolls the rows (an open picker under the pointer turns its wheel instead).
    func handleScroll(_ event: ScrollEvent) -> Bool {
        now = max(now, event.time)
        guard !scroller.isDragging else { return true }
        scroller.scroll(byNotches: event.deltaY, time: event.time)
        layoutRows()
        setNeedsDisplay()
        return true
    }
}
