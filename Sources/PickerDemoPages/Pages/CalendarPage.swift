import Foundation
import PickerCore
import PickerWidgets

/// The `calendar` page: the calendar picker with ISO week numbers and a few marked days, a mini picker
/// that switches the selection mode (single, multiple, range), and a line that reads out the selection.
public final class CalendarPage: ScrollingPage {
    public let calendarPicker: CalendarPicker
    public let mode: MiniPicker
    public let values: Label
    private let title: Label
    private let modeCaption: Label
    private let hint: Paragraph
    private let formatter: DateFormatter

    public init(options: PageOptions, textMeasurer: TextMeasurer) throws {
        let calendar = options.calendar
        let today = options.todayDate
        // A few marked days around today, to show highlighting.
        let marked = [3, 10, 17].compactMap { offset in
            today.flatMap { calendar.date(byAdding: .day, value: offset, to: $0) }
        }
        let rules = try CalendarDayRules(highlightedDates: Set(marked))
        calendarPicker = try CalendarPicker(id: "calendar", calendar: calendar, today: today, rules: rules)
        calendarPicker.showsWeekNumbers = true
        let modes = CalendarSelectionMode.allCases
        mode = try MiniPicker(id: "mode", titles: [modes.map(\.displayTitle)], componentIdentifiers: ["mode"])
        values = Label(id: "values")
        title = Label(id: "title", text: "Calendar picker")
        modeCaption = Label(id: "modeCaption", text: "Selection mode")
        hint = Paragraph(id: "hint", variants: ["Drag the grid or scroll the header to change month. Range: click, then shift-click."])
        formatter = DateFormatter()
        formatter.calendar = calendar
        formatter.locale = options.locale
        formatter.timeZone = options.timeZone
        formatter.setLocalizedDateFormatFromTemplate("EEEdMMMy")
        super.init(id: "calendarpage", textMeasurer: textMeasurer, theme: options.theme)
        title.font = options.theme.titleFont
        accessibilityLabelWidget = title
        mode.accessibilityLabelWidget = modeCaption
        values.color = options.theme.secondaryText
        hint.color = options.theme.secondaryText
        for widget in [title, calendarPicker, modeCaption, mode, values, hint] as [Widget] {
            addChild(widget)
        }
        mode.onValueChanged = { [weak self] selected in
            let row = selected.row
            guard let self, modes.indices.contains(row) else { return }
            self.calendarPicker.selectionMode = modes[row]
            self.updateValues()
        }
        updateValues()
    }

    public override var kind: String { "Page" }

    override func layoutPage() {
        let margin = 32.0
        let size = calendarPicker.intrinsicSize
        let calendarWidth = min(max(0, frame.width - 2 * margin), size.width + 56)
        // The mode switch beside the calendar: 200 points wide, narrower on a narrow window; above the
        // calendar when less than 150 points (at 100% text) are left beside it.
        let besideWidth = frame.width - 2 * margin - calendarWidth - 24
        let stacked = besideWidth < scaled(150)
        let sideWidth = min(scaled(200), max(0, stacked ? frame.width - 2 * margin : besideWidth))
        let contentWidth = min(max(0, frame.width - 2 * margin), stacked ? calendarWidth : calendarWidth + 24 + sideWidth)
        let left = max(margin, (frame.width - contentWidth) / 2)
        let top = topMargin
        title.frame = Rect(x: left, y: top, width: contentWidth, height: scaled(28))
        var calendarTop = top + scaled(28) + 16
        let sideX = stacked ? left : left + calendarWidth + 24
        modeCaption.frame = Rect(x: sideX, y: calendarTop, width: sideWidth, height: scaled(20))
        mode.frame = Rect(x: sideX, y: calendarTop + scaled(20) + 4, width: sideWidth, height: scaled(44))
        if stacked { calendarTop = mode.frame.maxY + 16 }
        // 24 points of room under the grid, less on a short window so the two lines below still fit.
        let below = 16 + scaled(20) + 6 + scaled(20) + 4.0
        let room = min(24, max(0, frame.height - calendarTop - size.height - below))
        calendarPicker.frame = Rect(x: left, y: calendarTop, width: calendarWidth, height: size.height + room)
        values.frame = Rect(x: left, y: calendarPicker.frame.maxY + 16, width: contentWidth, height: scaled(20))
        hint.frame = Rect(x: left, y: values.frame.maxY + 6, width: contentWidth, height: hint.height(forWidth: contentWidth))
        mirrorChildFramesIfRightToLeft()
    }

    public override func valueDidChange(_ change: WidgetValueChange) {
        updateValues()
    }

    /// The read-out under the calendar, e.g. "Selected: Sat, Nov 21, 2026".
    public var valuesText: String {
        let selection = calendarPicker.selection
        switch selection.mode {
        case .single:
            return "Selected: " + (selection.sortedDates.first.map(formatter.string(from:)) ?? "none")
        case .multiple:
            let dates = selection.sortedDates
            guard !dates.isEmpty else { return "Selected: none" }
            let shown = dates.prefix(3).map(formatter.string(from:)).joined(separator: "; ")
            return "Selected \(dates.count) day\(dates.count == 1 ? "" : "s"): " + shown + (dates.count > 3 ? "; ..." : "")
        case .range:
            guard let range = selection.range else { return "Range: none" }
            let days = (calendarPicker.calendar.dateComponents([.day], from: range.lowerBound, to: range.upperBound).day ?? 0) + 1
            return "Range: \(formatter.string(from: range.lowerBound)) to \(formatter.string(from: range.upperBound)) (\(days) day\(days == 1 ? "" : "s"))"
        }
    }

    private func updateValues() {
        values.text = valuesText
    }
}

extension CalendarSelectionMode {
    /// The mode's name on the page's switch.
    var displayTitle: String {
        switch self {
        case .single: "Single"
        case .multiple: "Multiple"
        case .range: "Range"
        }
    }
}
