/// The rows a change of a form table removed and inserted, in the terms of a table view's
/// batch update (UITableView's `deleteRows` / `insertRows` between `beginUpdates` and `endUpdates`):
/// `deletedRow` is an index among the rows before the change, `insertedRow` an index among the rows after it.
///
/// Closing a picker deletes its row; opening one inserts a row; moving it from one date field to another
/// does both, so a table animates the old picker row shrinking and the new one growing at once.
public struct FormTableUpdate: Hashable, Sendable {
    /// The row removed, as an index among the rows before the change; nil when none was removed.
    public var deletedRow: Int?
    /// The row inserted, as an index among the rows after the change; nil when none was inserted.
    public var insertedRow: Int?

    public init(deletedRow: Int? = nil, insertedRow: Int? = nil) {
        self.deletedRow = deletedRow
        self.insertedRow = insertedRow
    }

    /// No change: nothing to animate (UIKit crashes on an empty batch update; here it is simply empty).
    public static let none = FormTableUpdate()

    /// Whether the change neither removed nor inserted a row.
    public var isEmpty: Bool { deletedRow == nil && insertedRow == nil }

    /// Where the row that was at `oldRow` before the change is after it; nil for the deleted row.
    ///
    /// Rows below the deleted one move up by one, then rows at or below the inserted one move down by one. O(1).
    public func newRow(forOldRow oldRow: Int) -> Int? {
        var row = oldRow
        if let deletedRow {
            if row == deletedRow { return nil }
            if row > deletedRow { row -= 1 }
        }
        if let insertedRow, row >= insertedRow { row += 1 }
        return row
    }

    /// Where the row that is at `newRow` after the change was before it; nil for the inserted row. O(1).
    public func oldRow(forNewRow newRow: Int) -> Int? {
        var row = newRow
        if let insertedRow {
            if row == insertedRow { return nil }
            if row > insertedRow { row -= 1 }
        }
        if let deletedRow, row >= deletedRow { row += 1 }
        return row
    }
}
