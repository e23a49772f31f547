/// How close to its goal a simulation must be to count as finished.
public struct Tolerance: Hashable, Sendable {
    /// The largest distance from the goal that counts as arrived, in the simulation's units.
    public var distance: Double
    /// The largest speed that counts as at rest, in the simulation's units per second.
    public var velocity: Double

    /// Creates a tolerance from a distance (units) and a speed (units per second); signs are ignored.
    public init(distance: Double, velocity: Double) {
        self.distance = abs(distance)
        self.velocity = abs(velocity)
    }

    /// 0.001 units and 0.001 units per second: fine enough for rows or points alike.
    public static let `default` = Tolerance(distance: 1e-3, velocity: 1e-3)
}
