/// How a scroll of fixed-extent items comes to rest: a simulation and the row it ends on.
public struct SnapMotion {
    /// The motion, in rows (row r centred at position r), with time 0 at release.
    public var simulation: any Simulation
    /// The row the motion ends on; always an integer. `simulation.position(at:)` returns exactly this
    /// value once `simulation.isDone(at:)` is true.
    public var targetRow: Double

    /// Creates a snap motion.
    public init(simulation: any Simulation, targetRow: Double) {
        self.simulation = simulation
        self.targetRow = targetRow
    }
}
