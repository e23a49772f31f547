import Foundation
import PickerCore

/// What `--log-events` and `--dump-layout` show of a date picker: its committed value and limits, and its
/// wheels' columns as its own parts (`independence.month` with the rows in view).
extension DatePicker {
    /// Sends the committed value to `--log-events`; `scrolledBack` is the reason the wheels scrolled back
    /// to it, if they did.
    func reportValue(scrolledBack adjustment: DatePickerResolution.Adjustment?) {
        var fields: [(String, JSONValue)] = [("mode", .string(model.mode.rawValue))]
        if model.mode == .countDownTimer {
            fields.append(("duration", .double(model.countDownDuration)))
        } else {
            fields.append(("date", .string(model.date.iso8601Text(in: model.timeZone))))
        }
        fields.append(("value", .string(model.formattedValue())))
        fields.append(("rows", .array(model.selectedRows.map(JSONValue.int))))
        if let adjustment, adjustment != .none { fields.append(("scrolledBack", .string(adjustment.rawValue))) }
        report(ValueChange(widget: id, kind: kind, fields: fields, time: root?.currentTime ?? 0))
    }

    var dateLayoutValue: JSONValue {
        model.mode == .countDownTimer ? .double(model.countDownDuration) : .string(model.date.iso8601Text(in: model.timeZone))
    }

    var dateLayoutExtra: [(String, JSONValue)] {
        var extra: [(String, JSONValue)] = [
            ("mode", .string(model.mode.rawValue)), ("text", .string(model.formattedValue())),
            ("rows", .array(model.selectedRows.map(JSONValue.int))), ("minuteInterval", .int(model.minuteInterval)),
        ]
        if let minimum = model.minimumDate { extra.append(("minimumDate", .string(minimum.iso8601Text(in: model.timeZone)))) }
        if let maximum = model.maximumDate { extra.append(("maximumDate", .string(maximum.iso8601Text(in: model.timeZone)))) }
        return extra
    }
}
