import Foundation
import PickerSDL3
import Testing

extension SDL3Tests {
    /// Text laid out by `FontStore` through SDL3_ttf against SDL2_ttf's widths of the same texts
    /// (Tests/PickerSDLTests/Text/Reference/text-widths.tsv, which the SDL2 suite holds SDL2_ttf to exactly).
    @Suite struct Text {
        static let reference = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().appendingPathComponent("../../../Tests/PickerSDLTests/Text/Reference/text-widths.tsv")

        @Test func widthsAndLineHeightsMatchSDL2TTFs() throws {
            let fonts = FontStore(library: try SDL3Tests.library())
            fonts.locale = Locale(identifier: "en_US")
            let rows = try String(contentsOf: Self.reference, encoding: .utf8).split(separator: "\n").filter { !$0.hasPrefix("#") }
            try #require(rows.count >= 30)
            for row in rows {
                let cells = row.split(separator: "\t", maxSplits: 6).map(String.init)
                let scale = try #require(Double(cells[1]))
                let font = Font(size: try #require(Double(cells[0])), weight: cells[2] == "bold" ? .bold : .regular)
                let size = ShapedTextMeasurer(fonts: fonts, pixelsPerPoint: scale).size(of: cells[6], font: font)
                let mask = try fonts.coverageMask(for: cells[6], font: font, direction: nil, pixelsPerPoint: scale)
                let sizes = [Int((size.width * scale).rounded()), Int((size.height * scale).rounded()), mask.height]
                // The bound: none. SDL3_ttf shapes with the same HarfBuzz and FreeType, so widths, line
                // heights and image heights are SDL2_ttf's to the pixel (right-to-left runs too; see
                // TTFFont.shape), and the text is drawn as wide as it is measured.
                #expect(sizes == cells[3...5].map { Int($0) }, "\(row): SDL3_ttf gives \(sizes)")
                #expect(mask.width == sizes[0], "\(row): drawn \(mask.width) wide")
            }
        }

        @Test func aFaceGivenAsBytesIsDrawnAsTheSameFaceFromItsFile() throws {
            let fonts = FontStore(library: try SDL3Tests.library())
            let file = try fonts.primarySource(for: .regular)
            let font = Font(size: 20)
            let fromFile = try fonts.coverageMask(for: "Tj 2026", font: font, direction: nil, pixelsPerPoint: 1)
            try fonts.registerFont(data: try Data(contentsOf: URL(fileURLWithPath: try #require(file.path))), for: .regular)
            let fromBytes = try fonts.coverageMask(for: "Tj 2026", font: font, direction: nil, pixelsPerPoint: 1)
            #expect(fromBytes.width == fromFile.width && fromBytes.coverage == fromFile.coverage)
            #expect(fromFile.coverage.contains(255))
        }

        @Test func aMissingFontFileIsSDLsError() throws {
            let fonts = FontStore(library: try SDL3Tests.library())
            let error = #expect(throws: SDLError.self) { try fonts.registerFont(atPath: "/nonexistent/face.ttf", for: .bold) }
            #expect(error?.operation.hasPrefix("TTF_OpenFontWithProperties") == true)
        }
    }
}
