import Foundation
import PickerCore
import PickerWidgets

extension Inspection {
    /// A field's value: its text, or its date in ISO 8601 in `timeZone` (null without one).
    static func fieldValue(_ value: FormField.Value, timeZone: TimeZone) -> JSONValue {
        switch value {
        case .text(let text): .string(text)
        case .date(let date): date.map { .string($0.iso8601Text(in: timeZone)) } ?? .null
        }
    }

    /// A form table: every field's value by key, the open picker's field and how far it is scrolled.
    static func formTableDescription(_ table: FormTable) -> LayoutDescription {
        LayoutDescription(
            value: .object(table.fields.map { ($0.key, fieldValue($0.value, timeZone: table.timeZone)) }),
            extra: [
                ("openPicker", table.model.openPickerField.map { .string(table.fields[$0].key) } ?? .null),
                ("contentOffset", .double(table.contentOffset)),
            ])
    }

    /// A form row: its field's value, key and title, the text it shows, and for a date row whether its
    /// picker is open.
    static func formRowDescription(_ row: FormRow) -> LayoutDescription {
        let timeZone = row.table?.timeZone ?? TimeZone(identifier: "UTC") ?? .current
        return LayoutDescription(
            value: fieldValue(row.value, timeZone: timeZone),
            extra: [("field", .string(row.key)), ("title", .string(row.title)), ("text", .string(row.valueText))]
                + (row.isDateRow ? [("pickerOpen", .bool(row.isPickerOpen))] : []))
    }

    /// A form's changed field: its key, new value and the text its row shows.
    static func formTableChangeFields(_ table: FormTable, _ change: WidgetValueChange) -> [(String, JSONValue)] {
        guard let field = change.component, table.fields.indices.contains(field) else { return [] }
        return [
            ("field", .string(table.fields[field].key)), ("value", fieldValue(table.fields[field].value, timeZone: table.timeZone)),
            ("text", .string(table.rows[field].valueText)),
        ]
    }
}
