import Foundation
import PickerCore
import PickerWidgets

/// What every demo page is built from: the command line's locale, "today", time zone and theme.
public struct PageOptions {
    /// The text sizes the demo offers (`--text-size` and the toolbar's switch).
    public static let textSizes: [Double] = [1, 1.25, 1.5, 2]

    public var locale: Locale
    /// The day the page treats as today (reproducible screenshots pass `--today`).
    public var today: DateComponents
    public var timeZone: TimeZone
    public var theme: Theme
    /// Whether pages show the demo's toolbar (theme, locale, scale) in their top margin. The widget
    /// snapshot tests turn it off so that their goldens show the page alone.
    public var showsToolbar: Bool
    /// Pixels per point the page is shown at, as the toolbar's scale switch shows it (1 or 2).
    public var scale: Double

    public init(
        locale: Locale = Locale(identifier: "en_US"), today: DateComponents, timeZone: TimeZone = TimeZone(identifier: "UTC") ?? .current,
        theme: Theme = .light, showsToolbar: Bool = true, scale: Double = 1
    ) {
        self.locale = locale
        self.today = today
        self.timeZone = timeZone
        self.theme = theme
        self.showsToolbar = showsToolbar
        self.scale = scale
    }

    /// The built-in theme ``theme`` is (at any text size, reduced motion or not), or nil for another.
    public var themeName: ThemeName? {
        ThemeName.allCases.first { $0.theme == look }
    }

    /// Whether ``theme`` is the dark one (what the toolbar's theme switch shows), at any text size,
    /// reduced motion or not.
    public var isDark: Bool { look == .dark }

    /// ``theme`` at 100% text without reduced motion: its colours and shapes alone.
    private var look: Theme {
        var look = (try? theme.withTextSize(1)) ?? theme
        look.prefersReducedMotion = false
        return look
    }

    /// The theme's text size (``PickerCore/Theme/textSize``), what the toolbar's text size switch shows.
    public var textSize: Double { theme.textSize }

    /// The start of ``today`` (Gregorian year, month and day, as `--today` gives them) in the time zone.
    public var todayDate: Date? {
        var gregorian = Calendar(identifier: .gregorian)
        gregorian.timeZone = timeZone
        return gregorian.date(from: today).map { gregorian.startOfDay(for: $0) }
    }

    /// The page's calendar in its locale and time zone: Gregorian, unless the locale names another
    /// (`ja_JP@calendar=japanese`).
    public var calendar: Calendar {
        let namesCalendar = locale.identifier.contains("@calendar=") || locale.identifier.contains(";calendar=")
        var calendar = Calendar(identifier: namesCalendar ? locale.calendar.identifier : .gregorian)
        calendar.locale = locale
        calendar.timeZone = timeZone
        return calendar
    }
}

/// The pages `--page` can open.
public enum PageName: String, CaseIterable, Sendable {
    case overview
    case minipicker
    case calendar
    case wheel
    case odometer
    case datepicker
    case form

    /// The page's name, as the window's panel is called in `--dump-accessibility`.
    public var title: String {
        switch self {
        case .overview: "Overview"
        case .minipicker: "Mini pickers"
        case .calendar: "Calendar"
        case .wheel: "Wheel"
        case .odometer: "Odometer"
        case .datepicker: "Date pickers"
        case .form: "Form"
        }
    }

    /// A one-line description for the overview and `--help`.
    public var summary: String {
        switch self {
        case .overview: "every widget live at once, each with a button into its page"
        case .minipicker: "month and year mini pickers, a three-segment day/month/year one and a cyclic one"
        case .calendar: "a month grid under year and month mini pickers; single, multiple and range selection"
        case .wheel: "the NosePicker: a two-component wheel picker (shape and size) and the order it makes"
        case .odometer: "six cyclic digit wheels that wrap forever, their reading, and a random reading (R)"
        case .datepicker: "the Independence Day date picker (1773-1776) and a picker in any of the five modes"
        case .form: "an employee form: a table whose date rows open an inline date picker row"
        }
    }
}
