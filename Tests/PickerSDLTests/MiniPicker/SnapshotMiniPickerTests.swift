import Foundation
import PickerDemoKit
import PickerKit
import SnapshotTesting
import Testing

// Screenshot goldens of the demo's pages, in __Snapshots__/SnapshotMiniPickerTests/.
// Re-record with SNAPSHOT_TESTING_RECORD=all (or =missing for new ones), then look at every PNG before committing.

extension SDLTests {
    @Suite struct MiniPickerScreenshots {
        init() throws { _ = try SDLTests.library() }

        @Test func lightAtRest() {
            assertShot(.minipicker(), named: "light-1x")
        }

        @Test func darkAtRest() {
            assertShot(.minipicker { $0.theme = .dark; $0.themeName = "dark" }, named: "dark-1x")
        }

        // 2x doubles every pixel: crop to the pickers so the golden stays small and the detail is the point.
        @Test func lightAtTwiceTheDensity() {
            assertShot(.minipicker { $0.scale = 2; $0.clip = Rect(x: 80, y: 20, width: 620, height: 370) }, named: "light-2x")
        }

        @Test func dutchLocale() {
            assertShot(.minipicker { $0.locale = "nl_NL" }, named: "nl_NL")
        }

        @Test func monthMidDrag() {
            assertShot(.minipicker { $0.scriptName = "minipicker-mid-drag.txt" }, named: "mid-drag")
        }

        /// The frame lands 0.33 s after release; the year settles (and --log-events reports 2021) only at about 3.17 s.
        @Test func yearMidFling() {
            assertShot(.minipicker { $0.scriptName = "minipicker-year-fling.txt" }, named: "mid-fling")
        }

        @Test func keyboardFocusOnTheYear() {
            assertShot(.minipicker { $0.scriptName = "minipicker-focus-year.txt" }, named: "focus-year")
        }

        @Test func dayMonthYearDragsOneSegment() {
            assertShot(.minipicker { $0.scriptName = "minipicker-dmy-day-drag.txt" }, named: "dmy-day-drag")
        }

        @Test func weekdayWrapsFromSaturdayToSunday() {
            assertShot(.minipicker { $0.scriptName = "minipicker-weekday-wrap.txt" }, named: "weekday-wrap")
        }

        /// The same scripted shot, rendered twice from scratch, gives the same bytes: what makes goldens possible.
        @Test func scriptedShotIsDeterministic() throws {
            let shot = DemoShot.minipicker { $0.scriptName = "minipicker-year-fling.txt"; $0.scale = 2 }
            let first = try shot.render()
            let second = try shot.render()
            #expect(first.width == 1600 && first.height == 1200)
            #expect(first.rgba == second.rgba)
        }

        /// The strategy notices a small change: a dark border in place of the grey one fails against the
        /// light golden, and leaves an actual and a diff image behind.
        @Test func aChangedBorderColourFails() throws {
            var theme = Theme.light
            theme.fieldBorder = Color(hex: 0x5E5E63)
            let shot = DemoShot.minipicker { $0.theme = theme }
            let reference = try DemoShot.minipicker().render().pngData()
            let diffing = Diffing<Data>.png(tolerance: 2, maxDifferingFraction: 0.001, artifactName: "aChangedBorderColourFails.check")
            let failure = try #require(diffing.diffV2(reference, try shot.render().pngData()))
            #expect(failure.0.contains("pixels differ"))
            #expect(failure.0.contains("snapshot-artifacts/aChangedBorderColourFails.check.diff.png"))
            #expect(FileManager.default.fileExists(
                atPath: SnapshotPaths.artifacts.appendingPathComponent("aChangedBorderColourFails.check.diff.png").path))
            // And the same image passes against itself, bytes or not.
            #expect(diffing.diffV2(reference, reference) == nil)
        }
    }
}
