import Foundation
import PickerCore
import PickerTestSupport
import Testing
@testable import PickerWidgets

/// With the theme's reduced motion on, every animation of the widgets ends within
/// ``ScrollTuning/reducedMotionDuration`` (plus a frame), and what the user gets is unchanged.
@Suite("Reduced motion")
struct ReducedMotionWidgetTests {
    static var reduced: Theme {
        var theme = Theme.light
        theme.prefersReducedMotion = true
        return theme
    }

    /// One reduced animation's budget: its duration plus one frame at 60 Hz.
    static let budget = ScrollTuning.reducedMotionDuration + 1.0 / 60

    @Test func aMiniPickersSelectRowAndStepsEndWithinTheBudget() throws {
        let source = CountingSource(rows: 20)
        let picker = try MiniPicker(id: "p", dataSource: source, delegate: source)
        let h = PickerHarness(picker)
        h.retainedSource = source
        h.root.rootTheme = Self.reduced  // a theme changed after the widget was attached reaches it too
        try picker.selectRow(12, inComponent: 0, animated: true)
        #expect(h.secondsUntilRest(from: 1) <= Self.budget)
        #expect(picker.selectedRow(inComponent: 0) == 12 && h.changes.isEmpty)
        h.root.setFocus(picker)
        h.key(.right, at: 2)
        #expect(h.secondsUntilRest(from: 2) <= Self.budget)
        #expect(picker.selectedRow(inComponent: 0) == 13 && h.changes.count == 1)
    }

    @Test func aWheelsSelectRowEndsWithinTheBudget() throws {
        let source = WheelSource(rows: [100])
        let picker = try WheelPicker(id: "w", dataSource: source, delegate: source)
        let h = WheelHarness(picker, theme: Self.reduced)
        h.retainedSource = source
        try picker.selectRow(70, inComponent: 0, animated: true)
        #expect(h.secondsUntilRest(from: 1) <= Self.budget)
        #expect(picker.selectedRow(inComponent: 0) == 70)
    }

    @Test func aWheelFlingNeverPassesItsRowAndLandsWhereItWouldWithFullMotion() throws {
        func fling(_ theme: Theme) throws -> (WheelHarness, [Double]) {
            let source = WheelSource(rows: [100])
            let picker = try WheelPicker(id: "w", dataSource: source, delegate: source)
            try picker.selectRow(50, inComponent: 0, animated: false)
            let h = WheelHarness(picker, theme: theme)
            h.retainedSource = source
            h.down(160, 160, at: 0)
            for i in 1...6 { h.move(160, 160 - Double(i) * 20, at: Double(i) * 0.01) }
            h.up(160, 40, at: 0.06)
            var positions: [Double] = []
            _ = h.secondsUntilRest(from: 0.06) {
                let p = picker.components[0].model.position
                positions.append(Double(p.row) + p.fraction)
            }
            return (h, positions)
        }
        let (reduced, positions) = try fling(Self.reduced)
        let (full, _) = try fling(.light)
        let rest = try #require(positions.last)
        #expect(rest == Double(reduced.picker.selectedRow(inComponent: 0) ?? -1))
        #expect(zip(positions, positions.dropFirst()).allSatisfy { $1 >= $0 && $1 <= rest }, "monotonic, never past its row")
        #expect(reduced.picker.selectedRow(inComponent: 0) == full.picker.selectedRow(inComponent: 0))
        #expect(reduced.changes.count == 1)
    }

    @Test func aDatePickerDraggedPastItsMaximumStillScrollsBackAndReportsOnce() throws {
        let picker = try DatePicker(
            id: "independence", mode: .date, date: Independence.minimum, locale: Locale(identifier: "en_US"),
            timeZone: Independence.zone, minimumDate: Independence.minimum, maximumDate: Independence.maximum)
        let h = DateHarness(picker, theme: Self.reduced)
        h.turn(.year, by: 3, at: 0)  // 1773 -> 1776: after 4 July 1776
        let release = h.now
        // The year's snap, then the scroll-back: two reduced animations.
        #expect(h.secondsUntilRest(from: release) <= 2 * Self.budget)
        #expect(picker.date == Independence.maximum)
        #expect(h.changes.count == 1 && h.changes.first?["scrolledBack"] == .string("maximum"))
        picker.setDate(testDate("1775-04-19 12:00:00 -0500"), animated: true)
        #expect(h.secondsUntilRest(from: h.now + 1) <= Self.budget)
        #expect(h.changes.count == 1)
    }

    @Test func theCalendarsMonthSlideEndsWithinTheBudget() throws {
        let h = try WidgetHarness<CalendarPicker>()
        h.root.rootTheme = Self.reduced
        h.picker.showMonth(containing: day(2027, 3, 1), animated: true)
        #expect(h.secondsUntilRest(from: 1) <= Self.budget)
        #expect(h.shownMonth == "2027-03")
        #expect(h.header.year == 2027 && h.header.month == 3)
    }

    @Test func aFormsPickerRowOpensAndClosesWithinTheBudget() throws {
        let h = try SamplePerson.harness(theme: Self.reduced)
        h.tapRow(PersonField.started, at: 1, settle: 0)
        #expect(h.table.openPickerField == PersonField.started)
        #expect(h.secondsUntilRest(from: h.now) <= Self.budget)
        h.tapRow(PersonField.started, at: 3, settle: 0)
        #expect(h.table.openPickerField == nil)
        #expect(h.secondsUntilRest(from: h.now) <= Self.budget)
    }
}

extension WidgetHarness {
    /// Ticks the root at 120 Hz from `start` until nothing animates (at most 5 s), calling `observe` after
    /// each tick; returns the seconds that took.
    @discardableResult
    func secondsUntilRest(from start: Double, observe: (() -> Void)? = nil) -> Double {
        var frame = 0
        var time = start
        root.tick(now: start)
        observe?()
        while root.isAnimating && frame < 600 {
            frame += 1
            time = start + Double(frame) / 120
            root.tick(now: time)
            observe?()
        }
        now = max(now, time)
        return time - start
    }
}
