import Foundation
import PickerInspection
import Testing
@testable import PickerCore

@Suite struct FormTableLayoutTests {
    /// The employee form's fields: name, email, started, ended, phone, marital status, address.
    static let fields: [FormFieldKind] = [.text, .text, .date, .date, .text, .text, .text]
    static let rowHeight = 44.0, pickerHeight = 216.0
    /// The default spring's angular frequency: critically damped with a 0.4 s response.
    static let omega = 2 * Double.pi / 0.4

    /// A critically damped spring from rest at 0 towards 1: `1 - (1 + w t) e^(-w t)`.
    static func opening(_ t: Double) -> Double { 1 - (1 + omega * t) * exp(-omega * t) }

    func layout() -> FormTableLayout {
        FormTableLayout(fieldCount: Self.fields.count, fieldRowHeight: Self.rowHeight, pickerRowHeight: Self.pickerHeight)
    }

    @Test func closedRowsAreTheFields() {
        let layout = layout()
        let rows = layout.rows(at: 3)
        #expect(rows.map(\.row) == (0..<7).map(FormTableRow.field))
        #expect(rows.map(\.minY) == (0..<7).map { Double($0) * 44 })
        #expect(layout.contentHeight(at: 3) == 7 * 44)
        #expect(!layout.isAnimating(at: 3))
    }

    /// 0.1 s after a tap the picker of field 2 is `1 - (1 + w 0.1) e^(-w 0.1)` open (w = 2π / 0.4):
    /// 0.4656 (computed apart in Python) of 216 points, and as opaque.
    @Test func openingMidAnimation() {
        var layout = layout()
        layout.setOpenPickerField(2, at: 1.0)
        let t = 1.1
        let openness = Self.opening(0.1)
        #expect(isClose(openness, 0.465583948701782, within: 1e-12))
        let rows = layout.rows(at: t)
        #expect(rows.count == 8)
        #expect(rows[3].row == .picker(forField: 2))
        #expect(rows[3].minY == 3 * 44)
        #expect(isClose(rows[3].height, 216 * openness, within: 1e-9))
        #expect(isClose(rows[3].opacity, openness, within: 1e-12))
        #expect(rows[4].row == .field(3))
        #expect(isClose(rows[4].minY, 3 * 44 + 216 * openness, within: 1e-9))
        #expect(isClose(layout.contentHeight(at: t), 7 * 44 + 216 * openness, within: 1e-9))
        #expect(layout.isAnimating(at: t))
        // At the moment of the tap nothing has moved yet.
        #expect(layout.rows(at: 1.0).map(\.height) == [44, 44, 44] + [44, 44, 44, 44])
    }

    /// An opening ends at the first moment its row is within the scrollers' resting distance of its full
    /// height and slower than their resting speed (0.1 point, 2 points a second): no frames for motion
    /// that no longer shows. From rest that is where `216 (1 + w t) e^(-w t)` falls to 0.1 point (its
    /// speed, `216 w^2 t e^(-w t)`, is then under 2 points a second): t = 0.6419 s (bisected apart).
    @Test func openingEndsWhenItsMotionNoLongerShows() {
        var layout = layout()
        layout.setOpenPickerField(2, at: 0)
        let left = { (t: Double) in 216 * (1 + Self.omega * t) * exp(-Self.omega * t) }
        let speed = { (t: Double) in 216 * Self.omega * Self.omega * t * exp(-Self.omega * t) }
        #expect(isClose(left(0.6419), 0.1, within: 1e-3))
        #expect(speed(0.6419) < 2)
        #expect(layout.isAnimating(at: 0.640))
        #expect(layout.pickerHeight(ofField: 2, at: 0.640) < 216 - 0.1)
        #expect(!layout.isAnimating(at: 0.644))
        #expect(layout.pickerHeight(ofField: 2, at: 0.644) == 216)
        // Closing again from rest ends the same way, and the row is then gone.
        layout.setOpenPickerField(nil, at: 1)
        #expect(layout.isAnimating(at: 1.640))
        #expect(!layout.isAnimating(at: 1.644))
        #expect(layout.rows(at: 1.644).count == 7)
    }

    @Test func openAtRestAndClosedAgain() {
        var layout = layout()
        layout.setOpenPickerField(3, at: 0)
        #expect(layout.pickerHeight(ofField: 3, at: 5) == 216)
        #expect(layout.contentHeight(at: 5) == 7 * 44 + 216)
        #expect(!layout.isAnimating(at: 5))
        layout.setOpenPickerField(nil, at: 5)
        // Closing from rest: 216 (1 + w t) e^(-w t) left after t.
        let left = 1 - Self.opening(0.05)
        #expect(isClose(layout.pickerHeight(ofField: 3, at: 5.05), 216 * left, within: 1e-9))
        #expect(layout.rows(at: 5.05).count == 8)  // still drawn while it shrinks
        layout.removeFinished(at: 5.05)
        #expect(layout.rows(at: 5.05).count == 8)
        layout.removeFinished(at: 7)
        #expect(layout.rows(at: 7).count == 7)
        #expect(layout.contentHeight(at: 7) == 7 * 44)
    }

    /// Move down (field 2's picker closes, field 3's opens): both springs start from rest, so the closing
    /// height and the opening one add up to 216 at every moment: the content height stays the same and
    /// the rows below both pickers do not move. Field 3's row slides up by the closing picker's loss.
    @Test func movingDownKeepsTheRowsBelowStill() throws {
        var layout = layout()
        layout.setOpenPickerField(2, at: 0, animated: false)
        layout.setOpenPickerField(3, at: 2)
        for t in stride(from: 2.0, through: 2.6, by: 0.05) {
            let opened = Self.opening(t - 2)
            let rows = layout.rows(at: t)
            let closing = try #require(rows.first { $0.row == .picker(forField: 2) })
            #expect(isClose(closing.height, 216 * (1 - opened), within: 1e-9))
            let field3 = try #require(rows.first { $0.row == .field(3) })
            #expect(isClose(field3.minY, 3 * 44 + 216 * (1 - opened), within: 1e-9))
            let phone = try #require(rows.first { $0.row == .field(4) })
            #expect(isClose(phone.minY, 4 * 44 + 216, within: 1e-9))
            #expect(isClose(layout.contentHeight(at: t), 7 * 44 + 216, within: 1e-9))
        }
    }

    /// Move up (field 3's picker closes, field 2's opens): field 3's row slides down by the opening picker's gain.
    @Test func movingUpSlidesTheRowBetweenDown() {
        var layout = layout()
        layout.setOpenPickerField(3, at: 0, animated: false)
        layout.setOpenPickerField(2, at: 2)
        let rows = layout.rows(at: 2.1)
        #expect(rows.map(\.row) == [.field(0), .field(1), .field(2), .picker(forField: 2), .field(3), .picker(forField: 3), .field(4), .field(5), .field(6)])
        #expect(isClose(rows[4].minY, 3 * 44 + 216 * Self.opening(0.1), within: 1e-9))
        #expect(isClose(rows[6].minY, 4 * 44 + 216, within: 1e-9))
    }

    /// A second tap mid-opening reverses from where the picker is, at the speed it had: the closed-form
    /// critically damped spring `(a + b t) e^(-w t)` with `a` the openness and `b = v + w a`.
    @Test func interruptedOpeningReversesSmoothly() {
        var layout = layout()
        layout.setOpenPickerField(2, at: 0)
        let a = Self.opening(0.1)
        let v = Self.omega * Self.omega * 0.1 * exp(-Self.omega * 0.1)  // d/dt of the opening curve
        let before = layout.pickerHeight(ofField: 2, at: 0.1)
        layout.setOpenPickerField(nil, at: 0.1)
        #expect(isClose(layout.pickerHeight(ofField: 2, at: 0.1), before, within: 1e-9))
        let t = 0.05
        let expected = (a + (v + Self.omega * a) * t) * exp(-Self.omega * t)
        #expect(isClose(layout.openness(ofField: 2, at: 0.1 + t), expected, within: 1e-12))
        // It keeps opening a little before it turns (the speed it had), then closes.
        #expect(layout.openness(ofField: 2, at: 0.11) > a)
        #expect(layout.openness(ofField: 2, at: 1) < 0.01)
    }

    /// Over random sessions of changes at random times: no row ever jumps at a change (the layout just
    /// before and just after are the same), the table's rows are always among the laid-out rows in
    /// order, and nothing is negative or taller than a full row.
    @Test func randomSessionsNeverJump() {
        var rng = SplitMix64(seed: 0xF0_2026)
        var failures: [String] = []
        for session in 0..<200 {
            let count = Int.random(in: 1...9, using: &rng)
            let fields: [FormFieldKind] = (0..<count).map { _ in Bool.random(using: &rng) ? .date : .text }
            var table = FormTableModel(fields: fields)
            var layout = FormTableLayout(fieldCount: count, fieldRowHeight: 40, pickerRowHeight: 200)
            var time = 0.0
            for step in 0..<30 {
                time += Double.random(in: 0...0.4, using: &rng)
                let before = layout.rows(at: time)
                table.selectRow(Int.random(in: 0..<table.numberOfRows, using: &rng))
                layout.setOpenPickerField(table.openPickerField, at: time)
                let after = layout.rows(at: time)
                let jumped = zip(before.map(\.maxY), after.map(\.maxY)).contains { abs($0 - $1) > 0.2 + 1e-9 }
                let visible = before.filter { $0.height > 0.2 }.map(\.row) == after.filter { $0.height > 0.2 }.map(\.row)
                if jumped || !visible { failures.append("session \(session) step \(step): a row jumped") }
                let later = layout.rows(at: time + 0.5)
                let logical = (0..<table.numberOfRows).map(table.row(at:))
                if !isSubsequence(logical, of: later.map(\.row)) { failures.append("session \(session) step \(step): rows \(logical) not laid out") }
                if later.contains(where: { $0.height < 0 || $0.height > 200 || $0.opacity < 0 || $0.opacity > 1 }) {
                    failures.append("session \(session) step \(step): a height or opacity out of range")
                }
                layout.removeFinished(at: time)
            }
        }
        #expect(failures.isEmpty, "\(failures.prefix(5).joined(separator: "\n"))")
    }

    @Test func rowAtY() {
        var layout = layout()
        layout.setOpenPickerField(2, at: 0, animated: false)
        #expect(layout.row(atY: 10, at: 1)?.row == .field(0))
        #expect(layout.row(atY: 3 * 44 + 100, at: 1)?.row == .picker(forField: 2))
        #expect(layout.row(atY: 3 * 44 + 216 + 1, at: 1)?.row == .field(3))
        #expect(layout.row(atY: 7 * 44 + 216, at: 1) == nil)
    }
}

private func isSubsequence<T: Equatable>(_ small: [T], of large: [T]) -> Bool {
    var index = large.startIndex
    for item in small {
        guard let found = large[index...].firstIndex(of: item) else { return false }
        index = found + 1
    }
    return true
}
