import PickerCore
import PickerText

/// Gives the software backend its texts' coverage masks, from either SDL_ttf through `FontStore` (bidi runs,
/// fallback faces, HarfBuzz shaping).
public final class SDLTextRasterizer: TextRasterizer {
    /// The fonts texts are laid out and rasterised with.
    public let fonts: FontStore
    /// The texts that failed to rasterise, until the host takes them to report.
    public let errors = DrawingErrorLog()

    /// A rasteriser of the texts `fonts` lay out.
    public init(fonts: FontStore) {
        self.fonts = fonts
    }

    public var revision: Int { fonts.revision }

    public func coverageMask(for text: String, font: Font, direction: LayoutDirection?, pixelsPerPoint: Double) -> CoverageMask? {
        guard !text.isEmpty else { return nil }
        do {
            return try fonts.coverageMask(for: text, font: font, direction: direction, pixelsPerPoint: pixelsPerPoint)
        } catch {
            errors.record(error, text: text)
            return nil
        }
    }
}
