import Foundation
import PickerCore

extension CalendarGrid {
    /// The ribbon coordinate (in months) of a window x: it grows towards the previous month, so a drag
    /// towards the right shows the previous month, or the next one in right to left.
    private func ribbonCoordinate(_ x: Double) -> Double { (isRightToLeft ? -x : x) / months.itemExtent }

    func handlePointerDown(_ event: PointerEvent) -> Bool {
        // One pointer slides the months at a time; a second finger does nothing until the first lifts.
        guard input.press(event.pointer, segment: 0, at: event.location, isDragging: false) else { return true }
        setNeedsDisplay()
        return true
    }

    func handlePointerMoved(_ event: PointerEvent) {
        guard let (press, leftSlop) = input.move(event.pointer, to: event.location) else { return }
        var isSliding = press.isDragging
        if leftSlop {
            // A mostly horizontal move slides the months; a vertical one only stops being a tap.
            let dx = event.location.x - press.start.x
            let dy = event.location.y - press.start.y
            if abs(dx) >= abs(dy), months.count > 0 {
                input.beginDragging(event.pointer)
                isSliding = true
                months.beginDrag(at: ribbonCoordinate(press.start.x), time: event.time)
            }
        }
        guard isSliding else { return }
        months.drag(to: ribbonCoordinate(event.location.x), time: event.time)
        monthsDidMove()
    }

    func handlePointerUp(_ event: PointerEvent) {
        guard let press = input.release(event.pointer) else { return }
        if press.isDragging {
            months.endDrag(at: ribbonCoordinate(event.location.x), time: event.time)
            targetMayHaveChanged()
        } else if !press.hasMoved, let day = day(at: press.start) {
            choose(day, extending: event.modifiers.contains(.shift), time: event.time)
        }
        setNeedsDisplay()
    }

    func handlePointerCancelled(_ event: PointerEvent) {
        guard let press = input.release(event.pointer) else { return }
        if press.isDragging { months.cancelDrag(time: event.time) }
        setNeedsDisplay()
    }

    /// The wheel (either axis) steps one month per notch (counted by ``SegmentedScrollInput``); a horizontal
    /// wheel towards the side the next month comes from goes forward (left in right to left).
    func handleScroll(_ event: ScrollEvent) -> Bool {
        guard months.count > 0, !months.isDragging else { return true }
        let notches = event.deltaX != 0 ? (isRightToLeft ? -event.deltaX : event.deltaX) : -event.deltaY
        let steps = input.steps(forNotches: notches, inSegment: 0)
        guard steps != 0 else { return true }
        months.step(by: steps, time: event.time)
        targetMayHaveChanged()
        setNeedsDisplay()
        return true
    }

    /// Arrows move the focused day (across weeks, months and years; in right to left Left goes to the next
    /// day and Right to the previous, as the columns run), Page Up/Down a month (with Shift a year),
    /// Home/End to the start and end of the week, Enter/Space choose it (Shift extends a range).
    func handleKey(_ event: KeyEvent) -> Bool {
        let shift = event.modifiers.contains(.shift)
        let move: CalendarMove
        switch event.key {
        case .left: move = .days(isRightToLeft ? 1 : -1)
        case .right: move = .days(isRightToLeft ? -1 : 1)
        case .up: move = .weeks(-1)
        case .down: move = .weeks(1)
        case .pageUp: move = shift ? .years(-1) : .months(-1)
        case .pageDown: move = shift ? .years(1) : .months(1)
        case .home: move = .startOfWeek
        case .end: move = .endOfWeek
        case .enter, .space:
            choose(focusedDay, extending: shift, time: event.time)
            setNeedsDisplay()
            return true
        default:
            return false
        }
        moveFocus(to: CalendarNavigation.day(from: focusedDay, by: move, calendar: calendar, rules: dayRules), time: event.time)
        return true
    }

    /// Puts the keyboard on `day` (clamped into the ribbon's months) and slides to its month.
    func moveFocus(to day: Date, time: Double) {
        let row = row(ofMonthContaining: day)
        guard (0..<months.count).contains(row) else { return }
        focusedDay = day
        if row != months.targetRow { showMonth(containing: day, time: time, animated: true) }
        setNeedsDisplay()
    }
}
