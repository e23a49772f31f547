/// The rows of a form whose date fields open an inline picker row directly below themselves,
/// as plain data: which picker is open, what each visible row shows, and which rows a tap removes and inserts.
///
/// The fields never change; at most one picker row is open, always directly below the date field that
/// opened it. Row indices count visible rows from the top (a table view's index paths in one section);
/// field indices are positions in `fields`. Every query is O(1).
///
/// ```swift
/// var table = FormTableModel(fields: [.text, .text, .date, .date, .text])
/// let update = table.selectRow(2)      // opens the picker of field 2: insertedRow 3
/// table.row(at: 4)                     // .field(3): the second date field, pushed down one row
/// table.selectRow(4)                   // moves the picker: deletedRow 3, insertedRow 4
/// ```
public struct FormTableModel: Hashable, Sendable {
    /// The fields from top to bottom.
    public let fields: [FormFieldKind]
    /// The date field whose picker row is open, or nil when every picker is closed.
    public private(set) var openPickerField: Int?

    /// A table of `fields` with every picker closed.
    public init(fields: [FormFieldKind]) {
        self.fields = fields
    }

    // MARK: - Rows and fields

    /// Whether a picker row is showing.
    public var isPickerOpen: Bool { openPickerField != nil }

    /// The number of visible rows: one per field, plus the open picker row.
    public var numberOfRows: Int { fields.count + (isPickerOpen ? 1 : 0) }

    /// The row of the open picker, or nil when none is open.
    public var pickerRow: Int? { openPickerField.map { $0 + 1 } }

    /// What the row at `row` (0..<numberOfRows) shows.
    public func row(at row: Int) -> FormTableRow {
        precondition(row >= 0 && row < numberOfRows, "row \(row) is outside 0..<\(numberOfRows)")
        guard let pickerRow else { return .field(row) }
        if row == pickerRow { return .picker(forField: row - 1) }
        return .field(row < pickerRow ? row : row - 1)
    }

    /// The field the row at `row` belongs to: its own field, or
    /// for the picker row the date field above it.
    public func field(forRow row: Int) -> Int { self.row(at: row).field }

    /// The row that shows `field` (0..<fields.count): one lower when it is below the open picker.
    public func row(forField field: Int) -> Int {
        precondition(field >= 0 && field < fields.count, "field \(field) is outside 0..<\(fields.count)")
        guard let openPickerField, field > openPickerField else { return field }
        return field + 1
    }

    /// Whether the picker row is directly below `row`: `row` shows
    /// the date field whose picker is open.
    public func isPickerRightBelow(row: Int) -> Bool {
        pickerRow.map { row == $0 - 1 } ?? false
    }

    /// Whether the picker row is directly above `row`.
    public func isPickerRightAbove(row: Int) -> Bool {
        pickerRow.map { row == $0 + 1 } ?? false
    }

    // MARK: - Changes

    /// A tap (or click) on the row at `row` (0..<numberOfRows):
    /// - on a date field's row: opens its picker below it, or closes it when it is already open, or
    ///   moves the open picker there (closing the other one);
    /// - on a text field's row: closes the open picker (the field begins editing);
    /// - on the picker row itself: nothing (the picker takes its own taps).
    /// - Returns: the rows removed and inserted, for the table's animation.
    @discardableResult
    public mutating func selectRow(_ row: Int) -> FormTableUpdate {
        switch self.row(at: row) {
        case .picker: return .none
        case .field(let field): return fields[field] == .date ? togglePicker(forField: field) : closePicker()
        }
    }

    /// Opens the picker of the date field `field`, or closes it when it is open (a tap on its row, or
    /// Enter or Space with the row focused). Another open picker closes in the same update.
    /// - Returns: the rows removed and inserted; `.none` for a text field.
    @discardableResult
    public mutating func togglePicker(forField field: Int) -> FormTableUpdate {
        precondition(field >= 0 && field < fields.count, "field \(field) is outside 0..<\(fields.count)")
        guard fields[field] == .date else { return .none }
        if openPickerField == field { return closePicker() }
        return openPicker(forField: field)
    }

    /// Opens the picker of the date field `field` directly below its row, closing any other.
    ///
    /// When another picker was open the update deletes its row and inserts the new one: below the old
    /// picker the tapped field's row had moved down one, so the new picker row is at the tapped row, and
    /// above it directly below the tapped row.
    /// - Returns: the rows removed and inserted; `.none` when it was already open or `field` is not a date.
    @discardableResult
    public mutating func openPicker(forField field: Int) -> FormTableUpdate {
        precondition(field >= 0 && field < fields.count, "field \(field) is outside 0..<\(fields.count)")
        guard fields[field] == .date, openPickerField != field else { return .none }
        let deleted = pickerRow
        openPickerField = field
        return FormTableUpdate(deletedRow: deleted, insertedRow: field + 1)
    }

    /// Closes the open picker, if any: call it when a text field begins editing.
    /// - Returns: the picker row removed, or `.none` when nothing was open.
    @discardableResult
    public mutating func closePicker() -> FormTableUpdate {
        guard let deleted = pickerRow else { return .none }
        openPickerField = nil
        return FormTableUpdate(deletedRow: deleted)
    }
}
