import Foundation

/// A motion slowed by friction that takes away a fixed fraction of the velocity every second.
///
/// Closed form, with `d` the drag (the fraction of velocity left after one second):
/// `x(t) = x0 + v0 * (d^t - 1) / ln(d)` and `v(t) = v0 * d^t`. The motion approaches
/// ``finalPosition`` and is done once its speed falls below the tolerance.
public struct FrictionSimulation: Simulation, Sendable {
    /// iOS's normal deceleration: 0.998 per millisecond, i.e. drag = 0.998^1000 per second (about 0.135).
    public static let iOSDrag: Double = pow(0.998, 1000)

    /// The fraction of velocity left after one second, in 0 < drag < 1.
    public let drag: Double
    /// The position at time 0, in units.
    public let startPosition: Double
    /// The velocity at time 0, in units per second.
    public let startVelocity: Double
    /// When the motion counts as done (speed below `tolerance.velocity`).
    public let tolerance: Tolerance
    /// For motions made by ``through(start:end:startVelocity:endVelocity:)``: the time (seconds)
    /// and position where the motion stops exactly.
    private let stop: (time: Double, position: Double)?
    private let logDrag: Double

    /// Creates a friction motion.
    /// - Parameters:
    ///   - drag: the fraction of velocity left after one second (0 < drag < 1); defaults to iOS's deceleration.
    ///   - position: the start position, in units.
    ///   - velocity: the start velocity, in units per second.
    ///   - tolerance: the speed below which the motion is done.
    public init(drag: Double = FrictionSimulation.iOSDrag, position: Double, velocity: Double, tolerance: Tolerance = .default) {
        self.init(drag: drag, position: position, velocity: velocity, tolerance: tolerance, stop: nil)
    }

    private init(drag: Double, position: Double, velocity: Double, tolerance: Tolerance, stop: (time: Double, position: Double)?) {
        self.drag = drag
        self.startPosition = position
        self.startVelocity = velocity
        self.tolerance = tolerance
        self.stop = stop
        self.logDrag = log(drag)
    }

    /// A friction motion from `start` at `startVelocity` that reaches `end` exactly when its velocity has
    /// decayed to `endVelocity` (same sign); after that it is done and stays at `end`.
    ///
    /// The drag is chosen to make that happen: `ln(drag) = (endVelocity - startVelocity) / (end - start)`.
    /// Positions in units, velocities in units per second. The inputs must describe a deceleration towards
    /// `end` (`end - start`, `startVelocity` and `endVelocity` of one sign, `|endVelocity| < |startVelocity|`);
    /// otherwise the result is a motion that is already done at `end`.
    public static func through(start: Double, end: Double, startVelocity: Double, endVelocity: Double) -> FrictionSimulation {
        let distance = end - start
        let isDeceleration = distance != 0
            && startVelocity.sign == distance.sign && endVelocity.sign == distance.sign
            && abs(endVelocity) < abs(startVelocity) && endVelocity != 0
        guard isDeceleration else {
            return FrictionSimulation(drag: iOSDrag, position: end, velocity: 0, tolerance: .default, stop: (0, end))
        }
        let drag = exp((endVelocity - startVelocity) / distance)
        let duration = log(endVelocity / startVelocity) / log(drag)
        return FrictionSimulation(
            drag: drag, position: start, velocity: startVelocity,
            tolerance: Tolerance(distance: 0, velocity: abs(endVelocity)), stop: (duration, end))
    }

    /// Where the motion comes to rest, in units: `x0 - v0 / ln(drag)`, or `end` for a motion made by `through`.
    public var finalPosition: Double {
        if let stop { return stop.position }
        return startPosition - startVelocity / logDrag
    }

    /// For a motion made by `through`, the time in seconds at which it reaches `end`; nil otherwise.
    public var endTime: Double? { stop?.time }

    /// The position at `time` seconds after the start, in units.
    public func position(at time: Double) -> Double {
        let t = max(time, 0)
        let free = startPosition + startVelocity * (pow(drag, t) - 1) / logDrag
        guard let stop else { return free }
        if t >= stop.time { return stop.position }
        // Rounding must never carry the motion past its end.
        return stop.position >= startPosition ? min(free, stop.position) : max(free, stop.position)
    }

    /// The velocity at `time` seconds after the start, in units per second.
    public func velocity(at time: Double) -> Double {
        let t = max(time, 0)
        if let stop, t >= stop.time { return 0 }
        return startVelocity * pow(drag, t)
    }

    /// Whether the motion is done at `time` seconds: slower than the tolerance, or past the end of a `through` motion.
    public func isDone(at time: Double) -> Bool {
        if let stop { return max(time, 0) >= stop.time }
        return abs(velocity(at: time)) < tolerance.velocity
    }
}
