import Foundation
import PickerCore

extension CalendarGrid {
    /// Height of the row of weekday names, in points.
    static let weekdayRowHeight = 24.0
    /// Width of the week-number column when shown, in points.
    static let weekNumberWidth = 30.0

    /// Whether the grid is mirrored: the first weekday on the right, week numbers on the right, the next
    /// month coming in from the left.
    var isRightToLeft: Bool { effectiveLayoutDirection.isRightToLeft }

    /// The area of the day cells (below the weekday names, beside any week numbers: right of them, left
    /// of them in right to left), in window points.
    var daysArea: Rect {
        let numbers = showsWeekNumbers ? Self.weekNumberWidth : 0
        return Rect(
            x: frame.minX + (isRightToLeft ? 0 : numbers), y: frame.minY + Self.weekdayRowHeight,
            width: max(0, frame.width - numbers), height: max(0, frame.height - Self.weekdayRowHeight))
    }

    /// The frame of the week-number cell of week `line` of the month `monthOffset` points right of its rest place.
    func weekNumberFrame(line: Int, monthOffset: Double) -> Rect {
        let x = isRightToLeft ? frame.maxX - Self.weekNumberWidth : frame.minX
        return Rect(
            x: x + monthOffset, y: daysArea.minY + Double(line) * cellSize.height,
            width: Self.weekNumberWidth, height: cellSize.height)
    }

    /// The column from the left where weekday column `column` (0 is the first weekday) is drawn.
    func visualColumn(_ column: Int) -> Int { isRightToLeft ? 6 - column : column }

    /// The size of one day cell, in points.
    var cellSize: Size {
        let area = daysArea
        return Size(width: area.width / 7, height: area.height / 6)
    }

    /// The frame of cell `index` (0..<42, row-major) of the month `monthOffset` points right of its rest place.
    func cellFrame(index: Int, monthOffset: Double) -> Rect {
        let area = daysArea
        let size = cellSize
        return Rect(
            x: area.minX + Double(visualColumn(index % 7)) * size.width + monthOffset, y: area.minY + Double(index / 7) * size.height,
            width: size.width, height: size.height)
    }

    /// The frame of weekday column `column` in the row of names.
    func weekdayFrame(column: Int) -> Rect {
        let area = daysArea
        let width = cellSize.width
        return Rect(x: area.minX + Double(visualColumn(column)) * width, y: frame.minY, width: width, height: Self.weekdayRowHeight)
    }

    /// The months visible at the ribbon's position: their row and horizontal offset in points (the next
    /// month lies to the right, or to the left in right to left).
    func visibleMonths() -> [(row: Int, offset: Double)] {
        let width = frame.width
        guard width > 0 else { return [] }
        let position = months.position
        let sign = isRightToLeft ? -1.0 : 1.0
        return RibbonLayout.visibleItems(position: position, viewportWidth: width, itemExtent: width).compactMap { item in
            months.dataRow(forUnwrappedRow: position.row, offsetBy: item.rowOffset).map { ($0, sign * item.centerOffset) }
        }
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
