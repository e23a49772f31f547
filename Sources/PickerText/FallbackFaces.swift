import CFontconfig
import Foundation
import PickerCore

/// Finds system faces for characters the bundled face lacks, through fontconfig: the faces that cover
/// the characters, ranked by fontconfig's own matching for a sans-serif face in the wanted language and
/// weight (so Japanese and Chinese text get their own faces where the system has them).
///
/// Answers are cached per (characters, language, weight); fontconfig's configuration is loaded once per
/// process, when first needed.
final class FallbackFaces {
    private struct Key: Hashable {
        var scalars: [UInt32]
        var language: String
        var isBold: Bool
    }

    /// fontconfig's configuration and font list, loaded once per process on first use (text the
    /// primary face shows alone never loads it).
    private static let sharedConfig: OpaquePointer? = FcInitLoadConfigAndFonts()
    private var config: OpaquePointer? { Self.sharedConfig }
    private var answers = LRUCache<Key, FontSource?>()

    /// The first face in fontconfig's order for `language` (an RFC 3066 tag such as "ur" or "zh-tw")
    /// and `weight` that has a glyph for every one of `scalars`; nil when no installed face has them all.
    func face(covering scalars: Set<Unicode.Scalar>, language: String, weight: Font.Weight) -> FontSource? {
        let key = Key(scalars: scalars.map(\.value).sorted(), language: language, isBold: weight == .bold)
        if let known = answers.value(for: key) { return known }
        let found = search(key)
        answers.insert(found, for: key)
        answers.evict(toCount: 1024)
        return found
    }

    /// The face fontconfig ranks first among those that support `language`'s whole orthography (by
    /// fontconfig's own language data), for `weight`; nil when none does.
    func face(writing language: String, weight: Font.Weight) -> FontSource? {
        let key = Key(scalars: [], language: language, isBold: weight == .bold)
        if let known = answers.value(for: key) { return known }
        let found = language.isEmpty ? nil : search(key)
        answers.insert(found, for: key)
        return found
    }

    /// Whether fontconfig's language data says the face `source` supports `language` (a face given as
    /// bytes is taken to: fontconfig reads files).
    func supports(_ source: FontSource, language: String) -> Bool {
        guard let path = source.path, !language.isEmpty else { return true }
        let key = SupportKey(source: source, language: language)
        if let known = support[key] { return known }
        var count: Int32 = 0
        var supported = true
        if case .file(_, let index) = source.storage, let pattern = FcFreeTypeQuery(path, UInt32(index), nil, &count) {
            var languages: OpaquePointer?
            if FcPatternGetLangSet(pattern, FC_LANG, 0, &languages) == FcResultMatch, let languages {
                supported = Self.has(languages, language)
            }
            FcPatternDestroy(pattern)
        }
        support[key] = supported
        return supported
    }

    private struct SupportKey: Hashable {
        var source: FontSource
        var language: String
    }

    private var support: [SupportKey: Bool] = [:]

    private static func has(_ languages: OpaquePointer, _ language: String) -> Bool {
        FcLangSetHasLang(languages, language) != FcLangDifferentLang
    }

    /// With scalars: the first face covering them all. Without: the first face supporting the language.
    private func search(_ key: Key) -> FontSource? {
        guard let config, let pattern = FcPatternCreate() else { return nil }
        defer { FcPatternDestroy(pattern) }
        guard let needed = FcCharSetCreate() else { return nil }
        defer { FcCharSetDestroy(needed) }
        for scalar in key.scalars { FcCharSetAddChar(needed, scalar) }
        if !key.scalars.isEmpty { FcPatternAddCharSet(pattern, FC_CHARSET, needed) }
        FcPatternAddString(pattern, FC_FAMILY, "sans-serif")
        if !key.language.isEmpty { FcPatternAddString(pattern, FC_LANG, key.language) }
        FcPatternAddInteger(pattern, FC_WEIGHT, key.isBold ? FC_WEIGHT_BOLD : FC_WEIGHT_REGULAR)
        FcConfigSubstitute(config, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let sorted = FcFontSort(config, pattern, FcBool(FcFalse), nil, &result) else { return nil }
        defer { FcFontSetSortDestroy(sorted) }
        let fonts = UnsafeBufferPointer(start: sorted.pointee.fonts, count: Int(sorted.pointee.nfont))
        for case let font? in fonts {
            var charset: OpaquePointer?
            var languages: OpaquePointer?
            var file: UnsafeMutablePointer<FcChar8>?
            var index: Int32 = 0
            var scalable: FcBool = FcBool(FcTrue)
            guard FcPatternGetCharSet(font, FC_CHARSET, 0, &charset) == FcResultMatch, let charset,
                  FcPatternGetString(font, FC_FILE, 0, &file) == FcResultMatch, let file
            else { continue }
            _ = FcPatternGetInteger(font, FC_INDEX, 0, &index)
            _ = FcPatternGetBool(font, FC_SCALABLE, 0, &scalable)
            guard scalable != 0, key.scalars.allSatisfy({ FcCharSetHasChar(charset, $0) != 0 }) else { continue }
            if key.scalars.isEmpty {
                guard FcPatternGetLangSet(font, FC_LANG, 0, &languages) == FcResultMatch, let languages,
                      Self.has(languages, key.language)
                else { continue }
            }
            let path = String(cString: UnsafeRawPointer(file).assumingMemoryBound(to: CChar.self))
            return .file(path, index: Int(index))
        }
        return nil
    }

    /// The fontconfig language of `locale`: its language code, with the region for Chinese
    /// ("zh-tw", "zh-cn"), whose faces differ by region.
    static func language(of locale: Locale) -> String {
        guard let code = locale.language.languageCode?.identifier.lowercased() else { return "" }
        if code == "zh" {
            if locale.language.script?.identifier == "Hant" { return "zh-tw" }
            if let region = locale.region?.identifier.lowercased() { return "zh-\(region)" }
            return "zh-cn"
        }
        return code
    }
}
