import PickerCore

/// Pictures of retained layers, kept as textures and evicted least-recently-used first when they exceed a budget.
///
/// As with text, eviction happens only in `trim()`: a picture handed out during a frame stays valid
/// until the host trims after presenting that frame.
final class LayerCache {
    struct Entry {
        var image: LayerImage
        var texture: SDLTexture
    }

    private var entries = LRUCache<LayerKey, Entry>()
    /// Total texture memory in bytes the cache may keep between frames.
    let maxBytes: Int
    /// Number of pictures the cache may keep between frames.
    let maxCount: Int
    private(set) var evictionCount = 0

    init(maxBytes: Int, maxCount: Int) {
        self.maxBytes = maxBytes
        self.maxCount = maxCount
    }

    var count: Int { entries.count }
    var byteCount: Int { entries.totalCost }

    func entry(for key: LayerKey) -> Entry? { entries.value(for: key) }

    func insert(_ entry: Entry, for key: LayerKey) {
        entries.insert(entry, for: key, cost: entry.texture.byteCount)
    }

    /// Evicts least recently used pictures until the cache fits its limits; returns the evicted entries
    /// (whose textures are destroyed once the caller lets go of them).
    func trim() -> [Entry] {
        let evicted = entries.evict(toCount: maxCount, cost: maxBytes)
        evictionCount += evicted.count
        return evicted
    }
}
