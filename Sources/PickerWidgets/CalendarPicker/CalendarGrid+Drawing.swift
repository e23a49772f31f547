import Foundation
import PickerCore

extension CalendarGrid {
    /// Draws the weekday names, then the visible months of the ribbon clipped to the days' area.
    func drawGrid(in canvas: Canvas, theme: Theme) {
        guard !frame.isEmpty, months.count > 0 else { return }
        for (column, symbol) in shownWeekdaySymbols.enumerated() {
            canvas.drawText(symbol, font: theme.labelFont, color: theme.secondaryText, centeredIn: weekdayFrame(column: column))
        }
        let area = daysArea
        let clip = Rect(x: frame.minX, y: area.minY, width: frame.width, height: area.height)
        canvas.withClip(clip) {
            for (row, offset) in visibleMonths() {
                drawMonth(grid(forRow: row), offset: offset, in: canvas, theme: theme)
            }
        }
    }

    /// The weekday names as drawn: the short ones ("Sun"), or the very short ones for every column when
    /// any short one is wider than its column (fa_IR's "چهارشنبه" in a narrow grid).
    public var shownWeekdaySymbols: [String] {
        guard let measurer = textMeasurer else { return weekdaySymbols }
        let room = cellSize.width - 4
        let font = theme.labelFont
        let fits = weekdaySymbols.allSatisfy { measurer.size(of: $0, font: font).width <= room }
        return fits ? weekdaySymbols : narrowWeekdaySymbols
    }

    /// The diameter of a day's selection circle, in points.
    var dayCircleDiameter: Double {
        let size = cellSize
        return max(0, min(size.width, size.height) - 6)
    }

    /// Draws one month's weeks `offset` points right of its rest place.
    func drawMonth(_ grid: MonthGrid, offset: Double, in canvas: Canvas, theme: Theme) {
        let range = selection.mode == .range ? selection.range : nil
        if let range { drawRangeBands(grid, range: range, offset: offset, in: canvas, theme: theme) }
        for (index, day) in grid.days.enumerated() {
            let cell = cellFrame(index: index, monthOffset: offset)
            let isEnd = range.map { day.date == $0.lowerBound || day.date == $0.upperBound } ?? true
            drawDay(day, in: cell, isFilled: day.isSelected && isEnd, canvas: canvas, theme: theme)
        }
        if showsWeekNumbers {
            for (line, week) in grid.weeks.enumerated() {
                let rect = weekNumberFrame(line: line, monthOffset: offset)
                canvas.drawText(numbers.string(week.weekNumber), font: theme.labelFont, color: theme.secondaryText, centeredIn: rect)
            }
        }
    }

    /// The translucent band behind the days of a range, one piece per week, from the centre of an end day
    /// (where the range ends in that week) or the cell's edge (where it goes on); in right to left the
    /// band runs from the right.
    private func drawRangeBands(_ grid: MonthGrid, range: ClosedRange<Date>, offset: Double, in canvas: Canvas, theme: Theme) {
        let diameter = dayCircleDiameter
        for line in 0..<grid.weeks.count {
            let indices = (line * 7..<line * 7 + 7).filter { grid.days[$0].isSelected }
            guard let first = indices.first, let last = indices.last else { continue }
            let a = cellFrame(index: first, monthOffset: offset)
            let b = cellFrame(index: last, monthOffset: offset)
            let rtl = isRightToLeft
            let start = grid.days[first].date == range.lowerBound ? a.midX : (rtl ? a.maxX : a.minX)
            let end = grid.days[last].date == range.upperBound ? b.midX : (rtl ? b.minX : b.maxX)
            let left = rtl ? end : start
            let right = rtl ? start : end
            guard right > left else { continue }
            canvas.fillRect(
                Rect(x: left, y: a.midY - diameter / 2, width: right - left, height: diameter),
                color: theme.accent.multiplyingAlpha(by: 0.2))
        }
    }

    /// One day: its circle (selected) or ring (today), its number, a dot when highlighted, a strike
    /// through when disabled, and the focus ring when the keyboard is on it.
    private func drawDay(_ day: MonthGrid.Day, in cell: Rect, isFilled: Bool, canvas: Canvas, theme: Theme) {
        let center = Point(x: cell.midX, y: cell.midY)
        let radius = dayCircleDiameter / 2
        var color = day.isInShownMonth ? theme.text : theme.secondaryText.multiplyingAlpha(by: 0.6)
        if isFilled {
            drawCircle(center: center, radius: radius, lineWidth: nil, color: theme.accent, in: canvas)
            color = theme.accentText
        } else if day.isToday {
            drawCircle(center: center, radius: radius - 0.75, lineWidth: 1.5, color: theme.accent, in: canvas)
            color = theme.accent
        }
        if day.isDisabled { color = theme.disabledText }
        let label = numbers.string(day.dayOfMonth)
        canvas.drawText(label, font: theme.bodyFont, color: color, centeredIn: cell)
        if day.isDisabled {
            let width = canvas.textMeasurer.size(of: label, font: theme.bodyFont).width + 4
            canvas.strokePolyline(
                [Point(x: center.x - width / 2, y: center.y), Point(x: center.x + width / 2, y: center.y)],
                lineWidth: 1, color: theme.disabledText)
        }
        if day.isHighlighted {
            canvas.fillCircle(
                center: Point(x: center.x, y: center.y + radius * 0.62), radius: 2,
                color: isFilled ? theme.accentText : theme.accent)
        }
        if showsFocusRing && day.isInShownMonth && day.date == focusedDay {
            drawCircle(
                center: center, radius: radius + theme.focusRingGap + theme.focusRingWidth / 2,
                lineWidth: theme.focusRingWidth, color: theme.focusRing, in: canvas)
        }
    }

    /// What a day's circle looks like, as the key of its layer picture.
    private struct CircleLook: Hashable {
        var radius: Double
        var lineWidth: Double?
        var color: Color
    }

    /// A filled circle, or a ring `lineWidth` points wide, drawn as a layer: the canvas keeps its picture
    /// (rasterised with sub-pixel precision, so it is round on every renderer) and reuses it for every
    /// day that looks the same.
    private func drawCircle(center: Point, radius: Double, lineWidth: Double?, color: Color, in canvas: Canvas) {
        let reach = radius + (lineWidth ?? 0) / 2 + 1
        let bounds = Rect(x: center.x - reach, y: center.y - reach, width: 2 * reach, height: 2 * reach)
        canvas.drawLayer(CircleLook(radius: radius, lineWidth: lineWidth, color: color), bounds: bounds) {
            if let lineWidth {
                canvas.strokeCircle(center: center, radius: radius, lineWidth: lineWidth, color: color)
            } else {
                canvas.fillCircle(center: center, radius: radius, color: color)
            }
        }
    }
}
