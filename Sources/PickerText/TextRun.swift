import PickerCore

/// How one piece of a line is drawn: which face shapes which characters, in which direction and script.
public struct TextRun: Hashable, Sendable {
    /// The characters in logical (reading) order.
    public var text: String
    /// The face that shapes them.
    public var face: FontSource
    /// Whether HarfBuzz shapes them right to left.
    public var isRightToLeft: Bool
    /// The ISO 15924 script code HarfBuzz is given ("Zzzz": SDL_ttf's default, for Latin and script-less text).
    public var script: String
    /// The characters the face has no glyph for (drawn as its missing-glyph box); empty when none.
    public var missingScalars: [Unicode.Scalar]
}

extension FontStore {
    /// The runs `text` is drawn in, in visual order (left to right on screen), exactly as
    /// both backends draw it and `ShapedTextMeasurer` lays it out; for diagnostics and tests (which
    /// face was chosen, whether any character is missing).
    /// - Parameters:
    ///   - text: the text, one line.
    ///   - font: its size (in points) and weight.
    ///   - direction: the paragraph base direction; nil takes the text's first strong character's.
    ///   - pixelsPerPoint: the scale it is drawn at.
    public func textRuns(of text: String, font: Font, direction: LayoutDirection?, pixelsPerPoint: Double) throws -> [TextRun] {
        try layout(text, font: font, direction: direction, pixelsPerPoint: pixelsPerPoint).map { piece in
            TextRun(
                text: piece.text, face: piece.font.source, isRightToLeft: piece.shaping.isRightToLeft,
                script: piece.shaping.script,
                missingScalars: piece.text.unicodeScalars.filter { !piece.font.providesGlyph(for: $0) })
        }
    }
}
