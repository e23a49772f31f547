import CSDL2
import CSDL2TTF
import PickerCore

/// A stretch of text that one face shows: the bundled face wherever it has the glyphs, the fallback
/// face (if any) for the characters only it has.
struct FaceRun {
    var font: TTFFont
    var text: String
}

extension FontStore {
    /// `text` split into runs by the face that shows each character (one run when the bundled face
    /// shows it all, or when there is no fallback face).
    func runs(of text: String, font: Font, pixelsPerPoint: Double) throws -> [FaceRun] {
        let primary = try ttfFont(for: font, pixelsPerPoint: pixelsPerPoint)
        guard !primary.providesGlyphs(for: text), let fallback = try fallbackFont(for: font, pixelsPerPoint: pixelsPerPoint) else {
            return [FaceRun(font: primary, text: text)]
        }
        var runs: [FaceRun] = []
        for character in text {
            let piece = String(character)
            let face = primary.providesGlyphs(for: piece) || !fallback.providesGlyphs(for: piece) ? primary : fallback
            if let last = runs.last, last.font === face {
                runs[runs.count - 1].text += piece
            } else {
                runs.append(FaceRun(font: face, text: piece))
            }
        }
        return runs
    }

    /// The width of `text` in pixels and the bundled face's line height (the height of its image).
    func pixelSize(of text: String, font: Font, pixelsPerPoint: Double) throws -> (width: Int, height: Int) {
        let height = try ttfFont(for: font, pixelsPerPoint: pixelsPerPoint).height
        guard !text.isEmpty else { return (0, height) }
        let width = try runs(of: text, font: font, pixelsPerPoint: pixelsPerPoint).reduce(0) { $0 + (try $1.font.size(of: $1.text).width) }
        return (width, height)
    }

    /// Renders `text` in `color` (see `TTFFont.render`), each run in its face, side by side on the
    /// bundled face's baseline, in an image as tall as the bundled face's line.
    func render(_ text: String, font: Font, color: SDL_Color, pixelsPerPoint: Double, library: SDLLibrary) throws -> SDLSurface {
        let runs = try runs(of: text, font: font, pixelsPerPoint: pixelsPerPoint)
        if runs.count == 1, let run = runs.first { return try run.font.render(run.text, color: color, library: library) }
        let primary = try ttfFont(for: font, pixelsPerPoint: pixelsPerPoint)
        let pieces = try runs.map { (run: $0, surface: try $0.font.render($0.text, color: color, library: library)) }
        let width = pieces.reduce(0) { $0 + $1.surface.pixelWidth }
        let line = try SDLSurface(pixelWidth: max(1, width), pixelHeight: primary.height, library: library)
        var x = 0
        for piece in pieces {
            // Copy, not blend: the line starts transparent and the runs do not overlap.
            SDL_SetSurfaceBlendMode(piece.surface.pointer, SDL_BLENDMODE_NONE)
            var target = SDL_Rect(
                x: Int32(x), y: Int32(primary.ascent - piece.run.font.ascent),
                w: Int32(piece.surface.pixelWidth), h: Int32(piece.surface.pixelHeight))
            try check(SDL_UpperBlit(piece.surface.pointer, nil, line.pointer, &target), "SDL_UpperBlit")
            x += piece.surface.pixelWidth
        }
        return line
    }
}
