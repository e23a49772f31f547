import CSDL2
import PickerCore

/// Pictures of retained layers, kept as textures and evicted least-recently-used first when they exceed a budget.
///
/// As with text, eviction happens only in `trim()`: a picture handed out during a frame stays valid
/// until the host trims after presenting that frame.
final class LayerCache {
    struct Entry {
        var image: TextureImage
        var texture: SDLTexture
        /// How to draw the picture in parts, when it is worth it (see `PicturePlan`).
        var parts: Parts?
    }

    /// A picture's plan and, for an opaque core, the core's pixels as a texture copied without blending.
    struct Parts {
        var plan: PicturePlan
        var core: SDLTexture?
        /// The one colour of an opaque core whose pixels are all the same: filled straight into the target
        /// surface where the backend can, instead of copied.
        var coreColor: SDL_Color?
    }

    private var entries = LRUCache<LayerKey, Entry>()
    /// The entries by their picture's texture, for drawing: looking one up does not count as a use, and
    /// costs an integer's hash rather than a `LayerKey`'s (whose content may be a whole theme).
    private var byTexture: [TextureHandle: Entry] = [:]
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
    /// How many kept pictures are drawn in parts.
    var countWithParts: Int { byTexture.values.filter { $0.parts != nil }.count }
    /// The parts of the kept pictures drawn in parts.
    var allParts: [Parts] { byTexture.values.compactMap(\.parts) }
    var byteCount: Int { entries.totalCost }

    func entry(for key: LayerKey) -> Entry? { entries.value(for: key) }

    /// Keeps `entry` for `key`; returns the entry it replaces, if any (whose texture the caller lets go).
    @discardableResult
    func insert(_ entry: Entry, for key: LayerKey) -> Entry? {
        let replaced = entries.peek(key)
        if let replaced { byTexture[replaced.image.texture] = nil }
        entries.insert(entry, for: key, cost: entry.texture.byteCount + (entry.parts?.core?.byteCount ?? 0))
        byTexture[entry.image.texture] = entry
        return replaced
    }

    /// The entry whose picture is `texture`, without marking it as used.
    func peek(texture: TextureHandle) -> Entry? {
        byTexture[texture]
    }

    /// Evicts least recently used pictures until the cache fits its limits; returns the evicted entries
    /// (whose textures are destroyed once the caller lets go of them).
    func trim() -> [Entry] {
        let evicted = entries.evict(toCount: maxCount, cost: maxBytes)
        for entry in evicted { byTexture[entry.image.texture] = nil }
        evictionCount += evicted.count
        return evicted
    }
}
