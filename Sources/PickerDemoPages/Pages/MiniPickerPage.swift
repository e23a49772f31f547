import Foundation
import PickerCore
import PickerWidgets

/// The `minipicker` page: the month and year mini pickers, a day / month / year picker with three
/// segments, a cyclic weekday picker, and a label showing the current values.
public final class MiniPickerPage: ScrollingPage {
    public let month: MonthMiniPicker
    public let year: YearMiniPicker
    public let dayMonthYear: MiniPicker
    public let weekday: MiniPicker
    public let values: Label
    private let title: Label
    private let captions: [Label]

    public init(options: PageOptions, textMeasurer: TextMeasurer) throws {
        let calendar = options.calendar
        let todayMonth = options.today.month ?? 1
        let todayYear = options.today.year ?? 2000
        let todayDay = options.today.day ?? 1
        month = try MonthMiniPicker(id: "month", locale: options.locale, calendar: calendar, month: todayMonth)
        let years = 1900...2100
        year = try YearMiniPicker(
            id: "year", years: years, year: min(max(todayYear, years.lowerBound), years.upperBound), locale: options.locale)
        let monthNames = month.monthNames
        // Days and years in the locale's digits, as the year picker and the calendar write them.
        let digits = NumberFormatter()
        digits.locale = options.locale
        digits.usesGroupingSeparator = false
        let number = { (value: Int) in digits.string(from: NSNumber(value: value)) ?? String(value) }
        dayMonthYear = try MiniPicker(
            id: "dmy",
            titles: [(1...31).map(number), monthNames, years.map(number)],
            componentIdentifiers: ["day", "month", "year"])
        try dayMonthYear.selectRow(todayDay - 1, inComponent: 0, animated: false)
        try dayMonthYear.selectRow(todayMonth - 1, inComponent: 1, animated: false)
        try dayMonthYear.selectRow(year.year - years.lowerBound, inComponent: 2, animated: false)
        dayMonthYear.accessibilityLabel = "Date"
        let weekdays = calendar.standaloneWeekdaySymbols
        weekday = try MiniPicker(id: "weekday", titles: [weekdays], isCyclic: true, componentIdentifiers: ["weekday"])
        weekday.accessibilityLabel = "Weekday"
        if let date = calendar.date(from: options.today) {
            try weekday.selectRow(calendar.component(.weekday, from: date) - 1, inComponent: 0, animated: false)
        }
        values = Label(id: "values")
        title = Label(id: "title", text: "Mini pickers")
        captions = ["Month", "Year", "Day / month / year", "Weekday (cyclic)"].enumerated().map {
            Label(id: "caption\($0.offset)", text: $0.element)
        }
        super.init(id: "minipicker", textMeasurer: textMeasurer, theme: options.theme)
        title.font = options.theme.titleFont
        accessibilityLabelWidget = title
        values.color = options.theme.secondaryText
        for widget in [title] + captions + [month, year, dayMonthYear, weekday, values] as [Widget] {
            addChild(widget)
        }
        updateValues()
    }

    public override var kind: String { "Page" }

    override func layoutPage() {
        let margin = 32.0
        let contentWidth = min(max(0, frame.width - 2 * margin), scaled(600))
        let left = (frame.width - contentWidth) / 2
        let captionWidth = min(scaled(180), contentWidth * 0.35)
        let rowHeight = scaled(44)
        let gap = 20.0
        let pickers: [(MiniPicker, Double)] = [(month, 180), (year, 180), (dayMonthYear, 380), (weekday, 220)]
        // Captions beside the pickers; above them when the widest picker would not fit beside its caption
        // (large text on a narrow window).
        let stacked = contentWidth - captionWidth < scaled(380)
        let fieldX = stacked ? left : left + captionWidth
        let fieldWidth = stacked ? contentWidth : contentWidth - captionWidth
        let top = topMargin
        title.frame = Rect(x: left, y: top, width: contentWidth, height: scaled(28))
        var y = top + scaled(28) + 28
        for (index, (picker, width)) in pickers.enumerated() {
            if stacked {
                captions[index].frame = Rect(x: left, y: y, width: contentWidth, height: scaled(20))
                y += scaled(20) + 4
            } else {
                captions[index].frame = Rect(x: left, y: y, width: captionWidth - 8, height: rowHeight)
            }
            picker.frame = Rect(x: fieldX, y: y, width: min(scaled(width), fieldWidth), height: rowHeight)
            y += rowHeight + gap
        }
        values.frame = Rect(x: left, y: y + 8, width: contentWidth, height: scaled(24))
        mirrorChildFramesIfRightToLeft()
    }

    public override func valueDidChange(_ change: WidgetValueChange) {
        updateValues()
    }

    private func title(_ picker: MiniPicker, _ component: Int) -> String {
        picker.selectedRow(inComponent: component).flatMap { picker.title(forRow: $0, inComponent: component) } ?? "-"
    }

    /// The read-out under the pickers, e.g. "nov. 2026 · 21 nov. 2026 · zaterdag".
    public var valuesText: String {
        let dmy = (0..<3).map { title(dayMonthYear, $0) }.joined(separator: " ")
        return "\(title(month, 0)) \(title(year, 0)) · \(dmy) · \(title(weekday, 0))"
    }

    private func updateValues() {
        values.text = valuesText
    }
}
