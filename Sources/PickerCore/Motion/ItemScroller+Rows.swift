import Foundation

/// The mapping from the unwrapped rows a ribbon or wheel lays out to the data rows an ``ItemScroller``
/// shows (its constants are ``ScrollTuning``'s).
extension ItemScroller {
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
