import PickerCore

/// A change the user made to the value of a widget of a tree, as the tree's root hears it
/// (``WidgetRoot/onValueChanged``): which widget, which of its parts, and when. The new value is the
/// widget's own, read from its typed properties (a mini picker's ``MiniPicker/selectedRow(inComponent:)``,
/// a calendar's ``CalendarPicker/selection``, a form's ``FormTable/fields``).
public struct WidgetValueChange {
    /// The widget whose value changed.
    public let widget: Widget
    /// The part that changed: a mini picker's or wheel picker's component, a form table's field index;
    /// nil when the widget has one value (a calendar, a text field, a date picker).
    public let component: Int?
    /// The row ``component`` settled on (mini picker, wheel picker; for a wheel that reports while
    /// scrolling, the row passing the centre); nil for other widgets.
    public let row: Int?
    /// For a date picker: why the committed value differs from where the user stopped the wheels (the
    /// wheels scrolled back to a limit or to the month's last day); nil when they did not scroll back.
    public let scrolledBack: DatePickerResolution.Adjustment?
    /// When the change happened, in seconds on the host's clock.
    public let time: Double

    /// A change of `widget`'s value; widgets make one through ``Widget/reportValueChange(component:row:scrolledBack:time:)``.
    public init(
        widget: Widget, component: Int? = nil, row: Int? = nil, scrolledBack: DatePickerResolution.Adjustment? = nil, time: Double
    ) {
        self.widget = widget
        self.component = component
        self.row = row
        self.scrolledBack = scrolledBack
        self.time = time
    }
}
