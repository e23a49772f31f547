import PickerInspection
import Testing
@testable import PickerCore

/// The employee form done by hand: the visible rows as an explicit list, rebuilt after every change.
/// Independent of `FormTableModel`'s index arithmetic: the tests compare the two.
private struct ReferenceForm {
    let fields: [FormFieldKind]
    var open: Int?

    var rows: [FormTableRow] {
        var rows: [FormTableRow] = []
        for field in fields.indices {
            rows.append(.field(field))
            if open == field { rows.append(.picker(forField: field)) }
        }
        return rows
    }

    mutating func tap(_ index: Int) {
        guard case .field(let field) = rows[index] else { return }
        open = fields[field] == .text || open == field ? nil : field
    }
}

/// One thing a user does to the form.
private enum Action: CustomStringConvertible {
    /// A tap on the visible row at this index.
    case tap(Int)
    /// A text field begins editing (it closes the picker).
    case beginEditing

    var description: String {
        switch self {
        case .tap(let row): "tap(\(row))"
        case .beginEditing: "edit"
        }
    }
}

/// The first way `table` differs from `reference`, or nil when they agree on every row and field.
private func mismatch(_ table: FormTableModel, _ reference: ReferenceForm) -> String? {
    let rows = reference.rows
    if table.openPickerField != reference.open { return "open picker \(String(describing: table.openPickerField)), expected \(String(describing: reference.open))" }
    if table.numberOfRows != rows.count { return "\(table.numberOfRows) rows, expected \(rows.count)" }
    for (index, expected) in rows.enumerated() {
        if table.row(at: index) != expected { return "row \(index) shows \(table.row(at: index)), expected \(expected)" }
        let expectedField: Int
        switch expected {
        case .field(let field): expectedField = field
        case .picker(let field): expectedField = field
        }
        if table.field(forRow: index) != expectedField { return "field(forRow: \(index)) is \(table.field(forRow: index))" }
        let below = index + 1 < rows.count && rows[index + 1].isPicker
        let above = index > 0 && rows[index - 1].isPicker
        if table.isPickerRightBelow(row: index) != below { return "isPickerRightBelow(row: \(index)) is wrong" }
        if table.isPickerRightAbove(row: index) != above { return "isPickerRightAbove(row: \(index)) is wrong" }
    }
    for field in reference.fields.indices where table.row(forField: field) != rows.firstIndex(of: .field(field)) {
        return "row(forField: \(field)) is \(table.row(forField: field))"
    }
    if table.pickerRow != rows.firstIndex(where: \.isPicker) { return "pickerRow is \(String(describing: table.pickerRow))" }
    return nil
}

/// The first way `update` fails to turn the rows `before` into the rows `after`, or nil.
private func mismatch(_ update: FormTableUpdate, from before: [FormTableRow], to after: [FormTableRow]) -> String? {
    var rows = before
    if let deleted = update.deletedRow {
        guard rows.indices.contains(deleted), rows[deleted].isPicker else { return "deleted row \(deleted) is not a picker" }
        rows.remove(at: deleted)
    }
    if let inserted = update.insertedRow {
        guard after.indices.contains(inserted), after[inserted].isPicker, inserted <= rows.count else { return "inserted row \(inserted) is not a picker" }
        rows.insert(after[inserted], at: inserted)
    }
    if rows != after { return "deleting \(String(describing: update.deletedRow)) and inserting \(String(describing: update.insertedRow)) gives \(rows), expected \(after)" }
    if update.isEmpty != (before == after) { return "isEmpty is \(update.isEmpty) for \(before) -> \(after)" }
    for (old, content) in before.enumerated() where update.newRow(forOldRow: old) != after.firstIndex(of: content) {
        return "newRow(forOldRow: \(old)) is \(String(describing: update.newRow(forOldRow: old)))"
    }
    for (new, content) in after.enumerated() where update.oldRow(forNewRow: new) != before.firstIndex(of: content) {
        return "oldRow(forNewRow: \(new)) is \(String(describing: update.oldRow(forNewRow: new)))"
    }
    return nil
}

/// Applies `action` to both models and returns the first disagreement, if any.
private func apply(_ action: Action, _ table: inout FormTableModel, _ reference: inout ReferenceForm) -> String? {
    let before = reference.rows
    let update: FormTableUpdate
    switch action {
    case .tap(let row):
        update = table.selectRow(row)
        reference.tap(row)
    case .beginEditing:
        update = table.closePicker()
        reference.open = nil
    }
    return mismatch(table, reference) ?? mismatch(update, from: before, to: reference.rows)
}

@Suite struct FormTableModelTests {
    /// Every list of up to 6 fields (127 lists).
    static let fieldLists: [[FormFieldKind]] = (0...6).flatMap { length in
        (0..<(1 << length)).map { bits in (0..<length).map { bits >> $0 & 1 == 1 ? .date : .text } }
    }

    /// For every list of up to 6 fields and every sequence of up to 4 actions (a tap on any visible row,
    /// or a text field beginning to edit), every row, field and update agrees with the reference.
    @Test func everySequenceOfTapsAgreesWithTheReference() {
        var failures: [String] = []
        var sequences = 0
        func explore(_ table: FormTableModel, _ reference: ReferenceForm, _ path: [Action], depth: Int) {
            sequences += 1
            guard depth > 0, failures.count < 5 else { return }
            let actions = (0..<table.numberOfRows).map(Action.tap) + [.beginEditing]
            for action in actions {
                var table = table, reference = reference
                if let problem = apply(action, &table, &reference) {
                    failures.append("\(reference.fields) after \(path + [action]): \(problem)")
                    continue
                }
                explore(table, reference, path + [action], depth: depth - 1)
            }
        }
        for fields in Self.fieldLists {
            let table = FormTableModel(fields: fields), reference = ReferenceForm(fields: fields)
            if let problem = mismatch(table, reference) { failures.append("\(fields) at start: \(problem)") }
            explore(table, reference, [], depth: 4)
        }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
        #expect(sequences == 290_195)  // counted independently: all nodes of the action trees
    }

    /// Long random sessions over longer forms (seeded, so a failure replays).
    @Test func randomLongSequencesAgreeWithTheReference() {
        var rng = SplitMix64(seed: 0x5EED_0001)
        var failures: [String] = []
        for session in 0..<400 {
            let count = Int.random(in: 0...12, using: &rng)
            let fields: [FormFieldKind] = (0..<count).map { _ in Bool.random(using: &rng) ? .date : .text }
            var table = FormTableModel(fields: fields), reference = ReferenceForm(fields: fields)
            for step in 0..<60 {
                let choice = Int.random(in: 0...table.numberOfRows, using: &rng)
                let action: Action = choice == table.numberOfRows ? .beginEditing : .tap(choice)
                if let problem = apply(action, &table, &reference) {
                    failures.append("session \(session) step \(step) \(fields) \(action): \(problem)")
                    break
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.prefix(5).joined(separator: "\n"))")
    }

    /// The employee form's fields: name, email, started, ended, phone, marital status, address.
    static let employeeFields: [FormFieldKind] = [.text, .text, .date, .date, .text, .text, .text]

    @Test func openingInsertsTheRowBelow() {
        var table = FormTableModel(fields: Self.employeeFields)
        #expect(table.selectRow(2) == FormTableUpdate(deletedRow: nil, insertedRow: 3))
        #expect(table.numberOfRows == 8)
        #expect(table.pickerRow == 3)
        #expect(table.row(at: 3) == .picker(forField: 2))
        #expect(table.row(at: 4) == .field(3))
        #expect(table.isPickerRightBelow(row: 2) && table.isPickerRightAbove(row: 4))
    }

    /// Move down: the picker of field 2 (row 3) closes and the one of field 3, tapped at row 4 (pushed
    /// down by the open picker), opens at row 4 of the new rows: the tapped row moves up into row 3.
    @Test func movingDownDeletesAboveAndInsertsAtTheTappedRow() {
        var table = FormTableModel(fields: Self.employeeFields)
        table.selectRow(2)
        let update = table.selectRow(4)
        #expect(update == FormTableUpdate(deletedRow: 3, insertedRow: 4))
        #expect(table.openPickerField == 3)
        #expect(table.row(at: 2) == .field(2) && table.row(at: 3) == .field(3) && table.row(at: 4) == .picker(forField: 3))
        // The tapped row (old 4) is row 3 now; the rows around keep their fields.
        #expect(update.newRow(forOldRow: 4) == 3)
        #expect(update.newRow(forOldRow: 3) == nil)
        #expect(update.newRow(forOldRow: 5) == 5)
        #expect(update.oldRow(forNewRow: 4) == nil)
    }

    /// Move up: the picker of field 3 (row 4) closes and the one of field 2, at row 2, opens at row 3.
    @Test func movingUpDeletesBelowAndInsertsBelowTheTappedRow() {
        var table = FormTableModel(fields: Self.employeeFields)
        table.selectRow(3)
        #expect(table.pickerRow == 4)
        let update = table.selectRow(2)
        #expect(update == FormTableUpdate(deletedRow: 4, insertedRow: 3))
        #expect(table.openPickerField == 2)
        #expect(update.newRow(forOldRow: 2) == 2)
        #expect(update.newRow(forOldRow: 3) == 4)  // field 3 moves down below the new picker
        #expect(update.newRow(forOldRow: 5) == 5)
    }

    @Test func secondTapCloses() {
        var table = FormTableModel(fields: Self.employeeFields)
        table.selectRow(3)
        #expect(table.selectRow(3) == FormTableUpdate(deletedRow: 4, insertedRow: nil))
        #expect(!table.isPickerOpen && table.numberOfRows == 7)
    }

    @Test func textRowsAndThePickerRowItself() {
        var table = FormTableModel(fields: Self.employeeFields)
        #expect(table.selectRow(0) == .none)
        table.selectRow(2)
        #expect(table.selectRow(3) == .none)  // the picker row: its own taps are the picker's
        #expect(table.openPickerField == 2)
        #expect(table.selectRow(6) == FormTableUpdate(deletedRow: 3))  // a text row (phone) closes it
        #expect(table.closePicker() == .none)
    }

    @Test func togglingByField() {
        var table = FormTableModel(fields: Self.employeeFields)
        #expect(table.togglePicker(forField: 0) == .none)
        #expect(table.togglePicker(forField: 3) == FormTableUpdate(insertedRow: 4))
        #expect(table.openPicker(forField: 3) == .none)
        #expect(table.togglePicker(forField: 2) == FormTableUpdate(deletedRow: 4, insertedRow: 3))
        #expect(table.togglePicker(forField: 2) == FormTableUpdate(deletedRow: 3))
    }
}
