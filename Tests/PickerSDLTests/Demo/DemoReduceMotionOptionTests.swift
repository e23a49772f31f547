import Foundation
import PickerDemoKit
import Testing

/// `--reduce-motion` reaches the pages through their theme and changes nothing the toolbar shows.
@Suite struct DemoReduceMotionOption {
    static let now = Date(timeIntervalSince1970: 0)

    @Test func theFlagTurnsOnTheThemesReducedMotion() throws {
        let options = try DemoOptions.parse(["--page", "datepicker", "--reduce-motion"]).pageOptions(now: Self.now)
        #expect(options.theme.prefersReducedMotion)
        #expect(!options.isDark)
        let dark = try DemoOptions.parse(["--theme", "dark", "--reduce-motion"]).pageOptions(now: Self.now)
        #expect(dark.theme.prefersReducedMotion && dark.isDark)
    }

    @Test func withoutTheFlagMotionIsFull() throws {
        let options = try DemoOptions.parse(["--page", "datepicker"]).pageOptions(now: Self.now)
        #expect(!options.theme.prefersReducedMotion)
        #expect(options.theme == .light)
    }
}
