import Foundation
import PickerCore

extension CalendarGrid {
    /// Draws the weekday names, then the visible months of the ribbon clipped to the days' area.
    ///
    /// Only what can show is drawn: the weekday names when the part of the window being redrawn
    /// (`canvas.drawingBounds`) reaches their row (a slide redraws only ``monthsStrip``), and of the months
    /// the days and week numbers that reach into the strip (mid-slide, half of each month's cells lie
    /// outside it).
    func drawGrid(in canvas: Canvas, theme: Theme) {
        guard !frame.isEmpty, months.count > 0 else { return }
        let geometry = self.geometry
        let bounds = canvas.drawingBounds
        // What the window shows once this is drawn: a later slide copies it from here.
        shownRibbon = ribbonPoints.map { ($0, frame.width) }
        if bounds.map({ weekdayRowReaches(into: $0, canvas: canvas, theme: theme) }) ?? true {
            for (column, symbol) in shownWeekdaySymbols.enumerated() {
                canvas.drawText(
                    symbol, style: TextStyle(font: theme.labelFont, color: theme.secondaryText),
                    centeredIn: geometry.weekdayFrame(column: column))
            }
        }
        let clip = monthsStrip
        let visible = bounds.map { clip.intersection($0) } ?? clip
        guard !visible.isEmpty else { return }
        let pass = MonthPass(
            geometry: geometry, visible: visible, showsFocusRing: showsFocusRing,
            range: selection.mode == .range ? selection.range : nil, theme: theme, canvas: canvas, labels: numberLabels(font:measurer:))
        canvas.withClip(clip) {
            for (row, offset) in visibleMonths() {
                drawMonth(grid(forRow: row), offset: offset, pass: pass)
            }
        }
    }

    /// Whether the weekday names, centred in their row, reach into `bounds` (points): their line box (as
    /// measured, the same for every name) plus a point for rounding to whole pixels.
    private func weekdayRowReaches(into bounds: Rect, canvas: Canvas, theme: Theme) -> Bool {
        let height = canvas.textMeasurer.size(of: weekdaySymbols.first ?? "", font: theme.labelFont).height
        let middle = frame.minY + weekdayRowHeight / 2
        let reach = height / 2 + 1
        return bounds.maxY > middle - reach && bounds.minY < middle + reach
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
    var dayCircleDiameter: Double { Self.circleDiameter(cellSize: cellSize) }

    private static func circleDiameter(cellSize size: Size) -> Double {
        max(0, min(size.width, size.height) - 6)
    }

    /// How far a day's shapes reach from its centre, in points: the focus ring (the largest), its
    /// anti-aliasing fringe, and the layer picture's rounding to whole pixels, with room to spare.
    static func shapeReach(cellSize size: Size, theme: Theme) -> Double {
        circleDiameter(cellSize: size) / 2 + theme.focusRingGap + theme.focusRingWidth + 4
    }

    /// What every cell drawn in one frame shares, worked out once for the frame.
    private struct MonthPass {
        let geometry: Geometry
        /// The part of the months' strip being redrawn, in points: drawing wholly outside it is skipped.
        let visible: Rect
        let showsFocusRing: Bool
        let range: ClosedRange<Date>?
        let theme: Theme
        let canvas: Canvas
        let circleDiameter: Double
        /// How far a day's shapes reach from its centre, in points: the focus ring (the largest), its
        /// anti-aliasing fringe, and the layer picture's rounding to whole pixels, with room to spare.
        let shapeReach: Double
        /// The day and week numbers, each written and measured once (both months show most day numbers).
        let dayNumbers: NumberLabels
        let weekNumbers: NumberLabels
        /// How far sideways `drawDay` and `plainNumber` look for any day's drawing to show, in points: a
        /// column of days farther than this from `visible` is skipped whole.
        let columnReach: Double

        init(
            geometry: Geometry, visible: Rect, showsFocusRing: Bool, range: ClosedRange<Date>?, theme: Theme, canvas: Canvas,
            labels: (Font, TextMeasurer) -> NumberLabels
        ) {
            self.geometry = geometry
            self.visible = visible
            self.showsFocusRing = showsFocusRing
            self.range = range
            self.theme = theme
            self.canvas = canvas
            circleDiameter = CalendarGrid.circleDiameter(cellSize: geometry.cellSize)
            shapeReach = CalendarGrid.shapeReach(cellSize: geometry.cellSize, theme: theme)
            let dayNumbers = labels(theme.bodyFont, canvas.textMeasurer)
            self.dayNumbers = dayNumbers
            weekNumbers = labels(theme.labelFont, canvas.textMeasurer)
            // A day's number, and the strike through reaching 2 points past it with its width and fringe.
            columnReach = max(dayNumbers.largestDayNumber.width / 2 + 4, shapeReach)
        }

        /// Whether a drawing reaching `dx` and `dy` points either side of `center` shows in `visible`.
        func shows(around center: Point, dx: Double, dy: Double) -> Bool {
            center.x + dx > visible.minX && center.x - dx < visible.maxX
                && center.y + dy > visible.minY && center.y - dy < visible.maxY
        }

        /// Where text `size` points large, centred in `rect`, starts (as `Canvas.drawText(_:style:centeredIn:)`
        /// puts it), or nil when none of it (or its rounding to whole pixels) shows.
        func textOrigin(size: Size, centeredIn rect: Rect) -> Point? {
            guard shows(around: rect.center, dx: size.width / 2 + 1, dy: size.height / 2 + 1) else { return nil }
            return Point(x: rect.midX - size.width / 2, y: rect.midY - size.height / 2)
        }
    }

    /// Draws one month's weeks `offset` points right of its rest place: the days and week numbers that show.
    private func drawMonth(_ grid: MonthGrid, offset: Double, pass: MonthPass) {
        let canvas = pass.canvas, theme = pass.theme
        if let range = pass.range { drawRangeBands(grid, range: range, offset: offset, pass: pass) }
        // Mid-slide, when only a band of the strip is redrawn, most columns show nothing there.
        let shownColumns = (0..<7).map { column in
            let x = pass.geometry.cellFrame(index: column, monthOffset: offset).midX
            return x + pass.columnReach > pass.visible.minX && x - pass.columnReach < pass.visible.maxX
        }
        for (index, day) in grid.days.enumerated() where shownColumns[index % 7] {
            let cell = pass.geometry.cellFrame(index: index, monthOffset: offset)
            let isEnd = pass.range.map { day.date == $0.lowerBound || day.date == $0.upperBound } ?? true
            drawDay(day, in: cell, isFilled: day.isSelected && isEnd, pass: pass)
        }
        guard showsWeekNumbers else { return }
        for (line, week) in grid.weeks.enumerated() {
            let label = pass.weekNumbers.label(week.weekNumber)
            let rect = pass.geometry.weekNumberFrame(line: line, monthOffset: offset)
            guard let origin = pass.textOrigin(size: label.size, centeredIn: rect) else { continue }
            canvas.drawText(label.text, style: TextStyle(font: theme.labelFont, color: theme.secondaryText), at: origin)
        }
    }

    /// The colour of the numbers of days of the months around the shown one.
    private static func fadedDayColor(_ theme: Theme) -> Color {
        theme.secondaryText.multiplyingAlpha(by: min(1, max(0, theme.outsideMonthDayOpacity)))
    }

    /// The translucent band behind the days of a range, one piece per week (`rangeBands`), with the
    /// theme's `selectionEdge` along its top and bottom when that is not clear.
    private func drawRangeBands(_ grid: MonthGrid, range: ClosedRange<Date>, offset: Double, pass: MonthPass) {
        let theme = pass.theme
        let color = theme.accent.multiplyingAlpha(by: 0.2)
        let edge = min(max(0, theme.selectionEdgeWidth), pass.circleDiameter / 2)
        for band in Self.rangeBands(grid, range: range, offset: offset, geometry: pass.geometry, circleDiameter: pass.circleDiameter) {
            pass.canvas.fillRect(band, color: color)
            guard theme.selectionEdge.alpha > 0, edge > 0 else { continue }
            // Inside the band, so the edges reach no further than the band does.
            pass.canvas.fillRect(Rect(x: band.minX, y: band.minY, width: band.width, height: edge), color: theme.selectionEdge)
            pass.canvas.fillRect(Rect(x: band.minX, y: band.maxY - edge, width: band.width, height: edge), color: theme.selectionEdge)
        }
    }

    /// The pieces of the band behind the days of a range in the month `offset` points right of its rest
    /// place, one per week, from the centre of an end day (where the range ends in that week) or the cell's
    /// edge (where it goes on), as tall as a day's circle; in right to left the band runs from the right.
    static func rangeBands(
        _ grid: MonthGrid, range: ClosedRange<Date>, offset: Double, geometry: Geometry, circleDiameter diameter: Double
    ) -> [Rect] {
        let rtl = geometry.isRightToLeft
        var bands: [Rect] = []
        for line in 0..<grid.weeks.count {
            let indices = (line * 7..<line * 7 + 7).filter { grid.days[$0].isSelected }
            guard let first = indices.first, let last = indices.last else { continue }
            let a = geometry.cellFrame(index: first, monthOffset: offset)
            let b = geometry.cellFrame(index: last, monthOffset: offset)
            let start = grid.days[first].date == range.lowerBound ? a.midX : (rtl ? a.maxX : a.minX)
            let end = grid.days[last].date == range.upperBound ? b.midX : (rtl ? b.minX : b.maxX)
            let left = rtl ? end : start
            let right = rtl ? start : end
            guard right > left else { continue }
            bands.append(Rect(x: left, y: a.midY - diameter / 2, width: right - left, height: diameter))
        }
        return bands
    }

    /// One day: its circle (selected) or ring (today), its number, a dot when highlighted, a strike
    /// through when disabled, and the focus ring when the keyboard is on it. Nothing when none of it
    /// shows in `pass.visible`.
    private func drawDay(_ day: MonthGrid.Day, in cell: Rect, isFilled: Bool, pass: MonthPass) {
        let canvas = pass.canvas, theme = pass.theme
        let center = Point(x: cell.midX, y: cell.midY)
        let (label, size) = pass.dayNumbers.label(day.dayOfMonth)
        // The strike through reaches 2 points past the number, plus its half width and fringe.
        guard pass.shows(around: center, dx: max(size.width / 2 + 4, pass.shapeReach), dy: max(size.height / 2 + 1, pass.shapeReach))
        else { return }
        let radius = pass.circleDiameter / 2
        var color = day.isInShownMonth ? theme.text : Self.fadedDayColor(theme)
        if isFilled {
            drawCircle(center: center, radius: radius, lineWidth: nil, color: theme.accent, in: canvas)
            color = theme.accentText
        } else if day.isToday {
            drawCircle(center: center, radius: radius - 0.75, lineWidth: 1.5, color: theme.accent, in: canvas)
            color = theme.accent
        }
        if day.isDisabled { color = theme.disabledText }
        canvas.drawText(
            label, style: TextStyle(font: theme.bodyFont, color: color),
            at: Point(x: cell.midX - size.width / 2, y: cell.midY - size.height / 2))
        if day.isDisabled {
            let width = size.width + 4
            canvas.strokePolyline(
                [Point(x: center.x - width / 2, y: center.y), Point(x: center.x + width / 2, y: center.y)],
                lineWidth: 1, color: theme.disabledText)
        }
        if day.isHighlighted {
            canvas.fillCircle(
                center: Point(x: center.x, y: center.y + radius * 0.62), radius: 2,
                color: isFilled ? theme.accentText : theme.accent)
        }
        if pass.showsFocusRing && day.isInShownMonth && day.date == focusedDay {
            // Engaged by a controller: the ring fills its gap too, thicker but no further out.
            let width = isEngaged ? theme.focusRingGap + theme.focusRingWidth : theme.focusRingWidth
            drawCircle(
                center: center, radius: radius + theme.focusRingGap + theme.focusRingWidth - width / 2,
                lineWidth: width, color: theme.focusRing, in: canvas)
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
