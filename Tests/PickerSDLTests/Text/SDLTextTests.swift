import Foundation
import PickerCore
import PickerSDL
import Testing

extension SDLTests {
    @Suite struct Text {
        init() throws { _ = try SDLTests.library() }

        @Test(arguments: [1.0, 2.0, 1.5])
        func textImageMatchesTheMeasurer(pixelsPerPoint: Double) throws {
            let offscreen = try OffscreenRenderer(pixelWidth: 400, pixelHeight: 100, pixelsPerPoint: pixelsPerPoint)
            let font = Font(size: 17)
            let image = try #require(
                offscreen.textMask("September 2026", font: font, pixelsPerPoint: pixelsPerPoint))
            let measured = offscreen.textMeasurer.size(of: "September 2026", font: font)
            // DejaVu Sans at 17 pt: roughly 0.6 em per character and a line about 1.16 em high.
            #expect(measured.width > 17 * 5 && measured.width < 17 * 12)
            #expect(measured.height > 17 && measured.height < 17 * 1.5)
            #expect(abs(Double(image.width) / pixelsPerPoint - measured.width) <= 1 / pixelsPerPoint)
            #expect(abs(Double(image.height) / pixelsPerPoint - measured.height) <= 1 / pixelsPerPoint)
            let metrics = offscreen.textMeasurer.lineMetrics(for: font)
            #expect(abs(metrics.height - measured.height) < 1e-9)
            #expect(metrics.ascent > metrics.descent && metrics.descent > 0)
        }

        /// Line metrics are kept per font, and follow the scale: asked again after `pixelsPerPoint` changes,
        /// they are those of a measurer made at the new scale (whole pixels of the new size, in points).
        @Test func lineMetricsFollowTheScale() throws {
            let offscreen = try OffscreenRenderer(pixelWidth: 10, pixelHeight: 10, pixelsPerPoint: 1)
            let measurer = offscreen.textMeasurer
            let font = Font(size: 13)
            let atOne = measurer.lineMetrics(for: font)
            #expect(measurer.lineMetrics(for: font) == atOne)
            try #require(measurer as? ShapedTextMeasurer).pixelsPerPoint = 1.5
            let fresh = try OffscreenRenderer(pixelWidth: 10, pixelHeight: 10, pixelsPerPoint: 1.5)
            #expect(measurer.lineMetrics(for: font) == fresh.textMeasurer.lineMetrics(for: font))
            #expect(measurer.lineMetrics(for: font) != atOne)
        }

        @Test(.enabled(if: ProcessInfo.processInfo.environment["PICKERSDL_WRITE_SAMPLE"] != nil))
        func writeSampleForAHumanToLookAt() throws {
            let offscreen = try OffscreenRenderer(pixelWidth: 360, pixelHeight: 160, pixelsPerPoint: 2)
            try offscreen.clear(.white)
            try offscreen.draw { canvas in
                canvas.fillRect(Rect(x: 10, y: 10, width: 160, height: 40), color: Color(hex: 0x2F61DB, alpha: 0.15))
                canvas.drawText(
                    "November 2026", style: TextStyle(font: Font(size: 17), color: .black), centeredIn: Rect(x: 10, y: 10, width: 160, height: 40))
                canvas.drawText(
                    "Bold 21 ✓", style: TextStyle(font: Font(size: 13, weight: .bold), color: Color(hex: 0x2F61DB)), at: Point(x: 12, y: 52))
            }
            try offscreen.writePNG(to: ProcessInfo.processInfo.environment["PICKERSDL_WRITE_SAMPLE"] ?? "/tmp/sample.png")
        }

        /// DejaVu has no kanji: "年" comes from a system face fontconfig finds (scripts/install-deps.sh installs
        /// fonts-droid-fallback), the digits stay in DejaVu, and the image is as wide as measured.
        @Test func charactersDejaVuLacksComeFromTheFallbackFace() throws {
            let offscreen = try OffscreenRenderer(pixelWidth: 10, pixelHeight: 10)
            let measurer = offscreen.textMeasurer
            let font = Font(size: 17)
            let digits = measurer.size(of: "1773", font: font), year = measurer.size(of: "1773年", font: font)
            let image = try #require(offscreen.textMask("1773年", font: font, pixelsPerPoint: 1))
            #expect(Double(image.width) == year.width && year.height == digits.height)
            let runs = try offscreen.fonts.textRuns(of: "1773年", font: font, direction: nil, pixelsPerPoint: 1)
            let bundled = try offscreen.fonts.primarySource(for: .regular)
            #expect(runs.map(\.text) == ["1773", "年"] && runs.first?.face == bundled)
            try #require(runs.last?.face != bundled && runs.last?.missingScalars == [],
                         "no CJK fallback font installed: run scripts/install-deps.sh")
            // A full-width ideograph in the fallback face is about one em wide; DejaVu's missing-glyph box is
            // much narrower.
            #expect(year.width - digits.width > 0.85 * font.size, "\(year.width) vs \(digits.width)")
        }

        @Test func boldIsWiderThanRegular() throws {
            let offscreen = try OffscreenRenderer(pixelWidth: 10, pixelHeight: 10)
            let measurer = offscreen.textMeasurer
            #expect(measurer.size(of: "Wednesday", font: Font(size: 15, weight: .bold)).width
                > measurer.size(of: "Wednesday", font: Font(size: 15)).width)
        }

        @Test func emptyTextHasNoImageButHasALineHeight() throws {
            let offscreen = try OffscreenRenderer(pixelWidth: 10, pixelHeight: 10)
            #expect(offscreen.textMask("", font: Font(size: 12), pixelsPerPoint: 1) == nil)
            let size = offscreen.textMeasurer.size(of: "", font: Font(size: 12))
            #expect(size.width == 0 && size.height > 12)
        }

        @Test func textIsTintedByTheVertexColour() throws {
            let offscreen = try OffscreenRenderer(pixelWidth: 60, pixelHeight: 30)
            try offscreen.clear(.white)
            try offscreen.draw { canvas in
                canvas.drawText(
                    "III", style: TextStyle(font: Font(size: 20, weight: .bold), color: Color(hex: 0xFF0000)), at: Point(x: 2, y: 2))
            }
            let image = PNGImage(width: 60, height: 30, rgba: try offscreen.rgbaBytes())
            let pixels = (0..<60 * 30).map { image.pixel(x: $0 % 60, y: $0 / 60) }
            // Glyph cores are pure red; nothing drawn is any other hue than red over white.
            #expect(pixels.contains([255, 0, 0, 255]))
            #expect(pixels.allSatisfy { $0[0] == 255 && $0[1] == $0[2] })
        }

        @Test func theStoreStaysBoundedOverTenThousandLabels() throws {
            let budget = PictureBudget(maxBytes: 1 << 20, maxCount: 200)
            let offscreen = try OffscreenRenderer(pixelWidth: 200, pixelHeight: 40, budget: budget)
            var maxCount = 0, maxBytes = 0
            for frame in 0..<40 {
                // 250 new labels in one frame: more than the store keeps, yet all are drawn.
                try offscreen.draw { canvas in
                    for index in 0..<250 {
                        canvas.drawText(
                            "label \(frame * 250 + index)", style: TextStyle(font: Font(size: 14), color: .black), at: .zero)
                    }
                }
                maxCount = max(maxCount, offscreen.pictureStatistics.count)
                maxBytes = max(maxBytes, offscreen.pictureStatistics.byteCount)
            }
            #expect(maxCount <= budget.maxCount)
            #expect(maxBytes <= budget.maxBytes)
            #expect(offscreen.pictureStatistics.evictionCount >= 10_000 - budget.maxCount)
        }
    }
}
