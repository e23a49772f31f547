import PickerCore

/// Supplies a wheel picker's components (dials) and their rows, in UIPickerView's words.
public protocol WheelPickerDataSource: AnyObject {
    /// The number of components side by side (0 or more).
    func numberOfComponents(in wheelPicker: WheelPicker) -> Int
    /// The number of rows in `component`, 0 or more (up to `Int.max`). A negative count is a
    /// configuration error.
    func wheelPicker(_ wheelPicker: WheelPicker, numberOfRowsInComponent component: Int) -> Int
    /// Whether `component`'s rows repeat endlessly, the first after the last (an odometer digit).
    /// Read at every reload. Default: false.
    func wheelPicker(_ wheelPicker: WheelPicker, isCyclicComponent component: Int) -> Bool
}

extension WheelPickerDataSource {
    public func wheelPicker(_ wheelPicker: WheelPicker, isCyclicComponent component: Int) -> Bool { false }
}

/// Titles, custom drawing, sizes, disabled rows and selection callbacks of a wheel picker, in
/// UIPickerView's words. Every method has a default.
public protocol WheelPickerDelegate: AnyObject {
    /// The label of `row` in `component`; nil draws nothing (default: nil). Asked only for the rows in
    /// view (and, once per reload, for a bounded sample of rows to fit a component's width).
    func wheelPicker(_ wheelPicker: WheelPicker, titleForRow row: Int, forComponent component: Int) -> String?
    /// Draws `row` of `component` itself and returns true; false (the default) draws the title.
    /// - Parameters:
    ///   - wheelPicker: the picker asking.
    ///   - row: the row to draw.
    ///   - component: its component.
    ///   - rect: the row's projected band in window points (the component's width; about
    ///     `rowHeight * placement.scale` tall). Drawing is clipped to it.
    ///   - placement: the row's angle, vertical scale and opacity on the cylinder.
    ///   - canvas: what to draw with.
    ///   - theme: the picker's theme, for colours and fonts.
    /// - Returns: whether the row was drawn (false draws the title).
    func wheelPicker(
        _ wheelPicker: WheelPicker, drawRow row: Int, forComponent component: Int, in rect: Rect,
        placement: WheelRowPlacement, canvas: Canvas, theme: Theme) -> Bool
    /// The width of `component` in points; nil (the default) sizes it to fit its widest title (see
    /// ``WheelPicker/widthSampleLimit``). Read at every reload.
    func wheelPicker(_ wheelPicker: WheelPicker, widthForComponent component: Int) -> Double?
    /// The height of `component`'s rows at the centre of the cylinder, in points (at least 1); nil (the
    /// default) uses `theme.wheelRowHeight`. Read at every reload.
    func wheelPicker(_ wheelPicker: WheelPicker, rowHeightForComponent component: Int) -> Double?
    /// Whether `row` of `component` can be chosen; false draws it greyed (`theme.disabledText`). The
    /// picker still lets the user settle on it: the delegate decides what to do then (a date picker
    /// scrolls back to an allowed row). Default: true.
    func wheelPicker(_ wheelPicker: WheelPicker, isRowEnabled row: Int, forComponent component: Int) -> Bool
    /// The user settled `component` on a new `row` (or, with ``WheelPicker/reportsWhileScrolling``, a new
    /// row passed under the selection band). Never for programmatic selection, never for a drag that
    /// returns to its row, never twice for one change.
    func wheelPicker(_ wheelPicker: WheelPicker, didSelectRow row: Int, inComponent component: Int)
}

extension WheelPickerDelegate {
    public func wheelPicker(_ wheelPicker: WheelPicker, titleForRow row: Int, forComponent component: Int) -> String? { nil }
    public func wheelPicker(
        _ wheelPicker: WheelPicker, drawRow row: Int, forComponent component: Int, in rect: Rect,
        placement: WheelRowPlacement, canvas: Canvas, theme: Theme
    ) -> Bool { false }
    public func wheelPicker(_ wheelPicker: WheelPicker, widthForComponent component: Int) -> Double? { nil }
    public func wheelPicker(_ wheelPicker: WheelPicker, rowHeightForComponent component: Int) -> Double? { nil }
    public func wheelPicker(_ wheelPicker: WheelPicker, isRowEnabled row: Int, forComponent component: Int) -> Bool { true }
    public func wheelPicker(_ wheelPicker: WheelPicker, didSelectRow row: Int, inComponent component: Int) {}
}

/// A data source and delegate backed by arrays of titles, one array per component.
public final class WheelPickerTitles: WheelPickerDataSource, WheelPickerDelegate {
    /// The titles, one array per component.
    public var components: [[String]]
    /// The components whose rows wrap round.
    public var cyclicComponents: Set<Int>

    /// Titles for each component; the components in `cyclicComponents` wrap round.
    public init(_ components: [[String]], cyclicComponents: Set<Int> = []) {
        self.components = components
        self.cyclicComponents = cyclicComponents
    }

    public func numberOfComponents(in wheelPicker: WheelPicker) -> Int { components.count }

    public func wheelPicker(_ wheelPicker: WheelPicker, numberOfRowsInComponent component: Int) -> Int {
        components.indices.contains(component) ? components[component].count : 0
    }

    public func wheelPicker(_ wheelPicker: WheelPicker, isCyclicComponent component: Int) -> Bool {
        cyclicComponents.contains(component)
    }

    public func wheelPicker(_ wheelPicker: WheelPicker, titleForRow row: Int, forComponent component: Int) -> String? {
        guard components.indices.contains(component), components[component].indices.contains(row) else { return nil }
        return components[component][row]
    }
}
