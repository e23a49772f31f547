import Foundation

/// The scrolling controller behind every ribbon and wheel of rows: dragging, flinging, snapping onto a
/// row, animated steps and programmatic scrolls, bounded (with a rubber band) or cyclic.
///
/// Positions are in rows: row r is centred at position r. Time is always passed in (seconds, from event
/// timestamps or the host's frame time); the scroller never reads a clock, so the same events give the
/// same motion whatever the frame rate. The position is kept as an integer origin plus a Double offset,
/// so counts up to `Int.max` stay exact; cyclic scrollers wrap with modular arithmetic.
///
/// It is the item layer on ``ScrollMotion``, which drags, rubber-bands, runs the motions and tracks the
/// release velocity; this layer numbers the rows, wraps them and decides where a release lands
/// (``ItemSnapping``). Its constants are ``ScrollTuning``'s: snapping and steps use
/// ``ScrollTuning/snapSpring``; friction is iOS's (``FrictionSimulation/iOSDrag``); releases slower than
/// ``ScrollTuning/minimumFlingSpeed`` are not flings; motions end within ``ScrollTuning/restingDistance``
/// and ``ScrollTuning/restingSpeed`` and then land exactly on their row. A fling of a bounded scroller into
/// an end overshoots it (at most ``ScrollTuning/overshootFraction`` of the viewport) and springs back
/// (``BounceSimulation``).
public final class ItemScroller {
    /// The number of rows (0 or more).
    public private(set) var count: Int

    /// Whether the rows repeat endlessly (row count follows row count - 1). Changing it stops any motion
    /// and rests on ``selectedRow``.
    public var isCyclic: Bool {
        didSet { if isCyclic != oldValue { rest(on: selectedRow) } }
    }

    /// The size of one item along the scroll axis in points (e.g. a mini picker segment's width). Only used
    /// to convert physics tolerances and rubber-band distances to rows; setting it does not move anything.
    /// Must be positive and finite; other values are ignored.
    public var itemExtent: Double {
        didSet { if !(itemExtent > 0 && itemExtent.isFinite) { itemExtent = oldValue } }
    }

    /// The viewport's length along the scroll axis, in rows (1 for a mini picker that shows one item at
    /// rest, about 5 for a wheel). The rubber band never shows more than this past an end, and a fling
    /// into an end overshoots at most ``ScrollTuning/overshootFraction`` of it.
    public var visibleRowCount: Double = 1

    /// Whether motions take their reduced form (the host's ``Theme/prefersReducedMotion``, which widgets
    /// copy here): a fling never bounces past an end, and snaps, steps, scrolls and returns land directly
    /// in ``ScrollTuning/reducedMotionDuration`` instead of springing. Rows, settles and ``onSettle`` are
    /// the same either way. Applies to motions started after it is set.
    public var prefersReducedMotion = false

    /// The last row the scroller settled on, always in 0..<count (0 when count == 0).
    public private(set) var selectedRow: Int

    /// Called once each time the scroller comes to rest on a row different from the previous
    /// ``selectedRow`` (argument: the new row). Never for a drag that settles back where it started,
    /// never twice for one change, never from ``setCount(_:)``. The scroller's state is already updated
    /// when it is called.
    public var onSettle: ((Int) -> Void)?

    /// How far the last settle moved, in unwrapped rows from the previous ``selectedRow``: +1 for a cyclic
    /// month scroller stepping from December to January, -12 for a full turn backwards. 0 before the first
    /// settle and after ``setCount(_:)``. Read it in ``onSettle`` to count wraps (e.g. to carry a year).
    public private(set) var lastSettleDistance = 0

    /// The integer part of the position. Bounded: in 0..<count. Cyclic: congruent to the data row it
    /// shows; in 0..<count at rest, shifted by -count during a motion if it is above Int.max / 2 so that
    /// unwrapped rows near it cannot overflow.
    private var origin: Int
    /// The drag, rubber band and motions, with the offset relative to `origin` in rows.
    private var motion = ScrollMotion()
    /// The position relative to `origin`, in rows.
    private var offset: Double { motion.offset }
    /// Where a running motion lands, relative to `origin` (meaningful while ``isAnimating``).
    private var targetDelta = 0
    /// Where ``selectedRow`` sits relative to `origin`, unwrapped: 0 at rest; the target of a motion whose
    /// target was committed early (``commitTargetRow()``); `count` after `prepareForMotion` moved the
    /// origin down a cycle.
    private var selectionDelta = 0

    /// Creates a scroller at rest on `selectedRow`.
    /// - Parameters:
    ///   - count: the number of rows, 0 or more.
    ///   - selectedRow: the row to show, in 0..<count (ignored when count is 0).
    ///   - isCyclic: whether the rows repeat endlessly.
    ///   - itemExtent: one item's size along the scroll axis, in points (positive).
    /// - Throws: `PickerError.invalidConfiguration` when count < 0, selectedRow is outside 0..<count
    ///   (count > 0) or itemExtent is not positive.
    public init(count: Int, selectedRow: Int = 0, isCyclic: Bool = false, itemExtent: Double = 44) throws {
        guard count >= 0 else {
            throw PickerError.invalidConfiguration("ItemScroller: count must not be negative (got \(count))")
        }
        guard count == 0 || (0..<count).contains(selectedRow) else {
            throw PickerError.invalidConfiguration(
                "ItemScroller: selectedRow \(selectedRow) is outside 0..<\(count)")
        }
        guard itemExtent > 0 && itemExtent.isFinite else {
            throw PickerError.invalidConfiguration("ItemScroller: itemExtent must be positive (got \(itemExtent))")
        }
        self.count = count
        self.selectedRow = count == 0 ? 0 : selectedRow
        self.origin = self.selectedRow
        self.isCyclic = isCyclic
        self.itemExtent = itemExtent
    }

    /// Changes the number of rows: stops any motion or drag and rests on the selected row, clamped into
    /// 0..<count (0 when count is 0). Does not call ``onSettle``; read ``selectedRow`` afterwards.
    /// - Throws: `PickerError.invalidConfiguration` when count < 0.
    public func setCount(_ count: Int) throws {
        guard count >= 0 else {
            throw PickerError.invalidConfiguration("ItemScroller: count must not be negative (got \(count))")
        }
        self.count = count
        let row = count == 0 ? 0 : min(selectedRow, count - 1)
        selectedRow = row
        lastSettleDistance = 0
        rest(on: row)
    }

    // MARK: - State

    /// Whether a pointer is dragging the rows.
    public var isDragging: Bool { motion.isDragging }

    /// Whether a fling, snap, step or scroll is in progress (advance it with ``tick(now:)``).
    public var isAnimating: Bool { motion.isMoving }

    /// The row that will be selected when the current motion ends: the target of a step or animation,
    /// the nearest row (clamped into range) while dragging, ``selectedRow`` at rest. In 0..<count.
    public var targetRow: Int {
        guard count > 0 else { return 0 }
        if isAnimating { return settledRow(forDelta: targetDelta) }
        if isDragging { return settledRow(forDelta: clampedDelta(RowArithmetic.int(offset.rounded()))) }
        return selectedRow
    }

    /// The visual position (unwrapped row + fraction) as of the last event or ``tick(now:)``.
    public var position: ScrollPosition {
        let whole = offset.rounded(.down)
        var row = RowArithmetic.saturatingAdd(origin, RowArithmetic.int(whole))
        var fraction = offset - whole
        if fraction >= 1 {  // a tiny negative offset rounds up to a whole row
            fraction = 0
            row = RowArithmetic.saturatingAdd(row, 1)
        }
        return ScrollPosition(row: row, fraction: fraction)
    }

    // MARK: - Dragging

    /// Starts a drag with the pointer at `coordinate` (rows along the axis, e.g. x / itemExtent) at `time`
    /// (seconds). A moving animation is grabbed where it is at `time` (a touch stops a fling). Ignored while
    /// already dragging or when count is 0.
    public func beginDrag(at coordinate: Double, time: Double) {
        guard count > 0, coordinate.isFinite, !isDragging else { return }
        prepareForMotion()
        motion.beginDrag(at: coordinate, time: time, band: rubberBand)
    }

    /// Moves the pointer to `coordinate` (rows) at `time` (seconds). Moving the coordinate by +1 moves the
    /// content so that the position decreases by 1 (content follows the finger); 1:1 inside the range,
    /// rubber-banded past the ends of a bounded scroller.
    public func drag(to coordinate: Double, time: Double) {
        motion.drag(to: coordinate, time: time, band: rubberBand)
    }

    /// Releases the pointer at `coordinate` (rows) at `time` (seconds): the tracked velocity, at most
    /// ``ScrollTuning/maximumFlingSpeed``, starts a snapping motion (see ``ItemSnapping``) at `time`, or the
    /// scroller settles at once if already at rest on a row.
    public func endDrag(at coordinate: Double, time: Double) {
        guard isDragging else { return }
        let velocity = motion.endDrag(
            at: coordinate, time: time, band: rubberBand, maximumSpeed: ScrollTuning.maximumFlingSpeed / itemExtent)
        release(velocity: velocity, time: time)
    }

    /// Flings from where the scroller is at `time` at `velocity` rows per second (positive: toward later
    /// rows), as a finger let go at that speed: the same snapping motion (a controller's trigger). Ignored
    /// while dragging, with no rows, or for a velocity that is not finite.
    public func fling(velocity: Double, time: Double) {
        guard count > 0, velocity.isFinite, !isDragging else { return }
        prepareForMotion()
        motion.rest(at: motion.state(at: time).offset)
        release(velocity: velocity, time: time)
    }

    /// Starts the snapping motion of a release at `velocity` (rows per second) from the current offset, or
    /// lands at once when it is already at rest on a row.
    private func release(velocity: Double, time: Double) {
        if let snap = snapping.motion(from: offset, velocity: velocity, in: rubberBand?.range) {
            targetDelta = clampedDelta(RowArithmetic.int(snap.targetRow))
            motion.start(snap.simulation, at: time)
        } else {
            land(onDelta: clampedDelta(RowArithmetic.int(offset.rounded())))
        }
    }

    /// Abandons the drag (e.g. the pointer was cancelled): animates back to ``selectedRow`` from `time`.
    public func cancelDrag(time: Double) {
        guard isDragging else { return }
        motion.cancelDrag()
        animate(toDelta: deltaNearestToPosition(ofDataRow: selectedRow), from: offset, velocity: 0, time: time)
    }

    // MARK: - Programmatic motion

    /// An animated (or, with `animated` false, immediate) step of `rows` from the current target, so two
    /// quick steps move two rows. Clamps at the ends unless cyclic. Ignored while dragging.
    public func step(by rows: Int, time: Double, animated: Bool = true) {
        guard count > 0, !isDragging else { return }
        let state = motion.state(at: time)
        prepareForMotion()
        let base = isAnimating ? targetDelta : 0
        let target: Int
        if isCyclic {
            let (sum, overflow) = base.addingReportingOverflow(rows)
            // Only absurd step sizes overflow; they take the equivalent short way instead.
            let shortWay = RowArithmetic.shortestDelta(from: 0, to: RowArithmetic.wrap(rows, count: count), count: count)
            target = overflow ? RowArithmetic.saturatingAdd(base, shortWay) : sum
        } else {
            target = clampedDelta(RowArithmetic.saturatingAdd(base, rows))
        }
        move(toDelta: target, state: state, time: time, animated: animated)
    }

    /// Moves to data row `row` (clamped into 0..<count). Cyclic scrollers go the short way round the wrap.
    /// Animated: a spring from the current position and velocity, starting at `time`. Not animated: jumps
    /// and settles at once (calls ``onSettle`` if the row changed). Ends any drag.
    public func scroll(toRow row: Int, time: Double, animated: Bool) {
        guard count > 0 else { return }
        let row = min(max(row, 0), count - 1)
        let state = motion.state(at: time)
        if isDragging { motion.cancelDrag() }
        prepareForMotion()
        move(toDelta: deltaNearestToPosition(ofDataRow: row), state: state, time: time, animated: animated)
    }

    /// Moves the row drawn `rowOffset` rows after `position.row` to the centre: the row a tap hit, numbered
    /// as ``RibbonLayout`` and ``WheelGeometry`` number the visible rows. Unlike ``scroll(toRow:time:animated:)``
    /// it goes the way the row is seen, even in a short cyclic list that shows a data row twice. Bounded
    /// scrollers clamp at their ends. Animated: a spring from the current position and velocity, starting
    /// at `time`; not animated: jumps and settles at once (calls ``onSettle`` if the row changed). Ends any
    /// drag.
    public func scroll(toRowOffset rowOffset: Int, time: Double, animated: Bool) {
        guard count > 0 else { return }
        // The unwrapped row of `position`, relative to `origin` (a renumbered cyclic origin shows the same data).
        let whole = offset.rounded(.down)
        var base = RowArithmetic.int(whole)
        if offset - whole >= 1 { base = RowArithmetic.saturatingAdd(base, 1) }
        let state = motion.state(at: time)
        if isDragging { motion.cancelDrag() }
        prepareForMotion()
        let target = clampedDelta(RowArithmetic.saturatingAdd(base, rowOffset))
        move(toDelta: target, state: state, time: time, animated: animated)
    }

    /// Advances the current animation to `now` (seconds). When it ends it lands exactly on its row,
    /// updates ``selectedRow`` and calls ``onSettle`` if the row changed. Does nothing at rest or while
    /// dragging.
    public func tick(now: Double) {
        if motion.advance(to: now) { land(onDelta: targetDelta) }
    }

    /// Makes the row the current motion heads for the selected row now, without calling ``onSettle``;
    /// the motion carries on. For a programmatic scroll the user takes over (grabs, steps, scrolls): the
    /// program's row counts as chosen, so the user's change is measured from it and a user who brings the
    /// rows back to where they were before is reported. Does nothing at rest or while dragging.
    public func commitTargetRow() {
        guard isAnimating else { return }
        selectionDelta = targetDelta
        selectedRow = settledRow(forDelta: targetDelta)
    }

    // MARK: - Internals

    /// The snapping policy with tolerances converted from points to rows.
    private var snapping: ItemSnapping {
        var snapping = ItemSnapping(
            tolerance: Tolerance(
                distance: ScrollTuning.restingDistance / itemExtent, velocity: ScrollTuning.restingSpeed / itemExtent),
            minimumFlingVelocity: ScrollTuning.minimumFlingSpeed / itemExtent,
            maximumOvershoot: visibleRowCount > 0 && visibleRowCount.isFinite
                ? visibleRowCount * ScrollTuning.overshootFraction : nil)
        if prefersReducedMotion { snapping.landingDuration = ScrollTuning.reducedMotionDuration }
        return snapping
    }

    /// The allowed deltas from `origin` (bounded scrollers with rows), nil for cyclic ones.
    private var relativeRange: ClosedRange<Int>? {
        guard !isCyclic, count > 0 else { return nil }
        return (0 - origin)...(count - 1 - origin)
    }

    /// The rubber band past the ends of a bounded scroller (nil for cyclic ones), in rows from `origin`.
    private var rubberBand: RubberBand? {
        relativeRange.map { RubberBand(range: Double($0.lowerBound)...Double($0.upperBound), dimension: visibleRowCount) }
    }

    private func clampedDelta(_ delta: Int) -> Int {
        guard let range = relativeRange else { return delta }
        return min(max(delta, range.lowerBound), range.upperBound)
    }

    /// Keeps unwrapped rows near the origin representable: a cyclic origin above Int.max / 2 (only possible
    /// for counts above Int.max / 2) moves down by one cycle, which shows the same data.
    private func prepareForMotion() {
        if isCyclic && origin > Int.max / 2 {
            origin -= count
            selectionDelta = RowArithmetic.saturatingAdd(selectionDelta, count)
        }
    }

    /// The delta from `origin` of the copy of data row `row` nearest to the current position (cyclic), or
    /// simply of `row` (bounded).
    private func deltaNearestToPosition(ofDataRow row: Int) -> Int {
        guard isCyclic else { return row - origin }
        let base = RowArithmetic.int(offset.rounded())
        let shown = settledRow(forDelta: base)
        return base + RowArithmetic.shortestDelta(from: shown, to: row, count: count)
    }

    private func move(toDelta target: Int, state: (offset: Double, velocity: Double), time: Double, animated: Bool) {
        if !animated {
            land(onDelta: target)
        } else if isAnimating, targetDelta == target {
            return  // already heading there
        } else {
            animate(toDelta: target, from: state.offset, velocity: state.velocity, time: time)
        }
    }

    private func animate(toDelta target: Int, from start: Double, velocity: Double, time: Double) {
        motion.rest(at: start)
        targetDelta = target
        let rows = snapping
        if prefersReducedMotion {
            guard start != Double(target) || velocity != 0 else { return land(onDelta: target) }
            motion.start(LandingSimulation(start: start, end: Double(target), velocity: velocity), at: time)
        } else if !motion.spring(to: Double(target), velocity: velocity, time: time, spring: rows.spring, tolerance: rows.tolerance) {
            land(onDelta: target)
        }
    }

    /// The data row at `origin + delta` once settled there.
    private func settledRow(forDelta delta: Int) -> Int {
        if isCyclic {
            return RowArithmetic.add(
                RowArithmetic.wrap(origin, count: count), RowArithmetic.wrap(delta, count: count), count: count)
        }
        return min(max(RowArithmetic.saturatingAdd(origin, delta), 0), count - 1)
    }

    /// Comes to rest exactly on `origin + delta` and reports a changed selection.
    private func land(onDelta delta: Int) {
        let row = settledRow(forDelta: delta)
        // `selectedRow` sits at `origin + selectionDelta` (see `selectionDelta`).
        lastSettleDistance = RowArithmetic.saturatingAdd(delta, selectionDelta == .min ? .max : -selectionDelta)
        rest(on: row)
        let previous = selectedRow
        selectedRow = row
        if row != previous { onSettle?(row) }
    }

    /// Stops everything and shows `row` at rest.
    private func rest(on row: Int) {
        motion.rest(at: 0)
        origin = row
        selectionDelta = 0
    }
}
