import PickerCore

extension MiniPicker {
    /// The name of `component`: ``componentAccessibilityLabels``, else ``defaultAccessibilityLabel(forComponent:)``.
    public func accessibilityLabel(forComponent component: Int) -> String {
        componentAccessibilityLabels[component] ?? defaultAccessibilityLabel(forComponent: component)
    }

    /// One spin button per segment: the row it rests on or is going to as the value (0...count-1, step 1),
    /// so a step is read at once, as VoiceOver does; that row's title as the value text; its segment's frame.
    func segmentNodes() -> [AccessibilityNode] {
        segments.indices.map { component in
            let scroller = segments[component].scroller
            return spinButtonNode(
                identifier: layoutID(ofComponent: component), name: accessibilityLabel(forComponent: component),
                row: scroller.count > 0 ? scroller.targetRow : nil, count: numberOfRows(inComponent: component),
                title: { title(forRow: $0, inComponent: component) },
                states: partStates(isFocusedPart: component == focusedComponent), frame: segments[component].frame)
        }
    }

    /// Turns the segment `identifier` to `row` (rounded, clamped into its rows), animated, as the keyboard's
    /// Home and End do: the settle is reported as the user's change.
    func turnSegment(identifiedBy identifier: String, toRow row: Double) -> Bool {
        guard let component = segments.indices.first(where: { layoutID(ofComponent: $0) == identifier }) else { return false }
        let scroller = segments[component].scroller
        guard scroller.count > 0, row.isFinite, !scroller.isDragging, !input.isHeld(component) else { return false }
        takeOver(component)
        let target = min(max(Int(row.rounded()), 0), scroller.count - 1)
        scroller.scroll(toRow: target, time: root?.currentTime ?? 0, animated: true)
        setNeedsDisplay()
        return true
    }
}
