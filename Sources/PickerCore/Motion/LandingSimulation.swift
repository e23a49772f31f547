/// A direct landing in a fixed time, for reduced motion: a cubic from `start` that arrives at `end`, still,
/// exactly `duration` seconds later, and never passes `end` on the way.
///
/// The curve is the cubic Hermite from `start` to `end` with end speed 0. It keeps the start velocity
/// when that heads for `end`, capped at three times the average speed (beyond which a cubic would
/// overshoot); a start velocity heading away is dropped. So the position approaches `end` monotonically.
public struct LandingSimulation: Simulation, Sendable {
    /// The position at time 0, in units.
    public let start: Double
    /// Where the motion rests, in units.
    public let end: Double
    /// Seconds from the start until the motion rests on `end`.
    public let duration: Double
    /// The start slope of the unit curve: the start velocity in units of the average speed, in 0...3.
    private let startSlope: Double

    /// A landing from `start` to `end` (units) that begins with `velocity` (units per second) where that
    /// heads for `end` and takes `duration` seconds (0 or a non-finite value: already at `end`).
    public init(start: Double, end: Double, velocity: Double, duration: Double = ScrollTuning.reducedMotionDuration) {
        self.start = start
        self.end = end
        self.duration = duration.isFinite ? max(0, duration) : 0
        let distance = end - start
        let slope = distance == 0 || !velocity.isFinite ? 0 : velocity * self.duration / distance
        startSlope = min(max(slope, 0), 3)
    }

    /// The unit curve (0 at s = 0, 1 at s = 1) and its slope at `s` in 0...1.
    private func curve(at s: Double) -> (value: Double, slope: Double) {
        let m = startSlope
        let value = m * (s * s * s - 2 * s * s + s) + (3 * s * s - 2 * s * s * s)
        let slope = m * (3 * s * s - 4 * s + 1) + (6 * s - 6 * s * s)
        return (value, slope)
    }

    /// The position at `time` seconds after the start, in units; exactly `end` once done.
    public func position(at time: Double) -> Double {
        if isDone(at: time) { return end }
        let value = curve(at: max(time, 0) / duration).value
        // Rounding must never carry the landing past `end`.
        let position = start + (end - start) * value
        return end >= start ? min(position, end) : max(position, end)
    }

    /// The velocity at `time` seconds after the start, in units per second; 0 once done.
    public func velocity(at time: Double) -> Double {
        if isDone(at: time) { return 0 }
        return (end - start) * curve(at: max(time, 0) / duration).slope / duration
    }

    /// Whether the landing is over at `time` seconds: `duration` has passed, give or take a nanosecond (a
    /// host's frame time minus a start time rounds, and the last frame must not miss the end).
    public func isDone(at time: Double) -> Bool { max(time, 0) >= duration - 1e-9 }
}
