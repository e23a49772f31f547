/// The number a node stands for and the range it moves in (AT-SPI's Value interface): a spin button's
/// row, 0 through its row count minus one, in steps of 1.
public struct AccessibilityValueRange: Hashable, Sendable {
    /// The value now.
    public var current: Double
    /// The smallest value.
    public var minimum: Double
    /// The largest value.
    public var maximum: Double
    /// The smallest change.
    public var step: Double

    public init(current: Double, minimum: Double, maximum: Double, step: Double) {
        self.current = current
        self.minimum = minimum
        self.maximum = maximum
        self.step = step
    }

    /// The range of a picker's rows: `row` among `count` rows, 0...count-1, step 1.
    public static func rows(_ row: Int, count: Int) -> AccessibilityValueRange {
        AccessibilityValueRange(current: Double(row), minimum: 0, maximum: Double(max(0, count - 1)), step: 1)
    }
}
