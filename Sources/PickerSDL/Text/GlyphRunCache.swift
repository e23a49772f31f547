import PickerCore

/// Rasterised lines of text, kept as textures and evicted least-recently-used first when they exceed a budget.
///
/// Eviction happens only in `trim()`: a texture handed out during a frame stays valid until the host
/// trims after presenting that frame, however many other lines the frame asks for.
final class GlyphRunCache {
    struct Key: Hashable {
        var text: String
        /// The paragraph base direction asked for (nil: from the text).
        var direction: LayoutDirection?
        var weight: Font.Weight
        var pixelSize: Int
        /// The glyphs' colour as 0xRRGGBB bytes: text is rasterised in its final colour.
        var rgb: UInt32
        /// `FontStore.revision` when rasterised: a newly registered face makes older lines stale.
        var fontRevision: Int
    }

    struct Entry {
        var image: TextureImage
        var texture: SDLTexture
    }

    private var entries = LRUCache<Key, Entry>()
    let limits: SDLMeshBackend.CacheLimits
    private(set) var evictionCount = 0

    init(limits: SDLMeshBackend.CacheLimits) {
        self.limits = limits
    }

    var count: Int { entries.count }
    var byteCount: Int { entries.totalCost }

    func entry(for key: Key) -> Entry? { entries.value(for: key) }

    func insert(_ entry: Entry, for key: Key) {
        entries.insert(entry, for: key, cost: entry.texture.byteCount)
    }

    /// Evicts least recently used lines until the cache fits its limits; returns the evicted entries
    /// (whose textures are destroyed once the caller lets go of them).
    func trim() -> [Entry] {
        let evicted = entries.evict(toCount: limits.maxCount, cost: limits.maxBytes)
        evictionCount += evicted.count
        return evicted
    }

    func removeAll() -> [Entry] {
        let evicted = entries.evict(toCount: 0, cost: 0)
        evictionCount += evicted.count
        return evicted
    }
}
