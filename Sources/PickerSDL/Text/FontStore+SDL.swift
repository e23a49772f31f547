import CSDL2
@_exported import PickerText
import PickerCore
import PickerText

/// SDL2_ttf opens `FontStore`'s faces.
extension SDLLibrary: FontFaceLoader {
    public func loadFace(_ source: FontSource, pixelSize: Int) throws -> any FontFace {
        try TTFFont(source: source, pixelSize: pixelSize, library: self)
    }
}

extension FontStore {
    /// `text` as drawn (see `coverageMask(for:font:direction:pixelsPerPoint:)`) in white, its coverage as
    /// alpha, as an ARGB8888 surface: the renderer backend tints it as it draws it.
    func render(
        _ text: String, font: Font, direction: LayoutDirection?, pixelsPerPoint: Double, library: SDLLibrary
    ) throws -> SDLSurface {
        let mask = try coverageMask(for: text, font: font, direction: direction, pixelsPerPoint: pixelsPerPoint)
        let surface = try SDLSurface(pixelWidth: mask.width, pixelHeight: mask.height, library: library)
        try check(SDL_LockSurface(surface.pointer), "SDL_LockSurface")
        defer { SDL_UnlockSurface(surface.pointer) }
        guard let pixels = surface.pointer.pointee.pixels else { throw SDLError.current("SDL_Surface.pixels") }
        let pitch = Int(surface.pointer.pointee.pitch)
        for y in 0..<mask.height {
            let row = (pixels + y * pitch).assumingMemoryBound(to: UInt32.self)
            for x in 0..<mask.width { row[x] = UInt32(mask.coverage[y * mask.width + x]) << 24 | 0xFF_FFFF }
        }
        return surface
    }
}

/// PickerSDL's name for the measurer of text shaped through SDL_ttf.
public typealias SDLTextMeasurer = ShapedTextMeasurer
