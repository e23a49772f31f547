import Foundation
import PickerCore

/// A mini picker of the years in a range, written without grouping ("2026", not "2,026") in a locale's
/// digits ("٢٠٢٦" in ar_EG), as the calendar's header writes them.
public final class YearMiniPicker: MiniPicker {
    private final class Years: MiniPickerDataSource, MiniPickerDelegate {
        let years: ClosedRange<Int>
        let numbers: LocalizedNumbers
        init(years: ClosedRange<Int>, locale: Locale?) {
            self.years = years
            numbers = LocalizedNumbers(locale: locale)
        }
        func numberOfComponents(in miniPicker: MiniPicker) -> Int { 1 }
        func miniPicker(_ miniPicker: MiniPicker, numberOfRowsInComponent component: Int) -> Int { years.count }
        func miniPicker(_ miniPicker: MiniPicker, titleForRow row: Int, forComponent component: Int) -> String? {
            row >= 0 && row < years.count ? numbers.string(years.lowerBound + row) : nil
        }
    }

    private let model: Years

    /// The years offered, e.g. `1900...2100`.
    public var years: ClosedRange<Int> { model.years }

    /// A mini picker of `years` with `year` selected.
    /// - Parameters:
    ///   - id: the picker's id.
    ///   - years: the years offered, e.g. `1900...2100`.
    ///   - year: the selected year.
    ///   - locale: the locale whose digits write the years; nil writes ASCII digits.
    ///   - isCyclic: whether the last year runs on to the first.
    /// - Throws: `PickerError.invalidConfiguration` when `year` lies outside `years`.
    public init(id: String = "year", years: ClosedRange<Int>, year: Int, locale: Locale? = nil, isCyclic: Bool = false) throws {
        model = Years(years: years, locale: locale)
        try super.init(id: id, dataSource: model, delegate: model, isCyclic: isCyclic, componentIdentifiers: ["year"])
        titlesModel = model
        try setYear(year, animated: false)
    }

    /// "Year", unless the app names the picker (``Widget/accessibilityLabel``).
    public override var defaultAccessibilityLabel: String { "Year" }

    /// The selected year.
    public var year: Int { years.lowerBound + (selectedRow(inComponent: 0) ?? 0) }

    /// Selects `year` without reporting it as a user change.
    public func setYear(_ year: Int, animated: Bool) throws {
        guard years.contains(year) else {
            throw PickerError.invalidConfiguration("year mini picker '\(id)': year \(year) is outside \(years.lowerBound)...\(years.upperBound)")
        }
        try selectRow(year - years.lowerBound, inComponent: 0, animated: animated)
    }
}
