import Foundation

/// Decides how a list of fixed-extent items comes to rest after a release, the way a picker wheel does.
///
/// Positions are in rows (row r is centred at position r), velocities in rows per second. The scenarios,
/// in order:
/// 1. Outside the allowed range: spring back to the nearest end (the rubber band lets go).
/// 2. At rest on an item (speed and distance within the tolerance): nothing to do (`nil`).
/// 3. Where friction would stop is nearest to the item nearest now (or the speed is below
///    ``minimumFlingVelocity``): spring to that item.
/// 4. A fling whose iOS friction would stop past an end of the range (with ``maximumOvershoot`` set): a
///    ``BounceSimulation``, friction up to the end item, then a spring out past it and back onto it.
/// 5. Otherwise a friction motion, continuous in velocity with the release, that lands exactly on the
///    item nearest to where iOS friction would have stopped.
///
/// With ``landingDuration`` set (reduced motion), scenarios 1 and 3 are a ``LandingSimulation`` of that
/// length instead of a spring, and scenario 4 never bounces: the fling's friction stops on the end item.
/// Every motion then approaches its row without passing it; the row is the same either way.
public struct ItemSnapping: Sendable {
    /// The spring for scenarios 1 and 3.
    public var spring: SpringDescription
    /// When a motion counts as done, in rows and rows per second. A landing friction motion arrives with
    /// `tolerance.velocity` and stops there.
    public var tolerance: Tolerance
    /// Release speeds below this (rows per second) are not a fling.
    public var minimumFlingVelocity: Double
    /// The friction that predicts where a fling would stop (fraction of velocity left after one second).
    public var drag: Double
    /// How far past an end a hard fling may overshoot before it springs back, in rows; nil or 0 stops a
    /// fling dead on the end item instead.
    public var maximumOvershoot: Double?
    /// The spring of a bounce at an end.
    public var bounceSpring: SpringDescription
    /// With reduced motion, how long a landing that would spring takes instead, in seconds (no spring, no
    /// bounce); nil (the default) springs and bounces.
    public var landingDuration: Double?

    /// Creates a snapping policy.
    /// - Parameters:
    ///   - spring: the spring that pulls onto an item or back into range.
    ///   - tolerance: done thresholds in rows and rows per second.
    ///   - minimumFlingVelocity: rows per second below which a release is not a fling.
    ///   - drag: the friction's fraction of velocity left per second (iOS by default).
    ///   - maximumOvershoot: the largest overshoot of a fling into an end, in rows; nil: no bounce.
    ///   - bounceSpring: the spring of that bounce.
    public init(
        spring: SpringDescription = ScrollTuning.snapSpring,
        tolerance: Tolerance = .default,
        minimumFlingVelocity: Double = 1,
        drag: Double = FrictionSimulation.iOSDrag,
        maximumOvershoot: Double? = nil,
        bounceSpring: SpringDescription = ScrollTuning.bounceSpring
    ) {
        self.spring = spring
        self.tolerance = tolerance
        self.minimumFlingVelocity = abs(minimumFlingVelocity)
        self.drag = drag
        self.maximumOvershoot = maximumOvershoot
        self.bounceSpring = bounceSpring
    }

    /// The motion after a release at `position` with `velocity`, or nil when the content is already at
    /// rest on item `position.rounded()`.
    /// - Parameters:
    ///   - position: where the content was let go, in rows.
    ///   - velocity: its speed at the release, in rows per second.
    ///   - range: the allowed rows (integer bounds), or nil for a cyclic / unbounded list.
    public func motion(from position: Double, velocity: Double, in range: ClosedRange<Double>?) -> SnapMotion? {
        if let range, !range.contains(position) {
            let end = position < range.lowerBound ? range.lowerBound : range.upperBound
            return springMotion(from: position, to: end, velocity: velocity)
        }
        let nearest = position.rounded()
        if abs(velocity) < tolerance.velocity && abs(position - nearest) < tolerance.distance {
            return nil
        }
        let target = restingRow(from: position, velocity: velocity, in: range)
        if let bounce = bounce(from: position, velocity: velocity, in: range, target: target) { return bounce }
        let endSpeed = tolerance.velocity
        guard target != nearest, abs(velocity) > endSpeed else {
            return springMotion(from: position, to: nearest, velocity: velocity)
        }
        let endVelocity = velocity < 0 ? -endSpeed : endSpeed
        let friction = FrictionSimulation.through(start: position, end: target, startVelocity: velocity, endVelocity: endVelocity)
        return SnapMotion(simulation: friction, targetRow: target)
    }

    /// The row a release at `position` (rows) with `velocity` (rows per second) settles on: the item
    /// nearest to where friction would stop, clamped into `range`. Slower than ``minimumFlingVelocity``
    /// it is the item nearest to `position`.
    public func restingRow(from position: Double, velocity: Double, in range: ClosedRange<Double>?) -> Double {
        var stop = position
        if abs(velocity) >= minimumFlingVelocity {
            stop = FrictionSimulation(drag: drag, position: position, velocity: velocity).finalPosition
        }
        let row = stop.rounded()
        guard let range else { return row }
        return min(max(row, range.lowerBound), range.upperBound)
    }

    /// Scenario 4: the bounce when friction would carry the release past the end it heads for.
    private func bounce(from position: Double, velocity: Double, in range: ClosedRange<Double>?, target: Double) -> SnapMotion? {
        guard landingDuration == nil, let range, let overshoot = maximumOvershoot, overshoot > 0, abs(velocity) >= minimumFlingVelocity else { return nil }
        let end = velocity > 0 ? range.upperBound : range.lowerBound
        guard target == end else { return nil }
        let stop = FrictionSimulation(drag: drag, position: position, velocity: velocity).finalPosition.rounded()
        guard velocity > 0 ? stop > end : stop < end,
            let simulation = BounceSimulation(
                drag: drag, position: position, velocity: velocity, boundary: end, spring: bounceSpring,
                maximumOvershoot: overshoot, tolerance: tolerance)
        else { return nil }
        return SnapMotion(simulation: simulation, targetRow: end)
    }

    private func springMotion(from position: Double, to target: Double, velocity: Double) -> SnapMotion {
        if let landingDuration {
            let landing = LandingSimulation(start: position, end: target, velocity: velocity, duration: landingDuration)
            return SnapMotion(simulation: landing, targetRow: target)
        }
        let simulation = SpringSimulation(spring: spring, start: position, end: target, velocity: velocity, tolerance: tolerance)
        return SnapMotion(simulation: simulation, targetRow: target)
    }
}
