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
            ("form", "form-open-fling-close"), ("form", "form-edit-drag"),
        ])
        func damagedFramesEqualFullFrames(page: String, scriptName: String) throws {
            try check(page: page, scriptName: scriptName, scale: 1)
        }

        @Test func damagedFramesEqualFullFramesAtTwiceTheDensity() throws {
            try check(page: "odometer", scriptName: "odometer-mid-fling", scale: 2)
        }

        /// The form's rows and card move on whole points, which at 2x are two pixels: the same check there.
        /// At 30 frames a second: the 12-second gesture's 360 frames at 2x, each compared whole, cover the
        /// opening, the fling into the end and the closing as 60 do (which the 1x run replays), for half the time.
        @Test func formFramesEqualFullFramesAtTwiceTheDensity() throws {
            let script = try String(contentsOf: Self.scriptURL("form-open-fling-close"), encoding: .utf8)
            try check(page: "form", scriptName: "form-open-fling-close", scale: 2, text: Self.at30FramesASecond(script))
        }

        /// Rows that only slide (a fling, the rows below a picker opening or closing) are copied from the
        /// frame before, at 1x and at 2x (where the rows' whole points are two pixels), and give the pixels
        /// of drawing them again; a copy really happens.
        @Test(arguments: ["form-fling", "form-close", "form-open-started"], [1.0, 2.0])
        func slidingFormRowsAreCopiedAndGiveTheFullFramesPixels(scriptName: String, scale: Double) throws {
            let report = try check(page: "form", scriptName: scriptName, scale: scale)
            #expect(report.copiedShare > 0.02, "\(scriptName) at \(scale)x: \(report)")
        }

        /// The on-screen keyboard draws over everything: shown, its highlight moving, keys typed, rows copied
        /// under it while it follows its field, and taken away, every frame drawn from damage is the full frame.
        /// Rows copied under it also at 2x, where their whole points are two pixels.
        @Test(arguments: zip(["form-typing", "form-typing-scroll", "form-typing-scroll"], [1.0, 1.0, 2.0]))
        func theOnScreenKeyboardsFramesEqualFullFrames(scriptName: String, scale: Double) throws {
            try check(page: "form", scriptName: scriptName, scale: scale)
        }

        /// The months of a sliding calendar are copied from the frame before, at 1x and at 2x (where their
        /// whole points are two pixels), and give the pixels of drawing them again: held mid-slide, let go
        /// and sliding on, with a focus ring and a chosen day cut by the strip's top, a range's band and
        /// numbers cut by its sides; a copy really happens.
        @Test(arguments: ["calendar-mid-slide", "calendar-focus-slide", "calendar-edge-slide", "calendar-range-slide"], [1.0, 2.0])
        func slidingCalendarMonthsAreCopiedAndGiveTheFullFramesPixels(scriptName: String, scale: Double) throws {
            let report = try check(page: "calendar", scriptName: scriptName, scale: scale)
            #expect(report.copiedShare > 0.02, "\(scriptName) at \(scale)x: \(report)")
            // Far less than the strip (a quarter of the window) is drawn again in a slide.
            #expect(report.drawnShare < 0.1, "\(scriptName) at \(scale)x: \(report)")
        }

        /// The same in right to left (Arabic: the next month comes in from the left), the gestures mirrored.
        @Test(arguments: ["calendar-focus-slide", "calendar-range-slide"], [1.0, 2.0])
        func slidingCalendarMonthsAreCopiedInRightToLeft(scriptName: String, scale: Double) throws {
            var options = Self.options
            options.locale = Locale(identifier: "ar_EG")
            let script = try String(contentsOf: Self.scriptURL(scriptName), encoding: .utf8)
            let report = try check(page: "calendar", scriptName: scriptName, scale: scale, options: options, text: Self.mirrored(script))
            #expect(report.copiedShare > 0.02, "\(scriptName) at \(scale)x: \(report)")
        }

        /// The form's rows in right to left (titles on the right), copied as they slide and cross the card's
        /// ends, give the pixels of drawing them again, at 1x and 2x.
        @Test(arguments: [1.0, 2.0])
        func slidingFormRowsAreCopiedInRightToLeft(scale: Double) throws {
            var options = Self.options
            options.locale = Locale(identifier: "ar_EG")
            let script = try String(contentsOf: Self.scriptURL("form-fling"), encoding: .utf8)
            let report = try check(page: "form", scriptName: "form-fling", scale: scale, options: options, text: Self.mirrored(script))
            #expect(report.copiedShare > 0.02, "\(report)")
        }

        /// `script` replayed at 30 frames a second instead of its own rate.
        static func at30FramesASecond(_ script: String) -> String {
            script.split(separator: "\n", omittingEmptySubsequences: false)
                .map { $0.hasPrefix("fps ") ? "fps 30" : String($0) }.joined(separator: "\n")
        }

        /// `script` with every pointer's x mirrored in the 800-point-wide window.
        static func mirrored(_ script: String) -> String {
            script.split(separator: "\n", omittingEmptySubsequences: false).map { line in
                var words = line.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
                if words.count >= 4, ["down", "move", "up"].contains(words[1]), let x = Double(words[2]) {
                    words[2] = String(800 - x)
                }
                return words.joined(separator: " ")
            }.joined(separator: "\n")
        }

        @discardableResult
        private func check(
            page: String, scriptName: String, scale: Double, redrawMode: PanelStack.RedrawMode = .damagedAreas,
            options: PageOptions = Self.options, text: String? = nil
        ) throws -> DamageCheck.Report {
            let name = try #require(PageName(rawValue: page))
            let text = try text ?? (scriptName == "inline" ? Self.overviewScript : String(contentsOf: Self.scriptURL(scriptName), encoding: .utf8))
            let script = try InputScript(parsing: text)
            let report = try DamageCheck.run(
                script: script, pixelWidth: Int(800 * scale), pixelHeight: Int(600 * scale), pixelsPerPoint: scale,
                mismatchImages: Self.artifacts.appendingPathComponent("damage-\(scriptName)-\(options.locale.identifier)-\(Int(scale))x").path,
                redrawMode: redrawMode
            ) { measurer in
                try DemoScene(page: name, options: options, textMeasurer: measurer)
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
