/// Whether `actual` is within `tolerance` of `expected`.
func isClose(_ actual: Double, _ expected: Double, within tolerance: Double = 1e-9) -> Bool {
    abs(actual - expected) <= tolerance
}
