import Foundation
import PickerCore
import PickerSDL
import Testing

/// Every PickerSDL test lives in this serialized suite: SDL and SDL_ttf are not thread-safe.
@Suite(.serialized) enum SDLTests {
    /// Starts SDL headless: the dummy video driver, set before SDL initialises.
    static func library() throws -> SDLLibrary {
        setenv("SDL_VIDEODRIVER", "dummy", 1)
        return try SDLLibrary.shared(videoDriver: .dummy)
    }
}


extension OffscreenRenderer {
    /// `text`'s coverage mask as the software backend draws it.
    func textMask(_ text: String, font: Font, pixelsPerPoint: Double = 1, direction: LayoutDirection? = nil) -> CoverageMask? {
        SDLTextRasterizer(fonts: fonts).coverageMask(
            for: text, font: font, direction: direction, pixelsPerPoint: pixelsPerPoint)
    }
}
