import Foundation

/// The constants of ``ItemScroller``'s motion, with their units, and the mapping from the unwrapped rows a
/// ribbon or wheel lays out to the data rows it shows.
extension ItemScroller {
    /// Release speeds below this, in points per second, are not flings.
    public static let minimumFlingSpeed = 50.0
    /// A motion this close to its row, in points, counts as arrived (it then lands exactly).
    public static let restingDistance = 0.1
    /// A motion slower than this, in points per second, counts as at rest.
    public static let restingSpeed = 2.0

    /// How far a hard fling into an end of a bounded scroller may overshoot before it springs back, as a
    /// fraction of ``visibleRowCount`` (0.4: two rows of a five-row wheel, 40% of a mini picker's item).
    public static let overshootFraction = 0.4

    // MARK: - Data rows

    /// The data row (0..<count) shown at an unwrapped `row`, e.g. `position.row`: `row` wrapped into
    /// 0..<count for cyclic scrollers. Returns nil for a bounded scroller when out of 0..<count, and
    /// when count is 0.
    public func dataRow(forUnwrappedRow row: Int) -> Int? {
        guard count > 0 else { return nil }
        if isCyclic { return RowArithmetic.wrap(row, count: count) }
        return (0..<count).contains(row) ? row : nil
    }

    /// The data row shown `delta` rows after the unwrapped `row` (e.g. the neighbours of `position.row`),
    /// without overflowing near `Int.max`: use this instead of `dataRow(forUnwrappedRow: row + delta)`.
    public func dataRow(forUnwrappedRow row: Int, offsetBy delta: Int) -> Int? {
        guard count > 0 else { return nil }
        if isCyclic {
            return RowArithmetic.add(
                RowArithmetic.wrap(row, count: count), RowArithmetic.wrap(delta, count: count), count: count)
        }
        let (sum, overflow) = row.addingReportingOverflow(delta)
        return overflow ? nil : dataRow(forUnwrappedRow: sum)
    }
}
