/// What one visible row of a form table shows.
public enum FormTableRow: Hashable, Sendable {
    /// The row of the field at this index of the table's `fields`.
    case field(Int)
    /// The picker row opened by the date field at this index, directly below that field's row.
    case picker(forField: Int)

    /// The field the row belongs to: its own field, or for a picker row the date field it edits.
    public var field: Int {
        switch self {
        case .field(let field), .picker(let field): field
        }
    }

    /// Whether this is a picker row.
    public var isPicker: Bool {
        if case .picker = self { return true }
        return false
    }
}
