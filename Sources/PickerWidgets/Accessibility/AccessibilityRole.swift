/// What a node of the semantics tree is, in the words of AT-SPI (the Linux accessibility bus that Orca
/// reads): each case's raw value is AT-SPI's role name.
public enum AccessibilityRole: String, Hashable, Sendable, CaseIterable {
    /// A top-level window.
    case frame
    /// A group of other nodes with no meaning of its own (a page, a card, a picker's segments).
    case panel
    /// A value chosen among steps, changed up and down (a mini picker segment, a wheel).
    case spinButton = "spin button"
    /// Cells in rows and columns (a calendar's month, a form).
    case table
    /// One row of a table (a form's text row).
    case tableRow = "table row"
    /// One cell of a table (a calendar day).
    case tableCell = "table cell"
    /// A date and/or time made of several spin buttons (a date picker).
    case dateEditor = "date editor"
    /// A single-line text input.
    case entry
    /// A button that does something when clicked.
    case pushButton = "push button"
    /// Text that only reads.
    case label
}
