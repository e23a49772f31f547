/// An analog input that flings an engaged picker (a trigger, or half of the right stick's travel) with a
/// speed that follows how far it is pushed: each time it passes a higher one of `levels` (fractions of its
/// travel) it asks for one fling at that fraction of the top speed; back under the first level it is let go.
public struct FlingAxis: Hashable, Sendable {
    /// The fractions of the travel, rising, each of which flings once on the way up.
    public let levels: [Double]
    /// How many levels the axis is past now.
    public private(set) var level = 0

    public init(levels: [Double] = [0.3, 0.6, 0.9]) {
        self.levels = levels.filter { $0.isFinite && $0 > 0 }.sorted()
    }

    /// The axis moved to `deflection` (0...1 of its travel; anything else is clamped, not-a-number ignored).
    /// - Returns: the fraction of the top speed to fling at when it just passed a higher level than before;
    ///   nil otherwise.
    public mutating func update(deflection: Double) -> Double? {
        guard !deflection.isNaN else { return nil }
        let clamped = min(max(deflection, 0), 1)
        let reached = levels.lastIndex { clamped >= $0 }.map { $0 + 1 } ?? 0
        defer { level = reached }
        return reached > level ? levels[reached - 1] : nil
    }

    /// The deflection, 0...1, of an SDL axis value (-32768...32767) along `sign` (+1 or -1): the part of the
    /// travel pushed that way.
    public static func deflection(ofAxisValue value: Int, toward sign: Int) -> Double {
        let along = Double(value) * Double(sign.signum())
        return min(max(along / 32767, 0), 1)
    }
}
