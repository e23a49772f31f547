import Foundation
import PickerAssets
import PickerCore

/// Opens font faces on demand through a host's SDL_ttf (a `FontFaceLoader`) and keeps one per (face, pixel size).
///
/// Each weight has a primary face: the bundled DejaVu Sans unless the app registers its own
/// (`registerFont(_:for:)`). Text the primary face cannot show (a Japanese month name, an Urdu ہ, Thai)
/// is drawn in a system face fontconfig finds for those characters and for `locale`'s language, run by
/// run (see `FontStore.layout`): "1773" in DejaVu, "年" in Droid Sans Fallback.
///
/// Shared by the backends and `ShapedTextMeasurer`, so measuring and rasterising use the same font objects.
/// A host makes one with its SDL library, which opens faces with its SDL_ttf.
public final class FontStore {
    private struct Key: Hashable {
        var source: FontSource
        var pixelSize: Int
    }

    private let loader: any FontFaceLoader
    private var fonts = LRUCache<Key, any FontFace>()
    /// How many (face, size) pairs stay open; older ones are closed.
    private let maxOpenFonts: Int
    private var registered: [Font.Weight: FontSource] = [:]
    /// The bundled faces found so far (finding one asks the file system), by weight.
    private var bundled: [Font.Weight: FontSource] = [:]
    let fallbacks = FallbackFaces()

    /// The locale whose language picks fallback faces (Japanese and Chinese text, for one, have faces of
    /// their own). The current locale unless set; the demo sets it from `--locale`.
    public var locale: Locale = .current {
        didSet { if FallbackFaces.language(of: locale) != language { language = FallbackFaces.language(of: locale); revision += 1 } }
    }
    /// `locale`'s language as fontconfig names it ("ur", "zh-tw").
    private(set) var language: String = FallbackFaces.language(of: .current)

    /// Grows whenever a change (a registered face, another locale) may change how text looks, so caches
    /// of measured and rasterised text can tell their entries are stale.
    public private(set) var revision = 0

    /// - Parameters:
    ///   - library: opens faces: the host's started SDL library (its SDL_ttf).
    ///   - maxOpenFonts: how many (face, size) pairs stay open; older ones are closed.
    public init(library: any FontFaceLoader, maxOpenFonts: Int = 32) {
        self.loader = library
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

    // MARK: - Registering faces

    /// Makes `source` the primary face of `weight`: text in that weight is measured and drawn with it from
    /// now on, and characters it lacks still come from fallback faces.
    /// - Throws: the loader's error (`SDLError` with SDL_ttf's message) when the face cannot be opened
    ///   (a missing or corrupt file); the previous face stays.
    public func registerFont(_ source: FontSource, for weight: Font.Weight) throws {
        _ = try loader.loadFace(source, pixelSize: 12)
        registered[weight] = source
        revision += 1
    }

    /// Makes the TrueType or OpenType file at `path` (its face `index` for a collection) the primary face
    /// of `weight`. See `registerFont(_:for:)`.
    public func registerFont(atPath path: String, index: Int = 0, for weight: Font.Weight) throws {
        try registerFont(.file(path, index: index), for: weight)
    }

    /// Makes a TrueType or OpenType file's `data` the primary face of `weight`. See `registerFont(_:for:)`.
    public func registerFont(data: Data, name: String = "font data", for weight: Font.Weight) throws {
        try registerFont(.bytes(data, name: name), for: weight)
    }

    /// Goes back to the bundled DejaVu face for `weight`.
    public func unregisterFont(for weight: Font.Weight) {
        guard registered.removeValue(forKey: weight) != nil else { return }
        revision += 1
    }

    /// The primary face of `weight`: the registered one, else the bundled DejaVu.
    public func primarySource(for weight: Font.Weight) throws -> FontSource {
        if let source = registered[weight] ?? bundled[weight] { return source }
        let name = Self.fileName(for: weight)
        guard let url = PickerAssets.fontURL(named: name) else {
            throw TextError("PickerAssets.fontURL(named: \(name)) failed: the bundled font is missing")
        }
        let source = FontSource.file(url.path)
        bundled[weight] = source
        return source
    }

    // MARK: - Opening faces

    /// The primary face for `font` at `pixelsPerPoint`, opened on first use.
    public func face(for font: Font, pixelsPerPoint: Double) throws -> any FontFace {
        try face(source: primarySource(for: font.weight), pixelSize: Self.pixelSize(of: font, pixelsPerPoint: pixelsPerPoint))
    }

    /// The face `source` at `pixelSize` pixels, opened on first use.
    func face(source: FontSource, pixelSize: Int) throws -> any FontFace {
        let key = Key(source: source, pixelSize: pixelSize)
        if let cached = fonts.value(for: key) { return cached }
        let opened = try loader.loadFace(source, pixelSize: pixelSize)
        fonts.insert(opened, for: key)
        fonts.evict(toCount: maxOpenFonts)
        return opened
    }
}
