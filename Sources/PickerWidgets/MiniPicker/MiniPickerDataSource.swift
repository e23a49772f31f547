import PickerCore

/// Supplies a mini picker's components (segments) and their row counts, in UIPickerView's words.
public protocol MiniPickerDataSource: AnyObject {
    /// The number of segments side by side in the field (at least 1 to show anything).
    func numberOfComponents(in miniPicker: MiniPicker) -> Int
    /// The number of rows in `component`. A negative count is a configuration error.
    func miniPicker(_ miniPicker: MiniPicker, numberOfRowsInComponent component: Int) -> Int
}

/// Titles, custom drawing, widths and selection callbacks of a mini picker, in UIPickerView's words.
/// Every method has a default.
public protocol MiniPickerDelegate: AnyObject {
    /// The label of `row` in `component`; nil draws nothing (default: nil).
    func miniPicker(_ miniPicker: MiniPicker, titleForRow row: Int, forComponent component: Int) -> String?
    /// Draws `row` of `component` into `rect` (window points) itself. Return false to fall back to the title (default).
    func miniPicker(_ miniPicker: MiniPicker, drawRow row: Int, forComponent component: Int, in rect: Rect, canvas: Canvas, theme: Theme) -> Bool
    /// The width of `component` in points; nil shares the field's width equally among the components that return nil (default).
    func miniPicker(_ miniPicker: MiniPicker, widthForComponent component: Int) -> Double?
    /// The user settled `component` on a new `row` (never for programmatic selection, never for a drag that returns to its row).
    func miniPicker(_ miniPicker: MiniPicker, didSelectRow row: Int, inComponent component: Int)
}

extension MiniPickerDelegate {
    public func miniPicker(_ miniPicker: MiniPicker, titleForRow row: Int, forComponent component: Int) -> String? { nil }
    public func miniPicker(_ miniPicker: MiniPicker, drawRow row: Int, forComponent component: Int, in rect: Rect, canvas: Canvas, theme: Theme) -> Bool { false }
    public func miniPicker(_ miniPicker: MiniPicker, widthForComponent component: Int) -> Double? { nil }
    public func miniPicker(_ miniPicker: MiniPicker, didSelectRow row: Int, inComponent component: Int) {}
}

/// A data source and delegate backed by arrays of titles, one array per component.
public final class MiniPickerTitles: MiniPickerDataSource, MiniPickerDelegate {
    public var components: [[String]]

    public init(_ components: [[String]]) {
        self.components = components
    }

    public func numberOfComponents(in miniPicker: MiniPicker) -> Int { components.count }

    public func miniPicker(_ miniPicker: MiniPicker, numberOfRowsInComponent component: Int) -> Int {
        components.indices.contains(component) ? components[component].count : 0
    }

    public func miniPicker(_ miniPicker: MiniPicker, titleForRow row: Int, forComponent component: Int) -> String? {
        guard components.indices.contains(component), components[component].indices.contains(row) else { return nil }
        return components[component][row]
    }
}
