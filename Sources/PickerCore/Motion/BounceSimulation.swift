import Foundation

/// A fling that runs into an end, as on iOS: friction carries the content to `boundary`, then a spring
/// takes over at the moment it crosses, with the speed it arrived at, carries it out past the end and
/// brings it back to rest exactly on `boundary`.
///
/// The crossing time comes from the friction's closed form (`x(t) = x0 + v0 (dᵗ - 1) / ln d`), so the
/// motion is a pure function of time and the same at any frame rate. The speed handed to the spring is
/// capped smoothly (`cap · tanh(v / cap)`) so that the overshoot never exceeds ``maximumOvershoot``, however
/// hard the fling: slow arrivals keep their speed, hard ones saturate.
public struct BounceSimulation: Simulation, Sendable {
    /// The friction before the crossing.
    public let friction: FrictionSimulation
    /// The end the content runs into and rests on, in units.
    public let boundary: Double
    /// Seconds from the start until the friction reaches `boundary`.
    public let crossingTime: Double
    /// The spring after the crossing (time 0 at the crossing), from `boundary` back to `boundary`.
    public let spring: SpringSimulation
    /// The largest distance past `boundary` the content may travel, in units.
    public let maximumOvershoot: Double

    /// A bounce, or nil when friction from `position` with `velocity` stops before reaching `boundary`
    /// (then no bounce happens).
    /// - Parameters:
    ///   - drag: the friction's fraction of velocity left after one second (iOS's by default).
    ///   - position: the start position, in units, on the near side of `boundary`.
    ///   - velocity: the start velocity, in units per second, towards `boundary`.
    ///   - boundary: the end, in units.
    ///   - spring: the spring of the bounce (critically damped or close to it gives one overshoot).
    ///   - maximumOvershoot: the largest overshoot, in units (positive).
    ///   - tolerance: when the spring counts as back at the boundary.
    public init?(
        drag: Double = FrictionSimulation.iOSDrag, position: Double, velocity: Double, boundary: Double,
        spring: SpringDescription, maximumOvershoot: Double, tolerance: Tolerance = .default
    ) {
        let distance = boundary - position
        guard drag > 0, drag < 1, velocity.isFinite, position.isFinite, boundary.isFinite, maximumOvershoot > 0,
            velocity != 0, distance == 0 || distance.sign == velocity.sign
        else { return nil }
        let friction = FrictionSimulation(drag: drag, position: position, velocity: velocity, tolerance: tolerance)
        // dᵗ = 1 + (boundary - x0) ln d / v0; friction that stops short has no positive solution.
        let logDrag = log(drag)
        let remaining = 1 + distance * logDrag / velocity
        guard remaining > 0 else { return nil }
        let crossing = log(remaining) / logDrag
        let arrival = velocity * remaining  // v0 · dᵗ at the crossing
        // A critically damped spring leaving its rest point at speed v peaks at v / (ω e).
        let omega = (spring.stiffness / spring.mass).squareRoot()
        let cap = maximumOvershoot * omega * M_E
        let launch = cap * tanh(arrival / cap)
        self.friction = friction
        self.boundary = boundary
        self.crossingTime = crossing
        self.maximumOvershoot = maximumOvershoot
        self.spring = SpringSimulation(spring: spring, start: boundary, end: boundary, velocity: launch, tolerance: tolerance)
    }

    public func position(at time: Double) -> Double {
        let t = max(time, 0)
        guard t >= crossingTime else {
            // Rounding must not carry the friction past the boundary before the crossing.
            let free = friction.position(at: t)
            return friction.startVelocity > 0 ? min(free, boundary) : max(free, boundary)
        }
        return spring.position(at: t - crossingTime)
    }

    public func velocity(at time: Double) -> Double {
        let t = max(time, 0)
        return t < crossingTime ? friction.velocity(at: t) : spring.velocity(at: t - crossingTime)
    }

    public func isDone(at time: Double) -> Bool {
        let t = max(time, 0)
        return t >= crossingTime && spring.isDone(at: t - crossingTime)
    }
}
