import Foundation
import PickerDemoKit
import PickerKit
import SnapshotTesting
import Testing

// Screenshot goldens of the datepicker page, in __Snapshots__/SnapshotDatePickerTests/.
// Re-record with SNAPSHOT_TESTING_RECORD=all (or =missing for new ones), then look at every PNG before committing.

extension SDLTests {
    @Suite struct DatePickerScreenshots {
        init() throws { _ = try SDLTests.library() }

        /// The Independence Day picker on 16 December 1773 (the months and days before it greyed) and a
        /// date-and-time picker on 21 November 2026, 9:41 AM.
        @Test func dateAndDateAndTimeLight() {
            assertShot(.page(.datepicker), named: "light-1x")
        }

        @Test func dateAndDateAndTimeDark() {
            assertShot(.page(.datepicker) { $0.theme = .dark; $0.themeName = "dark" }, named: "dark-1x")
        }

        @Test func dateAndDateAndTimeAtTwiceTheDensity() {
            assertShot(.page(.datepicker) { $0.scale = 2; $0.clip = Rect(x: 40, y: 70, width: 720, height: 340) }, named: "light-2x")
        }

        /// Dutch: day, month, year and a 24-hour clock without AM/PM.
        @Test func dutchDark() {
            assertShot(.page(.datepicker) { $0.theme = .dark; $0.themeName = "dark"; $0.locale = "nl_NL" }, named: "dark-nl_NL")
        }

        /// Japanese: year, month, day; kanji from the fallback face beside DejaVu's digits.
        @Test func japanese() {
            assertShot(.page(.datepicker) { $0.locale = "ja_JP" }, named: "ja_JP")
        }

        /// The year turned to 1776: scrolled back to 4 July 1776, August to December and the 5th on greyed.
        @Test func independenceDayAtTheMaximum() {
            assertShot(.page(.datepicker) { $0.scriptName = "datepicker-1776.txt" }, named: "maximum")
        }

        /// Mid-way through that scroll-back: the month and day wheels turning back towards July 4.
        @Test func independenceDayMidScrollBack() {
            assertShot(.page(.datepicker) { $0.scriptName = "datepicker-scroll-back.txt" }, named: "mid-scroll-back")
        }

        @Test func timeMode() {
            assertShot(.page(.datepicker) { $0.scriptName = "datepicker-time.txt" }, named: "time")
        }

        /// Count-down: 0 hours 1 minute, with "0 min" greyed.
        @Test func countDownTimerModeDark() {
            assertShot(.page(.datepicker) { $0.scriptName = "datepicker-timer.txt"; $0.theme = .dark; $0.themeName = "dark" }, named: "timer-dark")
        }

        @Test func yearAndMonthMode() {
            assertShot(.page(.datepicker) { $0.scriptName = "datepicker-month.txt" }, named: "year-and-month")
        }
    }
}
