import PickerCore

/// The pictures of groups of lines of text (`SDLMeshBackend.textGroupImage`), kept between frames in a
/// bounded cache and evicted least-recently-used first, like the layer pictures.
///
/// A group is found from the lines themselves without hashing them: a 64-bit fingerprint of the lines,
/// their offsets and how they are rasterised picks the entry, which is then compared in full. A frame
/// looks up a dozen groups of half a dozen lines, so this costs a few comparisons instead of hashing
/// every string. As with text, eviction happens only in `trim`.
final class TextGroupCache {
    /// What a group's picture was made from.
    struct Group: Equatable {
        var texts: [String]
        var offsets: [PixelOffset]
        /// Each line's colour (its own, or the group's).
        var colors: [Color]
        /// Each line's vertical scale.
        var scales: [Double]
        var font: Font
        var pixelsPerPoint: Double
        var fontRevision: Int

        init(_ lines: [PlacedText], offsets: [PixelOffset], font: Font, color: Color, pixelsPerPoint: Double, fontRevision: Int) {
            texts = lines.map(\.text)
            self.offsets = offsets
            colors = lines.map { $0.color ?? color }
            scales = lines.map(\.verticalScale)
            self.font = font
            self.pixelsPerPoint = pixelsPerPoint
            self.fontRevision = fontRevision
        }

        /// Whether these are `lines` at `offsets`, rasterised alike.
        func matches(
            _ lines: [PlacedText], offsets: [PixelOffset], font: Font, color: Color, pixelsPerPoint: Double, fontRevision: Int
        ) -> Bool {
            guard texts.count == lines.count, self.offsets == offsets, self.font == font,
                self.pixelsPerPoint == pixelsPerPoint, self.fontRevision == fontRevision
            else { return false }
            for (index, line) in lines.enumerated()
            where texts[index] != line.text || colors[index] != (line.color ?? color) || scales[index] != line.verticalScale {
                return false
            }
            return true
        }
    }

    struct Entry {
        var group: Group
        var image: TextureImage
        var texture: SDLTexture
        /// Each line's quad in the picture (pixels), in order.
        var lineRects: [PixelRect]
        /// The rectangle of the picture to copy for each line (picture pixels): its pixels that are not
        /// wholly transparent; nil for a line that has none.
        var strips: [PixelRect?]
    }

    private var entries = LRUCache<UInt64, Entry>()
    /// Groups with a squashed line asked for without a picture, in this frame and in the last one.
    private var misses = FrameMisses<UInt64>()
    /// The entries by their picture's texture, for drawing (looking one up does not count as a use).
    private var byTexture: [TextureHandle: Entry] = [:]
    /// Number of pictures kept between frames.
    let maxCount: Int
    /// Their memory in bytes (4 bytes per pixel), whatever the density.
    let maxBytes: Int
    /// Pictures made since the cache was: every `insert`.
    private(set) var insertionCount = 0
    /// Pictures evicted since the cache was made.
    private(set) var evictionCount = 0

    init(maxCount: Int = 256, maxBytes: Int = 4 << 20) {
        self.maxCount = maxCount
        self.maxBytes = maxBytes
    }

    var count: Int { entries.count }
    var byteCount: Int { entries.totalCost }

    /// The fingerprint of a group (FNV-1a over the lines' UTF-8, the offsets and the raster settings).
    static func fingerprint(
        _ lines: [PlacedText], offsets: [PixelOffset], font: Font, color: Color, pixelsPerPoint: Double, fontRevision: Int
    ) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        func mix(_ value: UInt64) {
            hash = (hash ^ value) &* 0x0000_0100_0000_01b3
        }
        for line in lines {
            for byte in line.text.utf8 { mix(UInt64(byte)) }
            mix(0xFF)
            if let own = line.color {
                mix(own.red.bitPattern)
                mix(own.green.bitPattern)
                mix(own.blue.bitPattern)
                mix(own.alpha.bitPattern)
            }
            mix(line.verticalScale.bitPattern)
        }
        for offset in offsets {
            mix(UInt64(bitPattern: Int64(offset.dx)))
            mix(UInt64(bitPattern: Int64(offset.dy)))
        }
        mix(font.size.bitPattern)
        mix(font.weight == .bold ? 1 : 0)
        for channel in [color.red, color.green, color.blue, color.alpha] { mix(channel.bitPattern) }
        mix(pixelsPerPoint.bitPattern)
        mix(UInt64(bitPattern: Int64(fontRevision)))
        return hash
    }

    /// Notes that the group of `fingerprint` has no picture; true when it had none in the last frame either
    /// (asked for again: a wheel at rest), so a picture of it is worth making.
    func noteMiss(_ fingerprint: UInt64) -> Bool { misses.note(fingerprint) }

    /// The entry for `fingerprint`, marked as used, when it was made from exactly the group `match` accepts.
    func entry(for fingerprint: UInt64, matching match: (Group) -> Bool) -> Entry? {
        guard let entry = entries.value(for: fingerprint), match(entry.group) else { return nil }
        return entry
    }

    /// The entry whose picture is `texture`, without marking it as used.
    func peek(texture: TextureHandle) -> Entry? { byTexture[texture] }

    /// Keeps `entry` for `fingerprint`; returns the entry it replaces (another group of the same
    /// fingerprint), whose texture the caller lets go.
    @discardableResult
    func insert(_ entry: Entry, for fingerprint: UInt64) -> Entry? {
        let replaced = entries.peek(fingerprint)
        if let replaced { byTexture[replaced.image.texture] = nil }
        entries.insert(entry, for: fingerprint, cost: entry.texture.byteCount)
        byTexture[entry.image.texture] = entry
        insertionCount += 1
        return replaced
    }

    /// Evicts least recently used pictures until the cache fits its limits; returns the evicted entries.
    /// Called once a frame, it also starts a new frame for `noteMiss` when a group was noted since it was
    /// last called (a second trim in one frame leaves the last frame's groups in place).
    func trim() -> [Entry] {
        let evicted = entries.evict(toCount: maxCount, cost: maxBytes)
        for entry in evicted { byTexture[entry.image.texture] = nil }
        evictionCount += evicted.count
        misses.startFrame()
        return evicted
    }
}
