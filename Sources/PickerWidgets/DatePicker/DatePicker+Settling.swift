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
        guard awaitsRest, wheelsAreAtRest else { return }
        awaitsRest = false
        let rows = components.map(\.model.selectedRow)
        let resolution = model.resolve(rows: rows)
        if resolution.rows != rows {
            if scrollBack == nil { scrollBack = resolution.adjustment }
            awaitsRest = true
            show(resolution.rows, animated: true)
            // Wheels that only jumped (same title) are already at rest: check again now.
            if wheelsAreAtRest { resolveIfAtRest() }
            return
        }
        let adjustment = scrollBack
        scrollBack = nil
        guard model.commit(resolution) else { return }
        setNeedsDisplay()
        reportValue(adjustment: adjustment)
        onValueChanged?(self)
    }

    private func reportValue(adjustment: DatePickerResolution.Adjustment?) {
        var fields: [(String, JSONValue)] = [("mode", .string(model.mode.rawValue))]
        if model.mode == .countDownTimer {
            fields.append(("duration", .double(model.countDownDuration)))
        } else {
            fields.append(("date", .string(model.isoDate())))
        }
        fields.append(("value", .string(model.formattedValue())))
        fields.append(("rows", .array(model.selectedRows.map(JSONValue.int))))
        if let adjustment, adjustment != .none { fields.append(("scrolledBack", .string(adjustment.rawValue))) }
        report(ValueChange(widget: id, kind: kind, fields: fields, time: root?.currentTime ?? 0))
    }

    // MARK: - Introspection (`--dump-layout`)

    var dateLayoutValue: JSONValue {
        model.mode == .countDownTimer ? .double(model.countDownDuration) : .string(model.isoDate())
    }

    var dateLayoutExtra: [(String, JSONValue)] {
        var extra: [(String, JSONValue)] = [
            ("mode", .string(model.mode.rawValue)), ("text", .string(model.formattedValue())),
            ("rows", .array(model.selectedRows.map(JSONValue.int))), ("minuteInterval", .int(model.minuteInterval)),
        ]
        let iso = ISO8601DateFormatter()
        iso.timeZone = model.timeZone
        if let minimum = model.minimumDate { extra.append(("minimumDate", .string(iso.string(from: minimum)))) }
        if let maximum = model.maximumDate { extra.append(("maximumDate", .string(iso.string(from: maximum)))) }
        return extra
    }
}
