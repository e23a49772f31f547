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

/// The minipicker page's known state on 2026-11-21 in en_US.
enum MiniPickerPage {
    static let november = 10
    /// English short month names, as the month picker shows them in en_US.
    static let monthNames = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// The month row after dragging the content right by `distance` points on a picker `width` wide
    /// and releasing slowly: one row back per width, snapped to the nearest, bounded at January.
    static func monthRow(afterDragging distance: Double, width: Double) -> Int {
        max(0, min(11, november - Int((distance / width).rounded())))
    }
}
