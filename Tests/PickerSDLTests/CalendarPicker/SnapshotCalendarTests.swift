import Foundation
import PickerDemoKit
import PickerKit
import SnapshotTesting
import Testing

// Screenshot goldens of the calendar page, in __Snapshots__/SnapshotCalendarTests/.
// Re-record with SNAPSHOT_TESTING_RECORD=all (or =missing for new ones), then look at every PNG before committing.

extension SDLTests {
    @Suite struct CalendarScreenshots {
        init() throws { _ = try SDLTests.library() }

        @Test func lightAtRest() {
            assertShot(.page(.calendar), named: "light-1x")
        }

        @Test func darkAtRest() {
            assertShot(.page(.calendar) { $0.theme = .dark; $0.themeName = "dark" }, named: "dark-1x")
        }

        /// The Japanese calendar: the header names the era and year as Foundation writes them, 令和8年.
        @Test func japaneseCalendar() {
            assertShot(.page(.calendar) { $0.locale = "ja_JP@calendar=japanese" }, named: "ja_JP-japanese")
        }

        /// Back across the era boundary with the year chevron: 平成31年, April 2019 (Reiwa began with May).
        @Test func japaneseCalendarAcrossTheEraBoundary() {
            assertShot(.page(.calendar) { $0.locale = "ja_JP@calendar=japanese"; $0.scriptName = "calendar-japanese-era.txt" }, named: "ja_JP-heisei-31")
        }

        /// nl_NL: weeks start on Monday ("ma di wo ..."), Dutch month names, ISO week numbers 44 to 49.
        @Test func dutchLocale() {
            assertShot(.page(.calendar) { $0.locale = "nl_NL" }, named: "nl_NL")
        }

        @Test func lightAtTwiceTheDensity() {
            assertShot(.page(.calendar) { $0.scale = 2; $0.clip = Rect(x: 80, y: 66, width: 420, height: 364) }, named: "light-2x")
        }

        /// Range mode, 9 to 18 November: end circles, the band between them across two weeks, the focus ring on the 18th.
        @Test func rangeSelected() {
            assertShot(.page(.calendar) { $0.scriptName = "calendar-range.txt" }, named: "range")
        }

        /// Held 150 pt to the left: November half out, December half in, the header still on November.
        @Test func midSlideBetweenMonths() {
            assertShot(.page(.calendar) { $0.scriptName = "calendar-mid-slide.txt" }, named: "mid-slide")
        }
    }
}
