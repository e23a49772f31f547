/// The visual position of an ``ItemScroller``: row + fraction (0 <= fraction < 1), in rows.
///
/// `row` is unwrapped: for cyclic scrollers it may be any Int (map it to data with
/// ``ItemScroller/dataRow(forUnwrappedRow:)``); for bounded ones it may be -1 or count - 1 while
/// rubber-banding past an end. Row `row` is centred on the viewport when `fraction` is 0; as the
/// fraction grows towards 1 row `row + 1` moves in.
public struct ScrollPosition: Hashable, Sendable, CustomStringConvertible {
    /// The unwrapped row at or before the viewport's centre.
    public var row: Int
    /// How far past `row` the viewport's centre is, in rows, 0 <= fraction < 1.
    public var fraction: Double

    /// Creates a position from an unwrapped row and a fraction (0 <= fraction < 1).
    public init(row: Int, fraction: Double) {
        self.row = row
        self.fraction = fraction
    }

    /// "row + fraction", for test failures and logs.
    public var description: String { "\(row) + \(fraction)" }
}
