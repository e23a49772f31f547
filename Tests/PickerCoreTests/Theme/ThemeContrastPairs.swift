@testable import PickerCore

/// One colour the widgets draw on another, with the colours as drawn (translucent ones composited over
/// what they sit on), named by where it appears.
struct ContrastPair {
    enum Kind: String {
        /// Text: WCAG 1.4.3 asks 4.5:1 (1.4.6, 7:1, for the high-contrast themes).
        case text
        /// A mark that identifies a control or its state: WCAG 1.4.11 asks 3:1 (4.5:1 for the high-contrast themes).
        case indicator
    }

    var name: String
    var kind: Kind
    var foreground: Color
    var background: Color

    var ratio: Double { foreground.contrastRatio(with: background) }
}

extension ContrastPair {
    /// Every text/background and indicator/background pair the widgets in PickerWidgets draw with `theme`,
    /// read from their drawing code. Left out: disabled text (WCAG exempts inactive controls), the faded rows
    /// towards a wheel's edges (the selected row at its centre carries the value), the form card's hairlines
    /// (the rows inside carry their own marks) and a mini picker's focused-segment tint against the field
    /// (the bar drawn on it in `focusRing` marks the segment).
    static func all(in theme: Theme) -> [ContrastPair] {
        let window = theme.windowBackground, field = theme.fieldBackground.composited(over: window)
        let bandOnWindow = theme.wheelSelectionBand.composited(over: window)
        let bandOnField = theme.wheelSelectionBand.composited(over: field)
        let rangeBand = theme.accent.multiplyingAlpha(by: 0.2).composited(over: window)
        let segmentTint = theme.focusRing.multiplyingAlpha(by: 0.12).composited(over: field)
        let pressedButton = theme.accent.multiplyingAlpha(by: 0.08).composited(over: theme.fieldBackground).composited(over: window)
        let outsideMonthDay = theme.secondaryText.multiplyingAlpha(by: min(1, max(0, theme.outsideMonthDayOpacity)))
        let hasEdge = theme.selectionEdge.alpha > 0
        // With an edge, the edge marks a band; without one, only its fill does.
        let bandMarkOnWindow = hasEdge ? theme.selectionEdge.composited(over: window) : bandOnWindow
        let bandMarkOnField = hasEdge ? theme.selectionEdge.composited(over: field) : bandOnField
        let rangeMark = hasEdge ? theme.selectionEdge.composited(over: window) : rangeBand

        var pairs = [
            text("text on the field (mini picker, text field, form value)", theme.text, field),
            text("text on a mini picker's focused segment", theme.text, segmentTint),
            text("text field: selected text on its selection", theme.text, theme.textSelection.composited(over: field)),
            text("text field placeholder on the field", theme.placeholderText, field),
            text("text on the window (calendar day, wheel row)", theme.text, window),
            text("wheel: selected row on the band, on the window", theme.text, bandOnWindow),
            text("wheel: selected row on the band, on the field (form picker row)", theme.text, bandOnField),
            text("calendar: day in a range on the range band", theme.text, rangeBand),
            text("calendar: day outside the shown month on the window", outsideMonthDay.composited(over: window), window),
            text("secondary text on the window (weekdays, week numbers)", theme.secondaryText, window),
            text("secondary text on the field (form row title)", theme.secondaryText, field),
            text("calendar: selected day's number on its circle", theme.accentText, theme.accent),
            text("calendar: today's number on the window", theme.accent, window),
            text("accent text on the field (button title, open form date)", theme.accent, field),
            text("button: title on its pressed fill", theme.accent, pressedButton),

            indicator("field border against the window", theme.fieldBorder, window),
            indicator("field border against the field", theme.fieldBorder, field),
            indicator("mini picker: chevron on the field", theme.chevron.composited(over: field), field),
            indicator("mini picker: divider on the field", theme.divider, field),
            indicator("wheel: selection band against the window", bandMarkOnWindow, window),
            indicator("wheel: selection band against the field (form picker row)", bandMarkOnField, field),
            indicator("calendar: selected day's circle against the window", theme.accent, window),
            indicator("calendar: today's ring against the window", theme.accent, window),
            indicator("calendar: range band against the window", rangeMark, window),
            indicator("focus ring against the window", theme.focusRing.composited(over: window), window),
            indicator("focus ring against the field (form row)", theme.focusRing.composited(over: field), field),
            indicator("wheel: focus ring on the selection band", theme.focusRing.composited(over: bandOnWindow), bandOnWindow),
            indicator("text field: caret on the field", theme.accent, field),
            indicator("mini picker: focused segment's bar on its tint", theme.focusRing.composited(over: segmentTint), segmentTint),
        ]
        if hasEdge {
            pairs += [
                indicator("wheel: selection edge against the band", theme.selectionEdge.composited(over: bandOnWindow), bandOnWindow),
                indicator("calendar: range edge against the range band", theme.selectionEdge.composited(over: rangeBand), rangeBand),
            ]
        }
        return pairs
    }

    private static func text(_ name: String, _ foreground: Color, _ background: Color) -> ContrastPair {
        ContrastPair(name: name, kind: .text, foreground: foreground, background: background)
    }

    private static func indicator(_ name: String, _ foreground: Color, _ background: Color) -> ContrastPair {
        ContrastPair(name: name, kind: .indicator, foreground: foreground, background: background)
    }
}
