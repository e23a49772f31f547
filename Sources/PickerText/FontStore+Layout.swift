import PickerCore

/// A piece of a line that one face shapes in one direction and script: FriBidi's directional runs,
/// split by script and by face on grapheme-cluster boundaries.
struct TextPiece {
    var font: any FontFace
    /// The piece's characters in logical (reading) order; HarfBuzz reorders right-to-left pieces.
    var text: String
    /// Its direction and ISO 15924 script code given to HarfBuzz ("Arab", "Hebr"; "Zzzz" lets HarfBuzz guess nothing).
    var shaping: TextShaping

    /// The piece's advance width in pixels.
    func advance() throws -> Int { try font.advance(of: text, shaping: shaping) }
    /// The piece's coverage, as tall as its face's line.
    func coverageMask() throws -> CoverageMask { try font.coverageMask(of: text, shaping: shaping) }
}

extension FontStore {
    /// `text` as pieces in visual order (left to right on screen), for `font` at `pixelsPerPoint`.
    ///
    /// - Parameter direction: the paragraph's base direction; nil takes the direction of the first
    ///   strong character (left to right when there is none).
    func layout(_ text: String, font: Font, direction: LayoutDirection?, pixelsPerPoint: Double) throws -> [TextPiece] {
        let primary = try face(for: font, pixelsPerPoint: pixelsPerPoint)
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
        _ characters: [Character], script: String, isRightToLeft: Bool, primary: any FontFace, font: Font
    ) throws -> [TextPiece] {
        let shapingScript = Self.shapingScript(script)
        let whole = String(characters)
        func piece(_ face: any FontFace, _ text: String) -> TextPiece {
            TextPiece(font: face, text: text, shaping: TextShaping(isRightToLeft: isRightToLeft, script: shapingScript))
        }
        let pixelSize = primary.pixelSize
        // A language the primary face does not fully support (Urdu in DejaVu, which lacks ہ and ے) is
        // written in the face fontconfig picks for that language, every word of it, so that words the
        // primary face happens to cover do not look different from their neighbours.
        if !UnicodeScript.allowsFaceChangesInsideWords(script), !fallbacks.supports(primary.source, language: language),
           let source = fallbacks.face(writing: language, weight: font.weight) {
            let face = try face(source: source, pixelSize: pixelSize)
            if face.providesGlyphs(for: whole) { return [piece(face, whole)] }
        }
        if primary.providesGlyphs(for: whole) { return [piece(primary, whole)] }
        func fallback(for characters: [Character]) throws -> (any FontFace)? {
            let needed = Set(characters.flatMap(\.unicodeScalars).filter { $0.value >= 0x20 && $0.properties.generalCategory != .format })
            guard let source = fallbacks.face(covering: needed, language: language, weight: font.weight) else { return nil }
            return try face(source: source, pixelSize: pixelSize)
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
        let height = try face(for: font, pixelsPerPoint: pixelsPerPoint).height
        guard !text.isEmpty else { return (0, height) }
        let width = try layout(text, font: font, direction: direction, pixelsPerPoint: pixelsPerPoint).reduce(0) {
            $0 + (try $1.advance())
        }
        return (width, height)
    }

    /// `text`'s coverage as drawn: each piece shaped in its face, direction and script, side by side in
    /// visual order on the primary face's baseline, in a mask as tall as the primary face's line (at
    /// least one pixel wide).
    public func coverageMask(
        for text: String, font: Font, direction: LayoutDirection?, pixelsPerPoint: Double
    ) throws -> CoverageMask {
        let pieces = try layout(text, font: font, direction: direction, pixelsPerPoint: pixelsPerPoint)
        let primary = try face(for: font, pixelsPerPoint: pixelsPerPoint)
        // A line in the primary face alone is SDL_ttf's image as is; any other face is placed on the
        // primary face's baseline, cut to the primary face's line, as measured.
        if pieces.count == 1, let piece = pieces.first, piece.font === primary { return try piece.coverageMask() }
        let masks = try pieces.map { ($0.font.ascent, try $0.coverageMask()) }
        let width = max(1, masks.reduce(0) { $0 + $1.1.width }), height = primary.height
        var coverage = [UInt8](repeating: 0, count: width * height)
        var x = 0
        for (ascent, mask) in masks {
            let top = primary.ascent - ascent
            for row in max(0, -top)..<max(max(0, -top), min(mask.height, height - top)) {
                let from = row * mask.width, to = (top + row) * width + x
                coverage[to..<to + mask.width] = mask.coverage[from..<from + mask.width]
            }
            x += mask.width
        }
        return CoverageMask(width: width, height: height, coverage: coverage)
    }
}
