import Foundation
import PickerCore

/// A mini picker of the months of a year, named by Foundation for a locale and calendar
/// (`nl_NL` gives "jan.", "feb.", "mrt." ...). Month numbers are 1-based, as in `DateComponents`.
public final class MonthMiniPicker: MiniPicker {
    /// How month names are written.
    public enum NameStyle: Sendable {
        /// "nov." (the calendar's short stand-alone symbols).
        case abbreviated
        /// "november".
        case full
    }

    private final class Names: MiniPickerDataSource, MiniPickerDelegate {
        var names: [String]
        init(names: [String]) { self.names = names }
        func numberOfComponents(in miniPicker: MiniPicker) -> Int { 1 }
        func miniPicker(_ miniPicker: MiniPicker, numberOfRowsInComponent component: Int) -> Int { names.count }
        func miniPicker(_ miniPicker: MiniPicker, titleForRow row: Int, forComponent component: Int) -> String? {
            names.indices.contains(row) ? names[row] : nil
        }
    }

    private let names: Names
    public let locale: Locale
    public let calendar: Calendar

    /// A mini picker of `calendar`'s month names in `locale`'s language.
    /// - Parameters:
    ///   - id: the picker's id.
    ///   - locale: the language of the month names.
    ///   - calendar: the calendar whose months are shown (its number of months and their names).
    ///   - month: the selected month, 1 through the number of months of `calendar`.
    ///   - style: abbreviated ("Nov") or full ("November") names.
    ///   - isCyclic: whether the months wrap round, December running on to January.
    /// - Throws: `PickerError.invalidConfiguration` when `month` does not exist in `calendar`.
    public init(id: String = "month", locale: Locale, calendar: Calendar = Calendar(identifier: .gregorian), month: Int, style: NameStyle = .abbreviated, isCyclic: Bool = false) throws {
        var calendar = calendar
        calendar.locale = locale
        self.locale = locale
        self.calendar = calendar
        localeDirection = LayoutDirection(locale: locale)
        names = Names(names: style == .abbreviated ? calendar.shortStandaloneMonthSymbols : calendar.standaloneMonthSymbols)
        try super.init(id: id, dataSource: names, delegate: names, isCyclic: isCyclic, componentIdentifiers: ["month"])
        titlesModel = names
        try setMonth(month, animated: false)
    }

    /// The direction of ``locale``'s language: a Hebrew or Arabic month picker is mirrored.
    public override var naturalLayoutDirection: LayoutDirection? { localeDirection }
    /// "Month", unless the app names the picker (``Widget/accessibilityLabel``).
    public override var defaultAccessibilityLabel: String { "Month" }
    private let localeDirection: LayoutDirection

    /// The selected month, 1-based.
    public var month: Int { (selectedRow(inComponent: 0) ?? 0) + 1 }

    /// The month names, January first.
    public var monthNames: [String] { names.names }

    /// Selects `month` (1-based) without reporting it as a user change.
    public func setMonth(_ month: Int, animated: Bool) throws {
        guard (1...names.names.count).contains(month) else {
            throw PickerError.invalidConfiguration("month mini picker '\(id)': month \(month) is outside 1...\(names.names.count)")
        }
        try selectRow(month - 1, inComponent: 0, animated: animated)
    }
}
