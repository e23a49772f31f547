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
