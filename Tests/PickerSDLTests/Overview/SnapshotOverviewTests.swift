import Foundation
import PickerDemoKit
import PickerKit
import SnapshotTesting
import Testing

// Screenshot goldens of the overview, the demo's first screen, with its toolbar, in
// __Snapshots__/SnapshotOverviewTests/. Re-record with SNAPSHOT_TESTING_RECORD=all (or =missing for new
// ones), then look at every PNG before committing.

extension SDLTests {
    @Suite struct OverviewScreenshots {
        init() throws { _ = try SDLTests.library() }

        /// Three columns: every widget live at once, the toolbar in the top margin.
        @Test func wideWindowThreeColumns() {
            assertShot(.page(.overview) { $0.showsToolbar = true; $0.size = Size(width: 1280, height: 800) }, named: "1280x800")
        }

        /// One scrolling column (the scroll indicator at the trailing edge).
        @Test func narrowWindowOneColumn() {
            assertShot(.page(.overview) { $0.showsToolbar = true; $0.size = Size(width: 640, height: 480) }, named: "640x480")
        }

        /// Two columns, right to left and dark: the columns, the cards' headings and buttons and the toolbar mirror.
        @Test func rightToLeftDarkTwoColumns() {
            assertShot(
                .page(.overview) {
                    $0.showsToolbar = true; $0.locale = "ar_EG"; $0.theme = .dark; $0.themeName = "dark"
                    $0.size = Size(width: 1024, height: 768)
                },
                named: "ar_EG-dark-1024x768")
        }
    }
}
