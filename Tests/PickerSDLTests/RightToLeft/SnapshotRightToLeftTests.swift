import Foundation
import PickerDemoKit
import PickerKit
import SnapshotTesting
import Testing

// Screenshot goldens in right-to-left locales, in __Snapshots__/SnapshotRightToLeftTests/: text shaped
// and in visual order (FriBidi, HarfBuzz), layouts mirrored. Re-record with SNAPSHOT_TESTING_RECORD=missing,
// then look at every PNG before committing.

extension SDLTests {
    @Suite struct RightToLeftScreenshots {
        init() throws { _ = try SDLTests.library() }

        @Test(arguments: [("he_IL", "light"), ("he_IL", "dark"), ("ar_EG", "light"), ("ar_EG", "dark"), ("fa_IR", "light"), ("fa_IR", "dark")])
        func calendar(locale: String, theme: String) {
            assertShot(.page(.calendar) { $0.locale = locale; Self.apply(theme, to: &$0) }, named: "calendar-\(locale)-\(theme)")
        }

        @Test(arguments: [("he_IL", "light"), ("he_IL", "dark"), ("ar_EG", "light"), ("ar_EG", "dark"), ("fa_IR", "light"), ("fa_IR", "dark")])
        func datePicker(locale: String, theme: String) {
            assertShot(.page(.datepicker) { $0.locale = locale; Self.apply(theme, to: &$0) }, named: "datepicker-\(locale)-\(theme)")
        }

        @Test(arguments: [("he_IL", "light"), ("he_IL", "dark"), ("ar_EG", "light"), ("ar_EG", "dark"), ("fa_IR", "light"), ("fa_IR", "dark")])
        func miniPickers(locale: String, theme: String) {
            assertShot(.minipicker { $0.locale = locale; Self.apply(theme, to: &$0) }, named: "minipicker-\(locale)-\(theme)")
        }

        static func apply(_ theme: String, to shot: inout DemoShot) {
            guard theme == "dark" else { return }
            shot.theme = .dark
            shot.themeName = "dark"
        }
    }
}
