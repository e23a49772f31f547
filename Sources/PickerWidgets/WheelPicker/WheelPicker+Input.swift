import PickerCore

extension WheelPicker {
    /// The component under `x` (window points); a gap between two components belongs to the nearer one.
    func component(atX x: Double) -> Int? {
        let order = componentsFromLeft()
        guard x.isFinite, let first = order.first.map({ components[$0].frame }), let last = order.last.map({ components[$0].frame }),
            x >= first.minX, x < last.maxX
        else { return nil }
        for (place, component) in order.enumerated().dropLast() {
            let boundary = (components[component].frame.maxX + components[order[place + 1]].frame.minX) / 2
            if x < boundary { return component }
        }
        return order.last
    }

    func handlePointerDown(_ event: PointerEvent) -> Bool {
        guard let component = component(atX: event.location.x) else { return false }
        // One pointer per component: a second finger on a held component does nothing.
        guard !input.isHeld(component) else { return true }
        announcingFocusedPart { input.focus(component) }
        setNeedsDisplay()
        let model = components[component].model
        guard model.count > 0, event.location.y.isFinite else { return true }
        takeOver(component)
        // The press grabs the wheel at once, so a touch stops a fling where it is.
        _ = input.press(event.pointer, segment: component, at: event.location, isDragging: true, stoppedMotion: model.isAnimating)
        model.beginDrag(atY: event.location.y, time: event.time)
        return true
    }

    /// User input on `component` wins over a programmatic `selectRow` still moving it: the program's row
    /// counts as selected (so the user's change is measured from it) and the next settle is reported.
    /// Flings the component with the keyboard at `rowsPerSecond`, as a finger let go (a controller's trigger).
    func flingFocusedComponent(rowsPerSecond: Double, time: Double) -> Bool {
        guard components.indices.contains(focusedComponent) else { return false }
        takeOver(focusedComponent)
        components[focusedComponent].model.fling(velocity: rowsPerSecond, time: time)
        setNeedsDisplay(inComponent: focusedComponent)
        return true
    }

    func takeOver(_ component: Int) {
        guard input.takeOver(component) else { return }
        let model = components[component].model
        model.commitTargetRow()
        components[component].reportedRow = model.selectedRow
    }

    func handlePointerMoved(_ event: PointerEvent) {
        guard event.location.y.isFinite, let drag = input.move(event.pointer, to: event.location)?.press else { return }
        components[drag.segment].model.drag(toY: event.location.y, time: event.time)
        reportRowPassingIfNeeded(drag.segment)
        setNeedsDisplay(inComponent: drag.segment)
    }

    /// Marks the column of `component` as changed: its rows are drawn clipped to it, and the band and focus
    /// ring under and over them are drawn again there from their unchanged pictures.
    func setNeedsDisplay(inComponent component: Int) {
        guard components.indices.contains(component) else { return setNeedsDisplay() }
        setNeedsDisplay(in: components[component].frame)
    }

    func handlePointerUp(_ event: PointerEvent) {
        guard let drag = input.release(event.pointer) else { return }
        let model = components[drag.segment].model
        if drag.hasMoved {
            model.endDrag(atY: event.location.y.isFinite ? event.location.y : drag.start.y, time: event.time)
        } else {
            // A tap: let go where the press held the wheel; a tap on a row brings it to the centre, unless
            // the press only stopped a moving wheel.
            model.endDrag(atY: drag.start.y, time: event.time)
            if !drag.stoppedMotion {
                model.scrollToRow(atY: drag.start.y - frame.midY, time: event.time, animated: true)
            }
        }
        setNeedsDisplay()
    }

    func handlePointerCancelled(_ event: PointerEvent) {
        guard let drag = input.release(event.pointer) else { return }
        components[drag.segment].model.cancelDrag(time: event.time)
        setNeedsDisplay()
    }

    /// One row per notch (counted by ``SegmentedScrollInput``): the wheel turned towards the user shows the
    /// next row.
    func handleScroll(_ event: ScrollEvent) -> Bool {
        guard let component = component(atX: event.location.x), event.deltaY != 0, event.deltaY.isFinite else { return false }
        let model = components[component].model
        guard model.count > 0 else { return false }
        guard !model.isDragging else { return true }
        let steps = input.steps(forNotches: -event.deltaY, inSegment: component)
        guard steps != 0 else { return true }
        takeOver(component)
        model.step(by: steps, time: event.time)
        setNeedsDisplay()
        return true
    }

    /// Up/Down move the focused component one row (Page Up/Down a page, Home/End to the ends);
    /// Left/Right move the focus to the neighbouring component on that side.
    func handleKey(_ event: KeyEvent) -> Bool {
        switch event.key {
        case .left: return moveComponentFocus(rightward: false)
        case .right: return moveComponentFocus(rightward: true)
        default: break
        }
        guard components.indices.contains(focusedComponent) else { return false }
        let model = components[focusedComponent].model
        guard model.count > 0 else { return false }
        let page = max(1, Int(min(model.geometry.viewportRowCount, 1_000)) - 1)
        takeOver(focusedComponent)
        switch event.key {
        case .up: model.step(by: -1, time: event.time)
        case .down: model.step(by: 1, time: event.time)
        case .pageUp: model.step(by: -page, time: event.time)
        case .pageDown: model.step(by: page, time: event.time)
        case .home: model.scroll(toRow: 0, time: event.time, animated: true)
        case .end: model.scroll(toRow: model.count - 1, time: event.time, animated: true)
        default: return false
        }
        setNeedsDisplay()
        return true
    }

    /// Moves the focus to the component right (or left) of the focused one on screen.
    func moveComponentFocus(rightward: Bool) -> Bool {
        let order = componentsFromLeft()
        guard let place = order.firstIndex(of: focusedComponent) else { return false }
        let next = place + (rightward ? 1 : -1)
        guard order.indices.contains(next) else { return false }
        announcingFocusedPart { input.focus(order[next]) }
        setNeedsDisplay()
        return true
    }

    func moveComponentFocus(forward: Bool) -> Bool {
        guard input.moveFocus(forward: forward) else { return false }
        setNeedsDisplay()
        return true
    }

    func enterComponentFocus(forward: Bool) {
        input.enterFocus(forward: forward)
    }
}
