extension Theme {
    /// The light look with more contrast, for WCAG 2.2 AA with room to spare: near-black text (at least
    /// 7:1 on what it sits on), dark grey borders and dividers, a navy accent for chevrons, the selected
    /// and today days and an opaque focus ring (each at least 4.5:1), and a navy edge along the wheel's
    /// selection band and the calendar's range band.
    public static let highContrastLight = Theme(
        windowBackground: Color(hex: 0xF2F2F7),
        fieldBackground: .white,
        fieldBorder: Color(hex: 0x545458),
        chevron: Color(hex: 0x0A2878),
        divider: Color(hex: 0x545458),
        text: .black,
        secondaryText: Color(hex: 0x3A3A3C),
        disabledText: Color(hex: 0x6C6C70),
        accent: Color(hex: 0x0A2878),
        focusRing: Color(hex: 0x0A2878),
        accentText: .white,
        wheelSelectionBand: Color(hex: 0x0A2878, alpha: 0.1),
        textSelection: Color(hex: 0x0A2878, alpha: 0.2),
        placeholderText: Color(hex: 0x48484A),
        selectionEdge: Color(hex: 0x0A2878),
        outsideMonthDayOpacity: 1)

    /// The dark look with more contrast: white text on black and near-black fields, light grey borders
    /// and dividers, a pale blue accent for chevrons, the selected and today days and an opaque focus
    /// ring, and a pale blue edge along the wheel's selection band and the calendar's range band.
    public static let highContrastDark = Theme(
        windowBackground: .black,
        fieldBackground: Color(hex: 0x1C1C1E),
        fieldBorder: Color(hex: 0x98989D),
        chevron: Color(hex: 0xADC8FF),
        divider: Color(hex: 0x98989D),
        text: .white,
        secondaryText: Color(hex: 0xD1D1D6),
        disabledText: Color(hex: 0x8E8E93),
        accent: Color(hex: 0xADC8FF),
        focusRing: Color(hex: 0xADC8FF),
        accentText: .black,
        wheelSelectionBand: Color(hex: 0xADC8FF, alpha: 0.16),
        textSelection: Color(hex: 0xADC8FF, alpha: 0.3),
        placeholderText: Color(hex: 0xC7C7CC),
        selectionEdge: Color(hex: 0xADC8FF),
        outsideMonthDayOpacity: 1)
}
