import PickerKit

/// The page `picker-demo` opens by default: what PickerKit is, and a button for every other page.
public final class OverviewPage: WidgetRoot {
    private let title = Label(id: "title", text: "PickerKit")
    private let subtitle = Label(id: "subtitle", text: "Picker widgets drawn with SDL2. Pick a page (Tab and Enter work too).")
    private var buttons: [Button] = []

    /// - Parameter open: called with the page a button asks for.
    public init(options: PageOptions, textMeasurer: TextMeasurer, open: @escaping (PageName) -> Void) {
        super.init(id: "overview", textMeasurer: textMeasurer, theme: options.theme)
        title.font = options.theme.titleFont
        subtitle.color = options.theme.secondaryText
        addChild(title)
        addChild(subtitle)
        for page in PageName.allCases where page != .overview {
            let button = Button(id: "open.\(page.rawValue)", title: page.displayTitle) { _ in open(page) }
            buttons.append(button)
            addChild(button)
        }
    }

    public override func layoutChildren() {
        let margin = 32.0
        let width = min(max(0, frame.width - 2 * margin), 600)
        let left = (frame.width - width) / 2
        title.frame = Rect(x: left, y: margin, width: width, height: 28)
        subtitle.frame = Rect(x: left, y: margin + 36, width: width, height: 20)
        var y = margin + 80
        for button in buttons {
            button.frame = Rect(x: left, y: y, width: min(260, width), height: 44)
            y += 56
        }
        mirrorChildFramesIfRightToLeft()
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
