import PickerCore
import Foundation

/// One field of a ``FormTable``: its key, the title shown in its row, and its value.
public struct FormField: Hashable, Sendable {
    /// What a field holds.
    public enum Value: Hashable, Sendable {
        /// Text, edited in place.
        case text(String)
        /// A date, or nil when none is set ("-"); chosen in an inline date picker row.
        case date(Date?)
    }

    /// A stable identifier: the row's layout id is the table's id, a dot and the key (`form.name`).
    public var key: String
    /// The field's name, shown at the start of its row.
    public var title: String
    /// The current value.
    public var value: Value
    /// Shown in an empty text field.
    public var placeholder: String?
    /// For a date field: the key of another date field this one may not precede (the ended-work date's
    /// minimum is the started-work date, which in turn may not pass the ended-work date). Nil: no limit.
    public var notBeforeField: String?
    /// For a date field: whether it may be cleared back to none (Delete or Backspace on its focused row),
    /// like an ended-work date for someone still at work.
    public var isOptional = false

    /// A text field.
    public static func text(_ key: String, title: String, _ text: String, placeholder: String? = nil) -> FormField {
        FormField(key: key, title: title, value: .text(text), placeholder: placeholder)
    }

    /// A date field; `notBefore` is the key of a date field this one may not precede; an optional one
    /// may be cleared back to none.
    public static func date(_ key: String, title: String, _ date: Date?, notBefore: String? = nil, isOptional: Bool = false) -> FormField {
        var field = FormField(key: key, title: title, value: .date(date), notBeforeField: notBefore)
        field.isOptional = isOptional
        return field
    }

    public init(key: String, title: String, value: Value, placeholder: String? = nil, notBeforeField: String? = nil) {
        self.key = key
        self.title = title
        self.value = value
        self.placeholder = placeholder
        self.notBeforeField = notBeforeField
    }

    /// Whether a tap on the field's row opens a date picker.
    public var kind: FormFieldKind {
        if case .date = value { return .date }
        return .text
    }

    /// The text of a text field, nil for a date field.
    public var text: String? {
        if case .text(let text) = value { return text }
        return nil
    }

    /// The date of a date field (nil when unset or for a text field).
    public var date: Date? {
        if case .date(let date) = value { return date }
        return nil
    }
}
