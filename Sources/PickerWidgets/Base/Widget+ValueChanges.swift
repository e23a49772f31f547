import PickerCore

extension Widget {
    /// Tells the root's listeners (``WidgetRoot/onValueChanged``) that the user changed this widget's value.
    /// - Parameters:
    ///   - component: the part that changed (a picker's component, a form's field), nil for the whole value.
    ///   - row: the row `component` settled on (or passes, for a wheel that reports while scrolling).
    ///   - scrolledBack: for a date picker, why the wheels scrolled back before the value was committed.
    ///   - time: when, in seconds on the host's clock (default: the root's current time).
    public func reportValueChange(
        component: Int? = nil, row: Int? = nil, scrolledBack: DatePickerResolution.Adjustment? = nil, time: Double? = nil
    ) {
        guard let root else { return }
        let time = time ?? root.currentTime
        root.deliver(WidgetValueChange(widget: self, component: component, row: row, scrolledBack: scrolledBack, time: time))
        root.deliver(AccessibilityEvent(.valueChanged, identifier: accessibilityIdentifier(ofComponent: component), time: time))
    }
}
