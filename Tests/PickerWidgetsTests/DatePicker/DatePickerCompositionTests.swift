import Foundation
import PickerCore
import PickerTestSupport
import Testing
@testable import PickerWidgets

/// The date picker contains its wheels and reports only committed dates: these fail if it became a
/// wheel picker again (its rows reported raw, its wheels reachable, programmatic changes reported).
@Suite("Date picker composition and its one callback")
struct DatePickerCompositionTests {
    /// The dates `onValueChanged` gave, with the committed date the picker held at each call.
    final class Calls {
        var values: [Date] = []
        var committed: [Date] = []
    }

    private func listen(_ picker: DatePicker) -> Calls {
        let calls = Calls()
        picker.onValueChanged = { [unowned picker] date in
            calls.values.append(date)
            calls.committed.append(picker.date)
        }
        return calls
    }

    @Test func aDragPastTheMaximumReportsTheClampedDateOnce() throws {
        let h = try Independence.harness()
        let calls = listen(h.picker)
        h.turn(.year, by: 3, at: 0)  // December 16, 1776: after July 4, 1776; the wheels stop on 1776 first
        #expect(calls.values.isEmpty, "nothing before the wheels stop")
        h.run(until: h.now + 0.1)
        #expect(calls.values.isEmpty, "nothing for the rows the wheels stopped on before scrolling back")
        h.settle()
        #expect(calls.values == [Independence.maximum] && calls.committed == [Independence.maximum])
        #expect(h.picker.wheels.components.map(\.model.selectedRow) == [6, 3, 3])
        // Settled: more frames report nothing more.
        h.run(until: h.now + 2)
        #expect(calls.values.count == 1 && h.changes.count == 1)
    }

    @Test func everyCallIsAnAllowedNewDateAndNeverARawRow() throws {
        let h = try Independence.harness()
        let calls = listen(h.picker)
        h.turn(.month, by: -1, at: 0)  // November 1773: before the minimum, back to it: no change at all
        h.settle()
        #expect(calls.values.isEmpty, "back on the committed date: nothing to report")
        h.turn(.day, by: 2, at: h.now + 1)  // December 18, 1773
        h.settle()
        h.turn(.month, by: 2, at: h.now + 1)  // February 18, 1773 (the month wheel wraps): back to the minimum
        h.settle()
        h.turn(.year, by: 1, at: h.now + 1)  // December 16, 1774
        h.settle()
        #expect(calls.values.map(h.wallClock) == ["1773-12-18 12:00", "1773-12-16 12:00", "1774-12-16 12:00"])
        #expect(calls.values == calls.committed && calls.values.count == h.changes.count)
    }

    @Test func setDateAndSettingsAreNotReported() throws {
        let h = try Independence.harness()
        let calls = listen(h.picker)
        h.picker.setDate(testDate("1775-04-19 12:00:00 -0500"), animated: true)
        h.settle()
        h.picker.setDate(testDate("1800-01-01 12:00:00 -0500"), animated: false)  // clamped to the maximum
        #expect(h.picker.date == Independence.maximum)
        try h.picker.setMaximumDate(testDate("1776-01-01 12:00:00 -0500"))  // clamps the date again
        h.picker.datePickerMode = .dateAndTime
        try h.picker.setMinuteInterval(15)
        h.picker.countDownDuration = 600
        h.settle()
        #expect(calls.values.isEmpty && h.changes.isEmpty)
    }

    @Test func aCountDownChangeIsReportedOnceWithTheDateUnchanged() throws {
        let h = try Independence.harness(mode: .countDownTimer)
        let calls = listen(h.picker)
        h.turn(.hours, by: 2, at: 0)
        h.settle()
        #expect(calls.values == [Independence.minimum] && h.picker.countDownDuration == 2 * 3600 + 60)
    }

    @Test func theWheelsAreAPrivatePartNotAChild() throws {
        let h = try Independence.harness()
        let widget: Widget = h.picker
        #expect(!(widget is WheelPicker), "a date picker is not a wheel picker")
        #expect(h.picker.children.isEmpty && !h.root.subtree.contains { $0 is WheelPicker })
        // Hit testing, the Tab order and the keyboard focus meet the date picker, not its wheels.
        #expect(h.root.hitTest(Point(x: h.x(of: .day), y: 108)) === h.picker)
        #expect(h.root.focusOrder.map(\.id) == ["independence"] && h.root.focusOrder.first === h.picker)
        h.key(.tab, at: 0)
        #expect(h.root.focusedWidget === h.picker)
        // The wheels draw the focus ring while the date picker has the focus.
        let ring = h.draw().commands.contains {
            if case .strokeRoundedRect(_, _, _, let color) = $0 { color == h.root.theme.focusRing } else { false }
        }
        #expect(ring)
        h.root.setFocus(nil)
        #expect(!h.draw().commands.contains {
            if case .strokeRoundedRect(_, _, _, let color) = $0 { color == h.root.theme.focusRing } else { false }
        })
    }

    @Test func theLayoutDumpListsTheColumnsAsTheDatePickersParts() throws {
        let h = try Independence.harness(locale: "he_IL")
        let node = h.picker.layoutNode()
        #expect(node.children.map(\.kind) == ["WheelComponent", "WheelComponent", "WheelComponent"])
        #expect(node.children.map(\.id) == ["independence.day", "independence.month", "independence.year"])
        #expect(node.children.allSatisfy { $0.extra.contains { $0.0 == "direction" && $0.1 == .string("rightToLeft") } })
        #expect(node.node(withID: "independence.day")?.frame == h.picker.wheels.frame(ofComponent: 0))
    }
}
