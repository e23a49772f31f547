import Foundation
import PickerCore

extension CalendarGrid {
    /// Height of the row of weekday names, in points, at 100% text.
    static let weekdayRowHeight = 24.0
    /// Width of the week-number column when shown, in points, at 100% text.
    static let weekNumberWidth = 30.0

    /// Height of the row of weekday names at the theme's text size, in points.
    var weekdayRowHeight: Double { theme.scaledValue(for: Self.weekdayRowHeight) }
    /// Width of the week-number column at the theme's text size, in points.
    var weekNumberWidth: Double { theme.scaledValue(for: Self.weekNumberWidth) }

    /// Whether the grid is mirrored: the first weekday on the right, week numbers on the right, the next
    /// month coming in from the left.
    var isRightToLeft: Bool { effectiveLayoutDirection.isRightToLeft }

    /// The area of the day cells (below the weekday names, beside any week numbers: right of them, left
    /// of them in right to left), in window points.
    var daysArea: Rect { geometry.daysArea }

    /// The frame of the week-number cell of week `line` of the month `monthOffset` points right of its rest place.
    func weekNumberFrame(line: Int, monthOffset: Double) -> Rect {
        geometry.weekNumberFrame(line: line, monthOffset: monthOffset)
    }

    /// The column from the left where weekday column `column` (0 is the first weekday) is drawn.
    func visualColumn(_ column: Int) -> Int { isRightToLeft ? 6 - column : column }

    /// The size of one day cell, in points.
    var cellSize: Size { geometry.cellSize }

    /// The frame of cell `index` (0..<42, row-major) of the month `monthOffset` points right of its rest place.
    func cellFrame(index: Int, monthOffset: Double) -> Rect {
        geometry.cellFrame(index: index, monthOffset: monthOffset)
    }

    /// The frame of weekday column `column` in the row of names.
    func weekdayFrame(column: Int) -> Rect { geometry.weekdayFrame(column: column) }

    /// The strip the months slide in: the days and the week numbers, the whole width of the grid below
    /// the weekday names. A slide changes only this (the drawing of the months is clipped to it).
    var monthsStrip: Rect {
        let area = daysArea
        return Rect(x: frame.minX, y: area.minY, width: frame.width, height: area.height)
    }

    /// The grid's layout as it stands (frame, direction, week numbers), worked out once: a frame draws
    /// dozens of cells from one of these instead of finding the layout direction (up the widget tree)
    /// for each.
    var geometry: Geometry {
        Geometry(
            frame: frame, isRightToLeft: isRightToLeft, showsWeekNumbers: showsWeekNumbers,
            weekdayRowHeight: weekdayRowHeight, weekNumberWidth: weekNumberWidth)
    }

    /// Where the grid's parts go for one frame, direction and week-number setting.
    struct Geometry {
        let frame: Rect
        let isRightToLeft: Bool
        /// The area of the day cells, in window points (see `CalendarGrid.daysArea`).
        let daysArea: Rect
        /// The size of one day cell, in points.
        let cellSize: Size
        /// The weekday row's height and the week-number column's width, in points at the text size.
        let weekdayRowHeight: Double
        let weekNumberWidth: Double

        init(frame: Rect, isRightToLeft: Bool, showsWeekNumbers: Bool, weekdayRowHeight: Double, weekNumberWidth: Double) {
            self.frame = frame
            self.isRightToLeft = isRightToLeft
            self.weekdayRowHeight = weekdayRowHeight
            self.weekNumberWidth = weekNumberWidth
            let numbers = showsWeekNumbers ? weekNumberWidth : 0
            let area = Rect(
                x: frame.minX + (isRightToLeft ? 0 : numbers), y: frame.minY + weekdayRowHeight,
                width: max(0, frame.width - numbers), height: max(0, frame.height - weekdayRowHeight))
            daysArea = area
            cellSize = Size(width: area.width / 7, height: area.height / 6)
        }

        /// The column from the left where weekday column `column` (0 is the first weekday) is drawn.
        func visualColumn(_ column: Int) -> Int { isRightToLeft ? 6 - column : column }

        /// The frame of cell `index` (0..<42, row-major) of the month `monthOffset` points right of its rest place.
        func cellFrame(index: Int, monthOffset: Double) -> Rect {
            let area = daysArea
            let size = cellSize
            return Rect(
                x: area.minX + Double(visualColumn(index % 7)) * size.width + monthOffset, y: area.minY + Double(index / 7) * size.height,
                width: size.width, height: size.height)
        }

        /// The frame of the week-number cell of week `line` of the month `monthOffset` points right of its rest place.
        func weekNumberFrame(line: Int, monthOffset: Double) -> Rect {
            let x = isRightToLeft ? frame.maxX - weekNumberWidth : frame.minX
            return Rect(
                x: x + monthOffset, y: daysArea.minY + Double(line) * cellSize.height,
                width: weekNumberWidth, height: cellSize.height)
        }

        /// The frame of weekday column `column` in the row of names.
        func weekdayFrame(column: Int) -> Rect {
            let width = cellSize.width
            return Rect(x: daysArea.minX + Double(visualColumn(column)) * width, y: frame.minY, width: width, height: weekdayRowHeight)
        }
    }

    /// The months visible at the ribbon's position: their row and horizontal offset in points (the next
    /// month lies to the right, or to the left in right to left). The offsets are whole points
    /// (``ribbonPoints``), so a slide moves the months by whole points from frame to frame, which keeps
    /// whole pixels at every integer scale and lets a host copy the months' pixels (``monthsDidMove()``).
    func visibleMonths() -> [(row: Int, offset: Double)] {
        guard let place = ribbonPlace else { return [] }
        let sign = isRightToLeft ? -1.0 : 1.0
        let width = frame.width
        // Month `row + j` is centred `j * width - points` from the strip's centre: the month at the
        // position, and the next one while the ribbon is past it.
        return (0...(place.points > 0 ? 1 : 0)).compactMap { j in
            months.dataRow(forUnwrappedRow: place.row, offsetBy: j).map { ($0, sign * (Double(j) * width - place.points)) }
        }
    }

    /// The ribbon's position on whole points: the unwrapped row at or before it and how far past that
    /// row's place it is, in whole points (0 up to the grid's width); nil when the grid has no width.
    var ribbonPlace: (row: Int, points: Double)? {
        let width = frame.width
        guard width > 0 else { return nil }
        let position = months.position
        let points = (position.fraction * width).rounded()
        // Rounded up to the next row's place.
        if points >= width { return (position.row &+ 1, 0) }
        return (position.row, points)
    }

    /// Where the ribbon is, in whole points from the first month's place (towards the later months):
    /// between two frames the months slid by the difference (leftwards when it grows, rightwards in
    /// right to left). Nil when the grid has no width.
    var ribbonPoints: Double? {
        ribbonPlace.map { Double($0.row) * frame.width + $0.points }
    }

    /// The day drawn under `point` (window points), if any, in whichever month is there.
    func day(at point: Point) -> Date? {
        let area = daysArea
        guard area.contains(point) else { return nil }
        let size = cellSize
        guard size.width > 0, size.height > 0 else { return nil }
        for (row, offset) in visibleMonths() {
            let x = point.x - offset - area.minX
            guard x >= 0, x < area.width else { continue }
            let column = visualColumn(min(6, Int(x / size.width)))
            let line = min(5, Int((point.y - area.minY) / size.height))
            let days = grid(forRow: row).days
            let index = line * 7 + column
            return days.indices.contains(index) ? days[index].date : nil
        }
        return nil
    }
}
