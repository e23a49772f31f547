import CSDL3
import CSDL3TTF
import PickerCore
import PickerFrame
@_spi(SDLHosting) import PickerSDLShared
import PickerText

/// Owns a `TTF_Font`: one face at one pixel size, SDL3_ttf's `FontFace`. Closed when the object goes away.
public final class TTFFont: SDLFontHandle<SDLLibrary>, FontFace {
    /// Opens the face `source` names with an em of `pixelSize` pixels (SDL_ttf's points are at 72 dpi,
    /// so points equal pixels).
    public init(source: FontSource, pixelSize: Int, library: SDLLibrary) throws {
        let properties = SDL_CreateProperties()
        defer { SDL_DestroyProperties(properties) }
        _ = SDL_SetFloatProperty(properties, TTF_PROP_FONT_CREATE_SIZE_FLOAT, Float(pixelSize))
        switch source.storage {
        case .file(let path, let index):
            _ = SDL_SetStringProperty(properties, TTF_PROP_FONT_CREATE_FILENAME_STRING, path)
            _ = SDL_SetNumberProperty(properties, TTF_PROP_FONT_CREATE_FACE_NUMBER, Int64(index))
        case .bytes(let bytes):
            // The stream (not the bytes) closes with the font.
            let stream = SDL_IOFromConstMem(bytes.pointer.baseAddress, bytes.count).map(UnsafeMutableRawPointer.init)
            _ = SDL_SetPointerProperty(properties, TTF_PROP_FONT_CREATE_IOSTREAM_POINTER, stream)
            _ = SDL_SetBooleanProperty(properties, TTF_PROP_FONT_CREATE_IOSTREAM_AUTOCLOSE_BOOLEAN, true)
        }
        try super.init(
            made: TTF_OpenFontWithProperties(properties), source: source, pixelSize: pixelSize, library: library,
            close: { TTF_CloseFont($0) }, failure: .current("TTF_OpenFontWithProperties(\(source.name), \(pixelSize))"))
    }

    /// Opens the TrueType file at `path` with an em of `pixelSize` pixels.
    public convenience init(path: String, pixelSize: Int, library: SDLLibrary) throws {
        try self.init(source: .file(path), pixelSize: pixelSize, library: library)
    }

    public var ascent: Int { Int(TTF_GetFontAscent(pointer)) }
    public var height: Int { Int(TTF_GetFontHeight(pointer)) }

    public func hasGlyph(_ scalar: Unicode.Scalar) -> Bool { TTF_FontHasGlyph(pointer, scalar.value) }

    /// Shapes the next texts in `shaping`'s direction and script ("Zzzz": HarfBuzz's defaults); `text` as
    /// SDL3_ttf is given it. SDL3_ttf 3.2 ends a right-to-left line at the ink of its logically first
    /// glyph, not its advance (a leading space is lost, a letter loses its side bearing); a zero-width
    /// space before it (invisible to HarfBuzz) gives SDL2_ttf's width and image.
    private func shape(_ text: String, _ shaping: TextShaping) throws -> String {
        let shaped = shaping.isRightToLeft ? "\u{200B}" + text : text
        guard self.shaping != shaping else { return shaped }
        try check(TTF_SetFontDirection(pointer, shaping.isRightToLeft ? TTF_DIRECTION_RTL : TTF_DIRECTION_LTR), "TTF_SetFontDirection")
        try check(TTF_SetFontScript(pointer, TTF_StringToTag(shaping.script)), "TTF_SetFontScript(\(shaping.script))")
        self.shaping = shaping
        return shaped
    }

    public func advance(of text: String, shaping: TextShaping) throws -> Int {
        var width: Int32 = 0
        try check(TTF_GetStringSize(pointer, try shape(text, shaping), 0, &width, nil), "TTF_GetStringSize")
        return Int(width)
    }

    /// `text` rendered anti-aliased in white (`TTF_RenderText_Blended`), its alpha as coverage.
    public func coverageMask(of text: String, shaping: TextShaping) throws -> CoverageMask {
        let white = SDL_Color(r: 255, g: 255, b: 255, a: 255)
        let surface = try SDLSurface(
            TTF_RenderText_Blended(pointer, try shape(text, shaping), 0, white), operation: "TTF_RenderText_Blended", library: library)
        let rgba = try surface.rgbaBytes()
        return CoverageMask(
            width: surface.pixelWidth, height: surface.pixelHeight, coverage: stride(from: 3, to: rgba.count, by: 4).map { rgba[$0] })
    }
}

/// SDL3_ttf opens `FontStore`'s faces.
extension SDLLibrary: FontFaceLoader {
    public func loadFace(_ source: FontSource, pixelSize: Int) throws -> any FontFace {
        try TTFFont(source: source, pixelSize: pixelSize, library: self)
    }
}
