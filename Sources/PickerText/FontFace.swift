import PickerCore

/// How a piece of text is shaped: its direction and its script, as HarfBuzz is told through SDL_ttf.
public struct TextShaping: Hashable, Sendable {
    /// Whether HarfBuzz shapes the piece right to left.
    public var isRightToLeft: Bool
    /// The ISO 15924 script code ("Arab", "Hebr"; "Zzzz" leaves the script to HarfBuzz's defaults).
    public var script: String

    public init(isRightToLeft: Bool, script: String) {
        self.isRightToLeft = isRightToLeft
        self.script = script
    }
}

/// One face opened at one pixel size by a host's SDL_ttf (SDL2_ttf or SDL3_ttf): all that text layout,
/// measuring and rasterising ask of SDL_ttf. Everything else about text (bidi runs, scripts, fallback
/// faces, placing pieces on a line) is `FontStore`'s, the same on every host.
public protocol FontFace: AnyObject {
    /// Where the face came from.
    var source: FontSource { get }
    /// The em size in pixels the face was opened at.
    var pixelSize: Int { get }
    /// Distance from the top of a line to the baseline, in pixels.
    var ascent: Int { get }
    /// Height of a rendered line (the height of every text image), in pixels.
    var height: Int { get }
    /// Whether the face's character map has a glyph for `scalar` (SDL_ttf's answer, no exceptions).
    func hasGlyph(_ scalar: Unicode.Scalar) -> Bool
    /// The advance width of `text` on one line shaped with `shaping`, in pixels.
    func advance(of text: String, shaping: TextShaping) throws -> Int
    /// `text` shaped with `shaping`, rasterised anti-aliased: each pixel's coverage, `height` rows.
    func coverageMask(of text: String, shaping: TextShaping) throws -> CoverageMask
}

extension FontFace {
    /// Whether the face has a glyph for `scalar`; control and format characters (joiners, direction
    /// marks), which shaping does not draw, need none.
    public func providesGlyph(for scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || scalar.properties.generalCategory == .format || hasGlyph(scalar)
    }

    /// Whether the face has a glyph for every character of `text` (control and format characters need none).
    public func providesGlyphs(for text: String) -> Bool {
        text.unicodeScalars.allSatisfy(providesGlyph)
    }
}

/// Opens faces: a host's SDL_ttf, started.
public protocol FontFaceLoader: AnyObject {
    /// The face `source` names with an em of `pixelSize` pixels.
    /// - Throws: the library's error when the face cannot be opened (a missing or corrupt file).
    func loadFace(_ source: FontSource, pixelSize: Int) throws -> any FontFace
}

/// A text failure outside SDL_ttf (the bundled font missing from the package's resources).
public struct TextError: Error, CustomStringConvertible, Sendable {
    public var description: String

    public init(_ description: String) {
        self.description = description
    }
}
