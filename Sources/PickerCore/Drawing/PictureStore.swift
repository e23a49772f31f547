/// What a backend keeps between frames, under one budget: the pictures of texts (a software backend's
/// coverage masks, a renderer backend's textures) and of retained layers.
///
/// Pictures used in a frame stay until the frame ends (`endFrame()`); then, while the store is over its
/// budget, the pictures used longest ago go.
public final class PictureStore<Picture> {
    /// How much a store may keep.
    public typealias Budget = PictureBudget
    /// What a store keeps.
    public typealias Statistics = PictureStatistics

    private struct Entry {
        var picture: Picture
        var byteCount: Int
        var lastUsed: Int
    }

    public let budget: PictureBudget
    private var entries: [PictureKey: Entry] = [:]
    private var byteCount = 0
    private var frame = 0
    private var evictionCount = 0

    public init(budget: PictureBudget) {
        self.budget = budget
    }

    /// The picture kept for `key`, marked as used this frame; nil when none is kept.
    public func picture(for key: PictureKey) -> Picture? {
        guard var entry = entries[key] else { return nil }
        entry.lastUsed = frame
        entries[key] = entry
        return entry.picture
    }

    /// Keeps `picture`, which takes `byteCount` bytes, for `key` (replacing what was kept for it).
    public func keep(_ picture: Picture, byteCount: Int, for key: PictureKey) {
        if let old = entries.updateValue(Entry(picture: picture, byteCount: byteCount, lastUsed: frame), forKey: key) {
            self.byteCount -= old.byteCount
        }
        self.byteCount += byteCount
    }

    /// Ends a frame: when the store is over its budget, lets the pictures used longest ago go until it is
    /// back under nine tenths of it, so a store that stays full sorts its pictures now and then, not every frame.
    public func endFrame() {
        frame += 1
        guard entries.count > budget.maxCount || byteCount > budget.maxBytes else { return }
        let count = budget.maxCount - budget.maxCount / 10, bytes = budget.maxBytes - budget.maxBytes / 10
        for (key, entry) in entries.sorted(by: { $0.value.lastUsed < $1.value.lastUsed }) {
            guard entries.count > count || byteCount > bytes else { break }
            entries[key] = nil
            byteCount -= entry.byteCount
            evictionCount += 1
        }
    }

    /// Lets every picture go.
    public func removeAll() {
        entries.removeAll()
        byteCount = 0
    }

    /// How many pictures the store keeps, their bytes, and how many it let go.
    public var statistics: PictureStatistics {
        PictureStatistics(count: entries.count, byteCount: byteCount, evictionCount: evictionCount)
    }
}

/// Identifies a kept picture: a line of text as rasterised, or a retained layer.
public enum PictureKey: Hashable {
    /// A text's picture: what `TextDrawing` draws, apart from its colour, place and squash.
    case text(String, Font, LayoutDirection?, pixelsPerPoint: Double, fontRevision: Int)
    /// A layer's picture.
    case layer(LayerKey)
}

/// How much a backend may keep between frames (`PictureStore`).
public struct PictureBudget: Hashable, Sendable {
    /// Bytes of pixels at any density.
    public var maxBytes: Int
    /// Number of pictures.
    public var maxCount: Int

    /// The default holds every text and layer of the demo's busiest page at 2x, and keeps memory level
    /// however many distinct labels go past (`picker-bench --memory`).
    public init(maxBytes: Int = 32 << 20, maxCount: Int = 2048) {
        self.maxBytes = maxBytes
        self.maxCount = maxCount
    }
}

/// What a `PictureStore` keeps.
public struct PictureStatistics: Hashable, Sendable {
    /// Pictures kept.
    public var count: Int
    /// Their bytes.
    public var byteCount: Int
    /// Pictures let go since the store was made.
    public var evictionCount: Int

    public init(count: Int, byteCount: Int, evictionCount: Int) {
        self.count = count
        self.byteCount = byteCount
        self.evictionCount = evictionCount
    }
}
