/// The row a component of a picker (``MiniPicker``, ``WheelPicker``) settled on: the typed value of their
/// `onValueChanged`, UIPickerView's `didSelectRow(_:inComponent:)` as one value.
public struct SelectedRow: Hashable, Sendable {
    /// The row, from 0.
    public var row: Int
    /// The component (segment or wheel), from 0 in logical order.
    public var component: Int

    /// `row` of `component`.
    public init(row: Int, component: Int) {
        self.row = row
        self.component = component
    }
}
