import CSDL2
import PickerCore

/// Gives the software backend its texts' coverage masks, from SDL_ttf through `FontStore` (bidi runs,
/// fallback faces, HarfBuzz shaping).
public final class SDLTextRasterizer: TextRasterizer {
    /// The fonts texts are laid out and rasterised with.
    public let fonts: FontStore
    private let library: SDLLibrary
    /// The texts that failed to rasterise, until the host takes them to report.
    let errors = DrawingErrorLog()

    public init(fonts: FontStore, library: SDLLibrary) {
        self.fonts = fonts
        self.library = library
    }

    public var revision: Int { fonts.revision }

    /// The alpha of the text rasterised in white: each pixel's coverage.
    public func coverageMask(for text: String, font: Font, direction: LayoutDirection?, pixelsPerPoint: Double) -> CoverageMask? {
        guard !text.isEmpty else { return nil }
        do {
            let surface = try fonts.render(
                text, font: font, direction: direction, pixelsPerPoint: pixelsPerPoint, library: library)
            let rgba = try surface.rgbaBytes()
            let coverage = (0..<(rgba.count / 4)).map { rgba[$0 * 4 + 3] }
            return CoverageMask(width: surface.pixelWidth, height: surface.pixelHeight, coverage: coverage)
        } catch {
            errors.record(error, text: text)
            return nil
        }
    }
}
