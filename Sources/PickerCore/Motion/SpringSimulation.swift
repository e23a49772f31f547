import Foundation

/// A damped spring pulling a body from `start` towards `end`, solved in closed form.
///
/// Under-damped springs overshoot and oscillate, critically damped ones return as fast as possible
/// without overshooting from rest, over-damped ones creep. The motion is done once it is within the
/// tolerance of `end` in both position and velocity; from then on `position(at:)` returns exactly `end`
/// and `velocity(at:)` returns 0.
public struct SpringSimulation: Simulation, Sendable {
    /// The spring's constants.
    public let spring: SpringDescription
    /// The position at time 0, in units.
    public let start: Double
    /// The rest position the spring pulls towards, in units.
    public let end: Double
    /// The velocity at time 0, in units per second.
    public let startVelocity: Double
    /// How close to `end` (units, units per second) counts as done.
    public let tolerance: Tolerance
    private let solution: Solution

    /// The displacement from `end`, `y(t) = x(t) - end`, in one of the three damping regimes.
    private enum Solution: Sendable {
        /// `y = (a + b t) e^(r t)`
        case critical(r: Double, a: Double, b: Double)
        /// `y = e^(r t) (a cos(w t) + b sin(w t))`
        case under(r: Double, w: Double, a: Double, b: Double)
        /// `y = a e^(r1 t) + b e^(r2 t)`
        case over(r1: Double, r2: Double, a: Double, b: Double)
    }

    /// Creates a spring motion.
    /// - Parameters:
    ///   - spring: the spring's constants.
    ///   - start: the start position, in units.
    ///   - end: the rest position, in units.
    ///   - velocity: the start velocity, in units per second.
    ///   - tolerance: how close to `end` counts as done.
    public init(spring: SpringDescription, start: Double, end: Double, velocity: Double, tolerance: Tolerance = .default) {
        self.spring = spring
        self.start = start
        self.end = end
        self.startVelocity = velocity
        self.tolerance = tolerance
        let m = spring.mass, k = spring.stiffness, c = spring.damping
        let y0 = start - end
        let discriminant = c * c - 4 * m * k
        // Within rounding of critical damping the over-damped roots coincide and its coefficients
        // blow up, so that band is solved as critical.
        if abs(discriminant) <= 1e-9 * 4 * m * k {
            let r = -c / (2 * m)
            solution = .critical(r: r, a: y0, b: velocity - r * y0)
        } else if discriminant < 0 {
            let r = -c / (2 * m)
            let w = (-discriminant).squareRoot() / (2 * m)
            solution = .under(r: r, w: w, a: y0, b: (velocity - r * y0) / w)
        } else {
            let root = discriminant.squareRoot()
            let r1 = (-c + root) / (2 * m)
            let r2 = (-c - root) / (2 * m)
            let b = (velocity - r1 * y0) / (r2 - r1)
            solution = .over(r1: r1, r2: r2, a: y0 - b, b: b)
        }
    }

    private func displacement(at t: Double) -> Double {
        switch solution {
        case let .critical(r, a, b):
            return (a + b * t) * exp(r * t)
        case let .under(r, w, a, b):
            return exp(r * t) * (a * cos(w * t) + b * sin(w * t))
        case let .over(r1, r2, a, b):
            return a * exp(r1 * t) + b * exp(r2 * t)
        }
    }

    private func rawVelocity(at t: Double) -> Double {
        switch solution {
        case let .critical(r, a, b):
            return (b + r * (a + b * t)) * exp(r * t)
        case let .under(r, w, a, b):
            let cosine = cos(w * t), sine = sin(w * t)
            return exp(r * t) * (r * (a * cosine + b * sine) + w * (b * cosine - a * sine))
        case let .over(r1, r2, a, b):
            return a * r1 * exp(r1 * t) + b * r2 * exp(r2 * t)
        }
    }

    /// The position at `time` seconds after the start, in units.
    public func position(at time: Double) -> Double {
        isDone(at: time) ? end : end + displacement(at: max(time, 0))
    }

    /// The velocity at `time` seconds after the start, in units per second.
    public func velocity(at time: Double) -> Double {
        isDone(at: time) ? 0 : rawVelocity(at: max(time, 0))
    }

    /// Whether the motion is done at `time` seconds: within the tolerance of `end` in position and velocity.
    public func isDone(at time: Double) -> Bool {
        let t = max(time, 0)
        return abs(displacement(at: t)) <= tolerance.distance && abs(rawVelocity(at: t)) <= tolerance.velocity
    }
}
