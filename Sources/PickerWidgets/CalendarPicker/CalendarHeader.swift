import Foundation
import PickerCore

/// The year and month mini pickers on top of a calendar picker: two segments of one rounded field with a
/// divider. The month segment is cyclic and carries the year: scrolling from December on to
/// January moves the year on by one, and back again.
///
/// Years are one row each (``yearList``): the calendar's year numbers written without grouping in the
/// digits of the locale given ("٢٠٢٦" in ar_EG), or in the Japanese calendar the era and year as
/// Foundation writes them, running on across era boundaries; months are the calendar's stand-alone month
/// names. The header shows what the grid shows; the calendar picker
/// listens to ``onPick`` and keeps both in step.
public final class CalendarHeader: MiniPicker {
    private final class Model: MiniPickerDataSource, MiniPickerDelegate {
        let years: CalendarYears
        let monthNames: [String]
        let numbers: LocalizedNumbers

        init(years: CalendarYears, monthNames: [String], locale: Locale?) {
            self.years = years
            self.monthNames = monthNames
            numbers = LocalizedNumbers(locale: locale)
        }

        func numberOfComponents(in miniPicker: MiniPicker) -> Int { 2 }

        func miniPicker(_ miniPicker: MiniPicker, numberOfRowsInComponent component: Int) -> Int {
            component == CalendarHeader.yearComponent ? years.count : monthNames.count
        }

        func miniPicker(_ miniPicker: MiniPicker, titleForRow row: Int, forComponent component: Int) -> String? {
            if component == CalendarHeader.yearComponent {
                guard row >= 0 && row < years.count else { return nil }
                return yearTitle(ofRow: row)
            }
            return monthNames.indices.contains(row) ? monthNames[row] : nil
        }

        /// Year titles already written, by row: a moving header asks for its visible titles every frame,
        /// and writing one takes a `NumberFormatter` (or, with eras, a date computation and a `DateFormatter`).
        /// At most `maxYearTitles` are remembered.
        private var yearTitles: [Int: String] = [:]
        private static let maxYearTitles = 64

        private func yearTitle(ofRow row: Int) -> String {
            if let title = yearTitles[row] { return title }
            if yearTitles.count >= Self.maxYearTitles { yearTitles.removeAll(keepingCapacity: true) }
            let title = years.hasEras ? years.title(ofRow: row) : numbers.string(years.year(atRow: row).year)
            yearTitles[row] = title
            return title
        }
    }

    /// The component of the years (left; right in right to left) and of the months (right; left).
    public static let yearComponent = 0
    public static let monthComponent = 1

    private let model: Model
    /// The id the segments are named after (`<ownerID>.year`, `<ownerID>.month`).
    private let ownerID: String

    /// Called when the user settles either segment, with the year row (of ``yearList``) and month
    /// (1-based) the header now points at, the year already carried when the month wrapped. The values may
    /// lie outside what the owner allows; the owner then moves the header back with
    /// ``show(yearRow:month:animated:)``.
    public var onPick: ((_ yearRow: Int, _ month: Int) -> Void)?

    /// - Parameters:
    ///   - ownerID: the calendar picker's id; the segments are `<ownerID>.year` and `<ownerID>.month`.
    ///   - years: the years offered, in the calendar's numbering.
    ///   - monthNames: one name per month of a year, the first month first.
    ///   - year: the year shown first, in `years`.
    ///   - month: the month shown first, 1 through the number of `monthNames`.
    ///   - locale: the locale whose digits write the years (nil: ASCII digits).
    /// - Throws: `PickerError.invalidConfiguration` when there are no month names or `year`/`month` are outside them.
    public convenience init(
        ownerID: String, years: ClosedRange<Int>, monthNames: [String], year: Int, month: Int, locale: Locale? = nil
    ) throws {
        try self.init(
            ownerID: ownerID, yearList: CalendarYears(numbers: years), monthNames: monthNames,
            yearRow: year - years.lowerBound, month: month, locale: locale)
    }

    /// A header over the rows of `yearList` showing `yearRow` and `month` (1-based), its year numbers in
    /// `locale`'s digits (nil: ASCII digits).
    /// - Throws: `PickerError.invalidConfiguration` when there are no month names or `yearRow`/`month` are outside them.
    public init(
        ownerID: String, yearList: CalendarYears, monthNames: [String], yearRow: Int, month: Int, locale: Locale? = nil
    ) throws {
        let years = yearList
        guard !monthNames.isEmpty else {
            throw PickerError.invalidConfiguration("calendar header '\(ownerID)': the calendar has no month names")
        }
        model = Model(years: years, monthNames: monthNames, locale: locale)
        self.ownerID = ownerID
        try super.init(id: "\(ownerID).header", dataSource: model, delegate: model, componentIdentifiers: ["year", "month"])
        cyclicComponents = [Self.monthComponent]
        try show(yearRow: yearRow, month: month, animated: false)
    }

    public override var kind: String { "MiniPicker" }

    /// The years offered, one per row.
    public var yearList: CalendarYears { model.years }
    /// The year numbers of the first and last rows (in the Japanese calendar the numbers restart with
    /// each era: use ``yearList``).
    public var years: ClosedRange<Int> {
        let first = model.years.year(atRow: 0).year, last = model.years.year(atRow: model.years.count - 1).year
        return min(first, last)...max(first, last)
    }
    /// The month names, first month first.
    public var monthNames: [String] { model.monthNames }

    /// The row of ``yearList`` the header shows (or is moving to).
    public var yearRow: Int { segments[Self.yearComponent].scroller.targetRow }
    /// The year number the header shows (or is moving to), in its era.
    public var year: Int { model.years.year(atRow: yearRow).year }
    /// The month (1-based) the header shows (or is moving to).
    public var month: Int { segments[Self.monthComponent].scroller.targetRow + 1 }

    /// Moves both segments to `year` and `month` (1-based) without reporting a user change; the month
    /// takes the short way round.
    /// - Throws: `PickerError.invalidConfiguration` when either lies outside the header's rows.
    public func show(year: Int, month: Int, animated: Bool) throws {
        let era = model.years.year(atRow: yearRow).era
        guard let row = model.years.row(of: CalendarYears.Year(era: era, year: year)) else {
            throw PickerError.invalidConfiguration("calendar header '\(ownerID)': year \(year) is not offered")
        }
        try show(yearRow: row, month: month, animated: animated)
    }

    /// Moves both segments to the year at `yearRow` of ``yearList`` and `month` (1-based) without
    /// reporting a user change; the month takes the short way round.
    /// - Throws: `PickerError.invalidConfiguration` when either lies outside the header's rows.
    public func show(yearRow: Int, month: Int, animated: Bool) throws {
        guard (0..<model.years.count).contains(yearRow) else {
            throw PickerError.invalidConfiguration("calendar header '\(ownerID)': year row \(yearRow) is outside 0..<\(model.years.count)")
        }
        guard (1...monthNames.count).contains(month) else {
            throw PickerError.invalidConfiguration("calendar header '\(ownerID)': month \(month) is outside 1...\(monthNames.count)")
        }
        if yearRow != self.yearRow { try selectRow(yearRow, inComponent: Self.yearComponent, animated: animated) }
        if month != self.month { try selectRow(month - 1, inComponent: Self.monthComponent, animated: animated) }
    }

    /// "Month and year", unless the app names the header.
    public override var defaultAccessibilityLabel: String { "Month and year" }

    /// "Year" and "Month".
    public override func defaultAccessibilityLabel(forComponent component: Int) -> String {
        component == Self.yearComponent ? "Year" : "Month"
    }

    public override func layoutID(ofComponent component: Int) -> String {
        "\(ownerID).\(componentIdentifier(component))"
    }

    override func didSettle(component: Int, row: Int) {
        let isUserChange = !input.isProgrammatic(component)
        super.didSettle(component: component, row: row)
        guard isUserChange else { return }
        var year = yearRow
        var month = self.month
        let years = model.years
        if component == Self.monthComponent, years.showsEra, let calendar = years.calendar {
            // Eras begin inside years: count the months on from the one the header showed, and name the
            // month the ribbon lands on by its own era and year (Shōwa 64 January, then Heisei 1 February).
            let distance = segments[component].scroller.lastSettleDistance
            let count = monthNames.count
            let previous = ((row - distance) % count + count) % count + 1
            if let shown = years.monthStart(ofMonth: previous, clampedInto: yearRow) {
                let landed = CalendarNavigation.monthStart(shown, addingMonths: distance, calendar: calendar)
                year = years.row(containing: landed) ?? (distance < 0 ? 0 : years.count - 1)
                month = calendar.component(.month, from: landed)
            }
        } else if component == Self.monthComponent {
            month = row + 1
            let count = monthNames.count
            let distance = segments[component].scroller.lastSettleDistance
            let previous = ((row - distance) % count + count) % count
            // Whole turns of the month ribbon (rounded down): each one is a year.
            let unwrapped = previous + distance
            year += unwrapped >= 0 ? unwrapped / count : -((count - 1 - unwrapped) / count)
        }
        onPick?(year, month)
    }
}
