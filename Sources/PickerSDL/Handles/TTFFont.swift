import CSDL2
import CSDL2TTF

/// Owns a `TTF_Font`: one face at one pixel size. Closed when the object goes away.
public final class TTFFont {
    /// The font; valid for the life of this object.
    public let pointer: OpaquePointer
    /// The em size in pixels the font was opened at.
    public let pixelSize: Int
    private let library: SDLLibrary

    /// Opens the TrueType file at `path` with an em of `pixelSize` pixels.
    public init(path: String, pixelSize: Int, library: SDLLibrary) throws {
        // SDL_ttf's point size is at 72 dpi, so points equal pixels here.
        guard let pointer = TTF_OpenFont(path, Int32(pixelSize)) else {
            throw SDLError.current("TTF_OpenFont(\(path), \(pixelSize))")
        }
        self.pointer = pointer
        self.pixelSize = pixelSize
        self.library = library
    }

    deinit { TTF_CloseFont(pointer) }

    /// Distance from the top of a line to the baseline, in pixels.
    public var ascent: Int { Int(TTF_FontAscent(pointer)) }
    /// Height of a rendered line (the height of every text surface), in pixels.
    public var height: Int { Int(TTF_FontHeight(pointer)) }

    /// Whether the face has a glyph for every character of `text`.
    public func providesGlyphs(for text: String) -> Bool {
        text.unicodeScalars.allSatisfy { $0.value < 0x20 || TTF_GlyphIsProvided32(pointer, $0.value) != 0 }
    }

    /// The size of `text` rendered on one line, in pixels.
    public func size(of text: String) throws -> (width: Int, height: Int) {
        var width: Int32 = 0, height: Int32 = 0
        guard TTF_SizeUTF8(pointer, text, &width, &height) == 0 else { throw SDLError.current("TTF_SizeUTF8") }
        return (Int(width), Int(height))
    }

    /// Renders `text` anti-aliased in white on transparent, as an ARGB8888 surface.
    public func renderWhite(_ text: String) throws -> SDLSurface {
        let white = SDL_Color(r: 255, g: 255, b: 255, a: 255)
        return try SDLSurface(TTF_RenderUTF8_Blended(pointer, text, white), operation: "TTF_RenderUTF8_Blended", library: library)
    }
}
