extension DamageRegion {
    /// Content that only moved: what the last frame showed inside `rect` (scene points) is now shown
    /// `delta` points further, cut to `rect` (what leaves it is dropped). A host that holds the last
    /// frame's pixels copies them instead of drawing that content again ("scrolling by copying").
    public struct Move: Hashable, Sendable {
        /// Where the content moved, in scene points; the copy is cut to it.
        public var rect: Rect
        /// How far it moved, in points (rightwards and downwards positive).
        public var delta: Point

        public init(rect: Rect, delta: Point) {
            self.rect = rect
            self.delta = delta
        }

        /// The parts of `rect` the moved content no longer covers (at most two rectangles: a band across
        /// and a band down): nothing was copied there, so they must be drawn.
        public var exposedRects: [Rect] {
            var exposed: [Rect] = []
            let r = rect
            if delta.y > 0 {
                exposed.append(Rect(x: r.minX, y: r.minY, width: r.width, height: min(delta.y, r.height)))
            } else if delta.y < 0 {
                let h = min(-delta.y, r.height)
                exposed.append(Rect(x: r.minX, y: r.maxY - h, width: r.width, height: h))
            }
            if delta.x > 0 {
                exposed.append(Rect(x: r.minX, y: r.minY, width: min(delta.x, r.width), height: r.height))
            } else if delta.x < 0 {
                let w = min(-delta.x, r.width)
                exposed.append(Rect(x: r.maxX - w, y: r.minY, width: w, height: r.height))
            }
            return exposed
        }

        /// Whether nothing of `rect` is left to copy (no move, or a move as long as the rectangle).
        var copiesNothing: Bool {
            (delta.x == 0 && delta.y == 0) || abs(delta.x) >= rect.width || abs(delta.y) >= rect.height
        }
    }

    /// At most this many moves are recorded between two frames; a further one is redrawn instead (its
    /// rectangle added).
    public static let maximumMoveCount = 4

    /// Notes that the content inside `rect` (scene points) moved by `delta` points since it was last
    /// drawn, cut to `rect`: afterwards, only what changed besides the move needs marking. Changes already
    /// marked inside `rect` move with it (they are marked where they were and where they went), and the
    /// parts of `rect` the move uncovers are marked. A move by nothing, or by as much as the rectangle
    /// (nothing left to copy), or past `maximumMoveCount`, marks `rect` instead; a later move of the same
    /// rectangle joins this one (and one that brings it back where it was leaves nothing to copy). Ignored
    /// when everything changed already.
    public mutating func addMove(_ rect: Rect, by delta: Point) {
        guard !isFull, !rect.isEmpty, delta.x.isFinite, delta.y.isFinite else {
            add(rect)
            return
        }
        var move = Move(rect: rect, delta: delta)
        guard !move.copiesNothing else {
            if delta != .zero { add(rect) }
            return
        }
        // What was marked inside the rectangle is now `delta` further on (where it is still inside).
        for changed in rects where changed.intersects(rect) {
            add(changed.intersection(rect).offsetBy(dx: delta.x, dy: delta.y).intersection(rect))
        }
        for exposed in move.exposedRects { add(exposed) }
        if let last = moves.last, last.rect == rect {
            moves.removeLast()
            move.delta = last.delta + delta
            // Back where it was: the last frame's pixels are in place (what moved in between is marked).
            if move.delta == .zero { return }
            if move.copiesNothing {
                add(rect)
                return
            }
        }
        guard moves.count < Self.maximumMoveCount else {
            add(rect)
            return
        }
        moves.append(move)
    }
}
