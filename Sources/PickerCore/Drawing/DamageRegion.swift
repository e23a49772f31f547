/// The part of a scene that changed since it was last drawn, in the scene's points: nothing, some
/// rectangles, or everything (`full`: after a layout, a theme change, or a change nobody located).
///
/// A host redraws only this part of the previous frame: it clips drawing to the rectangles, fills the
/// background there, and widgets that lie wholly outside skip their drawing. Before that it may carry out
/// the `moves` (content that only moved, see `DamageRegion+Moves.swift`) by copying the last frame's pixels.
public struct DamageRegion: Hashable, Sendable {
    /// Whether everything changed.
    public private(set) var isFull: Bool
    /// The changed rectangles (possibly overlapping); empty when `isFull`.
    public private(set) var rects: [Rect]
    /// Content that moved rigidly since the last frame, in the order it moved; empty when `isFull`. A host
    /// that holds the last frame's pixels copies each, in order, before it redraws `rects`; a host that
    /// cannot copy one must redraw that move's `rect` and those of every move after it.
    public internal(set) var moves: [Move]

    /// At most this many rectangles are recorded; more are merged into their bounds.
    public static let maximumRectCount = 8

    /// Nothing changed.
    public static let none = DamageRegion(isFull: false, rects: [], moves: [])
    /// Everything changed.
    public static let full = DamageRegion(isFull: true, rects: [], moves: [])

    private init(isFull: Bool, rects: [Rect], moves: [Move]) {
        self.isFull = isFull
        self.rects = rects
        self.moves = moves
    }

    /// Whether nothing changed.
    public var isEmpty: Bool { !isFull && rects.isEmpty && moves.isEmpty }

    /// The smallest rectangle holding every changed rectangle; nil when nothing or everything changed.
    public var bounds: Rect? {
        guard !isFull, let first = rects.first else { return nil }
        return rects.dropFirst().reduce(first) { $0.union($1) }
    }

    /// The changed area in square points (overlaps counted once only where rectangles were merged);
    /// nil when everything changed.
    public var area: Double? {
        isFull ? nil : rects.reduce(0) { $0 + $1.width * $1.height }
    }

    /// Adds `rect` (empty or non-finite rectangles are ignored). A rectangle overlapping one already
    /// there is merged into it; past `maximumRectCount` all are merged into their bounds.
    public mutating func add(_ rect: Rect) {
        guard !isFull, !rect.isEmpty, rect.minX.isFinite, rect.minY.isFinite, rect.width.isFinite, rect.height.isFinite
        else { return }
        var merged = rect
        var index = 0
        while index < rects.count {
            if rects[index].intersects(merged) || rects[index].contains(merged) {
                merged = merged.union(rects.remove(at: index))
                index = 0
            } else {
                index += 1
            }
        }
        rects.append(merged)
        if rects.count > Self.maximumRectCount, let bounds {
            rects = [bounds]
        }
    }

    /// Marks everything as changed (and forgets the moves: everything is redrawn).
    public mutating func setFull() {
        isFull = true
        rects = []
        moves = []
    }

    /// Adds every change of `other`. Its moves are not copied but redrawn: their rectangles are added.
    public mutating func formUnion(_ other: DamageRegion) {
        if other.isFull { setFull() }
        for rect in other.rects { add(rect) }
        for move in other.moves { add(move.rect) }
    }

    /// The region moved by (`dx`, `dy`) points.
    public func offsetBy(dx: Double, dy: Double) -> DamageRegion {
        DamageRegion(
            isFull: isFull, rects: rects.map { $0.offsetBy(dx: dx, dy: dy) },
            moves: moves.map { Move(rect: $0.rect.offsetBy(dx: dx, dy: dy), delta: $0.delta) })
    }
}

extension Rect {
    /// The smallest rectangle holding both.
    public func union(_ other: Rect) -> Rect {
        let x0 = min(minX, other.minX), y0 = min(minY, other.minY)
        let x1 = max(maxX, other.maxX), y1 = max(maxY, other.maxY)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Whether `other` lies wholly inside.
    public func contains(_ other: Rect) -> Bool {
        other.minX >= minX && other.minY >= minY && other.maxX <= maxX && other.maxY <= maxY
    }
}
