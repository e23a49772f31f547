import PickerCore

extension CalendarGrid {
    /// Marks what a move of the months (a drag, a tick of their motion) changed, after it: the months'
    /// strip only slid, so its pixels are moved (`scrollRect(_:by:)`, a host that holds the last frame
    /// copies them) by the whole points the ribbon moved since the window last showed it (``shownRibbon``),
    /// and the move marks the band it uncovers. A move as wide as the strip, a grid whose width changed, or
    /// one never drawn marks the whole strip.
    func monthsDidMove() {
        guard let points = ribbonPoints else { return }
        let strip = monthsStrip
        let width = frame.width
        defer { shownRibbon = (points, width) }
        guard let shown = shownRibbon, shown.width == width else {
            setNeedsDisplay(in: strip)
            return
        }
        // The ribbon moving towards later months moves the months left (right in right to left).
        let dx = (isRightToLeft ? 1.0 : -1.0) * (points - shown.points)
        guard dx != 0 else { return }
        guard abs(dx) < strip.width else {
            setNeedsDisplay(in: strip)
            return
        }
        scrollRect(strip, by: Point(x: dx, y: 0))
    }
}
