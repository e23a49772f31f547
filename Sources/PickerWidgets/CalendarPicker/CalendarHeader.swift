import Foundation
import PickerCore

/// The year and month mini pickers on top of a calendar picker: two segments of one rounded field with a
/// divider (seed 000). The month segment is cyclic and carries the year: scrolling from December on to
/// January moves the year on by one, and back again.
///
/// Years are the calendar's year numbers in ``years`` (one row each, written without grouping in the
/// digits of the locale given, "٢٠٢٦" in ar_EG); months
/// are the calendar's stand-alone month names. The header shows what the grid shows; the calendar picker
/// listens to ``onPick`` and keeps both in step.
public final class CalendarHeader: MiniPicker {
    private final class Model: MiniPickerDataSource, MiniPickerDelegate {
        let years: ClosedRange<Int>
        let monthNames: [String]
        let numbers: LocalizedNumbers

        init(years: ClosedRange<Int>, monthNames: [String], locale: Locale?) {
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
                return row >= 0 && row < years.count ? numbers.string(years.lowerBound + row) : nil
            }
            return monthNames.indices.contains(row) ? monthNames[row] : nil
        }
    }

    /// The component of the years (left; right in right to left) and of the months (right; left).
    public static let yearComponent = 0
    public static let monthComponent = 1

    private let model: Model
    /// The id the segments are named after (`<ownerID>.year`, `<ownerID>.month`).
    private let ownerID: String

    /// Called when the user settles either segment, with the year and month (1-based) the header now
    /// points at, the year already carried when the month wrapped. The values may lie outside what the
    /// owner allows; the owner then moves the header back with ``show(year:month:animated:)``.
    public var onPick: ((_ year: Int, _ month: Int) -> Void)?

    /// - Parameters:
    ///   - ownerID: the calendar picker's id; the segments are `<ownerID>.year` and `<ownerID>.month`.
    ///   - years: the years offered, in the calendar's numbering.
    ///   - monthNames: one name per month of a year, the first month first.
    ///   - locale: the locale whose digits write the years (nil: ASCII digits).
    /// - Throws: `PickerError.invalidConfiguration` when there are no month names or `year`/`month` are outside them.
    public init(ownerID: String, years: ClosedRange<Int>, monthNames: [String], year: Int, month: Int, locale: Locale? = nil) throws {
        guard !monthNames.isEmpty else {
            throw PickerError.invalidConfiguration("calendar header '\(ownerID)': the calendar has no month names")
        }
        model = Model(years: years, monthNames: monthNames, locale: locale)
        self.ownerID = ownerID
        try super.init(id: "\(ownerID).header", dataSource: model, delegate: model, componentIdentifiers: ["year", "month"])
        cyclicComponents = [Self.monthComponent]
        try show(year: year, month: month, animated: false)
    }

    public override var kind: String { "MiniPicker" }

    /// The years offered.
    public var years: ClosedRange<Int> { model.years }
    /// The month names, first month first.
    public var monthNames: [String] { model.monthNames }

    /// The year the header shows (or is moving to).
    public var year: Int { years.lowerBound + (segments[Self.yearComponent].scroller.targetRow) }
    /// The month (1-based) the header shows (or is moving to).
    public var month: Int { segments[Self.monthComponent].scroller.targetRow + 1 }

    /// Moves both segments to `year` and `month` (1-based) without reporting a user change; the month
    /// takes the short way round.
    /// - Throws: `PickerError.invalidConfiguration` when either lies outside the header's rows.
    public func show(year: Int, month: Int, animated: Bool) throws {
        guard years.contains(year) else {
            throw PickerError.invalidConfiguration("calendar header '\(ownerID)': year \(year) is outside \(years.lowerBound)...\(years.upperBound)")
        }
        guard (1...monthNames.count).contains(month) else {
            throw PickerError.invalidConfiguration("calendar header '\(ownerID)': month \(month) is outside 1...\(monthNames.count)")
        }
        if year != self.year { try selectRow(year - years.lowerBound, inComponent: Self.yearComponent, animated: animated) }
        if month != self.month { try selectRow(month - 1, inComponent: Self.monthComponent, animated: animated) }
    }

    public override func layoutID(ofComponent component: Int) -> String {
        "\(ownerID).\(componentIdentifier(component))"
    }

    override func didSettle(component: Int, row: Int) {
        let isUserChange = !segments[component].isProgrammatic
        super.didSettle(component: component, row: row)
        guard isUserChange else { return }
        var year = self.year
        var month = self.month
        if component == Self.monthComponent {
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
