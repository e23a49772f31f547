/// Estimates the velocity of a pointer from its recent positions.
///
/// Keeps the samples of the last `window` seconds (at most ``capacity``) and fits a least-squares line
/// of position over time; the slope is the velocity. Times are seconds from the event timestamps, never
/// from a clock.
public struct VelocityTracker: Sendable {
    /// The most samples kept; older ones are dropped first.
    public static let capacity = 20

    /// How far back samples count, in seconds.
    public let window: Double
    private var samples: [(position: Double, time: Double)] = []

    /// Creates an empty tracker.
    /// - Parameter window: how far back samples count, in seconds (default 0.1 s).
    public init(window: Double = 0.1) {
        self.window = window
    }

    /// Records the pointer at `position` (any unit) at `time` (seconds). A time earlier than the newest
    /// sample starts a new gesture: the older samples are dropped.
    public mutating func addSample(position: Double, time: Double) {
        guard position.isFinite, time.isFinite else { return }
        if let last = samples.last, time < last.time { samples.removeAll() }
        samples.append((position, time))
        // Drop what can never be inside a window ending at or after this sample.
        samples.removeAll { $0.time < time - window }
        if samples.count > Self.capacity { samples.removeFirst(samples.count - Self.capacity) }
    }

    /// Forgets every sample.
    public mutating func reset() {
        samples.removeAll()
    }

    /// The velocity at `time` (seconds), in position units per second.
    ///
    /// Uses only the samples from `time - window` to `time`. It is 0 with fewer than two such samples,
    /// so a pointer that paused for longer than the window before release gives 0 (no fling).
    public func velocity(at time: Double) -> Double {
        let recent = samples.filter { $0.time >= time - window && $0.time <= time }
        guard recent.count >= 2 else { return 0 }
        // Centre on the means so large timestamps and positions keep their precision.
        let count = Double(recent.count)
        let meanTime = recent.reduce(0) { $0 + $1.time } / count
        let meanPosition = recent.reduce(0) { $0 + $1.position } / count
        var covariance = 0.0
        var variance = 0.0
        for sample in recent {
            let dt = sample.time - meanTime
            covariance += dt * (sample.position - meanPosition)
            variance += dt * dt
        }
        guard variance > 0 else { return 0 }
        return covariance / variance
    }
}
