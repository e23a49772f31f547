/// Overflow-free integer arithmetic on row indices, for counts up to `Int.max`.
enum RowArithmetic {
    /// `row` mod `count`, in 0..<count (count > 0).
    static func wrap(_ row: Int, count: Int) -> Int {
        let remainder = row % count
        return remainder < 0 ? remainder + count : remainder
    }

    /// `(a + b) mod count` for `a` and `b` already in 0..<count.
    static func add(_ a: Int, _ b: Int, count: Int) -> Int {
        a >= count - b ? a - (count - b) : a + b
    }

    /// The shortest signed number of rows from data row `from` to data row `to` round a cycle of `count`
    /// (both in 0..<count); a tie goes forwards.
    static func shortestDelta(from: Int, to: Int, count: Int) -> Int {
        let forward = to >= from ? to - from : count - (from - to)
        let backward = count - forward
        return forward <= backward ? forward : -backward
    }

    /// `a + b`, saturating at the ends of Int instead of trapping.
    static func saturatingAdd(_ a: Int, _ b: Int) -> Int {
        let (sum, overflow) = a.addingReportingOverflow(b)
        guard overflow else { return sum }
        return b > 0 ? Int.max : Int.min
    }

    /// `value` converted to Int, clamped to Int's range (NaN gives 0).
    static func int(_ value: Double) -> Int {
        guard !value.isNaN else { return 0 }
        if value >= 9.2e18 { return Int.max }
        if value <= -9.2e18 { return Int.min }
        return Int(value)
    }
}
