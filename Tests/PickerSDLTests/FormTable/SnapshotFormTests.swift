import Foundation
import PickerDemoKit
import PickerKit
import SnapshotTesting
import Testing

// Screenshot goldens of the form page, in __Snapshots__/SnapshotFormTests/.
// Re-record with SNAPSHOT_TESTING_RECORD=all (or =missing for new ones), then look at every PNG before committing.

extension SDLTests {
    @Suite struct FormScreenshots {
        init() throws { _ = try SDLTests.library() }

        /// The form page's sample employee, Jane Appleseed, every picker closed: text rows, "03/14/2019" and "-".
        @Test func closedLight() {
            assertShot(.page(.form), named: "closed")
        }

        /// The started-work row clicked: its date picker row open below it, the date in the accent colour.
        @Test func startedWorkPickerOpen() {
            assertShot(.page(.form) { $0.scriptName = "form-open-started.txt" }, named: "started-open")
        }

        /// The picker moving to the ended-work row, caught mid-way: one row shrinking and fading, one growing.
        @Test func pickerMovingMidAnimation() {
            assertShot(.page(.form) { $0.scriptName = "form-mid-open.txt" }, named: "mid-move")
        }

        @Test func startedWorkPickerOpenDark() {
            assertShot(.page(.form) { $0.scriptName = "form-open-started.txt"; $0.theme = .dark; $0.themeName = "dark" }, named: "started-open-dark")
        }

        @Test func startedWorkPickerOpenAtTwiceTheDensity() {
            assertShot(
                .page(.form) { $0.scriptName = "form-open-started.txt"; $0.scale = 2; $0.clip = Rect(x: 110, y: 120, width: 580, height: 420) },
                named: "started-open-2x")
        }

        /// A long address typed at the end of its field: the text scrolled left, the caret in view.
        @Test func longAddressScrolledInItsField() {
            assertShot(.page(.form) { $0.scriptName = "form-long-address.txt" }, named: "long-address")
        }
    }
}
