import PickerCore
import PickerWidgets

extension Inspection {
    /// A text field: its text as the value, the text drawn (the placeholder while empty), its selection
    /// (grapheme clusters) and whether it is being edited.
    static func textFieldDescription(_ field: TextField) -> LayoutDescription {
        let shown = field.text.isEmpty ? field.placeholder ?? "" : field.text
        return LayoutDescription(
            value: .string(field.text),
            extra: [
                ("selection", .array([.int(field.selectedRange.lowerBound), .int(field.selectedRange.upperBound)])),
                ("editing", .bool(field.isEditing)),
            ],
            text: shown.isEmpty ? nil : .string(shown))
    }
}
