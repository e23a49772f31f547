import Foundation
import PickerCore
import PickerTestSupport
import Testing
@testable import PickerWidgets

/// What a frame of a month slide costs: which part of the window it marks as changed, what it draws and
/// how often it measures text. The pixels themselves are checked by the damage and snapshot tests.
@Suite struct CalendarSlideDrawingTests {
    /// A text measurer that counts what it is asked to measure.
    final class CountingMeasurer: TextMeasurer {
        let inner = FixedAdvanceTextMeasurer()
        var measured: [String] = []
        var measuredWithFonts: [String] = []

        func size(of text: String, font: Font) -> Size {
            measured.append(text)
            measuredWithFonts.append("\(text) \(font)")
            return inner.size(of: text, font: font)
        }

        func lineMetrics(for font: Font) -> LineMetrics { inner.lineMetrics(for: font) }
    }

    /// The row of weekday names, less the anti-aliasing fringe of the strip under it.
    static func weekdayRow(of grid: CalendarGrid) -> Rect {
        Rect(x: grid.frame.minX, y: grid.frame.minY, width: grid.frame.width, height: CalendarGrid.weekdayRowHeight - 1)
    }

    /// Holds the grid 110 points left of where the press began, between November and December; returns
    /// the time.
    static func holdMidSlide(_ h: CalendarHarness) -> Double {
        h.down(300, 300, at: 0)
        for i in 1...11 { h.move(300 - 10 * Double(i), 300, at: 0.02 * Double(i)) }
        h.run(until: 0.25)
        return 0.25
    }

    /// Every frame of a slide moves the months' strip sideways by whole points (its pixels can be copied)
    /// and marks only parts of the strip: the band the move uncovers and what the strip's sides cut.
    @Test func aSlideMovesTheMonthsStripAndMarksOnlyPartsOfIt() throws {
        let h = try CalendarHarness()
        let grid = h.picker.grid
        h.down(300, 300, at: 0)
        _ = h.draw()
        var frames = 0, moved = 0
        var t = 0.0
        func checkFrame() {
            let damage = h.root.damage
            let strip = grid.monthsStrip
            #expect(!damage.isFull)
            #expect(!damage.rects.contains { $0.intersects(Self.weekdayRow(of: grid)) }, "\(damage)")
            if let move = damage.moves.first {
                moved += 1
                #expect(damage.moves.count == 1 && move.rect == strip && move.delta.y == 0, "\(damage)")
                #expect(move.delta.x == move.delta.x.rounded(), "\(damage)")
                // What is drawn again of the grid (the header follows the months on its own): parts of the
                // strip, far less than all of it.
                let grid = damage.rects.filter { $0.intersects(h.picker.grid.frame) }
                #expect(grid.allSatisfy { strip.contains($0) }, "\(damage)")
                let marked = grid.reduce(0) { $0 + $1.width }
                #expect(marked < abs(move.delta.x) + strip.width / 4, "\(damage)")
            }
            _ = h.draw()
            frames += 1
        }
        // A slow drag, then the release: the months slide on until they settle on December.
        for i in 1...12 {
            t = 0.02 * Double(i)
            h.move(300 - 16 * Double(i), 300, at: t)
            h.run(until: t)
            checkFrame()
        }
        h.up(108, 300, at: t + 0.02)
        _ = h.draw()
        while grid.isAnimating && t < 3 {
            t += 1.0 / 60
            h.run(until: t)
            guard grid.isAnimating else { break }  // the frame it settles in marks the whole grid
            checkFrame()
        }
        #expect(frames > 15)
        #expect(moved > 15)
        #expect(h.shownMonth == "2026-12")
    }

    /// Mid-animation the months sit on whole points, whatever the motion's own position.
    @Test func slidingMonthsSitOnWholePoints() throws {
        let h = try CalendarHarness()
        let grid = h.picker.grid
        h.down(300, 300, at: 0)
        h.move(280, 300, at: 0.02)
        h.move(243.3, 300, at: 0.04)
        h.up(200.7, 300, at: 0.06)
        var t = 0.06, positions = 0
        while grid.isAnimating && t < 3 {
            t += 1.0 / 60
            h.run(until: t)
            for (_, offset) in grid.visibleMonths() {
                #expect(offset == offset.rounded(), "\(offset)")
                positions += 1
            }
        }
        #expect(positions > 10)
    }

    @Test func aPointerMoveThatSlidesNothingMarksNothing() throws {
        let h = try CalendarHarness()
        _ = h.draw()
        h.down(300, 300, at: 0)
        _ = h.draw()
        h.move(302, 301, at: 0.02)  // inside the tap slop: a tap may still come
        #expect(h.root.damage.isEmpty, "\(h.root.damage)")
    }

    /// Mid-slide, with only the strip being redrawn: no weekday names, and of the two months only the
    /// days that reach into the strip, every one of those.
    @Test func aMidSlideFrameDrawsTheDaysThatShowAndNoOthers() throws {
        let h = try CalendarHarness()
        let grid = h.picker.grid
        _ = Self.holdMidSlide(h)
        let visible = grid.visibleMonths()
        #expect(visible.count == 2)
        let canvas = RecordingCanvas()
        canvas.drawingBounds = grid.monthsStrip
        h.root.draw(in: canvas)

        let font = h.root.theme.bodyFont
        let drawn = canvas.commands.compactMap { command -> Point? in
            if case .text(_, let drawnFont, _, let origin) = command, drawnFont == font { return origin }
            return nil
        }
        #expect(!canvas.texts.contains { grid.weekdaySymbols.contains($0) })
        var shown = 0
        for (row, offset) in visible {
            for (index, day) in grid.grid(forRow: row).days.enumerated() {
                let cell = grid.cellFrame(index: index, monthOffset: offset)
                let size = canvas.textMeasurer.size(of: grid.numbers.string(day.dayOfMonth), font: font)
                let box = Rect(x: cell.midX - size.width / 2, y: cell.midY - size.height / 2, width: size.width, height: size.height)
                guard box.intersects(grid.monthsStrip) else { continue }
                shown += 1
                #expect(drawn.contains(box.origin), "day \(day.dayOfMonth) of row \(row) at \(box) is not drawn")
            }
        }
        #expect(shown >= 42)
        // Both months have 42 cells; those wholly outside the strip (about half of each) are skipped.
        #expect(drawn.count <= 9 * 6, "\(drawn.count) day numbers drawn")
    }

    /// Each day number is measured once a frame, however many cells of the two months show it (its
    /// strike-through reuses the width), the weekday names' row once at most while only the strip is
    /// redrawn: measuring does not grow with what the slide skips or repeats.
    @Test func aMidSlideFrameMeasuresEachNumberOnce() throws {
        let measurer = CountingMeasurer()
        let calendar = testCalendar()
        let picker = try CalendarPicker(
            id: "calendar", calendar: calendar, today: day(2026, 11, 21, in: calendar), month: day(2026, 11, 1, in: calendar),
            selection: CalendarSelection(mode: .single, allowsEmpty: false),
            // Weekends disabled: a disabled day's strike-through is as wide as its number.
            rules: try CalendarDayRules(isDateEnabled: { !calendar.isDateInWeekend($0) }))
        let root = WidgetRoot(textMeasurer: measurer, theme: .light)
        root.addChild(picker)
        root.layout(size: Size(width: 800, height: 600))
        picker.frame = Rect(x: 40, y: 40, width: 364, height: 344)
        picker.showsWeekNumbers = true
        let grid = picker.grid
        root.handle(.pointerDown(PointerEvent(pointer: .mouse, location: Point(x: 300, y: 300), time: 0)))
        for i in 1...11 {
            root.handle(.pointerMoved(PointerEvent(pointer: .mouse, location: Point(x: 300 - 10 * Double(i), y: 300), time: 0.02 * Double(i))))
        }
        root.tick(now: 0.25)
        #expect(grid.visibleMonths().count == 2)

        for _ in 0..<3 {
            let canvas = RecordingCanvas(textMeasurer: measurer)
            canvas.drawingBounds = grid.monthsStrip
            measurer.measured = []
            measurer.measuredWithFonts = []
            root.draw(in: canvas)
            let weekdays = measurer.measured.filter { grid.weekdaySymbols.contains($0) || grid.narrowWeekdaySymbols.contains($0) }
            #expect(weekdays.count <= 1, "\(weekdays)")
            // At most 31 day numbers and 12 week numbers, plus the weekday row's height.
            #expect(measurer.measured.count <= 31 + 12 + 1, "\(measurer.measured.count) measurements")
            #expect(Set(measurer.measuredWithFonts).count == measurer.measuredWithFonts.count, "\(measurer.measuredWithFonts)")
        }
    }
}
