import Foundation
import PickerInspection
import Testing
@testable import PickerCore

/// Whatever rows the wheels stop on, the resolution is an allowed date within the limits that the wheels
/// can show, and resolving it again changes nothing.
@Suite("Date picker resolution properties")
struct DatePickerPropertyTests {
    @Test(arguments: DatePickerMode.allCases)
    func everyResolutionIsAllowedAndStable(mode: DatePickerMode) throws {
        var random = SplitMix64(seed: 1776 + UInt64(mode.hashValue & 0xff))
        for locale in ["en_US", "nl_NL", "ja_JP"] {
            let m = try IndependenceDay.model(mode: mode, locale: locale)
            try m.setMinuteInterval([1, 5, 15][Int(random.next() % 3)])
            for _ in 0..<400 {
                let rows = m.columns.map { Int(random.next() % UInt64($0.rowCount)) }
                let r = m.resolve(rows: rows)
                #expect(r.rows == m.rows(for: r.date) || mode == .countDownTimer)
                if mode != .countDownTimer {
                    #expect(r.date >= IndependenceDay.minimum && r.date <= IndependenceDay.maximum, "\(locale) \(mode) \(rows)")
                }
                for column in m.columns.indices {
                    #expect(m.isRowEnabled(r.rows[column], inColumn: column, rows: r.rows), "\(locale) \(mode) \(rows) -> \(r.rows)")
                }
                m.commit(r)
                let again = m.resolve(rows: r.rows)
                #expect(again.rows == r.rows && again.adjustment == .none && again.date == r.date)
            }
        }
    }
}
