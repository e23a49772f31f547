import Foundation
import PickerCore

/// One field's row of a ``FormTable``: the field's title, then its value (in right to left the title on
/// the right and the value left of it). A text field's value is a
/// borderless ``TextField`` child that edits in place; a date field's value is a label ("03/14/2019" or
/// "-") and the row itself takes the keyboard focus, Enter or Space opening and closing its picker, Down going
/// into an open one.
///
/// Rows are laid out, hit and drawn by their table; `--dump-layout` shows each as `"kind": "FormRow"`
/// with the field's value (text, or an ISO 8601 date or null) and the text it shows.
public final class FormRow: Widget {
    /// The field's index in the table.
    public let field: Int
    /// The field's key (`name`, `startedWork`).
    public let key: String
    /// The field's name, shown at the start of the row.
    public let title: String
    /// The text field of a text row; nil for a date row.
    public let textField: TextField?
    /// What a date row shows: "MM/dd/yyyy", or "-" without a date.
    public internal(set) var dateText: String = "-" {
        didSet { if dateText != oldValue { setNeedsDisplay() } }
    }
    /// Whether this date row's picker is open (its value is drawn in the accent colour, as iOS does).
    public internal(set) var isPickerOpen = false {
        didSet {
            guard isPickerOpen != oldValue else { return }
            setNeedsDisplay()
            postAccessibilityEvent(.stateChanged(.expanded, isOn: isPickerOpen))
        }
    }
    /// The table, which a date row asks to toggle its picker.
    public internal(set) weak var table: FormTable?
    /// The field's value as the row shows it.
    public internal(set) var value: FormField.Value

    init(tableID: String, field: Int, definition: FormField) {
        self.field = field
        key = definition.key
        title = definition.title
        value = definition.value
        if definition.kind == .text {
            let textField = TextField(id: "\(tableID).\(definition.key).text", text: definition.text ?? "", placeholder: definition.placeholder)
            textField.borderStyle = .none
            textField.accessibilityLabel = definition.title
            self.textField = textField
        } else {
            textField = nil
        }
        super.init(id: "\(tableID).\(definition.key)")
        if let textField { addChild(textField) }
    }

    public override var kind: String { "FormRow" }

    /// Whether the row is a date row.
    public var isDateRow: Bool { textField == nil }

    /// The text the row shows as its value.
    public var valueText: String { textField?.text ?? dateText }

    // MARK: - Layout

    /// Where the value is, in window points: after the title column (left of it in right to left), at
    /// most 200 points wide at 100% text.
    var valueRect: Rect {
        let titleWidth = min(theme.scaledValue(for: 200), max(0, frame.width * 0.36))
        let inset = theme.fieldBorderWidth * 2, endInset = Self.valueColumnEndInset(theme: theme)
        let (start, end) = effectiveLayoutDirection.isRightToLeft
            ? (frame.minX + endInset, frame.maxX - titleWidth) : (frame.minX + titleWidth, frame.maxX - endInset)
        return Rect(x: start, y: frame.minY + inset, width: max(0, end - start), height: max(0, frame.height - 2 * inset))
    }

    public override func layoutChildren() {
        textField?.frame = valueRect
    }

    // MARK: - Keys (date rows)

    public override var isFocusable: Bool { isDateRow }

    public override func key(_ event: KeyEvent) -> Bool {
        guard isDateRow, let table else { return false }
        switch event.key {
        case .enter, .space:
            table.togglePicker(forField: field)
            return true
        case .escape where isPickerOpen:
            table.closePicker()
            return true
        case .down where isPickerOpen:
            // Into the open picker below, as Tab and a controller's down go: its wheels take the arrows.
            guard let picker = table.datePicker(forField: field), let root else { return false }
            return root.focusCandidate(picker.id)
        case .delete, .backspace:
            return table.clearDate(ofField: field)
        default:
            return false
        }
    }

    public override func didGainFocus() {
        setNeedsDisplay()
        table?.scrollFieldIntoView(field)
    }

    public override func didLoseFocus() { setNeedsDisplay() }

    // MARK: - Accessibility

    /// A date row is a push button that opens its picker (expandable); a text row is a table row
    /// holding its entry.
    public override var accessibilityRole: AccessibilityRole { isDateRow ? .pushButton : .tableRow }
    /// The field's title.
    public override var defaultAccessibilityLabel: String { title }
    /// A date row's date as it shows it ("04/14/2019", "-"); nil for a text row (its entry has the text).
    public override var accessibilityValue: String? { isDateRow ? dateText : nil }
    public override var accessibilityStates: AccessibilityStates {
        var states = super.accessibilityStates
        if isDateRow { states.insert(.expandable) }
        if isPickerOpen { states.insert(.expanded) }
        return states
    }
    public override var accessibilityActions: [AccessibilityAction] { isDateRow ? [.click] : [] }
    /// "click" on a date row does what a tap does: focuses the row and opens or closes its picker.
    public override func performAccessibilityAction(_ action: AccessibilityAction, onNode identifier: String) -> Bool {
        guard action == .click, identifier == id, isDateRow, let table else { return false }
        root?.setFocus(self)
        table.togglePicker(forField: field)
        return true
    }

    // MARK: - Drawing

    /// The part of the frame the row's drawing reaches, given the height of a line of the theme's body
    /// text in points: all of it while it or its text field shows a focus ring (the ring's fringe reaches
    /// the edge), else the frame less a point along its top and bottom edges (its lines of text are centred
    /// in it), unless the text is too tall for that.
    func drawnArea(bodyLineHeight: Double) -> Rect {
        guard drawsOnlyText, textField?.font == nil, bodyLineHeight + 2 <= frame.height else { return frame }
        return frame.insetBy(dx: 0, dy: 1)
    }

    /// Whether the row draws nothing but its lines of text, each in its column: no focus ring, its text
    /// field (if any) not being edited.
    var drawsOnlyText: Bool { !showsFocusRing && textField?.isFocused != true }

    /// How far the title starts from the row's leading side, in points.
    static func titleInset(theme: Theme) -> Double { theme.textFieldPadding * 1.6 }

    /// How far the value's column (its text field's frame) ends from the row's trailing side, in points.
    static func valueColumnEndInset(theme: Theme) -> Double { theme.fieldBorderWidth * 8 }

    public override func drawContent(in canvas: Canvas, theme: Theme) {
        let font = theme.bodyFont
        let height = canvas.textMeasurer.lineMetrics(for: font).height
        let top = frame.midY - height / 2
        let padding = theme.textFieldPadding
        let rtl = effectiveLayoutDirection.isRightToLeft
        let titleRect = rtl
            ? Rect(x: valueRect.maxX, y: frame.minY, width: max(0, frame.maxX - valueRect.maxX), height: frame.height)
            : Rect(x: frame.minX, y: frame.minY, width: max(0, valueRect.minX - frame.minX), height: frame.height)
        // Both texts start at their column's leading edge: the left, or the right in right to left.
        func leadingX(_ text: String, in rect: Rect, inset: Double) -> Double {
            rtl ? rect.maxX - inset - canvas.textMeasurer.size(of: text, font: font).width : rect.minX + inset
        }
        canvas.withClip(titleRect) {
            let x = leadingX(title, in: frame, inset: Self.titleInset(theme: theme))
            canvas.drawText(title, style: TextStyle(font: font, color: theme.secondaryText), at: Point(x: x, y: top))
        }
        // The ring: around a focused date row, and around a text row while its text field is edited (the
        // field has no border of its own in a form, and the text's selection is too faint to show focus).
        // A controller typing into the field draws it thicker, as an engaged picker's.
        if showsFocusRing || textField?.isEditing == true {
            let width = textField?.isEngaged == true ? theme.focusRingWidth * 1.5 : theme.focusRingWidth
            let ring = frame.insetBy(dx: theme.focusRingWidth, dy: theme.focusRingWidth / 2 + 1)
            canvas.strokeRoundedRect(ring, cornerRadius: theme.fieldCornerRadius / 2, lineWidth: width, color: theme.focusRing)
        }
        guard isDateRow else { return }
        let color = isPickerOpen ? theme.accent : (dateText == "-" ? theme.placeholderText : theme.text)
        canvas.withClip(valueRect) {
            let x = leadingX(dateText, in: valueRect, inset: padding)
            canvas.drawText(dateText, style: TextStyle(font: font, color: color), at: Point(x: x, y: top))
        }
    }
}
