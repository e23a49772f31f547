import Foundation
import PickerDemoPages
import PickerSDL3
import Testing

extension SDL3Tests {
    /// The demo's pages drawn through the SDL 3 host match SDL 2's goldens (Tests/PickerSDLTests/*/__Snapshots__):
    /// the same software backend, the same text layout; only SDL3_ttf's rasterising of a glyph may differ.
    /// Bound: the SDL 2 suite's, at most 0.1% of pixels differing by more than 2 levels in a channel (on SDL 3.2.30
    /// with SDL_ttf 3.2.2 no pixel of these pages differs at all).
    @Suite struct GoldenScreenshotTests {
        struct Shot: CustomStringConvertible {
            var page: PageName
            var golden: String
            var scale = 1.0
            /// The part of the page the golden holds, in points (the 2x goldens are cut to the picker).
            var clip: Rect?
            var description: String { "\(page.rawValue) \(scale)x" }
        }

        static let shots: [Shot] = [
            Shot(page: .calendar, golden: "CalendarPicker/__Snapshots__/SnapshotCalendarTests/lightAtRest.light-1x.png"),
            Shot(
                page: .calendar, golden: "CalendarPicker/__Snapshots__/SnapshotCalendarTests/lightAtTwiceTheDensity.light-2x.png",
                scale: 2, clip: Rect(x: 80, y: 66, width: 420, height: 364)),
            Shot(page: .datepicker, golden: "DatePicker/__Snapshots__/SnapshotDatePickerTests/dateAndDateAndTimeLight.light-1x.png"),
            Shot(
                page: .datepicker, golden: "DatePicker/__Snapshots__/SnapshotDatePickerTests/dateAndDateAndTimeAtTwiceTheDensity.light-2x.png",
                scale: 2, clip: Rect(x: 40, y: 70, width: 720, height: 340)),
            Shot(page: .minipicker, golden: "MiniPicker/__Snapshots__/SnapshotMiniPickerTests/lightAtRest.light-1x.png"),
            Shot(
                page: .minipicker, golden: "MiniPicker/__Snapshots__/SnapshotMiniPickerTests/lightAtTwiceTheDensity.light-2x.png",
                scale: 2, clip: Rect(x: 80, y: 20, width: 620, height: 370)),
            Shot(page: .wheel, golden: "WheelPicker/__Snapshots__/SnapshotWheelTests/noseLightAtRest.light-1x.png"),
            Shot(
                page: .wheel, golden: "WheelPicker/__Snapshots__/SnapshotWheelTests/noseLightAtTwiceTheDensity.light-2x.png",
                scale: 2, clip: Rect(x: 180, y: 66, width: 440, height: 296)),
            Shot(page: .odometer, golden: "WheelPicker/__Snapshots__/SnapshotWheelTests/odometerLightAtRest.light-1x.png"),
            Shot(page: .form, golden: "FormTable/__Snapshots__/SnapshotFormTests/closedLight.closed.png"),
        ]

        /// The root package's SDL 2 tests folder.
        static let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Tests/PickerSDLTests")

        @Test(arguments: shots) func aPageMatchesSDL2sGolden(_ shot: Shot) throws {
            let renderer = try OffscreenRenderer(
                pixelWidth: Int(800 * shot.scale), pixelHeight: Int(600 * shot.scale), pixelsPerPoint: shot.scale)
            let options = PageOptions(today: DateComponents(year: 2026, month: 11, day: 21), showsToolbar: false, scale: shot.scale)
            let scene = try DemoScene(page: shot.page, options: options, textMeasurer: renderer.textMeasurer)
            try renderer.render(scene: scene, now: 0)
            var pixels = try renderer.rgbaBytes()
            var width = Int(800 * shot.scale), height = Int(600 * shot.scale)
            if let clip = shot.clip {
                let x0 = Int(clip.minX * shot.scale), y0 = Int(clip.minY * shot.scale)
                let cut = (Int(clip.width * shot.scale), Int(clip.height * shot.scale))
                var kept: [UInt8] = []
                for y in 0..<cut.1 {
                    let start: Int = ((y0 + y) * width + x0) * 4
                    kept += pixels[start..<(start + cut.0 * 4)]
                }
                pixels = kept
                (width, height) = cut
            }
            let raw = FileManager.default.temporaryDirectory.appendingPathComponent("sdl3-\(shot.page.rawValue)-\(shot.scale).rgba")
            try Data(pixels).write(to: raw)
            defer { try? FileManager.default.removeItem(at: raw) }
            let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Scripts/compare_png.py")
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
            process.arguments = [
                script.path, Self.goldens.appendingPathComponent(shot.golden).path, raw.path, "\(width)", "\(height)", "2",
            ]
            let output = Pipe()
            process.standardOutput = output
            try process.run()
            process.waitUntilExit()
            let words = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self).split(whereSeparator: \.isWhitespace)
            try #require(process.terminationStatus == 0 && words.count == 2, "compare_png.py: \(words)")
            let differing = Double(words[0]) ?? .infinity, total = Double(words[1]) ?? 1
            print("sdl3 \(shot): \(Int(differing)) of \(Int(total)) pixels differ by more than 2 levels")
            #expect(differing / total <= 0.001, "\(shot): \(Int(differing)) pixels differ from SDL 2's golden")
        }
    }
}
