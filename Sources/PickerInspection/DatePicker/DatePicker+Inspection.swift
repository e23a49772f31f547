import Foundation
import PickerCore
import PickerWidgets

extension Inspection {
    /// A date picker: its wheels' nodes, its date (ISO 8601 in its time zone) or count-down duration
    /// (seconds) as the value, its mode, text, rows, minute interval and limits.
    static func datePickerDescription(_ picker: DatePicker) -> LayoutDescription {
        let model = picker.model
        // The wheels' columns are the picker's own parts (`independence.month` with the rows in view).
        var description = wheelPickerDescription(picker.inspectedWheels)
        description.value = model.mode == .countDownTimer
            ? .double(model.countDownDuration) : .string(model.date.iso8601Text(in: model.timeZone))
        description.extra = [
            ("mode", .string(model.mode.rawValue)), ("text", .string(model.formattedValue())),
            ("rows", .array(model.selectedRows.map(JSONValue.int))), ("minuteInterval", .int(model.minuteInterval)),
        ]
        if let minimum = model.minimumDate { description.extra.append(("minimumDate", .string(minimum.iso8601Text(in: model.timeZone)))) }
        if let maximum = model.maximumDate { description.extra.append(("maximumDate", .string(maximum.iso8601Text(in: model.timeZone)))) }
        return description
    }

    /// A date picker's committed value: mode, date (or duration), text, rows, and why the wheels scrolled
    /// back when they did.
    static func datePickerChangeFields(_ picker: DatePicker, _ change: WidgetValueChange) -> [(String, JSONValue)] {
        let model = picker.model
        var fields: [(String, JSONValue)] = [("mode", .string(model.mode.rawValue))]
        if model.mode == .countDownTimer {
            fields.append(("duration", .double(model.countDownDuration)))
        } else {
            fields.append(("date", .string(model.date.iso8601Text(in: model.timeZone))))
        }
        fields.append(("value", .string(model.formattedValue())))
        fields.append(("rows", .array(model.selectedRows.map(JSONValue.int))))
        if let adjustment = change.scrolledBack { fields.append(("scrolledBack", .string(adjustment.rawValue))) }
        return fields
    }
}
