import Foundation
import PickerCore

extension CalendarGrid {
    /// Height of the row of weekday names, in points.
    static let weekdayRowHeight = 24.0
    /// Width of the week-number column when shown, in points.
    static let weekNumberWidth = 30.0

    /// The area of the day cells (below the weekday names, right of any week numbers), in window points.
    var daysArea: Rect {
        let left = showsWeekNumbers ? Self.weekNumberWidth : 0
        return Rect(
            x: frame.minX + left, y: frame.minY + Self.weekdayRowHeight,
            width: max(0, frame.width - left), height: max(0, frame.height - Self.weekdayRowHeight))
    }

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
            x: area.minX + Double(index % 7) * size.width + monthOffset, y: area.minY + Double(index / 7) * size.height,
            width: size.width, height: size.height)
    }

    /// The frame of weekday column `column` in the row of names.
    func weekdayFrame(column: Int) -> Rect {
        let area = daysArea
        let width = cellSize.width
        return Rect(x: area.minX + Double(column) * width, y: frame.minY, width: width, height: Self.weekdayRowHeight)
    }

    /// The months visible at the ribbon's position: their row and horizontal offset in points.
    func visibleMonths() -> [(row: Int, offset: Double)] {
        let width = frame.width
        guard width > 0 else { return [] }
        let position = months.position
        return RibbonLayout.visibleItems(position: position, viewportWidth: width, itemExtent: width).compactMap { item in
            months.dataRow(forUnwrappedRow: position.row, offsetBy: item.rowOffset).map { ($0, item.centerOffset) }
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
            let column = min(6, Int(x / size.width))
            let line = min(5, Int((point.y - area.minY) / size.height))
            let days = grid(forRow: row).days
            let index = line * 7 + column
            return days.indices.contains(index) ? days[index].date : nil
        }
        return nil
    }
}
