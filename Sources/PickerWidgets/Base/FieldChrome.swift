import PickerCore

extension Canvas {
    /// Strokes a field's border just inside `frame` (the theme's width, colour and corner radius) and,
    /// when `focusRing` is true, the focus ring `focusRingGap` points outside it: the edge every
    /// field-like widget (mini picker, button, text field) shares.
    func strokeFieldBorder(_ frame: Rect, theme: Theme, focusRing: Bool) {
        let radius = theme.fieldCornerRadius, border = theme.fieldBorderWidth
        strokeRoundedRect(
            frame.insetBy(dx: border / 2, dy: border / 2), cornerRadius: max(0, radius - border / 2),
            lineWidth: border, color: theme.fieldBorder)
        guard focusRing else { return }
        let outset = theme.focusRingGap + theme.focusRingWidth / 2
        strokeRoundedRect(
            frame.insetBy(dx: -outset, dy: -outset), cornerRadius: radius + outset,
            lineWidth: theme.focusRingWidth, color: theme.focusRing)
    }
}
