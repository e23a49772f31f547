/// One wheel of a date picker: what its rows stand for, how many there are and whether they wrap.
public struct DatePickerColumn: Hashable, Sendable {
    /// What a column's rows stand for.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// Years of the calendar, oldest first (bounded by the limits; year 1 to 9999 without them).
        case year
        /// Months of the year, in the calendar's order (wraps round).
        case month
        /// Days of the month, 1 to the longest month's length (wraps round; days a month lacks are greyed).
        case day
        /// Whole days, one row each ("Wed, Nov 21"), for `dateAndTime`.
        case date
        /// Hours of the day. On a 12-hour clock there are still 24 rows (the titles repeat), so that the
        /// wheel passing 11 -> 12 changes AM/PM as a clock does.
        case hour
        /// Minutes in steps of the minute interval (wraps round).
        case minute
        /// AM and PM.
        case dayPeriod
        /// Whole hours of a count-down duration, 0 to 23 (wraps round).
        case hours
        /// Minutes of a count-down duration in steps of the minute interval (wraps round).
        case minutes
    }

    /// What the rows stand for.
    public var kind: Kind
    /// The number of rows.
    public var rowCount: Int
    /// Whether the rows repeat endlessly.
    public var isCyclic: Bool

    /// The name used in layout ids (`independence.month`).
    public var identifier: String { kind.rawValue }

    public init(kind: Kind, rowCount: Int, isCyclic: Bool) {
        self.kind = kind
        self.rowCount = rowCount
        self.isCyclic = isCyclic
    }
}
