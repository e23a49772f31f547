/// iOS-style rubber band: how far content shows past its end for a raw overscroll `distance` (points)
/// in a viewport of `dimension` points: `(1 - 1 / (distance * 0.55 / dimension + 1)) * dimension`,
/// sign preserved. The result never reaches `dimension`; it is 0 for a non-positive `dimension`.
///
/// The formula is scale-free, so any unit works as long as both arguments use it (e.g. rows). The
/// stiffness 0.55 is ``ScrollTuning/rubberBandCoefficient``.
public func rubberBandOffset(forOverscroll distance: Double, dimension: Double) -> Double {
    guard dimension > 0, distance.isFinite else { return 0 }
    let magnitude = (1 - 1 / (abs(distance) * ScrollTuning.rubberBandCoefficient / dimension + 1)) * dimension
    return distance < 0 ? -magnitude : magnitude
}

/// The raw overscroll that ``rubberBandOffset(forOverscroll:dimension:)`` turns into `offset`: its inverse,
/// used to grab content that is showing past its end. Offsets at or beyond `dimension` are capped just below it.
func overscroll(forRubberBandOffset offset: Double, dimension: Double) -> Double {
    guard dimension > 0, offset.isFinite else { return 0 }
    let magnitude = min(abs(offset), dimension * 0.999)
    let distance = magnitude * dimension / ((dimension - magnitude) * ScrollTuning.rubberBandCoefficient)
    return offset < 0 ? -distance : distance
}

/// The range an offset rests in and the viewport a drag past its ends is rubber-banded in: the mapping
/// between the offset a pointer asks for (raw) and the one shown (visual), for ``ScrollMotion``.
public struct RubberBand: Hashable, Sendable {
    /// The offsets at rest, in the scroller's unit (rows or points).
    public var range: ClosedRange<Double>
    /// The viewport's length in the same unit: the band never shows this much past an end.
    public var dimension: Double

    /// A band over `range` in a viewport of `dimension` (same unit).
    public init(range: ClosedRange<Double>, dimension: Double) {
        self.range = range
        self.dimension = dimension
    }

    /// The displayed offset for an unbanded drag offset: 1:1 in range, rubber-banded past the ends.
    public func visualOffset(forRaw raw: Double) -> Double {
        let lower = range.lowerBound, upper = range.upperBound
        if raw < lower { return lower + rubberBandOffset(forOverscroll: raw - lower, dimension: dimension) }
        if raw > upper { return upper + rubberBandOffset(forOverscroll: raw - upper, dimension: dimension) }
        return raw
    }

    /// The unbanded drag offset that shows `visual`: the inverse of ``visualOffset(forRaw:)``.
    public func rawOffset(forVisual visual: Double) -> Double {
        let lower = range.lowerBound, upper = range.upperBound
        if visual < lower { return lower + overscroll(forRubberBandOffset: visual - lower, dimension: dimension) }
        if visual > upper { return upper + overscroll(forRubberBandOffset: visual - upper, dimension: dimension) }
        return visual
    }

    /// `offset` clamped into ``range``.
    public func clamp(_ offset: Double) -> Double {
        min(max(offset, range.lowerBound), range.upperBound)
    }
}
