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
        guard !drags.values.contains(where: { $0.component == component }) else { return true }
        guard segments[component].scroller.count > 0 else { return true }
        focusedComponent = component
        takeOver(component)
        // A press on a chevron may be a tap that steps: it does not grab a running step animation
        // (so quick taps add up) and becomes a drag only past the tap slop. Elsewhere the press
        // grabs the ribbon at once, so a touch stops a fling where it is.
        let onChevron = chevronDirection(at: event.location, inComponent: component) != 0
        drags[event.pointer] = Drag(component: component, start: event.location, hasMoved: false, hasBegun: !onChevron)
        if !onChevron {
            let extent = segments[component].scroller.itemExtent
            segments[component].scroller.beginDrag(at: ribbonCoordinate(event.location.x, extent: extent), time: event.time)
        }
        setNeedsDisplay()
        return true
    }

    func handlePointerMoved(_ event: PointerEvent) {
        guard var drag = drags[event.pointer] else { return }
        let scroller = segments[drag.component].scroller
        if !drag.hasMoved, abs(event.location.x - drag.start.x) > tapSlop || abs(event.location.y - drag.start.y) > tapSlop {
            drag.hasMoved = true
            if !drag.hasBegun {
                drag.hasBegun = true
                // The drag is the user's even if a programmatic `selectRow` came since the press.
                takeOver(drag.component)
                scroller.beginDrag(at: ribbonCoordinate(event.location.x, extent: scroller.itemExtent), time: event.time)
            }
            drags[event.pointer] = drag
        }
        guard drag.hasBegun else { return }
        scroller.drag(to: ribbonCoordinate(event.location.x, extent: scroller.itemExtent), time: event.time)
        setNeedsDisplay()
    }

    func handlePointerUp(_ event: PointerEvent) {
        guard let drag = drags.removeValue(forKey: event.pointer) else { return }
        let scroller = segments[drag.component].scroller
        if drag.hasMoved {
            scroller.endDrag(at: ribbonCoordinate(event.location.x, extent: scroller.itemExtent), time: event.time)
        } else {
            // A tap: let go where the press held the ribbon, then a chevron tap steps one item.
            if drag.hasBegun { scroller.endDrag(at: ribbonCoordinate(drag.start.x, extent: scroller.itemExtent), time: event.time) }
            let direction = chevronDirection(at: drag.start, inComponent: drag.component)
            if direction != 0 {
                takeOver(drag.component)
                scroller.step(by: direction, time: event.time)
            }
        }
        setNeedsDisplay()
    }

    func handlePointerCancelled(_ event: PointerEvent) {
        guard let drag = drags.removeValue(forKey: event.pointer) else { return }
        segments[drag.component].scroller.cancelDrag(time: event.time)
        setNeedsDisplay()
    }

    func handleScroll(_ event: ScrollEvent) -> Bool {
        guard let component = component(atX: event.location.x), segments[component].scroller.count > 0 else { return false }
        guard !segments[component].scroller.isDragging else { return true }
        // Horizontal wheel to the right (left in right to left) or the wheel turned towards the user moves
        // to the next item.
        let deltaX = effectiveLayoutDirection.isRightToLeft ? -event.deltaX : event.deltaX
        let notches = deltaX != 0 ? deltaX : -event.deltaY
        // A broken device can send NaN or absurd deltas: ignore the one, cap the other.
        guard notches.isFinite else { return true }
        segments[component].pendingWheelNotches += min(max(notches, -100), 100)
        let whole = segments[component].pendingWheelNotches.rounded(.towardZero)
        guard whole != 0 else { return true }
        segments[component].pendingWheelNotches -= whole
        takeOver(component)
        segments[component].scroller.step(by: Int(whole), time: event.time)
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
        guard segments[component].isProgrammatic else { return }
        segments[component].scroller.commitTargetRow()
        segments[component].isProgrammatic = false
    }

    func moveSegmentFocus(forward: Bool) -> Bool {
        let next = focusedComponent + (forward ? 1 : -1)
        guard segments.indices.contains(next) else { return false }
        focusedComponent = next
        setNeedsDisplay()
        return true
    }

    func enterSegmentFocus(forward: Bool) {
        focusedComponent = forward ? 0 : max(0, segments.count - 1)
    }
}
