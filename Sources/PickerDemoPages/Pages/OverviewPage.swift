import Foundation
import PickerCore
import PickerWidgets

/// The page `picker-demo` opens by default: every widget live at once, each on a card with a button
/// into its full page. Three columns on a wide window, two on a medium one, one scrolling column on a
/// narrow one; the cards are as tall as their contents and flow into the shortest column.
public final class OverviewPage: WidgetRoot, RevealsFocusedWidget {
    private let title = Label(id: "title", text: "PickerKit")
    private let subtitle = Label(id: "subtitle", text: subtitles[0])
    /// The line under the title, longest first (a narrow window shows a shorter one).
    static let subtitles = [
        "Every picker is live: drag, fling, click or type. Open a card for its full page.",
        "Every picker is live. Open a card for its full page.",
    ]
    public let month: MonthMiniPicker
    public let year: YearMiniPicker
    public let calendarPicker: CalendarPicker
    public let wheel: WheelPicker
    public let datePicker: DatePicker
    public let form: FormTable
    /// The wheel's data source and delegate (the picker holds it weakly).
    public let menu = NoseMenu()
    private let cards: [OverviewCard]
    private let scrollView: ScrollView
    private let content = LayoutContainer(id: "overview.content")
    /// The form's height when last laid out: an inline date picker opening or closing relays the page out.
    private var laidOutFormHeight = 0.0

    /// - Parameter open: called with the page a card's button asks for.
    public init(options: PageOptions, textMeasurer: TextMeasurer, open: @escaping (PageName) -> Void) throws {
        let calendar = options.calendar
        month = try MonthMiniPicker(id: "overview.month", locale: options.locale, calendar: calendar, month: options.today.month ?? 1)
        year = try YearMiniPicker(
            id: "overview.year", years: 1900...2100, year: min(max(options.today.year ?? 2000, 1900), 2100),
            locale: options.locale)
        calendarPicker = try CalendarPicker(id: "overview.calendar", calendar: calendar, today: options.todayDate)
        wheel = try WheelPicker(id: "overview.nose", dataSource: menu, delegate: menu, componentIdentifiers: ["shape", "size"])
        wheel.accessibilityLabel = "Nose"
        try wheel.selectRow(menu.selection.shape, inComponent: NoseMenu.shapeComponent, animated: false)
        try wheel.selectRow(menu.selection.size, inComponent: NoseMenu.sizeComponent, animated: false)
        var start = options.today
        (start.hour, start.minute) = (9, 41)
        datePicker = try DatePicker(
            id: "overview.datepicker", mode: .dateAndTime, date: calendar.date(from: start) ?? Date(timeIntervalSince1970: 0),
            locale: options.locale, timeZone: options.timeZone)
        var noon = options.today
        noon.hour = 12
        form = try FormTable(
            id: "overview.form", fields: Array(FormPage.samplePerson(calendar: calendar).prefix(4)),
            pickerDate: calendar.date(from: noon) ?? Date(timeIntervalSince1970: 0),
            locale: options.locale, calendar: calendar, timeZone: options.timeZone)
        form.accessibilityLabel = "Employee"
        // The arrow on the buttons points the way reading goes: right, or left in right to left.
        let rightToLeft = LayoutDirection(locale: options.locale).isRightToLeft
        func button(_ page: PageName, _ title: String = "Open") -> Button {
            Button(id: "open.\(page.rawValue)", title: rightToLeft ? "‹ " + title : title + " ›") { _ in open(page) }
        }
        let pickers = WidgetRow(id: "overview.minipickers", items: [(month, 170), (year, 120)])
        let form = self.form, calendarPicker = self.calendarPicker
        cards = [
            OverviewCard(id: "card.minipicker", title: "Mini pickers", buttons: [button(.minipicker)], body: pickers) { width in
                Size(width: min(width, pickers.preferredWidth), height: pickers.theme.scaledValue(for: 44))
            },
            OverviewCard(id: "card.calendar", title: "Calendar", buttons: [button(.calendar)], body: calendarPicker) { width in
                calendarPicker.intrinsicSize
            },
            OverviewCard(id: "card.wheel", title: "Wheels", buttons: [button(.wheel, "Nose"), button(.odometer, "Odometer")], body: wheel) {
                [wheel] width in
                Size(width: min(width, wheel.theme.scaledValue(for: 300)), height: 170)
            },
            OverviewCard(id: "card.datepicker", title: "Date picker", buttons: [button(.datepicker)], body: datePicker) { [datePicker] width in
                Size(width: min(width, datePicker.intrinsicContentSize.width), height: 180)
            },
            OverviewCard(id: "card.form", title: "Form", buttons: [button(.form)], body: form) { width in
                Size(width: min(width, form.theme.scaledValue(for: 420)), height: form.contentHeight)
            },
        ]
        let content = self.content, cardsForHeight = cards
        scrollView = ScrollView(id: "overview.scroll", content: content) { [unowned content] width in
            Self.columns(cards: cardsForHeight, width: width, theme: content.theme).height
        }
        super.init(id: "overview", textMeasurer: textMeasurer, theme: options.theme)
        title.font = options.theme.titleFont
        accessibilityLabelWidget = title
        subtitle.color = options.theme.secondaryText
        for card in cards {
            card.heading.font = Font(size: options.theme.bodyFont.size, weight: .bold)  // bodyFont carries the text size
            content.addChild(card)
        }
        for widget in [title, subtitle, scrollView] as [Widget] { addChild(widget) }
        content.onLayout = { [weak self] in self?.layoutCards() }
    }

    public override var kind: String { "Page" }

    static let margin = 32.0
    static let gap = 16.0
    /// The narrowest a column may be at `theme`'s text size: the calendar's card.
    static func minimumColumnWidth(theme: Theme) -> Double { theme.scaledValue(for: 7 * 44.0) + 2 * OverviewCard.padding }

    /// The cards' frames in a content area `width` points wide starting at x = 0, y = 0, and the height
    /// they take: as many columns as fit (at most three), each card into the shortest column.
    static func columns(cards: [OverviewCard], width: Double, theme: Theme) -> (frames: [Rect], height: Double) {
        let inner = max(0, width - 2 * margin)
        let count = max(1, min(3, Int((inner + gap) / (minimumColumnWidth(theme: theme) + gap))))
        let columnWidth = min(theme.scaledValue(for: 480), (inner - gap * Double(count - 1)) / Double(count))
        let left = (width - columnWidth * Double(count) - gap * Double(count - 1)) / 2
        var heights = Array(repeating: 0.0, count: count)
        var frames: [Rect] = []
        for card in cards {
            let column = heights.indices.min { heights[$0] < heights[$1] } ?? 0
            let height = card.height(forWidth: columnWidth)
            frames.append(Rect(x: left + Double(column) * (columnWidth + gap), y: heights[column], width: columnWidth, height: height))
            heights[column] += height + gap
        }
        return (frames, (heights.max() ?? 0) - gap + margin)
    }

    public override func layoutChildren() {
        let margin = Self.margin
        // The title lines up with the cards' leading edge.
        let left = max(margin, Self.columns(cards: cards, width: frame.width, theme: theme).frames.map(\.minX).min() ?? margin)
        let width = max(0, frame.width - 2 * left)
        // Under the toolbar: 32 points, or its height under large text.
        let pageTop = max(margin, children.lazy.compactMap { $0 as? DemoToolbar }.first?.height(forWidth: frame.width) ?? 0)
        let s = { (value: Double) in self.theme.scaledValue(for: value) }
        title.frame = Rect(x: left, y: pageTop, width: width, height: s(28))
        subtitle.frame = Rect(x: left, y: pageTop + s(28) + 4, width: width, height: s(20))
        subtitle.showFirstFitting(Self.subtitles)
        let top = subtitle.frame.maxY + 12
        scrollView.frame = Rect(x: 0, y: top, width: frame.width, height: max(0, frame.height - top))
        mirrorChildFramesIfRightToLeft()
        laidOutFormHeight = form.contentHeight
    }

    /// Places the cards inside the scrolling content (called when the content's frame is set).
    fileprivate func layoutCards() {
        let (frames, _) = Self.columns(cards: cards, width: content.frame.width, theme: theme)
        for (card, frame) in zip(cards, frames) {
            card.frame = frame.offsetBy(dx: content.frame.minX, dy: content.frame.minY)
        }
        if effectiveLayoutDirection.isRightToLeft { content.mirrorChildFramesIfRightToLeft() }
    }

    /// Follows the form: a date row opening or closing changes its height, and the cards below move.
    public override func tick(now: Double) {
        super.tick(now: now)
        if form.contentHeight != laidOutFormHeight {
            laidOutFormHeight = form.contentHeight
            scrollView.layoutChildren()
            invalidate()
        }
    }

    /// Scrolls the focused widget into view (after Tab moved the focus below or above the viewport).
    public func revealFocusedWidget() {
        guard let focused = focusedWidget, focused !== scrollView, focused.isDescendant(of: scrollView) else { return }
        scrollView.scrollToVisible(focused.frame)
    }
}

/// A widget whose children are placed by a closure (the overview's scrolling content).
final class LayoutContainer: Widget {
    var onLayout: (() -> Void)?
    override var kind: String { "Content" }
    override func layoutChildren() { onLayout?() }
}

extension Widget {
    /// Whether `ancestor` is this widget's parent, or its parent's, and so on.
    func isDescendant(of ancestor: Widget) -> Bool {
        var node = parent
        while let current = node {
            if current === ancestor { return true }
            node = current.parent
        }
        return false
    }
}

extension PageName {
    /// The title of the page's button on the overview.
    public var displayTitle: String {
        switch self {
        case .overview: "Overview"
        case .minipicker: "Mini pickers"
        case .calendar: "Calendar picker"
        case .wheel: "Wheel picker (NosePicker)"
        case .odometer: "Odometer"
        case .datepicker: "Date picker"
        case .form: "Employee form"
        }
    }
}
