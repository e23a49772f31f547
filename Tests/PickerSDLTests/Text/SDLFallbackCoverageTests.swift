import Foundation
import PickerCore
import PickerSDL
import Testing

extension SDLTests {
    /// No missing-glyph boxes: every standalone month and weekday name (wide, short and narrow) and the
    /// locale's digits, for the locales whose scripts DejaVu lacks or shapes, in both weights, are drawn
    /// by faces that have every glyph (SDL_ttf's TTF_GlyphIsProvided32 on the face chosen). The faces
    /// come from fontconfig; scripts/install-deps.sh installs fonts-noto-core and fonts-droid-fallback.
    @Suite struct FallbackCoverage {
        static let locales = ["he_IL", "ar_EG", "fa_IR", "ur_PK", "ja_JP", "zh_CN", "zh_TW", "ko_KR", "th_TH", "hi_IN"]

        init() throws { _ = try SDLTests.library() }

        static func names(in locale: Locale) -> [String] {
            let formatter = DateFormatter()
            formatter.locale = locale
            let numbers = NumberFormatter()
            numbers.locale = locale
            numbers.usesGroupingSeparator = false
            let digits = (0...31).compactMap { numbers.string(from: NSNumber(value: $0)) } + [numbers.string(from: 2026) ?? ""]
            return [
                formatter.standaloneMonthSymbols, formatter.shortStandaloneMonthSymbols,
                formatter.veryShortStandaloneMonthSymbols, formatter.standaloneWeekdaySymbols,
                formatter.shortStandaloneWeekdaySymbols, formatter.veryShortStandaloneWeekdaySymbols, digits,
            ].compactMap { $0 }.flatMap { $0 }
        }

        @Test(arguments: locales)
        func everyMonthAndWeekdayNameHasItsGlyphs(_ identifier: String) throws {
            let offscreen = try OffscreenRenderer(pixelWidth: 10, pixelHeight: 10)
            let fonts = offscreen.fonts
            let locale = Locale(identifier: identifier)
            fonts.locale = locale
            let names = Self.names(in: locale)
            try #require(names.count > 60, "Foundation gave \(names.count) names for \(identifier)")
            var missing: [String] = []
            for weight in [Font.Weight.regular, .bold] {
                for name in names {
                    for run in try fonts.textRuns(of: name, font: Font(size: 15, weight: weight), direction: nil, pixelsPerPoint: 2)
                    where !run.missingScalars.isEmpty {
                        let codes = run.missingScalars.map { String(format: "U+%04X", $0.value) }.joined(separator: " ")
                        missing.append("\(name) (\(weight)): \(codes) missing in \(run.face.name)")
                    }
                }
            }
            #expect(missing.isEmpty, "\(identifier): \(missing.prefix(10).joined(separator: "; "))")
        }

        /// fontconfig says DejaVu supports Hebrew, Arabic and Persian but not Urdu (it lacks ہ and ے): Urdu
        /// names are all drawn in the one face fontconfig picks for Urdu, the others all in DejaVu, so no
        /// weekday header looks different from its neighbours.
        @Test(arguments: [("he_IL", true), ("ar_EG", true), ("fa_IR", true), ("ur_PK", false)])
        func everyNameOfALanguageIsInOneFace(_ identifier: String, inBundledFace: Bool) throws {
            let offscreen = try OffscreenRenderer(pixelWidth: 10, pixelHeight: 10)
            let fonts = offscreen.fonts
            fonts.locale = Locale(identifier: identifier)
            let formatter = DateFormatter()
            formatter.locale = fonts.locale
            let names = (formatter.standaloneMonthSymbols ?? []) + (formatter.shortStandaloneWeekdaySymbols ?? [])
            let faces = try Set(names.flatMap { try fonts.textRuns(of: $0, font: Font(size: 15), direction: nil, pixelsPerPoint: 1).map(\.face) })
            #expect(faces.count == 1, "\(identifier): \(faces.map(\.name))")
            #expect((faces.first == (try fonts.primarySource(for: .regular))) == inBundledFace, "\(identifier): \(faces.map(\.name))")
        }
    }
}
