import PickerCore

extension MiniPicker {
    /// The segment under `x` (window points), if any.
    func component(atX x: Double) -> Int? {
        segments.indices.first { x >= segments[$0].frame.minX && x < segments[$0].frame.maxX }
    }

    /// -1 when `point` is on the left chevron's tap zone of `component`, +1 on the right one (the other way
    /// round in right to left: the chevron on the side the next item comes from steps forward), 0 elsewhere.
    /// A zone is the chevron with its inset on both sides, at least a third of a narrow segment.
    func chevronDirection(at point: Point, inComponent component: Int) -> Int {
        let bounds = segments[component].frame
        let zone = min(bounds.width / 3, theme.chevronSize + 2 * theme.chevronInset + 8)
        let forward = effectiveLayoutDirection.isRightToLeft ? -1 : 1
        if point.x < bounds.minX + zone { return -forward }
        if point.x >= bounds.maxX - zone { return forward }
        return 0
    }

    /// The ribbon coordinate (in items of `extent` points) of a window x: it grows towards the previous
    /// item, so a drag to the left advances, or a drag to the right in right to left.
    func ribbonCoordinate(_ x: Double, extent: Double) -> Double {
        (effectiveLayoutDirection.isRightToLeft ? -x : x) / extent
    }

    func handlePointerDown(_ event: PointerEvent) -> Bool {
        guard let component = component(atX: event.location.x) else { return false }
        // One pointer per segment: a second finger on a held segment does nothing.
        guard !input.isHeld(component) else { return true }
        guard segments[component].scroller.count > 0 else { return true }
        announcingFocusedPart { input.focus(component) }
        takeOver(component)
        // A press on a chevron may be a tap that steps: it does not grab a running step animation
        // (so quick taps add up) and becomes a drag only past the tap slop. Elsewhere the press
        // grabs the ribbon at once, so a touch stops a fling where it is.
        let onChevron = chevronDirection(at: event.location, inComponent: component) != 0
        _ = input.press(event.pointer, segment: component, at: event.location, isDragging: !onChevron)
        if !onChevron {
            let extent = segments[component].scroller.itemExtent
            segments[component].scroller.beginDrag(at: ribbonCoordinate(event.location.x, extent: extent), time: event.time)
        }
        setNeedsDisplay()
        return true
    }

    func handlePointerMoved(_ event: PointerEvent) {
        guard let (drag, leftSlop) = input.move(event.pointer, to: event.location) else { return }
        let scroller = segments[drag.segment].scroller
        if leftSlop, !drag.isDragging {
            input.beginDragging(event.pointer)
            // The drag is the user's even if a programmatic `selectRow` came since the press.
            takeOver(drag.segment)
            scroller.beginDrag(at: ribbonCoordinate(event.location.x, extent: scroller.itemExtent), time: event.time)
        }
        guard drag.isDragging || leftSlop else { return }
        scroller.drag(to: ribbonCoordinate(event.location.x, extent: scroller.itemExtent), time: event.time)
        setNeedsDisplay()
    }

    func handlePointerUp(_ event: PointerEvent) {
        guard let drag = input.release(event.pointer) else { return }
        let scroller = segments[drag.segment].scroller
        if drag.hasMoved {
            scroller.endDrag(at: ribbonCoordinate(event.location.x, extent: scroller.itemExtent), time: event.time)
        } else {
            // A tap: let go where the press held the ribbon, then a chevron tap steps one item.
            if drag.isDragging { scroller.endDrag(at: ribbonCoordinate(drag.start.x, extent: scroller.itemExtent), time: event.time) }
            let direction = chevronDirection(at: drag.start, inComponent: drag.segment)
            if direction != 0 {
                takeOver(drag.segment)
                scroller.step(by: direction, time: event.time)
            }
        }
        setNeedsDisplay()
    }

    func handlePointerCancelled(_ event: PointerEvent) {
        guard let drag = input.release(event.pointer) else { return }
        segments[drag.segment].scroller.cancelDrag(time: event.time)
        setNeedsDisplay()
    }

    func handleScroll(_ event: ScrollEvent) -> Bool {
        guard let component = component(atX: event.location.x), segments[component].scroller.count > 0 else { return false }
        guard !segments[component].scroller.isDragging else { return true }
        // Horizontal wheel to the right (left in right to left) or the wheel turned towards the user moves
        // to the next item.
        let deltaX = effectiveLayoutDirection.isRightToLeft ? -event.deltaX : event.deltaX
        let notches = deltaX != 0 ? deltaX : -event.deltaY
        // Whole steps, with a broken device's NaN ignored and its absurd deltas capped.
        let steps = input.steps(forNotches: notches, inSegment: component)
        guard steps != 0 else { return true }
        takeOver(component)
        segments[component].scroller.step(by: steps, time: event.time)
        setNeedsDisplay()
        return true
    }

    func handleKey(_ event: KeyEvent) -> Bool {
        guard segments.indices.contains(focusedComponent) else { return false }
        let scroller = segments[focusedComponent].scroller
        guard scroller.count > 0, !scroller.isDragging else { return false }
        takeOver(focusedComponent)
        // Left and Right step towards the side they point at: mirrored in right to left.
        let forward = effectiveLayoutDirection.isRightToLeft ? Key.left : Key.right
        switch event.key {
        case .left, .right: scroller.step(by: event.key == forward ? 1 : -1, time: event.time)
        case .up: scroller.step(by: -1, time: event.time)
        case .down: scroller.step(by: 1, time: event.time)
        case .home: scroller.scroll(toRow: 0, time: event.time, animated: true)
        case .end: scroller.scroll(toRow: scroller.count - 1, time: event.time, animated: true)
        default: return false
        }
        setNeedsDisplay()
        return true
    }

    /// User input on `component` wins over a programmatic `selectRow` still moving it: the row the program
    /// chose counts as selected (so the user's change is measured from it) and the next settle is the
    /// user's, reported.
    func takeOver(_ component: Int) {
        if input.takeOver(component) { segments[component].scroller.commitTargetRow() }
    }

    func moveSegmentFocus(forward: Bool) -> Bool {
        guard input.moveFocus(forward: forward) else { return false }
        setNeedsDisplay()
        return true
    }

    /// A controller's left or right on the engaged picker: the segment on that side of the screen.
    func moveSegment(toward direction: NavigationDirection) -> Bool {
        moveSegmentFocus(forward: (direction == .right) != effectiveLayoutDirection.isRightToLeft)
    }

    /// Leaving controller engagement: with `restoring`, turns back (as the user, so it is reported when it
    /// settles) every segment that moved since the picker was engaged.
    func restoreRows(restoring: Bool, time: Double) {
        defer { rowsBeforeEngaging = nil }
        guard restoring, let rows = rowsBeforeEngaging, rows.count == segments.count else { return }
        for (component, row) in rows.enumerated() where segments[component].scroller.targetRow != row {
            takeOver(component)
            segments[component].scroller.scroll(toRow: row, time: time, animated: true)
        }
        setNeedsDisplay()
    }

    func enterSegmentFocus(forward: Bool) {
        input.enterFocus(forward: forward)
    }
}
