import PickerCore

/// Finds the kept picture of a group of lines of text (`SDLMeshBackend.textGroupImage`) from the lines
/// themselves without hashing them: a 64-bit fingerprint of the lines, their offsets and how they are
/// rasterised picks a candidate, which is then compared in full. A frame looks up a dozen groups of half a
/// dozen lines, so this costs a few comparisons instead of hashing every string.
///
/// The pictures themselves live in the backend's layer cache (bounded, trimmed after each frame); an
/// entry here whose picture was evicted is dropped when found missing, and the index never holds more
/// than `maxCount` entries.
final class TextGroupIndex {
    /// What a group's picture was made from.
    struct Group: Equatable {
        var texts: [String]
        var offsets: [PixelOffset]
        var font: Font
        var color: Color
        var pixelsPerPoint: Double
        var fontRevision: Int

        /// Whether these are `lines` at `offsets`, rasterised alike.
        func matches(
            _ lines: [PlacedText], offsets: [PixelOffset], font: Font, color: Color, pixelsPerPoint: Double, fontRevision: Int
        ) -> Bool {
            guard texts.count == lines.count, self.offsets == offsets, self.font == font, self.color == color,
                self.pixelsPerPoint == pixelsPerPoint, self.fontRevision == fontRevision
            else { return false }
            for (text, line) in zip(texts, lines) where text != line.text { return false }
            return true
        }
    }

    struct Entry {
        var group: Group
        /// The picture's key in the layer cache.
        var layerKey: LayerKey
    }

    private var entries: [UInt64: Entry] = [:]
    let maxCount: Int
    /// Pictures made since the index was: every `insert`.
    private(set) var insertionCount = 0

    init(maxCount: Int = 1024) {
        self.maxCount = maxCount
    }

    var count: Int { entries.count }

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

    /// The entry for `fingerprint` when it was made from exactly this group.
    func entry(for fingerprint: UInt64, matching match: (Group) -> Bool) -> Entry? {
        guard let entry = entries[fingerprint], match(entry.group) else { return nil }
        return entry
    }

    /// Keeps `entry` for `fingerprint` (replacing a colliding one); past `maxCount` entries, first drops
    /// those `isGone` says lost their picture, and everything if that is not enough.
    func insert(_ entry: Entry, for fingerprint: UInt64, isGone: (Entry) -> Bool) {
        if entries.count >= maxCount {
            entries = entries.filter { !isGone($0.value) }
            if entries.count >= maxCount { entries.removeAll(keepingCapacity: true) }
        }
        entries[fingerprint] = entry
        insertionCount += 1
    }

    /// Forgets the entry for `fingerprint`.
    func remove(_ fingerprint: UInt64) {
        entries[fingerprint] = nil
    }
}
