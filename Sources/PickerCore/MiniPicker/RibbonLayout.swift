/// Where the items of a horizontal ribbon sit for a scroll position: the mini picker's layout,
/// computed for the visible items only, so its cost does not depend on the row count.
///
/// Item `k` (an unwrapped row index) is centred at `(k - position) * itemExtent` points from the
/// centre of the viewport. An item is visible when any part of it overlaps the viewport.
public enum RibbonLayout {
    /// One visible item.
    public struct Item: Hashable, Sendable {
        /// The item's row relative to `position.row` (0 is the row at the position, 1 the next).
        /// Pass it to `ItemScroller.dataRow(forUnwrappedRow:offsetBy:)`, which wraps without overflow.
        public var rowOffset: Int
        /// The item's centre relative to the viewport's centre, in points (negative: to the left).
        public var centerOffset: Double
    }

    /// The items overlapping a viewport `viewportWidth` points wide, left to right.
    /// - Parameters:
    ///   - position: the scroll position (row `position.row` plus `position.fraction`).
    ///   - viewportWidth: the visible width in points.
    ///   - itemExtent: the width of one item in points (must be > 0).
    /// - Complexity: O(visible items): about `viewportWidth / itemExtent + 2`.
    public static func visibleItems(position: ScrollPosition, viewportWidth: Double, itemExtent: Double) -> [Item] {
        guard itemExtent > 0, viewportWidth > 0 else { return [] }
        // Relative index j = k - position.row; centre = (j - fraction) * extent; visible while |centre| < (w + e) / 2.
        let reach = (viewportWidth + itemExtent) / 2 / itemExtent
        let first = Int((position.fraction - reach).rounded(.down)) + 1
        let last = Int((position.fraction + reach).rounded(.up)) - 1
        guard first <= last else { return [] }
        var items: [Item] = []
        items.reserveCapacity(last - first + 1)
        for j in first...last {
            items.append(Item(rowOffset: j, centerOffset: (Double(j) - position.fraction) * itemExtent))
        }
        return items
    }
}
