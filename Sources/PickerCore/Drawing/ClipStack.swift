/// A stack of nested clips; the top is the intersection of everything pushed, computed once for each level.
///
/// Shapes (`push(_:)` of a `ClipShape`) are worked out only when the region is needed (`resolved(memo:)`):
/// a clip pushed and popped with nothing drawn inside (a wheel row its delegate leaves to the title) costs
/// nothing, and a `ClipMemo` gives the regions of shapes pushed the same way before.
public struct ClipStack: Sendable {
    private var regions: [ConvexClipRegion] = []
    /// For each level of `regions`, the number a `ClipMemo` gave the shapes pushed from the bottom up to it,
    /// when every push up to it was a shape worked out with a memo, else nil.
    private var paths: [Int?] = []
    /// Shapes pushed over `regions` and not yet worked out, bottom first.
    private var deferred: [ClipShape] = []

    public init() {}

    /// Pushes the region inside `shape`, intersected with the current region when it is worked out.
    public mutating func push(_ shape: ClipShape) {
        deferred.append(shape)
    }

    /// The region everything is cut to now, or `nil` when nothing is pushed, working out the shapes pushed
    /// since the last time: taken from `memo` when the same shapes were pushed in the same order before (a
    /// frame pushes the same nested clips as the last: a card, a wheel, its columns), and remembered there
    /// otherwise. Each region is the one pushing `ConvexClipRegion.roundedRect` of its shape gives, point for
    /// point.
    public mutating func resolved(memo: ClipMemo?) -> ConvexClipRegion? {
        if !deferred.isEmpty {
            for shape in deferred { work(out: shape, memo: memo) }
            deferred.removeAll(keepingCapacity: true)
        }
        return regions.last
    }

    private mutating func work(out shape: ClipShape, memo: ClipMemo?) {
        let below = paths.isEmpty ? ClipMemo.bottom : paths[paths.count - 1]
        if let memo, let below, let known = memo.entry(for: shape, over: below) {
            regions.append(known.region)
            paths.append(known.path)
            return
        }
        let region = ConvexClipRegion.roundedRect(shape.rect, cornerRadius: shape.cornerRadius)
        regions.append(regions.last.map { $0.intersection(region) } ?? region)
        if let memo, let below, let combined = regions.last {
            paths.append(memo.remember(combined, for: shape, over: below))
        } else {
            paths.append(nil)
        }
    }

    /// Pops the clip pushed last; does nothing when the stack is empty.
    public mutating func pop() {
        if !deferred.isEmpty {
            deferred.removeLast()
        } else if !regions.isEmpty {
            regions.removeLast()
            paths.removeLast()
        }
    }
}
