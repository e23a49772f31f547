import Foundation
import PickerCore

/// A form: a vertically scrolling table of rows, each a field's name and value, where
/// a tap (click, or Enter or Space on the focused row) on a date row opens a date picker row directly
/// below it, animated (height and fade together), and a second tap closes it.
///
/// - Text rows edit in place (a borderless ``TextField`` per row). Starting to edit one closes an open
///   picker. Each row owns its text field, so nothing typed is lost when pickers open, close or move.
/// - Date rows show `MM/dd/yyyy`, or "-" without a date, and cannot be typed into. Each date field has
///   its own ``DatePicker`` (mode `.date`); when the wheels settle on a new date the row's label changes.
///   A field's ``FormField/notBeforeField`` limits its picker (minimum) and the other field's (maximum).
/// - The table scrolls with the motion core (``/PickerCore/ContentScroller``): drag, fling, rubber band, mouse wheel
///   and touch. A picker that opens near the bottom is scrolled fully into view.
///
/// The row model is ``/PickerCore/FormTableModel`` and the animated heights ``/PickerCore/FormTableLayout``: no clock is
/// read, every frame follows from the times of events and ticks. Changes are reported to ``onValueChanged``
/// and to the root's listeners (the demo's `--log-events`: `{"widget": "form", "kind": "FormTable", "field": "name", "value": ...}`).
public final class FormTable: Widget {
    /// The fields, with their current values.
    public private(set) var fields: [FormField]
    /// Which picker is open, and what each visible row shows.
    public private(set) var model: FormTableModel
    /// The animated row heights.
    var rowLayout: FormTableLayout
    /// The field rows' height at 100% text, as given to `init`.
    let unscaledRowHeight: Double
    /// The vertical scrolling.
    var scroller: ContentScroller
    /// One row per field.
    public let rows: [FormRow]
    /// The picker rows, by date field (attached to the tree only while open or closing).
    public let pickerRows: [Int: FormPickerRow]
    /// Called once per change the user makes to a field, with the field and its new value (its index is
    /// ``field(forKey:)`` of its key).
    public var onValueChanged: ((FormField) -> Void)?
    /// The format of date rows: "MM/dd/yyyy" in the table's calendar and time zone.
    let dateFormatter: DateFormatter
    /// The newest time seen in events and ticks, in seconds.
    var now = 0.0
    /// The pointers the table follows, see `FormTable+Input.swift`.
    var gestures: [PointerID: Gesture] = [:]
    /// The card as the rows were last laid out (what the last frame shows, until the next layout).
    var laidOutCard: Rect = .zero

    /// A table of `fields`, every picker closed.
    /// - Parameters:
    ///   - id: the table's id; rows are `id.key`, text fields `id.key.text`, picker rows `id.key.picker`
    ///     and their date pickers `id.key.date`.
    ///   - fields: the fields from top to bottom (at least one; keys unique).
    ///   - pickerDate: what a date field without a date shows when its picker opens (pass "today";
    ///     the table reads no clock).
    ///   - locale: the language and region of the pickers.
    ///   - calendar: the calendar of the pickers and the labels.
    ///   - timeZone: the zone of the pickers and the labels (nil: the calendar's).
    ///   - rowHeight: the height of a field row, in points at 100% text; the table lays its rows out this
    ///     much times the theme's ``/PickerCore/Theme/textSize``.
    ///   - pickerRowHeight: the height of an open picker row, in points (UIDatePicker's 216).
    /// - Throws: `PickerError.invalidConfiguration` for no fields, duplicate keys, a `notBeforeField` that
    ///   is not another date field, dates in the wrong order, or heights that are not positive.
    public init(
        id: String, fields: [FormField], pickerDate: Date, locale: Locale = Locale(identifier: "en_US"),
        calendar: Calendar = Calendar(identifier: .gregorian), timeZone: TimeZone? = nil,
        rowHeight: Double = 44, pickerRowHeight: Double = 216
    ) throws {
        try Self.validate(fields: fields, rowHeight: rowHeight, pickerRowHeight: pickerRowHeight)
        let zone = timeZone ?? calendar.timeZone
        self.fields = fields
        model = FormTableModel(fields: fields.map(\.kind))
        rowLayout = FormTableLayout(fieldCount: fields.count, fieldRowHeight: rowHeight, pickerRowHeight: pickerRowHeight)
        unscaledRowHeight = rowHeight
        scroller = ContentScroller(viewportLength: 0, contentLength: Double(fields.count) * rowHeight)
        dateFormatter = DateFormatter()
        dateFormatter.locale = Locale(identifier: "en_US_POSIX")
        dateFormatter.calendar = calendar
        dateFormatter.timeZone = zone
        dateFormatter.dateFormat = "MM/dd/yyyy"
        rows = fields.enumerated().map { FormRow(tableID: id, field: $0.offset, definition: $0.element) }
        var pickerRows: [Int: FormPickerRow] = [:]
        for (index, field) in fields.enumerated() where field.kind == .date {
            let picker = try DatePicker(
                id: "\(id).\(field.key).date", mode: .date, date: field.date ?? pickerDate, locale: locale,
                calendar: calendar, timeZone: zone)
            picker.accessibilityLabel = field.title
            pickerRows[index] = FormPickerRow(
                id: "\(id).\(field.key).picker", field: index, datePicker: picker, pickerHeight: pickerRowHeight)
        }
        self.pickerRows = pickerRows
        localeDirection = LayoutDirection(locale: locale)
        super.init(id: id)
        for row in rows {
            row.table = self
            addChild(row)
            connect(row)
        }
        for (field, pickerRow) in pickerRows {
            pickerRow.datePicker.onValueChanged = { [weak self] date in self?.pickerDidSettle(on: date, field: field) }
        }
        applyDateLimits()
        for field in fields.indices { refreshRow(field) }
    }

    private static func validate(fields: [FormField], rowHeight: Double, pickerRowHeight: Double) throws {
        guard !fields.isEmpty else { throw PickerError.invalidConfiguration("FormTable: at least one field is needed") }
        guard rowHeight > 0, rowHeight.isFinite, pickerRowHeight > 0, pickerRowHeight.isFinite else {
            throw PickerError.invalidConfiguration(
                "FormTable: row heights must be positive (got \(rowHeight) and \(pickerRowHeight))")
        }
        let keys = fields.map(\.key)
        guard Set(keys).count == keys.count else {
            throw PickerError.invalidConfiguration("FormTable: field keys must be unique (got \(keys))")
        }
        for field in fields {
            guard let other = field.notBeforeField else { continue }
            guard field.kind == .date, other != field.key, let earlier = fields.first(where: { $0.key == other }),
                  earlier.kind == .date
            else {
                throw PickerError.invalidConfiguration(
                    "FormTable: \(field.key).notBeforeField must name another date field (got \(other))")
            }
            if let start = earlier.date, let end = field.date, end < start {
                throw PickerError.invalidConfiguration("FormTable: \(field.key) is before \(other)")
            }
        }
    }

    private func connect(_ row: FormRow) {
        guard let textField = row.textField else { return }
        let field = row.field
        // The row draws the ring of its text field while it is edited: it redraws when that starts and ends.
        textField.onBeginEditing = { [weak self, weak row] in
            row?.setNeedsDisplay()
            self?.textFieldDidBeginEditing(field)
        }
        textField.onEndEditing = { [weak row] in row?.setNeedsDisplay() }
        textField.onValueChanged = { [weak self] text in self?.textDidChange(text, field: field) }
        textField.onReturn = { [weak self] in self?.root?.moveFocus(forward: true) }
    }

    public override var kind: String { "FormTable" }

    /// The direction of the table's locale: in right to left the titles are on the right.
    private let localeDirection: LayoutDirection
    public override var naturalLayoutDirection: LayoutDirection? { localeDirection }

    // MARK: - Widget (the work is in FormTable+Layout, +Input and +Drawing)

    public override var acceptsPointer: Bool { true }
    public override func layoutChildren() { layoutRows(copyingMovedRows: false) }
    public override func tick(now: Double) { advance(to: now) }

    public override func didMoveToRoot() {
        applyThemeSettings()
        super.didMoveToRoot()
    }

    public override func themeDidChange() {
        applyThemeSettings()
        super.themeDidChange()
    }

    /// Copies the theme's reduced motion into the scroller and the picker rows' heights, and sizes the
    /// field rows for its text size.
    private func applyThemeSettings() {
        scroller.prefersReducedMotion = theme.prefersReducedMotion
        rowLayout.prefersReducedMotion = theme.prefersReducedMotion
        let rowHeight = theme.scaledValue(for: unscaledRowHeight)
        if rowLayout.fieldRowHeight != rowHeight {
            rowLayout.fieldRowHeight = rowHeight
            layoutChildren()
        }
    }
    public override var isAnimating: Bool { rowsAreAnimating }
    public override func hitTest(_ point: Point) -> Widget? { hitTestRows(point) }
    public override func pointerDown(_ event: PointerEvent) -> Bool { handlePointerDown(event) }
    public override func pointerMoved(_ event: PointerEvent) { handlePointerMoved(event) }
    public override func setNeedsDisplayForPointerMove() { setNeedsDisplayForGestureMove() }
    /// A press or release shows no highlight: what it changes (the rows a stopped scroll or a tap moves,
    /// a text field it is handed to, a date row's value) is marked where it changes.
    public override func setNeedsDisplayForPointerPress() {}
    public override func pointerUp(_ event: PointerEvent) { handlePointerUp(event) }
    public override func pointerCancelled(_ event: PointerEvent) { handlePointerCancelled(event) }
    public override func scroll(_ event: ScrollEvent) -> Bool { handleScroll(event) }
    public override func draw(in canvas: Canvas, theme: Theme) { drawTable(in: canvas, theme: theme) }

    // MARK: - Values

    /// The index of the field whose key is `key`, or nil.
    public func field(forKey key: String) -> Int? { fields.firstIndex { $0.key == key } }

    /// The date picker of the date field `field`, or nil for a text field.
    public func datePicker(forField field: Int) -> DatePicker? { pickerRows[field]?.datePicker }

    /// Sets the text of the text field `field` from code (not reported, as in UIKit).
    public func setText(_ text: String, forField field: Int) {
        guard fields.indices.contains(field), fields[field].kind == .text else { return }
        rows[field].textField?.text = text
        fields[field].value = .text(text)
        refreshRow(field)
    }

    /// Sets the date of the date field `field` from code (nil: none), moving its picker (not reported).
    /// - Throws: `PickerError.invalidConfiguration` when the date breaks a `notBeforeField` order; nothing changes.
    public func setDate(_ date: Date?, forField field: Int) throws {
        guard fields.indices.contains(field), fields[field].kind == .date else { return }
        var changed = fields
        changed[field].value = .date(date)
        for other in changed where other.kind == .date {
            guard let earlierKey = other.notBeforeField, let earlier = changed.first(where: { $0.key == earlierKey }) else { continue }
            if let start = earlier.date, let end = other.date, end < start {
                throw PickerError.invalidConfiguration("FormTable: \(other.key) would be before \(earlierKey)")
            }
        }
        fields = changed
        applyDateLimits()
        if let date { datePicker(forField: field)?.setDate(date, animated: false) }
        refreshRow(field)
    }

    /// Clears the optional date field `field` back to none as the user's change (Delete or Backspace on
    /// its row): its picker closes, the limits it set on other pickers go, and the change is reported
    /// (`"value": null`). Returns false, changing nothing, for a text field, a date field that is not
    /// optional, or one that is already empty.
    @discardableResult
    public func clearDate(ofField field: Int) -> Bool {
        guard fields.indices.contains(field), fields[field].isOptional, fields[field].date != nil else { return false }
        if openPickerField == field { closePicker() }
        fields[field].value = .date(nil)
        applyDateLimits()
        refreshRow(field)
        reportChange(of: field)
        return true
    }

    /// Shows a field's current value in its row.
    func refreshRow(_ field: Int) {
        let row = rows[field]
        switch fields[field].value {
        case .text:
            break
        case .date(let date):
            row.dateText = date.map(dateFormatter.string(from:)) ?? "-"
        }
        row.value = fields[field].value
    }

    // MARK: - Pickers

    /// The date field whose picker is open, or nil.
    public var openPickerField: Int? { model.openPickerField }

    /// Opens the picker of the date field `field` below its row, or closes it when open; another open
    /// picker closes at the same time. Animated from the latest event or frame time. Nothing for a text field.
    public func togglePicker(forField field: Int) {
        guard fields.indices.contains(field) else { return }
        apply(model.togglePicker(forField: field))
    }

    /// Closes the open picker, if any (animated).
    public func closePicker() {
        apply(model.closePicker())
    }

    /// Starts the animation of a change of the row model and scrolls an opened picker into view.
    func apply(_ update: FormTableUpdate) {
        guard !update.isEmpty else { return }
        rowLayout.setOpenPickerField(model.openPickerField, at: now)
        for row in rows { row.isPickerOpen = row.field == model.openPickerField }
        if let field = model.openPickerField { revealPicker(ofField: field) }
        if let focused = root?.focusedWidget,
           let closing = pickerRows.first(where: { $0.key != model.openPickerField && focused.isDescendant(of: $0.value) })
        {
            // The keyboard was on a closing picker's wheels: it goes back to the picker's date row.
            root?.setFocus(rows[closing.key])
        }
        // What the change shows is marked where it happens: the date rows' colours, the picker rows and
        // the rows they move (as the animation runs), the focus.
        layoutRows()
        postAccessibilityEvent(.childrenChanged)
    }

    // MARK: - Changes from the rows

    func textFieldDidBeginEditing(_ field: Int) {
        closePicker()
        scrollFieldIntoView(field)
    }

    func textDidChange(_ text: String, field: Int) {
        fields[field].value = .text(text)
        refreshRow(field)
        reportChange(of: field)
    }

    func pickerDidSettle(on date: Date, field: Int) {
        fields[field].value = .date(date)
        applyDateLimits()
        refreshRow(field)
        reportChange(of: field)
    }

    /// A table of its rows, each date row followed by its open picker.
    public override var accessibilityRole: AccessibilityRole { .table }
    /// A field's value is its row's.
    public override func accessibilityIdentifier(ofComponent component: Int?) -> String {
        component.flatMap { rows.indices.contains($0) ? rows[$0].id : nil } ?? id
    }

    private func reportChange(of field: Int) {
        reportValueChange(component: field)
        onValueChanged?(fields[field])
    }

    /// Gives every date picker the limits its `notBeforeField` relations set: at least the earlier
    /// field's date, at most the later field's date.
    func applyDateLimits() {
        for (field, pickerRow) in pickerRows {
            var minimum: Date?, maximum: Date?
            if let earlierKey = fields[field].notBeforeField, let earlier = self.field(forKey: earlierKey) {
                minimum = fields[earlier].date
            }
            for later in fields where later.notBeforeField == fields[field].key {
                if let date = later.date { maximum = maximum.map { min($0, date) } ?? date }
            }
            let picker = pickerRow.datePicker
            if picker.minimumDate != minimum || picker.maximumDate != maximum {
                try? picker.setDateRange(minimum: minimum, maximum: maximum)
            }
        }
    }

    // MARK: - Time zone

    /// The zone dates are shown and edited in.
    public var timeZone: TimeZone { dateFormatter.timeZone }
}

extension Widget {
    /// Whether `ancestor` is this widget or one of its ancestors.
    func isDescendant(of ancestor: Widget) -> Bool {
        var widget: Widget? = self
        while let current = widget {
            if current === ancestor { return true }
            widget = current.parent
        }
        return false
    }
}
