import Foundation
import PickerCore
import PickerTestSupport
import Testing
@testable import PickerWidgets

/// The mini picker in right to left: segments from the right, the next item coming in from the left,
/// chevrons, keys and the horizontal wheel swapped; vertical keys and the wheel's own turn unchanged.
@Suite struct MiniPickerRightToLeftTests {
    private func harness(_ direction: LayoutDirection? = .rightToLeft, components: Int = 1) throws -> PickerHarness {
        let titles = (0..<components).map { c in (0..<10).map { "c\(c)r\($0)" } }
        let h = PickerHarness(try MiniPicker(id: "p", titles: titles))
        h.picker.layoutDirection = direction
        return h
    }

    @Test func segmentsRunFromTheRight() throws {
        let h = try harness(components: 3)
        let frames = (0..<3).map { h.picker.frame(ofComponent: $0)! }
        #expect(abs(frames[0].maxX - h.picker.frame.maxX) < 0.001)
        #expect(frames[0].minX > frames[1].maxX && frames[1].minX > frames[2].maxX)
        #expect(abs(frames[2].minX - h.picker.frame.minX) < 0.001)
        // The dividers sit in the gaps, left of the first and second segments.
        let divider = Theme.light.divider
        let bars = h.draw().commands.compactMap { command -> Rect? in
            if case .fillRoundedRect(let rect, _, let color) = command, color == divider { return rect }
            return nil
        }
        #expect(bars.count == 2)
        #expect(bars.allSatisfy { bar in (1...2).contains { abs(bar.maxX - frames[$0 - 1].minX) < 0.001 } })
        // Tab still goes in reading order: the first segment (rightmost) first.
        h.root.moveFocus(forward: true)
        #expect(h.picker.focusedComponent == 0)
        h.root.moveFocus(forward: true)
        #expect(h.picker.focusedComponent == 1)
    }

    @Test func aDragToTheRightAdvances() throws {
        let h = try harness()
        // A slow drag one item (200 pt) to the right, held before letting go.
        h.down(120, at: 0)
        for i in 1...10 { h.move(120 + 17 * Double(i), at: 0.03 * Double(i)) }
        h.move(290, at: 0.8)
        h.up(290, at: 1.1)
        h.run(until: 3)
        #expect(h.picker.selectedRow(inComponent: 0) == 1)
        #expect(h.changes.map { $0["row"] } == [.int(1)])

        let en = try harness(nil)
        en.down(120, at: 0)
        for i in 1...10 { en.move(120 + 17 * Double(i), at: 0.03 * Double(i)) }
        en.move(290, at: 0.8)
        en.up(290, at: 1.1)
        en.run(until: 3)
        #expect(en.picker.selectedRow(inComponent: 0) == 0)  // the first row: nothing before it
    }

    @Test func theNextItemIsDrawnOnTheLeft() throws {
        let h = try harness()
        try h.picker.selectRow(4, inComponent: 0, animated: false)
        h.down(200, at: 0)
        h.move(240, at: 0.1)
        let texts = h.draw().textsWithClips
        let current = try #require(texts.first { $0.text == "c0r4" }).origin.x
        let next = try #require(texts.first { $0.text == "c0r5" }).origin.x
        #expect(next < current)
        #expect(!texts.contains { $0.text == "c0r3" })  // the previous item is off to the right
        h.up(240, at: 0.2)
    }

    @Test func theLeftChevronAndTheLeftKeyStepForward() throws {
        let h = try harness()
        try h.picker.selectRow(4, inComponent: 0, animated: false)
        h.tap(108, 72, at: 0)  // the left chevron
        h.run(until: 1)
        #expect(h.picker.selectedRow(inComponent: 0) == 5)
        h.tap(292, 72, at: 2)  // the right chevron
        h.run(until: 3)
        #expect(h.picker.selectedRow(inComponent: 0) == 4)
        h.root.setFocus(h.picker)
        h.key(.left, at: 4)
        h.run(until: 5)
        #expect(h.picker.selectedRow(inComponent: 0) == 5)
        h.key(.right, at: 6)
        h.key(.right, at: 6.05)
        h.run(until: 7)
        #expect(h.picker.selectedRow(inComponent: 0) == 3)
        // Up and Down keep their meaning.
        h.key(.down, at: 8)
        h.run(until: 9)
        #expect(h.picker.selectedRow(inComponent: 0) == 4)
        // A horizontal wheel to the left goes forward too.
        h.send(.scroll(ScrollEvent(location: Point(x: 200, y: 72), deltaX: -1, deltaY: 0, time: 10)))
        h.run(until: 11)
        #expect(h.picker.selectedRow(inComponent: 0) == 5)
    }

    @Test func changingTheDirectionMidDragCancelsTheDrag() throws {
        let h = try harness(nil)
        try h.picker.selectRow(4, inComponent: 0, animated: false)
        h.down(200, at: 0)
        h.move(150, at: 0.1)
        h.picker.layoutDirection = .rightToLeft
        for i in 1...5 { h.move(150 - 30 * Double(i), at: 0.1 + 0.05 * Double(i)) }
        h.up(0, at: 0.5)
        h.run(until: 2)
        #expect(h.picker.selectedRow(inComponent: 0) == 4)
        #expect(!h.picker.isAnimating)
        #expect(h.changes.isEmpty)
    }

    @Test func aHebrewMonthPickerIsMirroredByItsLocale() throws {
        let picker = try MonthMiniPicker(locale: Locale(identifier: "he_IL"), month: 3)
        #expect(picker.naturalLayoutDirection == .rightToLeft)
        #expect(picker.effectiveLayoutDirection == .rightToLeft)
        let english = try MonthMiniPicker(locale: Locale(identifier: "en_US"), month: 3)
        #expect(english.effectiveLayoutDirection == .leftToRight)
        // Inside a right-to-left root, an English picker keeps its own locale's direction.
        let root = WidgetRoot(textMeasurer: FixedAdvanceTextMeasurer(), theme: .light)
        root.layoutDirection = .rightToLeft
        root.addChild(english)
        #expect(english.effectiveLayoutDirection == .leftToRight)
    }

    @Test func aPickerWithoutALocaleInheritsAndRelaysWhenItMoves() throws {
        let picker = try MiniPicker(id: "p", titles: [["a"], ["b"]])
        let rtl = WidgetRoot(textMeasurer: FixedAdvanceTextMeasurer(), theme: .light)
        rtl.layoutDirection = .rightToLeft
        let ltr = WidgetRoot(textMeasurer: FixedAdvanceTextMeasurer(), theme: .light)
        ltr.addChild(picker)
        picker.frame = Rect(x: 0, y: 0, width: 200, height: 44)
        #expect(picker.frame(ofComponent: 0)!.minX == 0)
        rtl.addChild(picker)
        #expect(picker.effectiveLayoutDirection == .rightToLeft)
        #expect(picker.frame(ofComponent: 0)!.maxX == 200)
        rtl.layoutDirection = nil
        #expect(picker.effectiveLayoutDirection == .leftToRight)
        #expect(picker.frame(ofComponent: 0)!.minX == 0)
    }

    @Test func aYearPickerWritesYearsInItsLocalesDigits() throws {
        let arabic = try YearMiniPicker(years: 2000...2030, year: 2026, locale: Locale(identifier: "ar_EG"))
        #expect(arabic.title(forRow: 26, inComponent: 0) == "٢٠٢٦")
        let persian = try YearMiniPicker(years: 2000...2030, year: 2026, locale: Locale(identifier: "fa_IR"))
        #expect(persian.title(forRow: 26, inComponent: 0) == "۲۰۲۶")
        // Hebrew writes Western digits; without a locale, ASCII digits and no grouping.
        let hebrew = try YearMiniPicker(years: 2000...2030, year: 2026, locale: Locale(identifier: "he_IL"))
        #expect(hebrew.title(forRow: 26, inComponent: 0) == "2026")
        let plain = try YearMiniPicker(years: 1000...3000, year: 2026)
        #expect(plain.title(forRow: 1026, inComponent: 0) == "2026")
        #expect(plain.year == 2026)
    }
}
