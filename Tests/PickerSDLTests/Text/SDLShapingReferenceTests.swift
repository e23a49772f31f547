import Foundation
import PickerCore
import PickerSDL
import Testing

extension SDLTests {
    /// Hebrew, Arabic, Persian and Urdu month and weekday names from Foundation (and a mixed Hebrew date)
    /// drawn by PickerKit look like Pango's rendering (its own bidi, HarfBuzz shaping and FreeType
    /// rasterising) of the same font file at the same pixel size: ink boxes within 2 px in width and a
    /// mean coverage difference under 2/255 after alignment. HarfBuzz (`hb-shape`) shapes none of the
    /// runs PickerKit draws into the missing glyph (glyph 0, .notdef). `PICKERKIT_SHAPING_DUMP=dir` writes
    /// both pictures of every word there.
    @Suite struct ShapingAgainstPango {
        static let pixelSize = 24

        init() throws {
            _ = try SDLTests.library()
            try #require(["pango-view", "hb-shape", "fc-query"].allSatisfy(ShapingReference.has),
                         "run scripts/install-deps.sh --test (pango1.0-tools, libharfbuzz-bin, fontconfig)")
        }

        static func words(_ identifier: String) -> [String] {
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: identifier)
            let names = (formatter.standaloneMonthSymbols ?? []) + (formatter.standaloneWeekdaySymbols ?? [])
            return identifier == "he_IL" ? names + ["21 נובמבר 2026"] : names
        }

        /// PickerKit's drawing of `text`, black on white.
        private func pickerInk(_ text: String, offscreen: OffscreenRenderer) throws -> ShapingReference.Ink {
            try offscreen.clear(.white)
            try offscreen.draw { canvas in
                canvas.drawText(text, style: TextStyle(font: Font(size: Double(Self.pixelSize)), color: .black), at: Point(x: 8, y: 8))
            }
            if let dump = ProcessInfo.processInfo.environment["PICKERKIT_SHAPING_DUMP"] {
                try offscreen.writePNG(to: "\(dump)/\(text)-pickerkit.png")
            }
            return ShapingReference.Ink(width: offscreen.pixelWidth, height: offscreen.pixelHeight, rgba: try offscreen.rgbaBytes())
        }

        @Test(arguments: ["he_IL", "ar_EG", "fa_IR", "ur_PK"])
        func monthAndWeekdayNamesMatchPango(_ identifier: String) throws {
            let offscreen = try OffscreenRenderer(pixelWidth: 420, pixelHeight: 60)
            offscreen.fonts.locale = Locale(identifier: identifier)
            let words = Self.words(identifier)
            try #require(words.count >= 19)
            var report: [String] = []
            for word in words {
                let runs = try offscreen.fonts.textRuns(
                    of: word, font: Font(size: Double(Self.pixelSize)), direction: nil, pixelsPerPoint: 1)
                let faces = Set(runs.map(\.face))
                try #require(faces.count == 1, "\(word) is drawn in \(faces.count) faces")
                let path = try #require(runs[0].face.path)
                #expect(runs.allSatisfy { $0.missingScalars.isEmpty }, "\(word): missing \(runs.flatMap(\.missingScalars))")
                for run in runs {
                    let glyphs = try ShapingReference.glyphIDs(of: run, pixelSize: Self.pixelSize)
                    #expect(!glyphs.isEmpty && !glyphs.contains(0), "\(word): .notdef in \(run.text) \(glyphs)")
                }
                let mine = try pickerInk(word, offscreen: offscreen)
                let reference = try ShapingReference.pangoInk(of: word, fontPath: path, pixelSize: Self.pixelSize)
                let boxMine = try #require(mine.inkBounds(), "\(word): PickerKit drew nothing")
                let boxReference = try #require(reference.inkBounds(), "\(word): Pango drew nothing")
                let widthMine = boxMine.maxX - boxMine.minX + 1, widthReference = boxReference.maxX - boxReference.minX + 1
                let difference = ShapingReference.meanDifference(mine, reference)
                // The old bug as a control: the letters in reverse order must be far from Pango's picture.
                let reversed = try pickerInk(String(word.reversed()), offscreen: offscreen)
                let control = ShapingReference.meanDifference(reversed, reference)
                report.append("\(word) \(URL(fileURLWithPath: path).lastPathComponent) ink \(widthMine)/\(widthReference) px, mean diff \(String(format: "%.1f", difference)), reversed \(String(format: "%.1f", control))")
                #expect(abs(widthMine - widthReference) <= 2, "\(word): ink \(widthMine) px wide, Pango's \(widthReference) px")
                // Measured: 0.1-1.0 for the 77 words (ink widths within 1 px); the reversed controls 6-36.
                #expect(difference < 2, "\(word): mean coverage difference \(difference) / 255")
                #expect(control > 4, "\(word): the metric cannot tell reversed letters (\(control))")
            }
            print("shaping vs Pango, \(identifier):\n  " + report.joined(separator: "\n  "))
        }
    }
}
