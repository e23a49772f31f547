import Foundation
import PickerDemoKit
import PickerKit
import Testing

extension SDLTests {
    /// Redrawing only what changed gives exactly the pixels of redrawing everything: every frame of a
    /// gesture on every page, replayed both ways (`DamageCheck`, also `picker-demo --check-damage`).
    @Suite struct DamageTests {
        init() throws { _ = try SDLTests.library() }

        static let options = PageOptions(
            locale: Locale(identifier: "en_US"), today: DateComponents(year: 2026, month: 11, day: 21),
            timeZone: TimeZone(identifier: "UTC") ?? .current, theme: .light)

        /// The overview: Tab moves a focus ring, a drag on its live month picker, its card's button opens the
        /// mini picker page, a drag there.
        static let overviewScript = """
            fps 60
            0.00 key Tab
            0.10 key Tab
            0.30 down 146 174
            0.40 move 110 174
            0.50 move 80 174
            0.55 up 80 174
            1.20 down 335 126
            1.25 up 335 126
            1.50 down 420 200
            1.60 move 380 200
            1.70 move 300 200
            1.75 up 300 200
            2.60 end
            """

        @Test(arguments: [
            ("overview", "inline"), ("minipicker", "minipicker-mid-fling"), ("minipicker", "minipicker-focus-year"),
            ("calendar", "calendar-mid-slide"), ("calendar", "calendar-focus-slide"), ("wheel", "wheel-mid-fling"), ("odometer", "odometer-mid-spin"),
            ("datepicker", "datepicker-scroll-back"), ("datepicker", "datepicker-drag-and-fling"), ("form", "form-mid-open"), ("form", "form-long-address"),
            ("form", "form-open-fling-close"),
        ])
        func damagedFramesEqualFullFrames(page: String, scriptName: String) throws {
            try check(page: page, scriptName: scriptName, scale: 1)
        }

        @Test func damagedFramesEqualFullFramesAtTwiceTheDensity() throws {
            try check(page: "odometer", scriptName: "odometer-mid-fling", scale: 2)
        }

        /// The form's rows and card move on whole points, which at 2x are two pixels: the same check there.
        @Test func formFramesEqualFullFramesAtTwiceTheDensity() throws {
            try check(page: "form", scriptName: "form-open-fling-close", scale: 2)
        }

        /// Rows that only slide (a fling, the rows below a picker opening or closing) are copied from the
        /// frame before, at 1x and at 2x (where the rows' whole points are two pixels), and give the pixels
        /// of drawing them again; a copy really happens.
        @Test(arguments: ["form-fling", "form-close", "form-open-started"], [1.0, 2.0])
        func slidingFormRowsAreCopiedAndGiveTheFullFramesPixels(scriptName: String, scale: Double) throws {
            let report = try check(page: "form", scriptName: scriptName, scale: scale)
            #expect(report.copiedShare > 0.02, "\(scriptName) at \(scale)x: \(report)")
        }

        /// A panel kept in a texture (a window on an accelerated renderer) cannot copy its pixels: what only
        /// moved is drawn again, with the same pixels.
        @Test func aRetainedPanelRedrawsWhatOnlyMoved() throws {
            let report = try check(page: "form", scriptName: "form-fling", scale: 1, redrawMode: .retainedPanels)
            #expect(report.copiedShare == 0, "\(report)")
        }

        @discardableResult
        private func check(
            page: String, scriptName: String, scale: Double, redrawMode: PanelHost.RedrawMode = .damagedAreas
        ) throws -> DamageCheck.Report {
            let name = try #require(PageName(rawValue: page))
            let text = scriptName == "inline" ? Self.overviewScript : try String(contentsOf: Self.scriptURL(scriptName), encoding: .utf8)
            let script = try InputScript(parsing: text)
            let report = try DamageCheck.run(
                script: script, pixelWidth: Int(800 * scale), pixelHeight: Int(600 * scale), pixelsPerPoint: scale,
                mismatchImages: Self.artifacts.appendingPathComponent("damage-\(scriptName)-\(Int(scale))x").path,
                redrawMode: redrawMode
            ) { measurer in
                try DemoScene(page: name, options: Self.options, textMeasurer: measurer)
            }
            #expect(report.isIdentical, "\(page) \(scriptName): \(report)")
            #expect(report.frames > 5)
            // It did redraw in parts: less than the whole window per frame, on average.
            if redrawMode == .damagedAreas { #expect(report.drawnShare < 0.6, "\(page) \(scriptName): \(report)") }
            return report
        }

        static func scriptURL(_ name: String) -> URL {
            URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Scripts/\(name).txt")
        }

        static let artifacts = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(".build/artifacts")
    }
}
