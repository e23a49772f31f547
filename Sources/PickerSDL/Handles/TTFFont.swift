import CSDL2
import CSDL2TTF
import Foundation
import PickerCore
import PickerText
@_spi(SDLHosting) import PickerSDLShared

/// Owns a `TTF_Font`: one face at one pixel size, SDL2_ttf's `FontFace`. Closed when the object goes away.
public final class TTFFont: SDLFontHandle<SDLLibrary>, FontFace {
    /// Opens the face `source` names with an em of `pixelSize` pixels.
    public init(source: FontSource, pixelSize: Int, library: SDLLibrary) throws {
        // SDL_ttf's point size is at 72 dpi, so points equal pixels here.
        let made: OpaquePointer?, operation: String
        switch source.storage {
        case .file(let path, let index):
            made = TTF_OpenFontIndex(path, Int32(pixelSize), index)
            operation = "TTF_OpenFontIndex(\(path), \(pixelSize), \(index))"
        case .bytes(let bytes):
            guard let stream = SDL_RWFromConstMem(bytes.pointer.baseAddress, Int32(bytes.count)) else {
                throw SDLError.current("SDL_RWFromConstMem")
            }
            // freesrc 1: SDL_ttf closes the stream (not the bytes) with the font, or now if opening fails.
            made = TTF_OpenFontIndexRW(stream, 1, Int32(pixelSize), 0)
            operation = "TTF_OpenFontIndexRW(\(source.name), \(pixelSize))"
        }
        try super.init(
            made: made, source: source, pixelSize: pixelSize, library: library, close: { TTF_CloseFont($0) },
            failure: .current(operation))
    }

    /// Distance from the top of a line to the baseline, in pixels.
    public var ascent: Int { Int(TTF_FontAscent(pointer)) }
    /// Height of a rendered line (the height of every text surface), in pixels.
    public var height: Int { Int(TTF_FontHeight(pointer)) }

    /// Whether the face's character map has a glyph for `scalar`.
    public func hasGlyph(_ scalar: Unicode.Scalar) -> Bool {
        TTF_GlyphIsProvided32(pointer, scalar.value) != 0
    }

    /// Sets up HarfBuzz shaping for text written in `shaping`'s direction and script.
    private func setShaping(_ shaping: TextShaping) throws {
        if self.shaping == shaping { return }
        let direction = shaping.isRightToLeft ? TTF_DIRECTION_RTL : TTF_DIRECTION_LTR
        guard TTF_SetFontDirection(pointer, direction) == 0 else { throw SDLError.current("TTF_SetFontDirection") }
        guard TTF_SetFontScriptName(pointer, shaping.script) == 0 else {
            throw SDLError.current("TTF_SetFontScriptName(\(shaping.script))")
        }
        self.shaping = shaping
    }

    /// The size of `text` rendered on one line, in pixels.
    public func size(of text: String) throws -> (width: Int, height: Int) {
        var width: Int32 = 0, height: Int32 = 0
        guard TTF_SizeUTF8(pointer, text, &width, &height) == 0 else { throw SDLError.current("TTF_SizeUTF8") }
        return (Int(width), Int(height))
    }

    public func advance(of text: String, shaping: TextShaping) throws -> Int {
        try setShaping(shaping)
        return try size(of: text).width
    }

    /// `text` rendered anti-aliased (`TTF_RenderUTF8_Blended`), its alpha as coverage.
    public func coverageMask(of text: String, shaping: TextShaping) throws -> CoverageMask {
        try setShaping(shaping)
        let white = SDL_Color(r: 255, g: 255, b: 255, a: 255)
        let surface = try SDLSurface(
            TTF_RenderUTF8_Blended(pointer, text, white), operation: "TTF_RenderUTF8_Blended", library: library)
        let rgba = try surface.rgbaBytes()
        let coverage = (0..<(rgba.count / 4)).map { rgba[$0 * 4 + 3] }
        return CoverageMask(width: surface.pixelWidth, height: surface.pixelHeight, coverage: coverage)
    }
}
