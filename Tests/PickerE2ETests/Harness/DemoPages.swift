// What the end-to-end tests know of the demo's pages, on either SDL.

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
