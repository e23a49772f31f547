import Foundation
import PickerCore

extension DatePicker {
    /// A wheel the user moved has stopped on a new row; the combination is checked once all have stopped.
    func wheelDidSettle() {
        awaitsRest = true
    }

    /// Whether every wheel is still: no pointer holds one and none moves.
    var wheelsAreAtRest: Bool {
        drags.isEmpty && !components.contains { $0.model.isAnimating || $0.model.isDragging }
    }

    /// Once every wheel has stopped: scrolls back when the combination is not allowed, or commits and
    /// reports it when it is new.
    func resolveIfAtRest() {
        // Wheels that only jump (the same title, e.g. the 12-hour clock's hour when AM/PM turns) are at
        // rest at once, so the new rows are checked again straight away; a resolution is a fixed point,
        // so a second pass commits (the bound only guards against a rule that is not).
        for _ in 0..<3 {
            guard awaitsRest, wheelsAreAtRest else { return }
            if !scrollBackOrCommit() { return }
        }
    }

    /// Scrolls the wheels back and returns true when they stopped on rows that are not allowed;
    /// otherwise commits (reporting a change) and returns false.
    private func scrollBackOrCommit() -> Bool {
        awaitsRest = false
        let rows = components.map(\.model.selectedRow)
        let resolution = model.resolve(rows: rows)
        if resolution.rows != rows {
            // A scroll-back that arrived where it was sent and needs another (a day the limit's month
            // lacks) keeps its first reason; wheels stopped anywhere else were moved by input that came
            // during the scroll-back, so this one starts afresh with its own reason.
            let reason = scrollBack.flatMap { $0.rows == rows ? $0.adjustment : nil } ?? resolution.adjustment
            scrollBack = (reason, resolution.rows)
            awaitsRest = true
            show(resolution.rows, animated: true)
            return true
        }
        // The reason is reported only when the wheels stand where the scroll-back sent them: input during
        // the scroll-back that led elsewhere produced the committed value, not the scroll-back.
        let adjustment = scrollBack.flatMap { $0.rows == rows ? $0.adjustment : nil }
        scrollBack = nil
        guard model.commit(resolution) else { return false }
        setNeedsDisplay()
        reportValue(adjustment: adjustment)
        onDateValueChanged?(self)
        return false
    }

    private func reportValue(adjustment: DatePickerResolution.Adjustment?) {
        reportValueChange(scrolledBack: adjustment == DatePickerResolution.Adjustment.none ? nil : adjustment)
    }
}
