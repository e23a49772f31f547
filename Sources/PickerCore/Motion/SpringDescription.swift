import Foundation

/// The physical constants of a damped spring: `m x'' + c x' + k x = 0`.
public struct SpringDescription: Hashable, Sendable {
    /// The mass of the moving body (mass units; only the ratios to stiffness and damping matter).
    public var mass: Double
    /// The spring constant `k` (force per unit of displacement).
    public var stiffness: Double
    /// The damping coefficient `c` (force per unit of velocity).
    public var damping: Double

    /// Creates a spring from its mass, stiffness and damping coefficient.
    public init(mass: Double, stiffness: Double, damping: Double) {
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
    }

    /// A spring by damping ratio (1 = critically damped, below 1 it bounces) and response
    /// (seconds, the period of the undamped oscillation), mass 1.
    ///
    /// With `w = 2π / response`: stiffness `w²`, damping `2 · dampingRatio · w`.
    public init(dampingRatio: Double, response: Double) {
        let angularFrequency = 2 * Double.pi / response
        self.init(mass: 1, stiffness: angularFrequency * angularFrequency, damping: 2 * dampingRatio * angularFrequency)
    }

    /// The damping ratio `c / (2 √(m k))`: 1 is critically damped, below 1 under-damped, above 1 over-damped.
    public var dampingRatio: Double { damping / (2 * (mass * stiffness).squareRoot()) }
}
