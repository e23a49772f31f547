/// Finds where focus goes when the user presses a direction: the nearest focusable widget that way on
/// screen, across panels, rather than the next one in Tab order.
///
/// The rules, in order:
/// 1. A candidate must lie beyond the focused frame's edge in that direction (within ``edgeTolerance``).
///    A candidate whose frame overlaps the focused one (panels may overlap) counts when both its centre
///    and its far edge are further that way.
/// 2. Candidates that overlap the focused frame's span across the direction (its rows for left and
///    right, its columns for up and down) beat those that don't, however close a diagonal one is.
/// 3. Then the lowest score: the gap along the direction plus ``acrossWeight`` times the distance between
///    the centres across it.
/// 4. Ties: a candidate in the focused widget's panel first, then the one nearer the top, then the one
///    nearer the leading edge (the left, or the right in a right-to-left page), then list order.
public struct SpatialFocus: Hashable, Sendable {
    /// How much a point of offset across the direction costs against a point of distance along it.
    public var acrossWeight: Double
    /// How far (points) a candidate may reach back over the focused frame's edge and still lie beyond it.
    public var edgeTolerance: Double
    /// The page's direction; it breaks ties only, since directions are physical.
    public var layoutDirection: LayoutDirection

    public init(acrossWeight: Double = 2, edgeTolerance: Double = 0.5, layoutDirection: LayoutDirection = .leftToRight) {
        self.acrossWeight = acrossWeight
        self.edgeTolerance = edgeTolerance
        self.layoutDirection = layoutDirection
    }

    /// The candidate focus moves to from the one with `id` when the user presses `direction`.
    /// - Returns: nil when nothing lies that way, or when `id` is not among `candidates`.
    /// - Complexity: O(n) for n candidates.
    public func destination(from id: String, toward direction: NavigationDirection, among candidates: [FocusCandidate]) -> FocusCandidate? {
        guard let focused = candidates.first(where: { $0.id == id }) else { return nil }
        var best: (candidate: FocusCandidate, rank: Rank)?
        for (index, candidate) in candidates.enumerated() where candidate.id != id {
            guard let rank = rank(of: candidate, index: index, from: focused, toward: direction) else { continue }
            if best == nil || rank.isBetter(than: best!.rank) { best = (candidate, rank) }
        }
        return best?.candidate
    }

    /// How `candidate` compares as a destination; nil when it does not lie in that direction.
    private func rank(of candidate: FocusCandidate, index: Int, from focused: FocusCandidate, toward direction: NavigationDirection) -> Rank? {
        let from = Projection(focused.frame, toward: direction), to = Projection(candidate.frame, toward: direction)
        let isBeyond = to.start >= from.end - edgeTolerance
        let overlapsAndLeads = candidate.frame.intersects(focused.frame) && to.middle > from.middle && to.end > from.end
        guard isBeyond || overlapsAndLeads else { return nil }
        let leadingEdge = layoutDirection.isRightToLeft ? -candidate.frame.maxX : candidate.frame.minX
        return Rank(
            isInBeam: min(from.acrossEnd, to.acrossEnd) > max(from.acrossStart, to.acrossStart),
            score: max(0, to.start - from.end) + acrossWeight * abs(to.acrossMiddle - from.acrossMiddle),
            isInSamePanel: candidate.panel == focused.panel,
            top: candidate.frame.minY, leading: leadingEdge, index: index)
    }
}

/// A frame's extent along a direction (growing the way the direction points) and across it.
private struct Projection {
    var start: Double, end: Double, acrossStart: Double, acrossEnd: Double
    var middle: Double { (start + end) / 2 }
    var acrossMiddle: Double { (acrossStart + acrossEnd) / 2 }

    init(_ frame: Rect, toward direction: NavigationDirection) {
        switch direction {
        case .right: (start, end, acrossStart, acrossEnd) = (frame.minX, frame.maxX, frame.minY, frame.maxY)
        case .left: (start, end, acrossStart, acrossEnd) = (-frame.maxX, -frame.minX, frame.minY, frame.maxY)
        case .down: (start, end, acrossStart, acrossEnd) = (frame.minY, frame.maxY, frame.minX, frame.maxX)
        case .up: (start, end, acrossStart, acrossEnd) = (-frame.maxY, -frame.minY, frame.minX, frame.maxX)
        }
    }
}

/// The ordering of destinations: beam first, then score, then the tie-breaks.
private struct Rank {
    var isInBeam: Bool, score: Double, isInSamePanel: Bool, top: Double, leading: Double, index: Int

    /// Scores within this many points are a tie, so that rounding never decides.
    static let scoreTolerance = 1e-6

    func isBetter(than other: Rank) -> Bool {
        if isInBeam != other.isInBeam { return isInBeam }
        if abs(score - other.score) > Rank.scoreTolerance { return score < other.score }
        if isInSamePanel != other.isInSamePanel { return isInSamePanel }
        if top != other.top { return top < other.top }
        if leading != other.leading { return leading < other.leading }
        return index < other.index
    }
}
