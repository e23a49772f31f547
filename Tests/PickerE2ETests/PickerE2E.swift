import Foundation
import Testing

/// End-to-end tests: the built `picker-demo` in a real window under a private Xvfb, driven by xdotool
/// (mouse) and `--script` (SDL finger events), observed through `--dump-layout`, `--log-events` and
/// `--log-frames` (DESIGN.md sections 4 and 6).
///
/// Serialized: the window tests measure timings (idle CPU, drag velocities) that a neighbour
/// window test would disturb. Missing Xvfb or xdotool fails with a pointer to scripts/test.sh,
/// which installs them; `PICKER_E2E_DISPLAYS=60-69` keeps the X servers to those display numbers.
@Suite(.serialized)
struct PickerE2E {}

extension Demo {
    /// The program the harness (Harness/, shared with the SDL3 package's end-to-end tests) runs.
    static let executableName = "picker-demo"
}
