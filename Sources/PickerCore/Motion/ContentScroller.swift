import Foundation

/// The scrolling controller of free-scrolling content (a table's `contentOffset.y`): dragging 1:1 with a
/// rubber band past either end, flinging with iOS's friction, bouncing back from an end a fling runs
/// into, mouse-wheel steps and animated programmatic scrolls. Unlike ``ItemScroller`` nothing snaps
/// onto rows: the content rests wherever the motion ends, within `0...maxOffset`.
///
/// Everything is in points along the scroll axis; time is always passed in (seconds, from event
/// timestamps or the host's frame time), so the same events give the same motion at any frame rate.
/// It composes the motion core: ``FrictionSimulation`` for flings, ``SpringSimulation`` for bounces and
/// programmatic scrolls, ``VelocityTracker`` for release speeds and ``rubberBandOffset(forOverscroll:dimension:)``.
public struct ContentScroller: Sendable {
    /// Release speeds below this, in points per second, are not flings.
    public static let minimumFlingSpeed = 50.0
    /// A fling slower than this, in points per second, has stopped.
    public static let restingSpeed = 10.0
    /// How far one mouse-wheel notch scrolls, in points.
    public static let pointsPerNotch = 40.0
    /// The spring of bounces and programmatic scrolls: critically damped with a 0.4 s response, the same as
    /// ``InlinePickerLayout/defaultSpring`` so a scroll that reveals an opening row keeps pace with it.
    public static let spring = SpringDescription(dampingRatio: 1, response: 0.4)

    /// The viewport's length along the axis, in points (0 or more).
    public private(set) var viewportLength: Double
    /// The content's length along the axis, in points (0 or more).
    public private(set) var contentLength: Double
    /// The visual offset as of the last event or ``tick(now:)``, in points: 0 shows the content's start;
    /// below 0 or above ``maxOffset`` only while rubber-banding or bouncing.
    public private(set) var offset: Double = 0

    private enum Phase: Sendable {
        case idle
        /// `startRaw` is the unbanded offset when the pointer was at `startCoordinate`.
        case dragging(startCoordinate: Double, startRaw: Double)
        case flinging(FrictionSimulation, startTime: Double)
        /// A spring to `target` (a bounce back to an end, or a programmatic scroll).
        case springing(SpringSimulation, startTime: Double)
    }

    private var phase: Phase = .idle
    private var tracker = VelocityTracker()

    /// Content of `contentLength` points in a viewport of `viewportLength` points, at offset 0.
    /// Negative or non-finite lengths count as 0.
    public init(viewportLength: Double, contentLength: Double) {
        self.viewportLength = Self.length(viewportLength)
        self.contentLength = Self.length(contentLength)
    }

    private static func length(_ value: Double) -> Double { value.isFinite ? max(0, value) : 0 }

    /// The largest offset at rest, in points: how much longer the content is than the viewport (0 or more).
    public var maxOffset: Double { max(0, contentLength - viewportLength) }

    /// Whether a pointer is dragging the content.
    public var isDragging: Bool {
        if case .dragging = phase { return true }
        return false
    }

    /// Whether a fling, bounce or programmatic scroll is in progress (advance it with ``tick(now:)``).
    public var isAnimating: Bool {
        switch phase {
        case .flinging, .springing: true
        case .idle, .dragging: false
        }
    }

    /// Where a programmatic scroll under way ends, in points; nil when none is under way.
    public var scrollTarget: Double? {
        if case .springing(let spring, _) = phase { return spring.end }
        return nil
    }

    // MARK: - Sizes

    /// Changes the lengths (points; negative or non-finite count as 0). At rest the offset is clamped
    /// into the new range at once (content that shrinks under a scrolled table pulls it back, as a
    /// table view does); a drag, fling or scroll under way carries on and respects the new range from now on.
    public mutating func setLengths(viewport: Double, content: Double) {
        viewportLength = Self.length(viewport)
        contentLength = Self.length(content)
        if case .idle = phase { offset = clamped(offset) }
    }

    // MARK: - Dragging

    /// Starts a drag with the pointer at `coordinate` (points along the axis) at `time` (seconds). A
    /// moving content is grabbed where it is at `time` (a touch stops a fling). Ignored while dragging.
    public mutating func beginDrag(at coordinate: Double, time: Double) {
        guard coordinate.isFinite, !isDragging else { return }
        offset = currentOffset(at: time)
        phase = .dragging(startCoordinate: coordinate, startRaw: rawOffset(forVisual: offset))
        tracker.reset()
        tracker.addSample(position: coordinate, time: time)
    }

    /// Moves the pointer to `coordinate` (points) at `time` (seconds): the content follows the finger
    /// (moving it down by 1 lowers the offset by 1) 1:1 in range, rubber-banded past the ends.
    public mutating func drag(to coordinate: Double, time: Double) {
        guard case let .dragging(startCoordinate, startRaw) = phase, coordinate.isFinite else { return }
        tracker.addSample(position: coordinate, time: time)
        offset = visualOffset(forRaw: startRaw - (coordinate - startCoordinate))
    }

    /// Releases the pointer at `coordinate` (points) at `time` (seconds): past an end the content springs
    /// back with the release speed; a fast release flings (bouncing back from an end it runs into);
    /// otherwise it stays.
    public mutating func endDrag(at coordinate: Double, time: Double) {
        guard isDragging else { return }
        drag(to: coordinate, time: time)
        let velocity = -tracker.velocity(at: time)
        tracker.reset()
        phase = .idle
        if offset < 0 || offset > maxOffset {
            spring(to: clamped(offset), velocity: velocity, time: time)
        } else if abs(velocity) >= Self.minimumFlingSpeed {
            let friction = FrictionSimulation(
                position: offset, velocity: velocity, tolerance: Tolerance(distance: 0, velocity: Self.restingSpeed))
            phase = .flinging(friction, startTime: time)
        }
    }

    /// Abandons the drag (the pointer was cancelled): springs back into range from `time` if it is past an end.
    public mutating func cancelDrag(time: Double) {
        guard isDragging else { return }
        tracker.reset()
        phase = .idle
        if offset < 0 || offset > maxOffset { spring(to: clamped(offset), velocity: 0, time: time) }
    }

    // MARK: - Programmatic motion

    /// Scrolls by `notches` of a mouse wheel (positive: the content moves up) at once, clamped into range.
    /// Stops any fling or scroll; ignored while dragging. Returns whether the offset changed.
    @discardableResult
    public mutating func scroll(byNotches notches: Double, time: Double) -> Bool {
        guard notches.isFinite, !isDragging else { return false }
        let start = currentOffset(at: time)
        phase = .idle
        offset = clamped(clamped(start) + notches * Self.pointsPerNotch)
        return offset != start
    }

    /// Scrolls to `target` points (clamped into `0...maxOffset` unless `allowsBeyondEnd`, for content that
    /// is still growing towards it). Animated: a spring from the current offset and speed, starting at
    /// `time`; otherwise a jump. Ends any drag.
    public mutating func scroll(to target: Double, time: Double, animated: Bool, allowsBeyondEnd: Bool = false) {
        guard target.isFinite else { return }
        let goal = allowsBeyondEnd ? max(0, target) : clamped(target)
        let state = motionState(at: time)
        tracker.reset()
        phase = .idle
        offset = state.offset
        if animated {
            spring(to: goal, velocity: state.velocity, time: time)
        } else {
            offset = goal
        }
    }

    /// Advances the current motion to `now` (seconds). A fling that runs past an end bounces back from it;
    /// a motion that ends rests exactly where it ends (clamped into range).
    public mutating func tick(now: Double) {
        switch phase {
        case .idle, .dragging:
            return
        case .springing(let spring, let startTime):
            if spring.isDone(at: now - startTime) {
                phase = .idle
                offset = clamped(spring.end)
            } else {
                offset = spring.position(at: now - startTime)
            }
        case .flinging(let friction, let startTime):
            let elapsed = now - startTime
            let position = friction.position(at: elapsed)
            if position < 0 || position > maxOffset {
                bounce(friction, startTime: startTime, now: now)
            } else if friction.isDone(at: elapsed) {
                phase = .idle
                offset = position
            } else {
                offset = position
            }
        }
    }

    // MARK: - Internals

    private func clamped(_ value: Double) -> Double { min(max(value, 0), maxOffset) }

    /// The offset and speed (points, points per second) at `time`, following a motion under way.
    private func motionState(at time: Double) -> (offset: Double, velocity: Double) {
        switch phase {
        case .idle, .dragging:
            return (offset, 0)
        case .flinging(let friction, let startTime):
            return (friction.position(at: time - startTime), friction.velocity(at: time - startTime))
        case .springing(let spring, let startTime):
            return (spring.position(at: time - startTime), spring.velocity(at: time - startTime))
        }
    }

    private func currentOffset(at time: Double) -> Double {
        isAnimating ? motionState(at: time).offset : offset
    }

    private mutating func spring(to target: Double, velocity: Double, time: Double) {
        if offset == target && velocity == 0 {
            phase = .idle
            return
        }
        let simulation = SpringSimulation(
            spring: Self.spring, start: offset, end: target, velocity: velocity,
            tolerance: Tolerance(distance: 0.1, velocity: 2))
        phase = .springing(simulation, startTime: time)
    }

    /// A fling has run past an end: from the moment it crossed the end (solved from the friction's closed
    /// form, so the result does not depend on when frames come) a spring from the end with the fling's
    /// speed there carries the content out and back.
    private mutating func bounce(_ friction: FrictionSimulation, startTime: Double, now: Double) {
        let end = friction.startVelocity < 0 ? 0 : maxOffset
        let logDrag = log(friction.drag)
        let fraction = 1 + (end - friction.startPosition) * logDrag / friction.startVelocity
        var crossing = fraction > 0 && fraction <= 1 ? log(fraction) / logDrag : now - startTime
        crossing = min(max(crossing, 0), now - startTime)
        offset = end
        spring(to: end, velocity: friction.velocity(at: crossing), time: startTime + crossing)
        tick(now: now)
    }

    /// The displayed offset for an unbanded drag offset: 1:1 in range, rubber-banded past the ends.
    private func visualOffset(forRaw raw: Double) -> Double {
        if raw < 0 { return rubberBandOffset(forOverscroll: raw, dimension: viewportLength) }
        if raw > maxOffset { return maxOffset + rubberBandOffset(forOverscroll: raw - maxOffset, dimension: viewportLength) }
        return raw
    }

    /// The unbanded drag offset that shows `visual`: the inverse of `visualOffset(forRaw:)`.
    private func rawOffset(forVisual visual: Double) -> Double {
        if visual < 0 { return overscroll(forRubberBandOffset: visual, dimension: viewportLength) }
        if visual > maxOffset { return maxOffset + overscroll(forRubberBandOffset: visual - maxOffset, dimension: viewportLength) }
        return visual
    }
}
