/// What a field of a form holds, which decides what a tap on its row does.
public enum FormFieldKind: Hashable, Sendable, CaseIterable {
    /// Text edited in place; a tap on its row closes an open picker.
    case text
    /// A date shown as a label; a tap on its row opens (or closes) a picker row directly below it.
    case date
}
