/// Everything that decides how the pickers look: colours, radii, line widths, fonts and metrics.
/// Widgets read all of it from here; no draw call hard-codes a colour or a size.
public struct Theme: Hashable, Sendable {
    /// The window background behind all widgets.
    public var windowBackground: Color
    /// The inside of a field (a mini picker's ribbon, a text field).
    public var fieldBackground: Color
    /// A field's border.
    public var fieldBorder: Color
    /// The chevrons that mark a mini picker.
    public var chevron: Color
    /// Vertical bars between the segments of a mini picker.
    public var divider: Color
    public var text: Color
    public var secondaryText: Color
    /// Text of values that cannot be chosen.
    public var disabledText: Color
    public var accent: Color
    /// The ring drawn around the widget (or part) that has keyboard focus.
    public var focusRing: Color

    /// Corner radius of a field, in points.
    public var fieldCornerRadius: Double
    /// Border width of a field, in points.
    public var fieldBorderWidth: Double
    /// Width of the bar between mini picker segments, in points.
    public var dividerWidth: Double
    /// Size of a chevron (width and height), in points.
    public var chevronSize: Double
    /// Distance of a chevron from the side of its segment, in points.
    public var chevronInset: Double
    /// Stroke width of a chevron, in points.
    public var chevronLineWidth: Double
    /// Width of the focus ring, in points, and its gap outside the focused shape.
    public var focusRingWidth: Double
    public var focusRingGap: Double

    public var bodyFont: Font
    public var labelFont: Font
    public var titleFont: Font

    /// Text and marks drawn on the accent colour (a selected calendar day).
    public var accentText: Color
    /// The translucent rounded band a wheel picker draws behind its selected rows, across all components.
    public var wheelSelectionBand: Color
    /// Corner radius of the wheel's selection band, in points.
    public var wheelSelectionCornerRadius: Double
    /// Distance of the selection band from the wheel picker's left and right sides, in points.
    public var wheelSelectionInset: Double
    /// Height of a wheel row at the centre of the cylinder, in points, for components whose delegate gives none.
    public var wheelRowHeight: Double
    /// Space left and right of the widest title of a component sized to fit its titles, in points.
    public var wheelRowPadding: Double
    /// Gap between neighbouring wheel components, in points.
    public var wheelComponentSpacing: Double
    /// Opacity of a wheel row at the top and bottom edges of the cylinder (0...1); rows fade to it from 1 at the centre.
    public var wheelEdgeOpacity: Double
    /// The font of wheel row titles.
    public var wheelFont: Font

    /// The band behind selected text in a text field.
    public var textSelection: Color
    /// A text field's placeholder, shown while it is empty.
    public var placeholderText: Color
    /// The space between a text field's border and its text, left and right, in points.
    public var textFieldPadding: Double
    /// The width of a text field's caret, in points (drawn in `accent`).
    public var caretWidth: Double

    /// The edge drawn along the wheel's selection band and along the calendar's range band, so that a
    /// band stands out from what it sits on (3:1) while its fill stays light and the text on it keeps its
    /// contrast. Clear (no edge) by default; every built-in theme sets it.
    public var selectionEdge: Color
    /// Width of ``selectionEdge``, in points.
    public var selectionEdgeWidth: Double
    /// Opacity (0...1) of `secondaryText` for the calendar's days outside the shown month: 0.6 by default;
    /// the built-in themes set as much as keeps those days at text contrast (4.5:1, or 7:1).
    public var outsideMonthDayOpacity: Double

    /// Whether motion is reduced, as with UIKit's `UIAccessibility.isReduceMotionEnabled`: false by default.
    /// On, a fling never bounces or overshoots, and snaps, scroll-backs, animated selections, the
    /// calendar's month slide and a form's picker row take at most ``ScrollTuning/reducedMotionDuration``;
    /// values and reports stay the same. It is on the theme because every widget already reads the theme
    /// from its root, and a host maps the system's setting into it as it maps light or dark.
    public var prefersReducedMotion: Bool

    /// The content-size factor, as UIKit's Dynamic Type or Flutter's `textScaler`: 1 (100%, the default)
    /// to 2 (200%). The theme's fonts, ``wheelRowHeight``, chevrons and border widths already carry it
    /// (see ``setTextSize(_:)``), and widgets scale every other metric that holds text with
    /// ``scaledValue(for:)`` (row, field and cell heights). Set it with
    /// ``setTextSize(_:)`` or ``withTextSize(_:)``, which throw for a factor outside ``textSizeRange``.
    public internal(set) var textSize: Double = 1

    public init(
        windowBackground: Color, fieldBackground: Color, fieldBorder: Color, chevron: Color, divider: Color,
        text: Color, secondaryText: Color, disabledText: Color, accent: Color, focusRing: Color,
        fieldCornerRadius: Double = 10, fieldBorderWidth: Double = 2, dividerWidth: Double = 2,
        chevronSize: Double = 10, chevronInset: Double = 6, chevronLineWidth: Double = 1.5,
        focusRingWidth: Double = 2, focusRingGap: Double = 2,
        bodyFont: Font = Font(size: 17), labelFont: Font = Font(size: 13), titleFont: Font = Font(size: 20, weight: .bold),
        accentText: Color = .white,
        wheelSelectionBand: Color = Color(red: 0.46, green: 0.46, blue: 0.5, alpha: 0.18),
        wheelSelectionCornerRadius: Double = 8, wheelSelectionInset: Double = 6, wheelRowHeight: Double = 34,
        wheelRowPadding: Double = 12, wheelComponentSpacing: Double = 4, wheelEdgeOpacity: Double = 0.15,
        wheelFont: Font = Font(size: 20),
        textSelection: Color = Color(hex: 0x2F61DB, alpha: 0.25), placeholderText: Color = Color(hex: 0x8E8E93),
        textFieldPadding: Double = 10, caretWidth: Double = 2,
        selectionEdge: Color = .clear, selectionEdgeWidth: Double = 1.5, outsideMonthDayOpacity: Double = 0.6,
        prefersReducedMotion: Bool = false
    ) {
        self.windowBackground = windowBackground
        self.fieldBackground = fieldBackground
        self.fieldBorder = fieldBorder
        self.chevron = chevron
        self.divider = divider
        self.text = text
        self.secondaryText = secondaryText
        self.disabledText = disabledText
        self.accent = accent
        self.focusRing = focusRing
        self.fieldCornerRadius = fieldCornerRadius
        self.fieldBorderWidth = fieldBorderWidth
        self.dividerWidth = dividerWidth
        self.chevronSize = chevronSize
        self.chevronInset = chevronInset
        self.chevronLineWidth = chevronLineWidth
        self.focusRingWidth = focusRingWidth
        self.focusRingGap = focusRingGap
        self.bodyFont = bodyFont
        self.labelFont = labelFont
        self.titleFont = titleFont
        self.accentText = accentText
        self.wheelSelectionBand = wheelSelectionBand
        self.wheelSelectionCornerRadius = wheelSelectionCornerRadius
        self.wheelSelectionInset = wheelSelectionInset
        self.wheelRowHeight = wheelRowHeight
        self.wheelRowPadding = wheelRowPadding
        self.wheelComponentSpacing = wheelComponentSpacing
        self.wheelEdgeOpacity = wheelEdgeOpacity
        self.wheelFont = wheelFont
        self.textSelection = textSelection
        self.placeholderText = placeholderText
        self.textFieldPadding = textFieldPadding
        self.caretWidth = caretWidth
        self.selectionEdge = selectionEdge
        self.selectionEdgeWidth = selectionEdgeWidth
        self.outsideMonthDayOpacity = outsideMonthDayOpacity
        self.prefersReducedMotion = prefersReducedMotion
    }

    /// Hashes the few values that tell themes apart (the background, field, text and accent colours, the
    /// field's corner radius and the body font); equality still compares every value. Widgets key their kept
    /// pictures by the theme, and every picture drawn looks its key up: hashing all of a theme's thirty-odd
    /// values each time cost several percent of a frame.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(windowBackground)
        hasher.combine(fieldBackground)
        hasher.combine(text)
        hasher.combine(accent)
        hasher.combine(fieldCornerRadius)
        hasher.combine(bodyFont)
    }

    /// The light look: a white field with a 2 pt mid-grey border and radius 10, chevrons in
    /// rgba(0.18, 0.38, 0.86, 0.8), a grey edge along the wheel's selection band and the calendar's range
    /// band, and an opaque blue focus ring. Every border, chevron, edge and ring is at least 3:1 against
    /// what it sits on, every text at least 4.5:1 (WCAG 2.2 AA, 1.4.11 and 1.4.3).
    public static let light = Theme(
        windowBackground: Color(hex: 0xF2F2F7),
        fieldBackground: .white,
        fieldBorder: Color(hex: 0x86868B),
        chevron: Color(red: 0.18, green: 0.38, blue: 0.86, alpha: 0.8),
        divider: Color(hex: 0x86868B),
        text: Color(hex: 0x1C1C1E),
        secondaryText: Color(hex: 0x6C6C70),
        disabledText: Color(hex: 0xAEAEB2),
        accent: Color(hex: 0x2F61DB),
        focusRing: Color(hex: 0x2F61DB),
        placeholderText: Color(hex: 0x737378),
        selectionEdge: Color(hex: 0x737378),
        outsideMonthDayOpacity: 1)

    /// The same shapes on dark surfaces, with the same contrast: a lighter grey border, divider and
    /// selection edge, and the days outside the shown month at 80% of the secondary text.
    public static let dark = Theme(
        windowBackground: Color(hex: 0x1C1C1E),
        fieldBackground: Color(hex: 0x2C2C2E),
        fieldBorder: Color(hex: 0x7C7C80),
        chevron: Color(red: 0.45, green: 0.62, blue: 1.0, alpha: 0.7),
        divider: Color(hex: 0x7C7C80),
        text: Color(hex: 0xF2F2F7),
        secondaryText: Color(hex: 0xAEAEB2),
        disabledText: Color(hex: 0x636366),
        accent: Color(hex: 0x6E9BFF),
        focusRing: Color(hex: 0x6E9BFF, alpha: 0.9),
        accentText: Color(hex: 0x1C1C1E),
        textSelection: Color(hex: 0x6E9BFF, alpha: 0.35),
        placeholderText: Color(hex: 0x98989D),
        selectionEdge: Color(hex: 0x8E8E93),
        outsideMonthDayOpacity: 0.8)
}
