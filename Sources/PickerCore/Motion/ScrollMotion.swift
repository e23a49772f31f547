/// The one drag / fling / rubber-band / spring core under every scroller: item scrolling
/// (``ItemScroller``: rows that snap, bounded or cyclic) and content scrolling (``ContentScroller``: a
/// free offset) are thin layers that decide where a release goes; this value does the rest.
///
/// It holds a single offset along the scroll axis, in whatever unit its layer chooses (rows for items,
/// points for content), and one of three phases: at rest, dragged by a pointer (1:1 inside the range,
/// rubber-banded past its ends, tracked for a release velocity) or moving along a ``Simulation`` that
/// started at a known time. Time is always passed in (seconds); nothing reads a clock, so the same
/// events give the same offsets at any frame rate.
public struct ScrollMotion: Sendable {
    /// What the offset is doing.
    public enum Phase: Sendable {
        /// At rest at ``ScrollMotion/offset``.
        case idle
        /// Following a pointer: `startRaw` is the unbanded offset when the pointer was at `startCoordinate`.
        case dragging(startCoordinate: Double, startRaw: Double)
        /// Following `simulation`, whose time 0 is `startTime` (seconds).
        case moving(simulation: any Simulation, startTime: Double)
    }

    /// The visual offset as of the last event or ``advance(to:)``, in the layer's unit. Past the ends of
    /// the rubber band's range only while rubber-banding or bouncing.
    public private(set) var offset: Double
    /// The current phase.
    public private(set) var phase: Phase = .idle
    private var tracker = VelocityTracker()

    /// A motion at rest at `offset`.
    public init(offset: Double = 0) {
        self.offset = offset
    }

    /// Whether a pointer is dragging.
    public var isDragging: Bool {
        if case .dragging = phase { return true }
        return false
    }

    /// Whether a simulation is running (advance it with ``advance(to:)``).
    public var isMoving: Bool {
        if case .moving = phase { return true }
        return false
    }

    /// The running simulation, or nil at rest and while dragging.
    public var simulation: (any Simulation)? {
        if case .moving(let simulation, _) = phase { return simulation }
        return nil
    }

    /// When the running simulation started (seconds), or nil at rest and while dragging.
    public var startTime: Double? {
        if case .moving(_, let startTime) = phase { return startTime }
        return nil
    }

    /// The offset and velocity (units, units per second) at `time`, following a running simulation; the
    /// offset with velocity 0 at rest or while dragging.
    public func state(at time: Double) -> (offset: Double, velocity: Double) {
        guard case let .moving(simulation, startTime) = phase else { return (offset, 0) }
        let elapsed = time - startTime
        return (simulation.position(at: elapsed), simulation.velocity(at: elapsed))
    }

    // MARK: - Dragging

    /// Starts a drag with the pointer at `coordinate` (units along the axis) at `time` (seconds): a running
    /// simulation is grabbed where it is at `time` (a touch stops a fling), an offset showing past an end
    /// of `band` is grabbed where it shows. The caller checks that no drag is under way.
    public mutating func beginDrag(at coordinate: Double, time: Double, band: RubberBand?) {
        offset = state(at: time).offset
        phase = .dragging(startCoordinate: coordinate, startRaw: band?.rawOffset(forVisual: offset) ?? offset)
        tracker.reset()
        tracker.addSample(position: coordinate, time: time)
    }

    /// Moves the pointer to `coordinate` at `time`: the content follows it (the coordinate growing by 1
    /// lowers the offset by 1), 1:1 inside `band`'s range and rubber-banded past its ends (no band: 1:1
    /// everywhere). Ignored unless dragging or for a non-finite coordinate.
    public mutating func drag(to coordinate: Double, time: Double, band: RubberBand?) {
        guard case let .dragging(startCoordinate, startRaw) = phase, coordinate.isFinite else { return }
        tracker.addSample(position: coordinate, time: time)
        let raw = startRaw - (coordinate - startCoordinate)
        offset = band?.visualOffset(forRaw: raw) ?? raw
    }

    /// Releases the pointer at `coordinate` at `time` and returns the release velocity of the offset (units
    /// per second; positive: the offset was growing), no faster than `maximumSpeed` either way: a pointer
    /// that jumps would otherwise fling for as long as it likes. The motion is at rest afterwards: the layer
    /// starts whatever follows (``start(_:at:)``, ``spring(to:velocity:time:spring:tolerance:)``).
    public mutating func endDrag(at coordinate: Double, time: Double, band: RubberBand?, maximumSpeed: Double) -> Double {
        drag(to: coordinate, time: time, band: band)
        let velocity = min(max(-tracker.velocity(at: time), -maximumSpeed), maximumSpeed)
        tracker.reset()
        phase = .idle
        return velocity
    }

    /// Abandons a drag (or ends one for a programmatic scroll): at rest where it shows, no release velocity.
    public mutating func cancelDrag() {
        tracker.reset()
        phase = .idle
    }

    // MARK: - Motions

    /// Runs `simulation` from `time` (its time 0). The offset follows it from the next ``advance(to:)``.
    public mutating func start(_ simulation: any Simulation, at time: Double) {
        phase = .moving(simulation: simulation, startTime: time)
    }

    /// Springs from `offset` to `target` with `velocity` (units per second) from `time`, or rests at
    /// `target` at once when already there and still. Returns whether a spring is running.
    @discardableResult
    public mutating func spring(
        to target: Double, velocity: Double, time: Double, spring: SpringDescription, tolerance: Tolerance
    ) -> Bool {
        if offset == target && velocity == 0 {
            rest(at: target)
            return false
        }
        start(SpringSimulation(spring: spring, start: offset, end: target, velocity: velocity, tolerance: tolerance), at: time)
        return true
    }

    /// Advances a running simulation to `now` (seconds). Returns true when it is done: the offset is then
    /// its final position and the motion is at rest (the layer may still correct the offset with
    /// ``rest(at:)``). Returns false while it runs, at rest and while dragging.
    public mutating func advance(to now: Double) -> Bool {
        guard case let .moving(simulation, startTime) = phase else { return false }
        let elapsed = now - startTime
        offset = simulation.position(at: elapsed)
        guard simulation.isDone(at: elapsed) else { return false }
        phase = .idle
        return true
    }

    /// Stops everything and rests at `offset`.
    public mutating func rest(at offset: Double) {
        phase = .idle
        tracker.reset()
        self.offset = offset
    }
}
