import PickerCore

/// What one component's rows are drawn from, remembered between frames as UIPickerView keeps its row views: the
/// delegate's title of each row that came into view with its size, the row's allowed state, and the lines
/// of the last frame the component was drawn.
///
/// The wheel picker makes a new one for each component at a reload, empties it when its delegate changes,
/// and has it forget the allowed states when any component's selected row changes (a date picker greys the
/// days a month lacks once the month wheel settles); see ``WheelPicker/drawComponent(_:in:theme:)``. A
/// reference, so that copying a component (which reading its fields may do) copies one pointer.
final class WheelRowCache {
    /// A row's title as the delegate gave it, with its size.
    struct Title {
        /// The title, nil when the delegate gave none or an empty one.
        var text: String?
        /// The title's line box in the font and by the measurer of the last ``measure(with:font:)``, in
        /// points; nil without a title.
        var size: Size?
    }

    /// Everything the lines of a frame depend on besides the rows remembered: the component's turn, shape and
    /// place, and the theme's look of a title.
    struct LinesKey: Equatable {
        var position: ScrollPosition
        var geometry: WheelGeometry
        var count: Int
        var bounds: Rect
        var font: Font
        var text: Color
        var disabledText: Color
    }

    /// The most rows remembered: a component turned a long way forgets the rows it passed.
    static let rowLimit = 256

    private var titles: [Int: Title] = [:]
    private var allowed: [Int: Bool] = [:]
    /// What the remembered sizes were measured with (held weakly: a measurer that went away measured nothing
    /// that is still valid).
    private weak var measurer: TextMeasurer?
    private var font: Font?
    private var lines: (key: LinesKey, lines: [PlacedText])?

    /// Forgets every row and the last lines: the delegate's answers may have changed.
    func removeAll() {
        titles.removeAll(keepingCapacity: true)
        forgetAllowedStates()
    }

    /// Forgets the rows' allowed states and the last lines (which show them); the titles stay.
    func forgetAllowedStates() {
        allowed.removeAll(keepingCapacity: true)
        lines = nil
    }

    /// Makes sure the remembered sizes were measured by `measurer` in `font`, forgetting every row otherwise.
    func measure(with measurer: TextMeasurer, font: Font) {
        guard self.measurer !== measurer || self.font != font else { return }
        removeAll()
        self.measurer = measurer
        self.font = font
    }

    /// The lines drawn last with `key`, if nothing has been forgotten since.
    func lines(for key: LinesKey) -> [PlacedText]? {
        guard let lines, lines.key == key else { return nil }
        return lines.lines
    }

    /// Remembers `lines` as the lines drawn with `key`.
    func remember(_ lines: [PlacedText], for key: LinesKey) {
        self.lines = (key, lines)
    }

    /// The title of `row` as remembered, if it was asked for since the cache was last emptied.
    func title(ofRow row: Int) -> Title? { titles[row] }

    /// Remembers `title` for `row` (after ``measure(with:font:)``); a cache that is full is emptied first.
    func remember(_ title: Title, forRow row: Int) {
        if titles.count >= Self.rowLimit { titles.removeAll(keepingCapacity: true) }
        titles[row] = title
    }

    /// Whether `row` is allowed, as remembered, if it was asked for since the allowed states were last forgotten.
    func isEnabled(row: Int) -> Bool? { allowed[row] }

    /// Remembers whether `row` is allowed; a cache that is full is emptied first.
    func remember(isEnabled: Bool, forRow row: Int) {
        if allowed.count >= Self.rowLimit { allowed.removeAll(keepingCapacity: true) }
        allowed[row] = isEnabled
    }
}

/// A wheel row's title as placed on the cylinder: its line box's top-left corner (points), colour and squash.
struct PlacedText: Hashable {
    var text: String
    var origin: Point
    var color: Color
    var verticalScale: Double
}
