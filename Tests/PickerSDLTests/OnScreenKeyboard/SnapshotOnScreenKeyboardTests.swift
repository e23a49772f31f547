import Foundation
import PickerDemoKit
import PickerKit
import SnapshotTesting
import Testing

// Screenshot goldens of the on-screen keyboard over the form page, in __Snapshots__/SnapshotOnScreenKeyboardTests/.
// Re-record with SNAPSHOT_TESTING_RECORD=all (or =missing for new ones), then look at every PNG before committing.

extension SDLTests {
    @Suite struct OnScreenKeyboardScreenshots {
        init() throws { _ = try SDLTests.library() }

        /// "Ann" typed into the name row with a controller: the keyboard under the row at its field's
        /// leading edge, n highlighted in the accent with the focus ring, the row's ring thicker.
        @Test func typingIntoTheFormLight() {
            assertShot(.page(.form) { $0.scriptName = "form-typing.txt" }, named: "typing")
        }

        @Test func typingIntoTheFormDark() {
            assertShot(.page(.form) { $0.scriptName = "form-typing.txt"; $0.theme = .dark; $0.themeName = "dark" }, named: "typing-dark")
        }

        /// At 200% text on 1280x800: bigger keys, made a little smaller so that they fit under the row
        /// instead of covering it.
        @Test func typingIntoTheFormAtTwiceTheTextSize() throws {
            let theme = try Theme.light.withTextSize(2)
            assertShot(
                .page(.form) { $0.scriptName = "form-typing.txt"; $0.theme = theme; $0.size = Size(width: 1280, height: 800) },
                named: "typing-200")
        }

        /// Hebrew: the keyboard lines up with the field's right edge; its Latin keys keep their order.
        @Test func typingIntoTheFormRightToLeft() {
            assertShot(.page(.form) { $0.scriptName = "form-typing.txt"; $0.locale = "he_IL" }, named: "typing-he_IL")
        }
    }
}
