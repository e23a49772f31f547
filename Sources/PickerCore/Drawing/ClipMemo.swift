/// The clip regions of nested clip shapes already worked out (`ClipStack.resolved(memo:)`): outlining a
/// rounded corner and cutting one outline by another took about a seventh of a frame of six wheels redrawn
/// whole, to give the same regions as the frame before. Each sequence of shapes pushed from the bottom of a
/// stack gets a number of its own (never given again), and an entry is keyed by the number of the
/// sequence below and the shape pushed on it. Holds at most `capacity` entries; when full, each new one
/// takes the place of the oldest.
public final class ClipMemo {
    private struct Step: Hashable {
        var below: Int
        var shape: ClipShape
    }

    @exclusivity(unchecked) private var entries: [Step: (path: Int, region: ConvexClipRegion)] = [:]
    /// The keys in the order they were remembered, oldest first from `oldest` (a ring once full).
    @exclusivity(unchecked) private var order: [Step] = []
    @exclusivity(unchecked) private var oldest = 0
    @exclusivity(unchecked) private var lastPath = 0

    /// The number of the empty sequence, below the first shape pushed on an empty stack.
    static let bottom = 0

    /// The most entries remembered.
    public static let capacity = 512

    public init() {}

    /// The region and sequence number of `shape` pushed over the sequence numbered `below`, if remembered.
    func entry(for shape: ClipShape, over below: Int) -> (path: Int, region: ConvexClipRegion)? {
        entries[Step(below: below, shape: shape)]
    }

    /// Remembers `region` for `shape` pushed over the sequence numbered `below`; returns the new sequence's number.
    func remember(_ region: ConvexClipRegion, for shape: ClipShape, over below: Int) -> Int {
        // Full: the oldest entry goes, not all of them at once: clips that move every frame (the form's rows
        // while they slide) fill the memo, and letting 512 regions go in one frame made that frame about 25 µs
        // slower than its neighbours. (Taking whichever entry comes first in the table instead crowded the
        // rest into one cluster of the hash table, and every look-up walked it.)
        let step = Step(below: below, shape: shape)
        lastPath += 1
        if entries.updateValue((lastPath, region), forKey: step) == nil {
            if order.count < Self.capacity {
                order.append(step)
            } else {
                entries.removeValue(forKey: order[oldest])
                order[oldest] = step
                oldest = (oldest + 1) % Self.capacity
            }
        }
        return lastPath
    }
}
