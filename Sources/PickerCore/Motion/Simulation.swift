/// A one-dimensional motion with time as an argument (seconds since the simulation started).
///
/// A simulation is a pure function of time: asking for the same time twice gives the same answer,
/// and nothing depends on how often or in which order it is asked. That is what makes animations
/// independent of the frame rate. Negative times are treated as 0.
public protocol Simulation: Sendable {
    /// The position at `time` seconds after the start, in the simulation's units (rows, points, ...).
    func position(at time: Double) -> Double
    /// The velocity at `time` seconds after the start, in units per second.
    func velocity(at time: Double) -> Double
    /// Whether the motion has come to rest at `time` seconds after the start.
    func isDone(at time: Double) -> Bool
}
