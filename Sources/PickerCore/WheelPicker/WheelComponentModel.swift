/// One component (dial) of a wheel picker: a continuous position in rows on a cylinder, which rows are
/// visible and where, and the gestures that move it (drag, fling, snap, tap, steps, animated selection).
///
/// Motion is an ``ItemScroller`` with the row height as its item extent, so a release lands exactly on a
/// row and values change once, at rest. Cyclic components wrap with modular arithmetic on the
/// position (row = position mod count) with no copies of the rows: a component of `Int.max` rows, cyclic
/// or not, costs per frame what one of ten rows costs (O(visible rows)), and an animated selection takes
/// the short way round the wrap.
///
/// Vertical coordinates are in points, positive downwards; times in seconds, always passed in.
public final class WheelComponentModel {
    private let scroller: ItemScroller
    /// The projection of rows onto the viewport.
    public private(set) var geometry: WheelGeometry

    /// Called once each time the component comes to rest on a row different from ``selectedRow``'s
    /// previous value (argument: the new row), never for a drag that settles back where it started and
    /// never from ``setCount(_:)``. The model is already updated when it is called.
    public var onSettle: ((Int) -> Void)? {
        get { scroller.onSettle }
        set { scroller.onSettle = newValue }
    }

    /// Creates a component at rest on `selectedRow`.
    /// - Parameters:
    ///   - count: the number of rows, 0 or more (up to `Int.max`).
    ///   - selectedRow: the row shown in the middle, in 0..<count (ignored when count is 0).
    ///   - isCyclic: whether the rows repeat endlessly (after the last row comes the first).
    ///   - rowHeight: a row's height at the centre of the cylinder, in points (at least 1).
    ///   - viewportHeight: the visible height in points.
    ///   - radius: the cylinder's radius in points, or nil for half the viewport's height.
    ///   - edgeOpacity: the opacity of rows at the cylinder's edges, 0...1.
    /// - Throws: `PickerError.invalidConfiguration` for a negative count, a selected row out of range, or
    ///   a bad row height, radius or edge opacity.
    public init(
        count: Int, selectedRow: Int = 0, isCyclic: Bool = false, rowHeight: Double = 34, viewportHeight: Double = 216,
        radius: Double? = nil, edgeOpacity: Double = 0.15
    ) throws {
        geometry = try WheelGeometry(rowHeight: rowHeight, viewportHeight: viewportHeight, radius: radius, edgeOpacity: edgeOpacity)
        scroller = try ItemScroller(count: count, selectedRow: selectedRow, isCyclic: isCyclic, itemExtent: rowHeight)
        scroller.visibleRowCount = geometry.viewportRowCount
    }

    // MARK: - Configuration

    /// The number of rows (0 or more).
    public var count: Int { scroller.count }

    /// Changes the number of rows: stops any motion and rests on the selected row clamped into 0..<count.
    /// Does not call ``onSettle``.
    /// - Throws: `PickerError.invalidConfiguration` when count < 0; nothing changes then.
    public func setCount(_ count: Int) throws {
        try scroller.setCount(count)
    }

    /// Whether motions take their reduced form: no bounce, and every snap, step, scroll-back and animated
    /// selection lands directly in ``ScrollTuning/reducedMotionDuration`` (see ``ItemScroller/prefersReducedMotion``).
    public var prefersReducedMotion: Bool {
        get { scroller.prefersReducedMotion }
        set { scroller.prefersReducedMotion = newValue }
    }

    /// Whether the rows repeat endlessly. Changing it stops any motion and rests on ``selectedRow``.
    public var isCyclic: Bool {
        get { scroller.isCyclic }
        set { scroller.isCyclic = newValue }
    }

    /// A row's height at the centre, in points.
    public var rowHeight: Double { geometry.rowHeight }

    /// Changes the row height (points, at least 1); the position in rows stays where it is.
    /// - Throws: `PickerError.invalidConfiguration` for a height below 1 or not finite; nothing changes then.
    public func setRowHeight(_ rowHeight: Double) throws {
        geometry = try WheelGeometry(
            rowHeight: rowHeight, viewportHeight: geometry.viewportHeight, radius: geometry.fixedRadius,
            edgeOpacity: geometry.edgeOpacity)
        scroller.itemExtent = rowHeight
        scroller.visibleRowCount = geometry.viewportRowCount
    }

    /// The visible height in points (negative or non-finite values count as 0). The position in rows stays
    /// where it is, so the selected row stays centred.
    public var viewportHeight: Double {
        get { geometry.viewportHeight }
        set {
            geometry.viewportHeight = newValue
            scroller.visibleRowCount = geometry.viewportRowCount
        }
    }

    /// The opacity of rows at the top and bottom edges of the cylinder, 0...1 (clamped).
    public var edgeOpacity: Double {
        get { geometry.edgeOpacity }
        set { geometry.edgeOpacity = newValue }
    }

    // MARK: - State

    /// The last row the component settled on, in 0..<count (0 when count is 0).
    public var selectedRow: Int { scroller.selectedRow }

    /// The row the current motion will settle on (``selectedRow`` at rest), in 0..<count.
    public var targetRow: Int { scroller.targetRow }

    /// Makes the row the current motion heads for the selected row now (see
    /// ``ItemScroller/commitTargetRow()``): for a programmatic selection the user takes over.
    public func commitTargetRow() { scroller.commitTargetRow() }

    /// The continuous position in rows: unwrapped row + fraction. Row `position.row` is `position.fraction`
    /// rows above the centre; for cyclic components `position.row` is any Int congruent to the data row
    /// shown.
    public var position: ScrollPosition { scroller.position }

    /// Whether a pointer is dragging the component.
    public var isDragging: Bool { scroller.isDragging }

    /// Whether a fling, snap, step or animated selection is running (advance it with ``tick(now:)``).
    public var isAnimating: Bool { scroller.isAnimating }

    /// The data row nearest the centre right now (under the selection band), clamped into 0..<count while
    /// a bounded component is pulled past an end; nil when there are no rows.
    public var rowAtCenter: Int? {
        guard count > 0 else { return nil }
        let position = scroller.position
        let step = position.fraction >= 0.5 ? 1 : 0
        if let row = scroller.dataRow(forUnwrappedRow: position.row, offsetBy: step) { return row }
        return position.row < 0 ? 0 : count - 1
    }

    /// The data row shown `rowOffset` rows after `position.row` (as ``WheelRowPlacement/rowOffset``
    /// numbers rows), or nil past the ends of a bounded component.
    public func row(atRowOffset rowOffset: Int) -> Int? {
        scroller.dataRow(forUnwrappedRow: scroller.position.row, offsetBy: rowOffset)
    }

    /// The rows in view, top to bottom, with the data row each shows. Past the ends of a bounded component
    /// there are no rows; a cyclic component shows the rows wrapped.
    /// - Complexity: O(visible rows), whatever ``count`` is.
    public func visibleRows() -> [WheelVisibleRow] {
        guard count > 0 else { return [] }
        let key = VisibleRowsKey(position: scroller.position, count: count, isCyclic: isCyclic, geometry: geometry)
        if let memo = visibleRowsMemo, memo.key == key { return memo.rows }
        let rows = geometry.visibleRows(at: key.position).compactMap { placement in
            scroller.dataRow(forUnwrappedRow: key.position.row, offsetBy: placement.rowOffset)
                .map { WheelVisibleRow(row: $0, placement: placement) }
        }
        visibleRowsMemo = (key, rows)
        return rows
    }

    /// What ``visibleRows()`` depends on.
    private struct VisibleRowsKey: Equatable {
        var position: ScrollPosition
        var count: Int
        var isCyclic: Bool
        var geometry: WheelGeometry
    }

    /// The rows in view at the last position asked for: a component at rest is asked every frame it is
    /// drawn, and each row's placement costs a sine and a cosine.
    private var visibleRowsMemo: (key: VisibleRowsKey, rows: [WheelVisibleRow])?

    /// The visible row whose band holds `y` points from the viewport's centre (positive downwards), or nil
    /// when no row is drawn there.
    public func visibleRow(atY y: Double) -> WheelVisibleRow? {
        let position = scroller.position
        guard let offset = geometry.rowOffset(atY: y, fraction: position.fraction),
            let row = row(atRowOffset: offset),
            let placement = geometry.placement(ofRowOffset: offset, fraction: position.fraction)
        else { return nil }
        return WheelVisibleRow(row: row, placement: placement)
    }

    // MARK: - Gestures

    /// Starts a drag with the pointer at `y` points (any fixed origin) at `time`; grabs a running motion
    /// where it is (a touch stops a fling). Ignored with no rows or while already dragging.
    public func beginDrag(atY y: Double, time: Double) {
        scroller.beginDrag(at: y / rowHeight, time: time)
    }

    /// Moves the pointer to `y` points at `time`: the rows follow it 1:1 (moving down shows earlier rows),
    /// rubber-banded past the ends of a bounded component.
    public func drag(toY y: Double, time: Double) {
        scroller.drag(to: y / rowHeight, time: time)
    }

    /// Releases the pointer at `y` points at `time`: flings with the tracked velocity and snaps exactly
    /// onto a row (see `ItemSnapping`).
    public func endDrag(atY y: Double, time: Double) {
        scroller.endDrag(at: y / rowHeight, time: time)
    }

    /// Flings at `velocity` rows per second (positive: toward later rows) from where the component is at
    /// `time`, as a finger let go at that speed (see ``ItemScroller/fling(velocity:time:)``).
    public func fling(velocity: Double, time: Double) {
        scroller.fling(velocity: velocity, time: time)
    }

    /// Abandons a drag (the pointer was cancelled): animates back to ``selectedRow`` from `time`.
    public func cancelDrag(time: Double) {
        scroller.cancelDrag(time: time)
    }

    /// Scrolls the visible row at `y` points from the viewport's centre to the centre (a tap on a row),
    /// animated from `time` or at once. Returns false, doing nothing, when no row is drawn at `y`.
    @discardableResult
    public func scrollToRow(atY y: Double, time: Double, animated: Bool) -> Bool {
        guard let row = visibleRow(atY: y) else { return false }
        scroller.scroll(toRowOffset: row.placement.rowOffset, time: time, animated: animated)
        return true
    }

    /// Steps `rows` rows from the current target (two quick steps move two rows), animated from `time` or
    /// at once. Clamps at the ends unless cyclic. Ignored while dragging.
    public func step(by rows: Int, time: Double, animated: Bool = true) {
        scroller.step(by: rows, time: time, animated: animated)
    }

    /// Moves to `row` (clamped into 0..<count), animated from `time` (the short way round a cyclic
    /// component) or at once. Ends any drag.
    public func scroll(toRow row: Int, time: Double, animated: Bool) {
        scroller.scroll(toRow: row, time: time, animated: animated)
    }

    /// Advances the running motion to `now` (seconds); when it ends it lands exactly on its row and calls
    /// ``onSettle`` if the row changed.
    public func tick(now: Double) {
        scroller.tick(now: now)
    }
}
