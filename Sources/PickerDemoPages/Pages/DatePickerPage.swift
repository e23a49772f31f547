import Foundation
import PickerCore
import PickerWidgets

/// The `datepicker` page. On the left, the Independence Day picker: `date` mode from the
/// Boston Tea Party (16 December 1773, 12:00 -0500) to Independence Day (4 July 1776, 12:00 -0500),
/// starting at the minimum, with the chosen date written above it on every change. On the right, a
/// picker whose mode and minute interval two mini pickers switch.
public final class DatePickerPage: ScrollingPage {
    /// The Boston Tea Party, the Independence Day picker's minimum and first date.
    public static let bostonTeaParty = Date(timeIntervalSince1970: -6_186_438_000)
    /// Independence Day, its maximum.
    public static let independenceDay = Date(timeIntervalSince1970: -6_105_999_600)
    /// The zone of the Independence Day picker and its chosen date, a fixed -05:00.
    public static let independenceTimeZone = TimeZone(secondsFromGMT: -5 * 3600) ?? TimeZone(identifier: "UTC") ?? .current

    public let independence: DatePicker
    /// The chosen date above the Independence Day picker, as `Date`'s description writes it.
    public let chosen: Label
    public let picker: DatePicker
    public let mode: MiniPicker
    public let interval: MiniPicker
    public let readout: Label
    private let title: Label
    private let independenceCaption: Label
    private let modeCaption: Label
    private let intervalCaption: Label
    private let hint: Paragraph
    private let description: DateFormatter

    public init(options: PageOptions, textMeasurer: TextMeasurer) throws {
        independence = try DatePicker(
            id: "independence", mode: .date, date: Self.bostonTeaParty, locale: options.locale,
            timeZone: Self.independenceTimeZone, minimumDate: Self.bostonTeaParty, maximumDate: Self.independenceDay)
        let calendar = options.calendar
        var start = options.today
        (start.hour, start.minute) = (9, 41)
        picker = try DatePicker(
            id: "datepicker", mode: .dateAndTime, date: calendar.date(from: start) ?? Self.bostonTeaParty,
            locale: options.locale, timeZone: options.timeZone)
        mode = try MiniPicker(id: "mode", titles: [DatePickerMode.allCases.map(\.displayTitle)], componentIdentifiers: ["mode"])
        try mode.selectRow(DatePickerMode.allCases.firstIndex(of: .dateAndTime) ?? 0, inComponent: 0, animated: false)
        interval = try MiniPicker(
            id: "interval", titles: [DatePickerModel.validMinuteIntervals.map { "\($0) min" }], componentIdentifiers: ["interval"])
        chosen = Label(id: "chosen", alignment: .center)
        readout = Label(id: "readout", alignment: .center)
        title = Label(id: "title", text: "Date picker")
        independenceCaption = Label(id: "independenceCaption", text: "Between the Tea Party and Independence Day", alignment: .center)
        modeCaption = Label(id: "modeCaption", text: "Mode")
        intervalCaption = Label(id: "intervalCaption", text: "Minute interval")
        hint = Paragraph(id: "hint", variants: ["Greyed rows are outside the limits; stop on one and the wheels scroll back."], alignment: .center)
        description = DateFormatter()
        description.locale = Locale(identifier: "en_US_POSIX")
        description.calendar = Calendar(identifier: .gregorian)
        description.timeZone = Self.independenceTimeZone
        description.dateFormat = "yyyy-MM-dd HH:mm:ss Z"
        super.init(id: "datepickerpage", textMeasurer: textMeasurer, theme: options.theme)
        title.font = options.theme.titleFont
        accessibilityLabelWidget = title
        mode.accessibilityLabelWidget = modeCaption
        interval.accessibilityLabelWidget = intervalCaption
        independence.accessibilityLabelWidget = independenceCaption
        chosen.font = options.theme.titleFont
        chosen.color = options.theme.accent
        readout.color = options.theme.secondaryText
        independenceCaption.color = options.theme.secondaryText
        hint.color = options.theme.secondaryText
        for widget in [title, independenceCaption, chosen, independence, modeCaption, mode, intervalCaption, interval, picker, readout, hint]
            as [Widget]
        {
            addChild(widget)
        }
        independence.onValueChanged = { [weak self] _ in self?.updateTexts() }
        picker.onValueChanged = { [weak self] _ in self?.updateTexts() }
        mode.onValueChanged = { [weak self] selected in
            let row = selected.row
            guard let self, DatePickerMode.allCases.indices.contains(row) else { return }
            self.picker.datePickerMode = DatePickerMode.allCases[row]
            self.updateTexts()
        }
        interval.onValueChanged = { [weak self] selected in
            let row = selected.row
            guard let self, DatePickerModel.validMinuteIntervals.indices.contains(row) else { return }
            try? self.picker.setMinuteInterval(DatePickerModel.validMinuteIntervals[row])
            self.updateTexts()
        }
        updateTexts()
    }

    public override var kind: String { "Page" }

    /// The text above the Independence Day picker: its date as `Date`'s description writes it,
    /// "1773-12-16 12:00:00 -0500".
    public var chosenText: String { description.string(from: independence.date) }

    /// The caption over the Independence Day picker, longest first (a narrow column shows a shorter one).
    static let captions = ["Between the Tea Party and Independence Day", "From the Tea Party to Independence Day", "Tea Party to Independence Day"]

    override func layoutPage() {
        let size = picker.intrinsicContentSize
        // Two columns of the picker's intrinsic width; on a narrow window the margins and the gap shrink,
        // and then the left column (whose picker shows only a date), so the right one keeps its width.
        let narrow = frame.width < 2 * size.width + 2 * 32 + 40
        let margin = narrow ? 16.0 : 32.0
        let gap = narrow ? 24.0 : 40.0
        let available = max(0, frame.width - 2 * margin - gap)
        let rightWidth = min(size.width, available * 0.55)
        let leftWidth = min(size.width, max(0, available - rightWidth))
        let pageTop = topMargin
        title.frame = Rect(x: 32, y: pageTop, width: max(0, frame.width - 64), height: scaled(28))
        let top = pageTop + scaled(28) + 20
        // Under large text a left column narrower than 250 points (at 100% text) would cut its wheels:
        // the right picker then goes under the left one, in one column.
        if leftWidth < scaled(250) {
            let width = min(size.width, max(0, frame.width - 2 * margin))
            let x = (frame.width - width) / 2
            let independenceBottom = layoutIndependence(x: x, top: top, width: width, heading: independenceHeading)
            let pickerBottom = layoutPicker(x: x, top: independenceBottom + 32, width: width, heading: pickerHeading)
            hint.frame = Rect(x: margin, y: pickerBottom + 24, width: max(0, frame.width - 2 * margin), height: hint.height(forWidth: max(0, frame.width - 2 * margin)))
        } else {
            // Side by side, the two cards start at the same height whatever the text size.
            let left = max(margin, (frame.width - leftWidth - rightWidth - gap) / 2)
            let heading = max(independenceHeading, pickerHeading)
            let independenceBottom = layoutIndependence(x: left, top: top, width: leftWidth, heading: heading)
            let pickerBottom = layoutPicker(x: left + leftWidth + gap, top: top, width: rightWidth, heading: heading)
            let hintWidth = max(0, frame.width - 2 * margin)
            hint.frame = Rect(x: margin, y: max(independenceBottom + 52, pickerBottom + 12), width: hintWidth, height: hint.height(forWidth: hintWidth))
        }
        mirrorChildFramesIfRightToLeft()
    }

    /// From a column's top to its picker: the Independence Day caption and chosen date, or the switches.
    private var independenceHeading: Double { scaled(28) + scaled(28) + 36 }
    private var pickerHeading: Double { scaled(20) + 4 + scaled(44) + 24 }

    /// The caption, the chosen date and, `heading` points below `top`, the Independence Day picker in a
    /// column at `x`; returns its bottom.
    private func layoutIndependence(x: Double, top: Double, width: Double, heading: Double) -> Double {
        let size = independence.intrinsicContentSize
        independenceCaption.frame = Rect(x: x, y: top, width: width, height: scaled(20))
        independenceCaption.showFirstFitting(Self.captions)
        chosen.frame = Rect(x: x, y: top + scaled(28), width: width, height: scaled(28))
        chosen.font = fits(chosenText, theme.titleFont, in: width) ? theme.titleFont : Font(size: theme.bodyFont.size, weight: .bold)
        independence.frame = Rect(x: x, y: top + heading, width: width, height: size.height)
        return independence.frame.maxY
    }

    /// The mode and interval switches side by side (the mode's titles are the longer), then, `heading`
    /// points below `top`, the picker and its read-out, in a column at `x`; returns its bottom.
    private func layoutPicker(x: Double, top: Double, width: Double, heading: Double) -> Double {
        let size = picker.intrinsicContentSize
        let modeWidth = max((width - 12) / 2, min(scaled(150), width - 12 - scaled(80)))
        let intervalWidth = max(0, width - 12 - modeWidth)
        modeCaption.frame = Rect(x: x, y: top, width: modeWidth, height: scaled(20))
        mode.frame = Rect(x: x, y: top + scaled(20) + 4, width: modeWidth, height: scaled(44))
        intervalCaption.frame = Rect(x: x + modeWidth + 12, y: top, width: intervalWidth, height: scaled(20))
        interval.frame = Rect(x: x + modeWidth + 12, y: top + scaled(20) + 4, width: intervalWidth, height: scaled(44))
        picker.frame = Rect(x: x, y: top + heading, width: width, height: size.height)
        readout.frame = Rect(x: x, y: picker.frame.maxY + 20, width: width, height: scaled(20))
        return readout.frame.maxY
    }

    private func fits(_ text: String, _ font: Font, in width: Double) -> Bool {
        (textMeasurer?.size(of: text, font: font).width ?? 0) <= width
    }

    public override func drawContent(in canvas: Canvas, theme: Theme) {
        drawCard(behind: independence.frame, in: canvas, theme: theme)
        drawCard(behind: picker.frame, in: canvas, theme: theme)
    }

    private func updateTexts() {
        chosen.text = chosenText
        readout.text = picker.formattedValue
    }
}

extension DatePickerMode {
    /// The mode's name on the page's switch.
    var displayTitle: String {
        switch self {
        case .time: "Time"
        case .date: "Date"
        case .dateAndTime: "Date & time"
        case .countDownTimer: "Timer"
        case .yearAndMonth: "Month"
        }
    }
}
