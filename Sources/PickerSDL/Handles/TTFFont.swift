import CSDL2
import CSDL2TTF
import Foundation

/// Owns a `TTF_Font`: one face at one pixel size. Closed when the object goes away.
public final class TTFFont {
    /// The font; valid for the life of this object.
    public let pointer: OpaquePointer
    /// The em size in pixels the font was opened at.
    public let pixelSize: Int
    /// Where the face came from.
    public let source: FontSource
    private let library: SDLLibrary
    /// The font file's bytes when the face was opened from memory: SDL_ttf reads them for as long as the
    /// font is open.
    private let bytes: FontBytes?
    /// The direction and script shaping is set up for (SDL_ttf keeps them per font).
    private var shaping: (direction: TTF_Direction, script: String)?

    /// Opens the TrueType file at `path` with an em of `pixelSize` pixels.
    public convenience init(path: String, pixelSize: Int, library: SDLLibrary) throws {
        try self.init(source: .file(path), pixelSize: pixelSize, library: library)
    }

    /// Opens the face `source` names with an em of `pixelSize` pixels.
    public init(source: FontSource, pixelSize: Int, library: SDLLibrary) throws {
        // SDL_ttf's point size is at 72 dpi, so points equal pixels here.
        switch source.storage {
        case .file(let path, let index):
            guard let pointer = TTF_OpenFontIndex(path, Int32(pixelSize), index) else {
                throw SDLError.current("TTF_OpenFontIndex(\(path), \(pixelSize), \(index))")
            }
            self.pointer = pointer
            self.bytes = nil
        case .bytes(let bytes):
            guard let stream = SDL_RWFromConstMem(bytes.pointer.baseAddress, Int32(bytes.count)) else {
                throw SDLError.current("SDL_RWFromConstMem")
            }
            // freesrc 1: SDL_ttf closes the stream (not the bytes) with the font, or now if opening fails.
            guard let pointer = TTF_OpenFontIndexRW(stream, 1, Int32(pixelSize), 0) else {
                throw SDLError.current("TTF_OpenFontIndexRW(\(source.name), \(pixelSize))")
            }
            self.pointer = pointer
            self.bytes = bytes
        }
        self.pixelSize = pixelSize
        self.source = source
        self.library = library
    }

    deinit { TTF_CloseFont(pointer) }

    /// Distance from the top of a line to the baseline, in pixels.
    public var ascent: Int { Int(TTF_FontAscent(pointer)) }
    /// Height of a rendered line (the height of every text surface), in pixels.
    public var height: Int { Int(TTF_FontHeight(pointer)) }

    /// Whether the face has a glyph for every character of `text` (control and format characters,
    /// which shaping does not draw, need none).
    public func providesGlyphs(for text: String) -> Bool {
        text.unicodeScalars.allSatisfy(providesGlyph)
    }

    /// Whether the face has a glyph for `scalar`; control and format characters (joiners, direction
    /// marks), which shaping does not draw, need none.
    public func providesGlyph(for scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || scalar.properties.generalCategory == .format
            || TTF_GlyphIsProvided32(pointer, scalar.value) != 0
    }

    /// Sets up HarfBuzz shaping for text written in `direction` in the script whose ISO 15924 code is
    /// `script` ("Arab", "Hebr", "Latn"; "Zzzz" leaves the script to HarfBuzz's defaults).
    func setShaping(direction: TTF_Direction, script: String) throws {
        if let shaping, shaping.direction == direction, shaping.script == script { return }
        guard TTF_SetFontDirection(pointer, direction) == 0 else { throw SDLError.current("TTF_SetFontDirection") }
        guard TTF_SetFontScriptName(pointer, script) == 0 else { throw SDLError.current("TTF_SetFontScriptName(\(script))") }
        shaping = (direction, script)
    }

    /// The size of `text` rendered on one line, in pixels.
    public func size(of text: String) throws -> (width: Int, height: Int) {
        var width: Int32 = 0, height: Int32 = 0
        guard TTF_SizeUTF8(pointer, text, &width, &height) == 0 else { throw SDLError.current("TTF_SizeUTF8") }
        return (Int(width), Int(height))
    }
}
