import Foundation
import PickerCore
import PickerTestSupport
import Testing
@testable import PickerWidgets

@Suite("Mini picker input")
struct MiniPickerInputTests {
    func makeHarness(rows: Int = 10, selected: Int = 5, cyclic: Bool = false) throws -> (PickerHarness, CountingSource) {
        let source = CountingSource(rows: rows)
        let picker = try MiniPicker(id: "p", dataSource: source, delegate: source, isCyclic: cyclic)
        try picker.selectRow(selected, inComponent: 0, animated: false)
        let harness = PickerHarness(picker)
        harness.retainedSource = source
        return (harness, source)
    }

    @Test func dragFollowsThePointerOneToOne() throws {
        let (h, _) = try makeHarness()
        h.down(200, at: 0)
        h.move(150, at: 0.1)
        let position = h.picker.segments[0].scroller.position
        // 50 pt to the left in a 200 pt wide item = a quarter row forwards.
        #expect(position.row == 5 && abs(position.fraction - 0.25) < 1e-12)
    }

    @Test func slowReleaseSnapsToTheNearestItemAndReportsOnce() throws {
        let (h, source) = try makeHarness()
        h.down(200, at: 0)
        h.move(150, at: 0.5)
        h.move(70, at: 1.0)   // 130 pt = 0.65 row
        h.up(70, at: 1.5)     // held still before release: no fling
        h.run(until: 3)
        #expect(h.picker.selectedRow(inComponent: 0) == 6)
        #expect(h.picker.segments[0].scroller.position == ScrollPosition(row: 6, fraction: 0))
        #expect(source.selections.count == 1)
        #expect(source.selections.first?.row == 6 && source.selections.first?.component == 0)
        #expect(h.changes.count == 1)
        #expect(h.changes.first?["row"] == .int(6))
        #expect(h.changes.first?["value"] == .string("row 6"))
    }

    @Test func aDragThatSettlesBackReportsNothing() throws {
        let (h, source) = try makeHarness()
        h.down(200, at: 0)
        h.move(170, at: 0.5)
        h.up(170, at: 1.0)
        h.run(until: 3)
        #expect(h.picker.selectedRow(inComponent: 0) == 5)
        #expect(source.selections.isEmpty && h.changes.isEmpty)
    }

    @Test func aFlingCarriesOnAndLandsExactlyOnAnItem() throws {
        let (h, _) = try makeHarness(rows: 1000, selected: 500)
        h.down(280, at: 0)
        for i in 1...6 { h.move(280 - Double(i) * 30, at: Double(i) * 0.01) }
        h.up(100, at: 0.06)   // 3000 pt/s to the left = 15 rows/s forwards
        h.run(until: 6)
        let position = h.picker.segments[0].scroller.position
        #expect(position.fraction == 0)
        #expect(position.row > 502)   // momentum carried it past where the finger let go
        #expect(h.picker.selectedRow(inComponent: 0) == position.row)
        #expect(h.changes.count == 1)
    }

    @Test func aDragKeepsGoingOutsideTheWidgetUntilRelease() throws {
        let (h, _) = try makeHarness()
        h.down(200, at: 0)
        h.move(200, 400, at: 0.5)    // far below the field
        h.move(-280, 400, at: 1.0)   // and past the window's left edge: 480 pt = 2.4 rows forwards
        #expect(h.root.capturedPointerCount == 1)
        h.up(-280, 400, at: 1.5)
        h.run(until: 3)
        #expect(h.picker.selectedRow(inComponent: 0) == 7)
        #expect(h.changes.count == 1)
        #expect(h.root.capturedPointerCount == 0)
    }

    @Test func chevronClicksStepOneItemAnimated() throws {
        let (h, _) = try makeHarness()
        h.down(110, at: 0)
        h.up(110, at: 0.05)
        h.run(until: 0.1)
        #expect(h.picker.segments[0].scroller.isAnimating)   // animated, not a jump
        h.run(until: 2)
        #expect(h.picker.selectedRow(inComponent: 0) == 4)
        h.down(290, at: 3)
        h.up(290, at: 3.05)
        h.down(290, at: 3.1)
        h.up(290, at: 3.15)
        h.run(until: 5)
        #expect(h.picker.selectedRow(inComponent: 0) == 6)
    }

    @Test func wheelAndKeysStep() throws {
        let (h, _) = try makeHarness()
        h.send(.scroll(ScrollEvent(location: Point(x: 200, y: 72), deltaX: 0, deltaY: -1, time: 0)))
        h.run(until: 1)
        #expect(h.picker.selectedRow(inComponent: 0) == 6)
        h.root.setFocus(h.picker)
        h.key(.left, at: 1)
        h.key(.left, at: 1.05)
        h.run(until: 2)
        #expect(h.picker.selectedRow(inComponent: 0) == 4)
        h.key(.end, at: 2)
        h.run(until: 4)
        #expect(h.picker.selectedRow(inComponent: 0) == 9)
        h.key(.home, at: 4)
        h.run(until: 6)
        #expect(h.picker.selectedRow(inComponent: 0) == 0)
    }

    @Test func boundedEndsRubberBandAndSpringBack() throws {
        let (h, _) = try makeHarness(rows: 3, selected: 0)
        h.down(200, at: 0)
        h.move(400, at: 0.5)   // 200 pt past the start
        let position = h.picker.segments[0].scroller.position
        let shown = Double(position.row) + position.fraction
        #expect(shown < 0 && shown > -1)   // past the end, but less than the raw 1 row
        h.up(400, at: 1.0)
        h.run(until: 3)
        #expect(h.picker.segments[0].scroller.position == ScrollPosition(row: 0, fraction: 0))
        #expect(h.changes.isEmpty)
    }

    @Test func cyclicPickersWrap() throws {
        let (h, _) = try makeHarness(rows: 7, selected: 6, cyclic: true)
        h.root.setFocus(h.picker)
        h.key(.right, at: 0)
        h.run(until: 2)
        #expect(h.picker.selectedRow(inComponent: 0) == 0)
        let canvas = h.draw()
        #expect(canvas.texts == ["row 0"])
    }

    @Test func twoFingersMoveTwoSegmentsAtOnce() throws {
        let picker = try MiniPicker(id: "dm", titles: [(1...31).map(String.init), (1...12).map(String.init)])
        let h = PickerHarness(picker, frame: Rect(x: 0, y: 0, width: 402, height: 44))
        h.down(100, 22, at: 0, pointer: PointerID(1))
        h.down(300, 22, at: 0, pointer: PointerID(2))
        h.move(0, 22, at: 0.5, pointer: PointerID(1))
        h.move(200, 22, at: 0.5, pointer: PointerID(2))
        h.up(0, 22, at: 1.0, pointer: PointerID(1))
        h.up(200, 22, at: 1.0, pointer: PointerID(2))
        h.run(until: 3)
        #expect(picker.selectedRow(inComponent: 0) == 1)
        #expect(picker.selectedRow(inComponent: 1) == 1)
        #expect(h.changes.count == 2)
    }

    @Test func tabMovesThroughSegments() throws {
        let picker = try MiniPicker(id: "dm", titles: [["a", "b"], ["c", "d"]])
        let h = PickerHarness(picker)
        h.key(.tab, at: 0)
        #expect(h.root.focusedWidget === picker && picker.focusedComponent == 0)
        h.key(.tab, at: 0.1)
        #expect(picker.focusedComponent == 1)
        h.key(.right, at: 0.2)
        h.run(until: 2)
        #expect(picker.selectedRow(inComponent: 1) == 1 && picker.selectedRow(inComponent: 0) == 0)
    }
}

@Suite("Mini picker configuration")
struct MiniPickerConfigurationTests {
    @Test func negativeRowCountsThrowWithAMessage() throws {
        let source = CountingSource(rows: -1)
        #expect(throws: PickerError.self) { _ = try MiniPicker(id: "p", dataSource: source, delegate: source) }
        do {
            _ = try MiniPicker(id: "p", dataSource: source, delegate: source)
        } catch {
            #expect("\(error)".contains("-1 rows"))
        }
    }

    @Test func reloadWithABadCountChangesNothing() throws {
        let source = CountingSource(rows: 10)
        let picker = try MiniPicker(id: "p", dataSource: source, delegate: source)
        try picker.selectRow(7, inComponent: 0, animated: false)
        source.rows = -5
        #expect(throws: PickerError.self) { try picker.reloadAllComponents() }
        #expect(picker.numberOfRows(inComponent: 0) == 10 && picker.selectedRow(inComponent: 0) == 7)
        source.rows = 4
        try picker.reloadAllComponents()
        #expect(picker.selectedRow(inComponent: 0) == 3)
    }

    @Test func selectingARowThatDoesNotExistThrows() throws {
        let picker = try MiniPicker(id: "p", titles: [["a", "b"]])
        #expect(throws: PickerError.self) { try picker.selectRow(2, inComponent: 0, animated: false) }
        #expect(throws: PickerError.self) { try picker.selectRow(0, inComponent: 1, animated: false) }
        #expect(picker.selectedRow(inComponent: 0) == 0)
    }

    @Test func zeroRowsDrawsAnEmptyFieldAndIgnoresInput() throws {
        let picker = try MiniPicker(id: "p", titles: [[]])
        let h = PickerHarness(picker)
        h.down(200, at: 0)
        h.move(100, at: 0.1)
        h.up(100, at: 0.2)
        h.run(until: 1)
        #expect(h.draw().texts.isEmpty)
        #expect(picker.selectedRow(inComponent: 0) == nil)
    }

    @Test func monthNamesComeFromTheLocale() throws {
        let nl = try MonthMiniPicker(locale: Locale(identifier: "nl_NL"), month: 3)
        #expect(nl.monthNames.count == 12)
        #expect(nl.monthNames[2].hasPrefix("mrt"))
        #expect(nl.month == 3)
        let en = try MonthMiniPicker(locale: Locale(identifier: "en_US"), month: 11, style: .full)
        #expect(en.monthNames[10] == "November")
        #expect(throws: PickerError.self) { _ = try MonthMiniPicker(locale: Locale(identifier: "en_US"), month: 13) }
    }

    @Test func yearsComeFromTheRange() throws {
        let picker = try YearMiniPicker(years: 1900...2100, year: 2026)
        #expect(picker.year == 2026)
        #expect(picker.title(forRow: 0, inComponent: 0) == "1900")
        #expect(throws: PickerError.self) { _ = try YearMiniPicker(years: 1900...2100, year: 1800) }
    }
}
