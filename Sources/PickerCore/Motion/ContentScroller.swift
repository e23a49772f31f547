import Foundation

/// The scrolling controller of free-scrolling content (a table's `contentOffset.y`): dragging 1:1 with a
/// rubber band past either end, flinging with iOS's friction, bouncing back from an end a fling runs
/// into, mouse-wheel steps and animated programmatic scrolls. Unlike ``ItemScroller`` nothing snaps
/// onto rows: the content rests wherever the motion ends, within `0...maxOffset`.
///
/// Everything is in points along the scroll axis; time is always passed in (seconds, from event
/// timestamps or the host's frame time), so the same events give the same motion at any frame rate.
/// It is the content layer on ``ScrollMotion`` (which drags, rubber-bands, runs the motions and tracks the
/// release velocity): it only decides what a release, a wheel notch or a fling reaching an end does, with
/// ``ScrollTuning``'s constants.
public struct ContentScroller: Sendable {
    /// The viewport's length along the axis, in points (0 or more).
    public private(set) var viewportLength: Double
    /// The content's length along the axis, in points (0 or more).
    public private(set) var contentLength: Double
    /// The drag, rubber band and motions, in points.
    private var motion = ScrollMotion()
    /// Whether motions take their reduced form (the host's ``Theme/prefersReducedMotion``, which widgets
    /// copy here): a fling stops dead at an end instead of bouncing, and returns from the rubber band and
    /// programmatic scrolls land directly in ``ScrollTuning/reducedMotionDuration`` instead of springing.
    /// Where content comes to rest is the same either way.
    public var prefersReducedMotion = false

    /// Content of `contentLength` points in a viewport of `viewportLength` points, at offset 0.
    /// Negative or non-finite lengths count as 0.
    public init(viewportLength: Double, contentLength: Double) {
        self.viewportLength = Self.length(viewportLength)
        self.contentLength = Self.length(contentLength)
    }

    private static func length(_ value: Double) -> Double { value.isFinite ? max(0, value) : 0 }

    /// The visual offset as of the last event or ``tick(now:)``, in points: 0 shows the content's start;
    /// below 0 or above ``maxOffset`` only while rubber-banding or bouncing.
    public var offset: Double { motion.offset }

    /// The largest offset at rest, in points: how much longer the content is than the viewport (0 or more).
    public var maxOffset: Double { max(0, contentLength - viewportLength) }

    /// Whether a pointer is dragging the content.
    public var isDragging: Bool { motion.isDragging }

    /// Whether a fling, bounce or programmatic scroll is in progress (advance it with ``tick(now:)``).
    public var isAnimating: Bool { motion.isMoving }

    /// Where a programmatic scroll (or a bounce) under way ends, in points; nil when none is under way.
    public var scrollTarget: Double? {
        (motion.simulation as? SpringSimulation)?.end ?? (motion.simulation as? LandingSimulation)?.end
    }

    /// The resting range `0...maxOffset` and the viewport a drag past it is rubber-banded in.
    private var band: RubberBand { RubberBand(range: 0...maxOffset, dimension: viewportLength) }

    // MARK: - Sizes

    /// Changes the lengths (points; negative or non-finite count as 0). At rest the offset is clamped
    /// into the new range at once (content that shrinks under a scrolled table pulls it back, as a
    /// table view does); a drag, fling or scroll under way carries on and respects the new range from now on.
    public mutating func setLengths(viewport: Double, content: Double) {
        viewportLength = Self.length(viewport)
        contentLength = Self.length(content)
        if !isDragging && !isAnimating { motion.rest(at: band.clamp(offset)) }
    }

    // MARK: - Dragging

    /// Starts a drag with the pointer at `coordinate` (points along the axis) at `time` (seconds). A
    /// moving content is grabbed where it is at `time` (a touch stops a fling). Ignored while dragging.
    public mutating func beginDrag(at coordinate: Double, time: Double) {
        guard coordinate.isFinite, !isDragging else { return }
        motion.beginDrag(at: coordinate, time: time, band: band)
    }

    /// Moves the pointer to `coordinate` (points) at `time` (seconds): the content follows the finger
    /// (moving it down by 1 lowers the offset by 1) 1:1 in range, rubber-banded past the ends.
    public mutating func drag(to coordinate: Double, time: Double) {
        motion.drag(to: coordinate, time: time, band: band)
    }

    /// Releases the pointer at `coordinate` (points) at `time` (seconds): past an end the content springs
    /// back with the release speed; a release at ``ScrollTuning/minimumFlingSpeed`` or faster flings
    /// (bouncing back from an end it runs into), at most at ``ScrollTuning/maximumFlingSpeed``; otherwise
    /// it stays.
    public mutating func endDrag(at coordinate: Double, time: Double) {
        guard isDragging else { return }
        let velocity = motion.endDrag(at: coordinate, time: time, band: band, maximumSpeed: ScrollTuning.maximumFlingSpeed)
        if !band.range.contains(offset) {
            spring(to: band.clamp(offset), velocity: velocity, time: time)
        } else if abs(velocity) >= ScrollTuning.minimumFlingSpeed {
            let friction = FrictionSimulation(
                position: offset, velocity: velocity, tolerance: Tolerance(distance: 0, velocity: ScrollTuning.flingRestingSpeed))
            motion.start(friction, at: time)
        }
    }

    /// Abandons the drag (the pointer was cancelled): springs back into range from `time` if it is past an end.
    public mutating func cancelDrag(time: Double) {
        guard isDragging else { return }
        motion.cancelDrag()
        if !band.range.contains(offset) { spring(to: band.clamp(offset), velocity: 0, time: time) }
    }

    // MARK: - Programmatic motion

    /// Scrolls by `notches` of a mouse wheel (positive: the content moves up; ``ScrollTuning/pointsPerNotch``
    /// each) at once, clamped into range. Stops any fling or scroll; ignored while dragging. Returns whether
    /// the offset changed.
    @discardableResult
    public mutating func scroll(byNotches notches: Double, time: Double) -> Bool {
        guard notches.isFinite, !isDragging else { return false }
        let start = motion.state(at: time).offset
        motion.rest(at: band.clamp(band.clamp(start) + notches * ScrollTuning.pointsPerNotch))
        return offset != start
    }

    /// Scrolls to `target` points (clamped into `0...maxOffset` unless `allowsBeyondEnd`, for content that
    /// is still growing towards it). Animated: a spring from the current offset and speed, starting at
    /// `time`; otherwise a jump. Ends any drag.
    public mutating func scroll(to target: Double, time: Double, animated: Bool, allowsBeyondEnd: Bool = false) {
        guard target.isFinite else { return }
        let goal = allowsBeyondEnd ? max(0, target) : band.clamp(target)
        let state = motion.state(at: time)
        motion.rest(at: state.offset)
        if animated {
            spring(to: goal, velocity: state.velocity, time: time)
        } else {
            motion.rest(at: goal)
        }
    }

    /// Advances the current motion to `now` (seconds). A fling that runs past an end bounces back from it;
    /// a motion that ends rests exactly where it ends (clamped into range).
    public mutating func tick(now: Double) {
        if let friction = motion.simulation as? FrictionSimulation, let startTime = motion.startTime {
            let position = friction.position(at: now - startTime)
            if !band.range.contains(position) {
                // Reduced motion: the fling stops on the end it reached, with no bounce.
                if prefersReducedMotion { return motion.rest(at: band.clamp(position)) }
                bounce(friction, startTime: startTime, now: now)
                return
            }
        }
        if motion.advance(to: now) { motion.rest(at: band.clamp(offset)) }
    }

    // MARK: - Internals

    private mutating func spring(to target: Double, velocity: Double, time: Double) {
        if prefersReducedMotion {
            guard offset != target || velocity != 0 else { return motion.rest(at: target) }
            return motion.start(LandingSimulation(start: offset, end: target, velocity: velocity), at: time)
        }
        motion.spring(
            to: target, velocity: velocity, time: time, spring: ScrollTuning.contentSpring,
            tolerance: Tolerance(distance: ScrollTuning.restingDistance, velocity: ScrollTuning.restingSpeed))
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
        motion.rest(at: end)
        spring(to: end, velocity: friction.velocity(at: crossing), time: startTime + crossing)
        tick(now: now)
    }
}
