// The rows of a form whose date fields open an inline picker row below them, as plain data.
// The example of FormTableModel's documentation comment.
// snippet.hide
import PickerKit

// snippet.show
var table = FormTableModel(fields: [.text, .text, .date, .date, .text])
let update = table.selectRow(2)      // opens the picker of field 2: insertedRow 3
table.row(at: 4)                     // .field(3): the second date field, pushed down one row
table.selectRow(4)                   // moves the picker: deletedRow 3, insertedRow 4
// snippet.hide
print(update, table.openPickerField as Any)
