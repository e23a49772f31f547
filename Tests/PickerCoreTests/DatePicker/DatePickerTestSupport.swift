import Foundation
import PickerTestSupport
@testable import PickerCore

/// Dates written as `Date`'s description writes them: "1773-12-16 12:00:00 -0500".
func instant(_ text: String) -> Date { testDate(text) }

/// The Independence Day picker: `date` mode from the Boston Tea Party to Independence Day.
enum IndependenceDay {
    static let minimum = IndependenceDayLimits.minimum
    static let maximum = IndependenceDayLimits.maximum
    static let zone = IndependenceDayLimits.zone

    static func model(mode: DatePickerMode = .date, locale: String = "en_US") throws -> DatePickerModel {
        try DatePickerModel(
            mode: mode, date: minimum, locale: Locale(identifier: locale), timeZone: zone,
            minimumDate: minimum, maximumDate: maximum)
    }
}

extension DatePickerModel {
    var kinds: [DatePickerColumn.Kind] { columns.map(\.kind) }

    /// The rows of the committed date with some columns changed, by kind.
    func rows(_ changes: [DatePickerColumn.Kind: Int]) -> [Int] {
        var rows = selectedRows
        for (kind, row) in changes { if let index = column(of: kind) { rows[index] = row } }
        return rows
    }

    /// "1776-07-04 12:00" in the model's time zone.
    func wallClock(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.calendar = Calendar(identifier: .gregorian)
        formatter.timeZone = timeZone
        formatter.dateFormat = "yyyy-MM-dd HH:mm"
        return formatter.string(from: date)
    }

    /// The enabled rows of the column of `kind` with the wheels on the committed date.
    func enabledRows(_ kind: DatePickerColumn.Kind, rows: [Int]? = nil) -> [Int] {
        guard let index = column(of: kind) else { return [] }
        return (0..<columns[index].rowCount).filter { isRowEnabled($0, inColumn: index, rows: rows ?? selectedRows) }
    }
}
