import Foundation
import PickerCore
import PickerSDL
import Testing

extension SDLTests {
    /// FriBidi's runs, HarfBuzz's scripts and the faces chosen, through the public `FontStore.textRuns`.
    @Suite struct BidiText {
        init() throws { _ = try SDLTests.library() }

        private func runs(_ text: String, direction: LayoutDirection?, font: Font = Font(size: 17)) throws -> [TextRun] {
            let offscreen = try OffscreenRenderer(pixelWidth: 10, pixelHeight: 10)
            return try offscreen.fonts.textRuns(of: text, font: font, direction: direction, pixelsPerPoint: 1)
        }

        /// A right-to-left paragraph puts its first number on the right: "2026", the Hebrew month (shaped
        /// right to left as Hebrew), then "21" from the left. In a left-to-right paragraph "21" comes first
        /// and the Hebrew month with the number after it reads from the right (rules W7 and N1: "2026"
        /// follows Hebrew, so it belongs to the right-to-left run). Without a direction the first strong
        /// character (Hebrew) decides.
        @Test func aMixedDateIsOrderedByTheBaseDirection() throws {
            let text = "21 נובמבר 2026"
            let rtl = try runs(text, direction: .rightToLeft)
            #expect(rtl.map(\.text) == ["2026", " נובמבר ", "21"])
            #expect(rtl.map(\.isRightToLeft) == [false, true, false])
            #expect(rtl[1].script == "Hebr")
            #expect(try runs(text, direction: nil) == rtl)
            let ltr = try runs(text, direction: .leftToRight)
            #expect(ltr.map(\.text) == ["21 ", "2026", "נובמבר "])
            #expect(ltr.map(\.isRightToLeft) == [false, false, true])
        }

        /// A Hebrew weekday and date from Foundation: "יום ד׳, 18 בנוב׳" reads from the right, so the
        /// weekday is the rightmost run and the month the leftmost.
        @Test func aHebrewDateReadsFromTheRight() throws {
            let result = try runs("יום ד׳, 18 בנוב׳", direction: nil)
            #expect(result.map(\.text) == [" בנוב׳", "18", "יום ד׳, "])
            #expect(result.map(\.isRightToLeft) == [true, false, true])
        }

        /// English is one left-to-right run with SDL_ttf's default script, as before shaping was set up.
        @Test func englishIsOneLeftToRightRun() throws {
            let result = try runs("November 2026", direction: .rightToLeft)
            #expect(result.count == 1 && result.first?.isRightToLeft == false && result.first?.script == "Zzzz")
        }

        /// The measured width depends on the base direction only through order, never through size, and
        /// the text image is exactly as wide as measured in both directions.
        @Test func bothDirectionsMeasureAsDrawn() throws {
            let offscreen = try OffscreenRenderer(pixelWidth: 10, pixelHeight: 10)
            let font = Font(size: 17)
            for direction in [LayoutDirection.leftToRight, .rightToLeft] {
                let size = offscreen.textMeasurer.size(of: "21 נובמבר 2026", font: font, direction: direction)
                let image = try #require(offscreen.textMask("21 נובמבר 2026", font: font, pixelsPerPoint: 1, direction: direction))
                #expect(Double(image.width) == size.width)
            }
        }

        /// The text cache keeps one line per direction: the same string in the two directions are two
        /// images with the same width but different pixels.
        @Test func directionIsPartOfTheTextCacheKey() throws {
            let offscreen = try OffscreenRenderer(pixelWidth: 200, pixelHeight: 60)
            let font = Font(size: 20)
            var pictures: [[UInt8]] = []
            for direction in [LayoutDirection.leftToRight, .rightToLeft] {
                try offscreen.clear(.white)
                try offscreen.draw { canvas in
                    canvas.drawText(
                        "21 נובמבר 2026", style: TextStyle(font: font, color: .black, direction: direction), at: Point(x: 4, y: 4))
                }
                pictures.append(try offscreen.rgbaBytes())
            }
            #expect(offscreen.pictureStatistics.count == 2)
            let differing = zip(pictures[0], pictures[1]).filter { $0 != $1 }.count
            #expect(differing > 100, "\(differing) bytes differ")
            #expect(pictures[0].contains { $0 < 128 }, "nothing drawn")
        }

        /// A line drawn wholly in a fallback face (the Urdu ہفتہ, whose ہ DejaVu lacks) is still an image as
        /// tall and as wide as measured, with the primary face's line height, so it sits on the same baseline
        /// as its neighbours.
        @Test func aLineWhollyInAFallbackFaceKeepsThePrimaryLineBox() throws {
            let offscreen = try OffscreenRenderer(pixelWidth: 10, pixelHeight: 10)
            let font = Font(size: 17)
            let runs = try offscreen.fonts.textRuns(of: "ہفتہ", font: font, direction: nil, pixelsPerPoint: 1)
            try #require(runs.count == 1 && runs[0].face != (try offscreen.fonts.primarySource(for: .regular)))
            let size = offscreen.textMeasurer.size(of: "ہفتہ", font: font)
            let image = try #require(offscreen.textMask("ہفتہ", font: font, pixelsPerPoint: 1))
            #expect(Double(image.width) == size.width && Double(image.height) == size.height)
            #expect(size.height == offscreen.textMeasurer.size(of: "Hafta", font: font).height)
        }
    }
}
