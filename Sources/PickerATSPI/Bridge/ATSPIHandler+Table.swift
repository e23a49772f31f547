import PickerCore
import PickerWidgets

/// org.a11y.atspi.Table and TableCell: a table's cells by row and column. A table of cells (a calendar's
/// month) is laid out by their frames, top to bottom and in reading order; a table of rows (a form) has
/// one column of them.
struct ATSPITableGrid {
    var rows: Int
    var columns: Int
    /// The child paths by row and column; nil where no cell is.
    var cells: [[String?]]

    init(table: ATSPIObject, tree: ATSPITree) {
        let children = table.children.compactMap { tree[$0] }
        guard !children.isEmpty, children.allSatisfy({ $0.node.role == .tableCell }) else {
            rows = children.count
            columns = children.isEmpty ? 0 : 1
            cells = children.map { [$0.path] }
            return
        }
        let ys = Array(Set(children.map { ($0.frame.minY).rounded() })).sorted()
        let xs = Array(Set(children.map { ($0.frame.minX).rounded() })).sorted()
        rows = ys.count
        columns = xs.count
        var grid = [[String?]](repeating: [String?](repeating: nil, count: xs.count), count: ys.count)
        for child in children {
            guard let row = ys.firstIndex(of: child.frame.minY.rounded()), let column = xs.firstIndex(of: child.frame.minX.rounded()) else {
                continue
            }
            grid[row][column] = child.path
        }
        cells = grid
    }

    /// The row and column of the cell at `path`.
    func position(of path: String) -> (row: Int, column: Int)? {
        for (row, line) in cells.enumerated() {
            if let column = line.firstIndex(of: path) { return (row, column) }
        }
        return nil
    }
}

extension ATSPIHandler {
    func tableProperty(_ name: String, of object: ATSPIObject, tree: ATSPITree) -> DBusValue? {
        let grid = ATSPITableGrid(table: object, tree: tree)
        switch name {
        case "NRows": return .int32(Int32(grid.rows))
        case "NColumns": return .int32(Int32(grid.columns))
        case "Caption", "Summary": return nullReference
        case "NSelectedRows", "NSelectedColumns": return .int32(0)
        default: return nil
        }
    }

    func tableMethod(_ call: DBusMethodCall, object: ATSPIObject, tree: ATSPITree) -> DBusReply? {
        let grid = ATSPITableGrid(table: object, tree: tree)
        /// The row and column in the first two arguments, when both are inside the grid.
        func cell() -> (row: Int, column: Int)? {
            guard let row = index(call.arguments[0], below: grid.rows), let column = index(call.arguments[1], below: grid.columns) else {
                return nil
            }
            return (row, column)
        }
        switch call.member {
        case "GetAccessibleAt", "GetIndexAt", "IsSelected", "GetRowExtentAt", "GetColumnExtentAt":
            if let error = expect(call, "ii") { return error }
            guard let (row, column) = cell() else { return .invalidArguments("no cell there") }
            let path = grid.cells[row][column]
            switch call.member {
            case "GetAccessibleAt": return .values([path.map(reference) ?? nullReference])
            case "GetIndexAt": return .values([.int32(Int32(path.flatMap { tree[$0]?.indexInParent } ?? -1))])
            case "IsSelected":
                return .values([.boolean(path.flatMap { tree[$0]?.node.states.contains(.selected) } ?? false)])
            default: return .values([.int32(1)])
            }
        case "GetRowAtIndex", "GetColumnAtIndex":
            if let error = expect(call, "i") { return error }
            guard let index = index(call.arguments[0], below: object.children.count),
                let position = grid.position(of: object.children[index])
            else { return .invalidArguments("no child there") }
            return .values([.int32(Int32(call.member == "GetRowAtIndex" ? position.row : position.column))])
        case "GetRowDescription", "GetColumnDescription": return expect(call, "i") ?? .values([.string("")])
        case "GetRowHeader", "GetColumnHeader": return expect(call, "i") ?? .values([nullReference])
        case "GetSelectedRows", "GetSelectedColumns": return expect(call, "") ?? .values([.array(elementSignature: "i", [])])
        case "IsRowSelected", "IsColumnSelected": return expect(call, "i") ?? .values([.boolean(false)])
        default: return nil
        }
    }

    func tableCellProperty(_ name: String, of object: ATSPIObject, tree: ATSPITree) -> DBusValue? {
        guard let table = object.parent.flatMap({ tree[$0] }) else { return nil }
        switch name {
        case "ColumnSpan", "RowSpan": return .int32(1)
        case "Table": return reference(table.path)
        case "Position":
            let position = ATSPITableGrid(table: table, tree: tree).position(of: object.path) ?? (0, 0)
            return .structure([.int32(Int32(position.row)), .int32(Int32(position.column))])
        default: return nil
        }
    }

    func tableCellMethod(_ call: DBusMethodCall, object: ATSPIObject, tree: ATSPITree) -> DBusReply? {
        switch call.member {
        case "GetRowColumnSpan":
            if let error = expect(call, "") { return error }
            guard let table = object.parent.flatMap({ tree[$0] }) else { return nil }
            let position = ATSPITableGrid(table: table, tree: tree).position(of: object.path) ?? (0, 0)
            return .values([.int32(Int32(position.row)), .int32(Int32(position.column)), .int32(1), .int32(1)])
        case "GetRowHeaderCells", "GetColumnHeaderCells": return expect(call, "") ?? .values([.array(elementSignature: "(so)", [])])
        default: return nil
        }
    }
}
