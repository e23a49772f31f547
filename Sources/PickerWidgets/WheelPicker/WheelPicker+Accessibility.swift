import PickerCore

extension WheelPicker {
    /// The identifier of `component` (``componentIdentifiers``, or its index when it has none).
    public func componentIdentifier(_ component: Int) -> String {
        componentIdentifiers.indices.contains(component) ? componentIdentifiers[component] : String(component)
    }

    /// The name of `component`: ``componentAccessibilityLabels``, else ``defaultAccessibilityLabel(forComponent:)``.
    public func accessibilityLabel(forComponent component: Int) -> String {
        componentAccessibilityLabels[component] ?? defaultAccessibilityLabel(forComponent: component)
    }

    /// One spin button per component, in logical order: the row it rests on or is going to as the value
    /// (0...count-1, step 1), so a step is read at once; that row's title as the value text, the
    /// component's frame; `enabled` when the row is allowed.
    func componentNodes() -> [AccessibilityNode] {
        components.indices.map { component in
            let model = components[component].model
            let row = model.count > 0 ? model.targetRow : nil
            return spinButtonNode(
                identifier: accessibilityIdentifier(ofComponent: component), name: accessibilityLabel(forComponent: component),
                row: row, count: numberOfRows(inComponent: component), title: { title(forRow: $0, inComponent: component) },
                states: partStates(
                    isFocusedPart: component == focusedComponent,
                    isEnabled: row.map { isRowEnabled($0, inComponent: component) } ?? true),
                frame: frame(ofComponent: component) ?? .zero)
        }
    }

    /// Turns the component `identifier` to `row` (rounded, clamped into its rows; the short way round a
    /// cyclic one), animated, as the keyboard's Home and End do: the settle is reported as the user's change.
    func turnComponent(identifiedBy identifier: String, toRow row: Double) -> Bool {
        guard let component = components.indices.first(where: { accessibilityIdentifier(ofComponent: $0) == identifier })
        else { return false }
        let model = components[component].model
        guard model.count > 0, row.isFinite, !model.isDragging, !input.isHeld(component) else { return false }
        takeOver(component)
        let target = min(max(Int(row.rounded()), 0), model.count - 1)
        model.scroll(toRow: target, time: root?.currentTime ?? 0, animated: true)
        setNeedsDisplay()
        return true
    }
}
