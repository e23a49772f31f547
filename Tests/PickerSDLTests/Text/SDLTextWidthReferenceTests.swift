import Foundation
import PickerCore
import PickerSDL
import Testing

/// One line of Reference/text-widths.tsv: a text, the font and scale it is laid out at, and its size in pixels.
struct TextWidthReference {
    var font: Font
    var pixelsPerPoint: Double
    var width: Int
    var height: Int
    /// The height of the text's image: taller than the line where ink leaves it (SDL_ttf grows the image).
    var drawnHeight: Int
    var text: String

    static let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Reference/text-widths.tsv")

    static func load() throws -> (header: [String], lines: [TextWidthReference]) {
        let rows = try String(contentsOf: url, encoding: .utf8).split(separator: "\n").map(String.init)
        let lines = rows.filter { !$0.hasPrefix("#") }.compactMap { row -> TextWidthReference? in
            let cells = row.split(separator: "\t", maxSplits: 6).map(String.init)
            guard cells.count == 7, let size = Double(cells[0]), let scale = Double(cells[1]), let width = Int(cells[3]),
                  let height = Int(cells[4]), let drawnHeight = Int(cells[5]) else { return nil }
            let font = Font(size: size, weight: cells[2] == "bold" ? .bold : .regular)
            return TextWidthReference(
                font: font, pixelsPerPoint: scale, width: width, height: height, drawnHeight: drawnHeight, text: cells[6])
        }
        return (rows.filter { $0.hasPrefix("#") }, lines)
    }

    var row: String {
        "\(font.size.formatted())\t\(pixelsPerPoint.formatted())\t\(font.weight == .bold ? "bold" : "regular")\t\(width)\t\(height)\t\(drawnHeight)\t\(text)"
    }
}

extension SDLTests {
    /// SDL2_ttf's widths of a set of texts (Latin, Hebrew, Urdu, Arabic, Japanese, Greek, Cyrillic, Thai,
    /// Devanagari) are the reference the SDL3 host's widths are compared with.
    @Suite struct SDLTextWidthReference {
        @Test func sdl2TTFGivesTheReferenceWidths() throws {
            let fonts = FontStore(library: try SDLTests.library())
            fonts.locale = Locale(identifier: "en_US")
            let (header, references) = try TextWidthReference.load()
            try #require(references.count >= 30)
            let measured = try references.map { reference -> TextWidthReference in
                let measurer = ShapedTextMeasurer(fonts: fonts, pixelsPerPoint: reference.pixelsPerPoint)
                let size = measurer.size(of: reference.text, font: reference.font)
                var line = reference
                line.width = Int((size.width * reference.pixelsPerPoint).rounded())
                line.height = Int((size.height * reference.pixelsPerPoint).rounded())
                let mask = try fonts.coverageMask(
                    for: line.text, font: line.font, direction: nil, pixelsPerPoint: line.pixelsPerPoint)
                #expect(mask.width == line.width, "\(line.row): drawn \(mask.width) wide")
                line.drawnHeight = mask.height
                return line
            }
            if ProcessInfo.processInfo.environment["PICKER_RECORD_TEXT_WIDTHS"] != nil {
                try ((header + measured.map(\.row)).joined(separator: "\n") + "\n").write(to: TextWidthReference.url, atomically: true, encoding: .utf8)
            }
            for (reference, line) in zip(references, measured) {
                #expect(
                    line.width == reference.width && line.height == reference.height && line.drawnHeight == reference.drawnHeight,
                    "\(line.row)")
            }
        }
    }
}
