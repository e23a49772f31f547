import Foundation
import PickerCore

extension CalendarGrid {
    /// Marks what a move of the months (a drag, a tick of their motion) changed, after it: the months'
    /// strip only slid, so its pixels are moved (`scrollRect(_:by:)`, a host that keeps the last frame
    /// copies them) by the whole points the ribbon moved since the window last showed it (``shownRibbon``),
    /// and only what a copy cannot carry is marked: the band the move uncovers (marked by the move) and
    /// whatever the strip's sides cut, before or after the move (`piecesCutByTheStrip(afterMoveBy:)`).
    /// A move as wide as the strip, a grid whose width changed, or one never drawn marks the whole strip.
    func monthsDidMove() {
        guard let points = ribbonPoints else { return }
        let strip = monthsStrip
        let width = frame.width
        defer { shownRibbon = (points, width) }
        guard let shown = shownRibbon, shown.width == width else {
            setNeedsDisplay(in: strip)
            return
        }
        // The ribbon moving towards later months moves the months left (right in right to left).
        let dx = (isRightToLeft ? 1.0 : -1.0) * (points - shown.points)
        guard dx != 0 else { return }
        guard abs(dx) < strip.width, let cut = piecesCutByTheStrip(afterMoveBy: dx) else {
            setNeedsDisplay(in: strip)
            return
        }
        scrollRect(strip, by: Point(x: dx, y: 0))
        for span in cut {
            setNeedsDisplay(in: Rect(x: span.lowerBound, y: strip.minY, width: span.upperBound - span.lowerBound, height: strip.height))
        }
    }

    /// The horizontal spans of the months' strip (window points, joined, left to right) to draw again
    /// after the months moved `dx` points: where a piece of their drawing (a number, a day's shapes, a
    /// piece of a range's band, a week number) lies that a side of the strip cuts now or cut before the
    /// move. Cut by the strip's clip, text and pictures are drawn as meshes, not copied 1:1, and come out
    /// a shade different from the uncut piece moved: so a piece cut before is not copied, and one cut now
    /// is drawn as a full frame draws it. Nil when the pieces cannot be measured (no text measurer).
    ///
    /// The top and bottom of the strip cut a piece (a focus ring in the first week) the same way before
    /// and after a sideways move: its copy is the mesh moved by whole pixels, as drawn again.
    func piecesCutByTheStrip(afterMoveBy dx: Double) -> [ClosedRange<Double>]? {
        guard let measurer = textMeasurer else { return nil }
        let strip = monthsStrip
        let theme = self.theme
        let geometry = self.geometry
        // The sides now, and where the sides were over the months before the move.
        let sides = [strip.minX, strip.maxX, strip.minX + dx, strip.maxX + dx]
        var spans: [ClosedRange<Double>] = []
        func piece(_ minX: Double, _ maxX: Double) {
            guard sides.contains(where: { minX < $0 && maxX > $0 }) else { return }
            let from = max(minX, strip.minX), to = min(maxX, strip.maxX)
            if to > from { spans.append(from...to) }
        }
        let dayNumbers = numberLabels(font: theme.bodyFont, measurer: measurer)
        let weekNumbers = numberLabels(font: theme.labelFont, measurer: measurer)
        let shapes = Self.shapeReach(cellSize: geometry.cellSize, theme: theme)
        let focus = showsFocusRing
        let range = selection.mode == .range ? selection.range : nil
        // No day's drawing reaches farther from its centre than this: columns farther from every side are skipped.
        let columnReach = max(dayNumbers.largestDayNumber.width / 2 + 4, shapes)
        for (row, offset) in visibleMonths() {
            let grid = grid(forRow: row)
            let cutColumns = (0..<7).map { column in
                let x = geometry.cellFrame(index: column, monthOffset: offset).midX
                return sides.contains { x - columnReach < $0 && x + columnReach > $0 }
            }
            for (index, day) in grid.days.enumerated() where cutColumns[index % 7] {
                let x = geometry.cellFrame(index: index, monthOffset: offset).midX
                // Its number, rounded to whole pixels; a disabled day's strike through reaches 2 points
                // further, with its width and fringe; shapes as `drawDay` draws them.
                let half = dayNumbers.label(day.dayOfMonth).size.width / 2
                let reach = isPlain(day, showsFocusRing: focus) ? half + 1 : max(half + 4, shapes)
                piece(x - reach, x + reach)
            }
            if let range {
                for band in Self.rangeBands(grid, range: range, offset: offset, geometry: geometry, circleDiameter: dayCircleDiameter) {
                    piece(band.minX - 1, band.maxX + 1)
                }
            }
            if showsWeekNumbers {
                for (line, week) in grid.weeks.enumerated() {
                    let x = geometry.weekNumberFrame(line: line, monthOffset: offset).midX
                    let reach = weekNumbers.label(week.weekNumber).size.width / 2 + 1
                    piece(x - reach, x + reach)
                }
            }
        }
        var joined: [ClosedRange<Double>] = []
        for span in spans.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = joined.last, span.lowerBound <= last.upperBound {
                joined[joined.count - 1] = last.lowerBound...max(last.upperBound, span.upperBound)
            } else {
                joined.append(span)
            }
        }
        return joined
    }
}
