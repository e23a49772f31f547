import PickerCore

extension Canvas {
    /// Strokes a field's border just inside `frame` (the theme's width, colour and corner radius) and,
    /// when `focusRing` is true, the focus ring `focusRingGap` points outside it: the edge every
    /// field-like widget (mini picker, button, text field) shares. An `engaged` ring (a controller turns
    /// the field) fills the gap too, so it reads thicker without drawing further out.
    func strokeFieldBorder(_ frame: Rect, theme: Theme, focusRing: Bool, engaged: Bool = false) {
        let radius = theme.fieldCornerRadius, border = theme.fieldBorderWidth
        strokeRoundedRect(
            frame.insetBy(dx: border / 2, dy: border / 2), cornerRadius: max(0, radius - border / 2),
            lineWidth: border, color: theme.fieldBorder)
        guard focusRing else { return }
        let width = engaged ? theme.focusRingGap + theme.focusRingWidth : theme.focusRingWidth
        let outset = theme.focusRingGap + theme.focusRingWidth - width / 2
        strokeRoundedRect(
            frame.insetBy(dx: -outset, dy: -outset), cornerRadius: radius + outset,
            lineWidth: width, color: theme.focusRing)
    }
}
