import Foundation
import PickerDemoKit
import PickerKit
import SnapshotTesting
import Testing

// Screenshot goldens of the wheel (NosePicker) and odometer pages, in __Snapshots__/SnapshotWheelTests/.
// Re-record with SNAPSHOT_TESTING_RECORD=all (or =missing for new ones), then look at every PNG before committing.

extension SDLTests {
    @Suite struct WheelScreenshots {
        init() throws { _ = try SDLTests.library() }

        /// Aquiline and Medium in the band; rows above and below squashed and faded on the cylinder.
        @Test func noseLightAtRest() {
            assertShot(.page(.wheel), named: "light-1x")
        }

        @Test func noseDarkAtRest() {
            assertShot(.page(.wheel) { $0.theme = .dark; $0.themeName = "dark" }, named: "dark-1x")
        }

        @Test func noseLightAtTwiceTheDensity() {
            assertShot(.page(.wheel) { $0.scale = 2; $0.clip = Rect(x: 180, y: 66, width: 440, height: 296) }, named: "light-2x")
        }

        /// 0.11 s after a flick up the shape wheel: between Retrousse and Busque, still turning.
        @Test func noseMidFling() {
            assertShot(.page(.wheel) { $0.scriptName = "wheel-mid-fling.txt" }, named: "mid-fling")
        }

        /// 0.25 s after a hard flick up the shape wheel: past its last row, African, before springing back.
        @Test func noseHardFlingOvershoots() {
            assertShot(.page(.wheel) { $0.scriptName = "wheel-hard-fling-overshoot.txt" }, named: "hard-fling-overshoot")
        }

        /// 004217 on six cyclic wheels, each showing the digits before and after it round the wrap.
        @Test func odometerLightAtRest() {
            assertShot(.page(.odometer), named: "light-1x")
        }

        @Test func odometerDarkAtRest() {
            assertShot(.page(.odometer) { $0.theme = .dark; $0.themeName = "dark" }, named: "dark-1x")
        }

        @Test func odometerLightAtTwiceTheDensity() {
            assertShot(.page(.odometer) { $0.scale = 2; $0.clip = Rect(x: 200, y: 66, width: 400, height: 364) }, named: "light-2x")
        }

        /// One digit wheel flung across the wrap, mid-spin.
        @Test func odometerMidFling() {
            assertShot(.page(.odometer) { $0.scriptName = "odometer-mid-fling.txt" }, named: "mid-fling")
        }

        /// R pressed: every wheel mid-turn towards 082853, each the short way round.
        @Test func odometerMidRandomSpin() {
            assertShot(.page(.odometer) { $0.scriptName = "odometer-mid-spin.txt" }, named: "mid-spin")
        }
    }
}
