import Foundation
import PickerCore
import PickerSDL
import Testing

extension SDLTests {
    /// A face registered for a weight is the one measured and drawn; DejaVu stays the default.
    /// Noto Sans comes from Debian's fonts-noto-core (scripts/install-deps.sh installs it).
    @Suite struct FontRegistration {
        static let notoSans = "/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf"
        let text = "Wednesday 21 November"
        let font = Font(size: 20)

        init() throws {
            _ = try SDLTests.library()
            try #require(FileManager.default.fileExists(atPath: Self.notoSans), "run scripts/install-deps.sh (fonts-noto-core)")
        }

        /// Draws `text` black on white and returns the pixels.
        private func picture(_ offscreen: OffscreenRenderer) throws -> [UInt8] {
            try offscreen.clear(.white)
            try offscreen.draw { canvas in
                canvas.drawText(text, style: TextStyle(font: font, color: .black), at: Point(x: 2, y: 2))
            }
            return try offscreen.rgbaBytes()
        }

        @Test func aFaceRegisteredFromAFileIsMeasuredAndDrawn() throws {
            let offscreen = try OffscreenRenderer(pixelWidth: 320, pixelHeight: 40)
            let measurer = offscreen.textMeasurer
            let dejaVuWidth = measurer.size(of: text, font: font).width
            let dejaVuBoldWidth = measurer.size(of: text, font: Font(size: 20, weight: .bold)).width
            let dejaVuPicture = try picture(offscreen)

            try offscreen.fonts.registerFont(atPath: Self.notoSans, for: .regular)
            let notoWidth = measurer.size(of: text, font: font).width
            // The width is Noto Sans's own, as SDL_ttf measures the file, and not DejaVu's.
            let direct = try TTFFont(source: .file(Self.notoSans), pixelSize: 20, library: try SDLTests.library())
            #expect(notoWidth == Double(try direct.size(of: text).width))
            #expect(abs(notoWidth - dejaVuWidth) > 10, "Noto \(notoWidth) vs DejaVu \(dejaVuWidth)")
            let image = try #require(offscreen.textMask(text, font: font, pixelsPerPoint: 1))
            #expect(Double(image.width) == notoWidth)
            let notoPicture = try picture(offscreen)
            let differing = zip(dejaVuPicture, notoPicture).filter { $0 != $1 }.count
            #expect(differing > 500, "\(differing) bytes differ")
            print("\(text) at 20 px: DejaVu Sans \(dejaVuWidth) px, Noto Sans \(notoWidth) px; \(differing) RGBA bytes differ")
            // Bold was not registered: still DejaVu Sans Bold.
            #expect(measurer.size(of: text, font: Font(size: 20, weight: .bold)).width == dejaVuBoldWidth)

            offscreen.fonts.unregisterFont(for: .regular)
            #expect(measurer.size(of: text, font: font).width == dejaVuWidth)
            #expect(try picture(offscreen) == dejaVuPicture)
        }

        @Test func aFaceRegisteredFromBytesDrawsAsFromItsFile() throws {
            let fromFile = try OffscreenRenderer(pixelWidth: 320, pixelHeight: 40)
            try fromFile.fonts.registerFont(atPath: Self.notoSans, for: .regular)
            let fromBytes = try OffscreenRenderer(pixelWidth: 320, pixelHeight: 40)
            let data = try Data(contentsOf: URL(fileURLWithPath: Self.notoSans))
            try fromBytes.fonts.registerFont(data: data, name: "NotoSans-Regular", for: .regular)
            #expect(fromBytes.textMeasurer.size(of: text, font: font) == fromFile.textMeasurer.size(of: text, font: font))
            #expect(try picture(fromBytes) == picture(fromFile))
        }

        /// Characters the registered face lacks still come from a fallback face.
        @Test func fallbackFacesStillWork() throws {
            let offscreen = try OffscreenRenderer(pixelWidth: 10, pixelHeight: 10)
            try offscreen.fonts.registerFont(atPath: Self.notoSans, for: .regular)
            let runs = try offscreen.fonts.textRuns(of: "1773年", font: font, direction: nil, pixelsPerPoint: 1)
            #expect(runs.map(\.text) == ["1773", "年"])
            #expect(runs.first?.face.path == Self.notoSans)
            #expect(runs.last?.face.path != Self.notoSans && runs.last?.missingScalars == [])
        }

        @Test func aFileThatIsNoFontThrowsAndKeepsTheFace() throws {
            let offscreen = try OffscreenRenderer(pixelWidth: 10, pixelHeight: 10)
            let before = offscreen.textMeasurer.size(of: text, font: font)
            let error = #expect(throws: SDLError.self) {
                try offscreen.fonts.registerFont(atPath: "/etc/hostname", for: .regular)
            }
            #expect(error?.message.isEmpty == false)
            #expect(throws: SDLError.self) {
                try offscreen.fonts.registerFont(data: Data("not a font".utf8), for: .regular)
            }
            #expect(throws: SDLError.self) {
                try offscreen.fonts.registerFont(atPath: "/nonexistent/font.ttf", for: .bold)
            }
            #expect(offscreen.textMeasurer.size(of: text, font: font) == before)
        }
    }
}
