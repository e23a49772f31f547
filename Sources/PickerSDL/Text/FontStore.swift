import Foundation
import PickerAssets
import PickerCore

/// Opens the bundled DejaVu Sans faces on demand and keeps one `TTFFont` per (face, weight, pixel size).
///
/// DejaVu has no Chinese or Japanese glyphs, so text it cannot show (a ja_JP month name, "7月") is drawn
/// in a fallback face from the system when one is installed (Droid Sans Fallback or Noto Sans CJK;
/// Debian's `fonts-droid-fallback`), run by run (see `FaceRun`): "1773" in DejaVu, "年" in the fallback.
///
/// Shared by `SDLMeshBackend` and `SDLTextMeasurer`, so measuring and rasterising use the same font objects.
public final class FontStore {
    private struct Key: Hashable {
        var weight: Font.Weight
        var pixelSize: Int
        var isFallback = false
    }

    /// Where a fallback face for scripts DejaVu lacks is looked for, first found first.
    public static let fallbackFontPaths = [
        "/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf",
        "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc",
        "/usr/share/fonts/truetype/noto/NotoSansCJK-Regular.ttc",
    ]

    /// The fallback face's file, if one of ``fallbackFontPaths`` exists.
    public let fallbackFontPath: String? = FontStore.fallbackFontPaths.first { FileManager.default.fileExists(atPath: $0) }

    private let library: SDLLibrary
    private var fonts = LRUCache<Key, TTFFont>()
    /// How many (weight, size) pairs stay open; older ones are closed.
    private let maxOpenFonts: Int

    public init(library: SDLLibrary, maxOpenFonts: Int = 32) {
        self.library = library
        self.maxOpenFonts = maxOpenFonts
    }

    /// The em size in whole pixels that `font` is rasterised at, `pixelsPerPoint` pixels per point (at least 1).
    public static func pixelSize(of font: Font, pixelsPerPoint: Double) -> Int {
        max(1, Int((font.size * pixelsPerPoint).rounded()))
    }

    /// The file name (without extension) of the bundled face for `weight`.
    public static func fileName(for weight: Font.Weight) -> String {
        switch weight {
        case .regular: "DejaVuSans"
        case .bold: "DejaVuSans-Bold"
        }
    }

    /// The fallback face at `font`'s pixel size, or nil when the system has none.
    func fallbackFont(for font: Font, pixelsPerPoint: Double) throws -> TTFFont? {
        guard let path = fallbackFontPath else { return nil }
        let key = Key(weight: .regular, pixelSize: Self.pixelSize(of: font, pixelsPerPoint: pixelsPerPoint), isFallback: true)
        if let cached = fonts.value(for: key) { return cached }
        let opened = try TTFFont(path: path, pixelSize: key.pixelSize, library: library)
        fonts.insert(opened, for: key)
        fonts.evict(toCount: maxOpenFonts)
        return opened
    }

    /// The bundled font for `font` at `pixelsPerPoint`, opened on first use.
    public func ttfFont(for font: Font, pixelsPerPoint: Double) throws -> TTFFont {
        let key = Key(weight: font.weight, pixelSize: Self.pixelSize(of: font, pixelsPerPoint: pixelsPerPoint))
        if let cached = fonts.value(for: key) { return cached }
        let name = Self.fileName(for: font.weight)
        guard let url = PickerAssets.fontURL(named: name) else {
            throw SDLError(operation: "PickerAssets.fontURL(named: \(name))", message: "the bundled font is missing")
        }
        let opened = try TTFFont(path: url.path, pixelSize: key.pixelSize, library: library)
        fonts.insert(opened, for: key)
        fonts.evict(toCount: maxOpenFonts)
        return opened
    }
}
