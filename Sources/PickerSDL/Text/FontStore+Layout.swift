import CSDL2
import CSDL2TTF
import PickerCore

/// A piece of a line that one face shapes in one direction and script: FriBidi's directional runs,
/// split by script and by face on grapheme-cluster boundaries.
struct TextPiece {
    var font: TTFFont
    /// The piece's characters in logical (reading) order; HarfBuzz reorders right-to-left pieces.
    var text: String
    var isRightToLeft: Bool
    /// ISO 15924 script code given to HarfBuzz ("Arab", "Hebr"; "Zzzz" lets HarfBuzz guess nothing).
    var script: String

    /// Sets the face up to shape this piece.
    func prepare() throws {
        try font.setShaping(direction: isRightToLeft ? TTF_DIRECTION_RTL : TTF_DIRECTION_LTR, script: script)
    }
}

extension FontStore {
    /// `text` as pieces in visual order (left to right on screen), for `font` at `pixelsPerPoint`.
    ///
    /// - Parameter direction: the paragraph's base direction; nil takes the direction of the first
    ///   strong character (left to right when there is none).
    func layout(_ text: String, font: Font, direction: LayoutDirection?, pixelsPerPoint: Double) throws -> [TextPiece] {
        let primary = try ttfFont(for: font, pixelsPerPoint: pixelsPerPoint)
        let scalars = Array(text.unicodeScalars)
        let bidi = BidiRuns.visualRuns(of: scalars, base: direction)
        var pieces: [TextPiece] = []
        for run in bidi.runs {
            var view = String.UnicodeScalarView()
            view.append(contentsOf: scalars[run.range])
            var runPieces: [TextPiece] = []
            for item in UnicodeScript.runs(of: Array(String(view))) {
                runPieces += try facePieces(
                    item.characters, script: item.script, isRightToLeft: run.isRightToLeft, primary: primary, font: font)
            }
            pieces += run.isRightToLeft ? runPieces.reversed() : runPieces
        }
        return pieces
    }

    /// One script run split by face: the primary face wherever it has the glyphs. For scripts that shape
    /// across letters (Arabic, Thai, Devanagari...) a run the primary face cannot show entirely is shown
    /// entirely by one fallback face when one covers it, so no word is cut between two faces.
    private func facePieces(
        _ characters: [Character], script: String, isRightToLeft: Bool, primary: TTFFont, font: Font
    ) throws -> [TextPiece] {
        let shapingScript = Self.shapingScript(script)
        let whole = String(characters)
        func piece(_ face: TTFFont, _ text: String) -> TextPiece {
            TextPiece(font: face, text: text, isRightToLeft: isRightToLeft, script: shapingScript)
        }
        let pixelSize = primary.pixelSize
        // A language the primary face does not fully support (Urdu in DejaVu, which lacks ہ and ے) is
        // written in the face fontconfig picks for that language, every word of it, so that words the
        // primary face happens to cover do not look different from their neighbours.
        if !UnicodeScript.allowsFaceChangesInsideWords(script), !fallbacks.supports(primary.source, language: language),
           let source = fallbacks.face(writing: language, weight: font.weight) {
            let face = try ttfFont(source: source, pixelSize: pixelSize)
            if face.providesGlyphs(for: whole) { return [piece(face, whole)] }
        }
        if primary.providesGlyphs(for: whole) { return [piece(primary, whole)] }
        func fallback(for characters: [Character]) throws -> TTFFont? {
            let needed = Set(characters.flatMap(\.unicodeScalars).filter { $0.value >= 0x20 && $0.properties.generalCategory != .format })
            guard let source = fallbacks.face(covering: needed, language: language, weight: font.weight) else { return nil }
            return try ttfFont(source: source, pixelSize: pixelSize)
        }
        if !UnicodeScript.allowsFaceChangesInsideWords(script), let face = try fallback(for: characters) {
            return [piece(face, whole)]
        }
        var pieces: [TextPiece] = []
        for character in characters {
            let text = String(character)
            var face = primary
            if !primary.providesGlyphs(for: text) {
                // Keep the previous piece's face when it has this character too.
                if let last = pieces.last, last.font !== primary, last.font.providesGlyphs(for: text) {
                    face = last.font
                } else if let found = try fallback(for: [character]) {
                    face = found
                }
            }
            if let last = pieces.last, last.font === face {
                pieces[pieces.count - 1].text += text
            } else {
                pieces.append(piece(face, text))
            }
        }
        return pieces
    }

    /// The script HarfBuzz is told: the run's own, except that Latin and script-less text (digits,
    /// punctuation) keep SDL_ttf's default, which draws them exactly as before scripts were set.
    static func shapingScript(_ script: String) -> String {
        script == "Latn" || !UnicodeScript.isSpecific(script) ? "Zzzz" : script
    }

    /// The width of `text` in pixels laid out as drawn, and the primary face's line height (the height
    /// of its image).
    func pixelSize(of text: String, font: Font, direction: LayoutDirection?, pixelsPerPoint: Double) throws -> (width: Int, height: Int) {
        let height = try ttfFont(for: font, pixelsPerPoint: pixelsPerPoint).height
        guard !text.isEmpty else { return (0, height) }
        let width = try layout(text, font: font, direction: direction, pixelsPerPoint: pixelsPerPoint).reduce(0) {
            try $1.prepare()
            return $0 + (try $1.font.size(of: $1.text).width)
        }
        return (width, height)
    }

    /// Renders `text` in white on transparent (see `TTFFont.render`), each piece shaped in its face, direction and
    /// script, side by side in visual order on the primary face's baseline, in an image as tall as the
    /// primary face's line.
    func render(
        _ text: String, font: Font, direction: LayoutDirection?, pixelsPerPoint: Double, library: SDLLibrary
    ) throws -> SDLSurface {
        let pieces = try layout(text, font: font, direction: direction, pixelsPerPoint: pixelsPerPoint)
        let primary = try ttfFont(for: font, pixelsPerPoint: pixelsPerPoint)
        // A line in the primary face alone is SDL_ttf's image as is; any other face is placed on the
        // primary face's baseline in an image of the primary face's height, as measured.
        if pieces.count == 1, let piece = pieces.first, piece.font === primary {
            try piece.prepare()
            return try piece.font.render(piece.text, library: library)
        }
        let rendered = try pieces.map { piece -> (piece: TextPiece, surface: SDLSurface) in
            try piece.prepare()
            return (piece, try piece.font.render(piece.text, library: library))
        }
        let width = rendered.reduce(0) { $0 + $1.surface.pixelWidth }
        let line = try SDLSurface(pixelWidth: max(1, width), pixelHeight: primary.height, library: library)
        var x = 0
        for (piece, surface) in rendered {
            // Copy, not blend: the line starts transparent and the pieces do not overlap.
            SDL_SetSurfaceBlendMode(surface.pointer, SDL_BLENDMODE_NONE)
            var target = SDL_Rect(
                x: Int32(x), y: Int32(primary.ascent - piece.font.ascent),
                w: Int32(surface.pixelWidth), h: Int32(surface.pixelHeight))
            try check(SDL_UpperBlit(surface.pointer, nil, line.pointer, &target), "SDL_UpperBlit")
            x += surface.pixelWidth
        }
        return line
    }
}
