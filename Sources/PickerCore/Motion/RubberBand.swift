/// iOS-style rubber band: how far content shows past its end for a raw overscroll `distance` (points)
/// in a viewport of `dimension` points: `(1 - 1 / (distance * 0.55 / dimension + 1)) * dimension`,
/// sign preserved. The result never reaches `dimension`; it is 0 for a non-positive `dimension`.
///
/// The formula is scale-free, so any unit works as long as both arguments use it (e.g. rows).
public func rubberBandOffset(forOverscroll distance: Double, dimension: Double) -> Double {
    guard dimension > 0, distance.isFinite else { return 0 }
    let magnitude = (1 - 1 / (abs(distance) * rubberBandCoefficient / dimension + 1)) * dimension
    return distance < 0 ? -magnitude : magnitude
}

/// The raw overscroll that ``rubberBandOffset(forOverscroll:dimension:)`` turns into `offset`: its inverse,
/// used to grab content that is showing past its end. Offsets at or beyond `dimension` are capped just below it.
func overscroll(forRubberBandOffset offset: Double, dimension: Double) -> Double {
    guard dimension > 0, offset.isFinite else { return 0 }
    let magnitude = min(abs(offset), dimension * 0.999)
    let distance = magnitude * dimension / ((dimension - magnitude) * rubberBandCoefficient)
    return offset < 0 ? -distance : distance
}

/// How stiff the rubber band is: iOS's 0.55.
let rubberBandCoefficient = 0.55
