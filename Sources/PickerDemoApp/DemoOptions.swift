import ArgumentParser
import Foundation
import PickerCore
import PickerDemoPages
import PickerFrame

/// `picker-demo`'s command line (DESIGN.md section 4), the same on both SDLs (`picker-demo-sdl3`).
public struct DemoOptions: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: DemoOptions.commandName,
        abstract: "Shows PickerKit's pickers in a window, or renders a page offscreen to a PNG.",
        discussion: "Pages: " + PageName.allCases.map { "\($0.rawValue) (\($0.summary))" }.joined(separator: "; ") + "."
            + "\n\nIn a window: the toolbar switches theme, locale, scale, motion and text size; Ctrl+T light/dark,"
            + " Ctrl+L and Ctrl+Shift+L next/previous locale, Ctrl+1 and Ctrl+2 the scale, Ctrl+= and Ctrl+- larger/smaller"
            + " text, Ctrl+0 100% text, Ctrl+M reduced motion, Escape back to the overview, Tab and Shift+Tab through"
            + " the widgets, F12 saves a screenshot, F2 prints the layout. A game controller works as the keyboard."
            + "\n\nA --script file has one step per line, '#' starting a comment: an optional 'fps N' (offscreen frame"
            + " rate, default 60), then 'TIME ACTION ...' with TIME in seconds and X Y in window points: down|move|up X Y;"
            + " touch-down|touch-move|touch-up FINGER X Y; wheel DX DY X Y; key NAME [shift] [ctrl] [alt] [cmd];"
            + " text TEXT; pad-down|pad-up BUTTON (SDL's names: a, b, x, y, back, start, leftshoulder, dpup, ...);"
            + " pad-axis AXIS VALUE (leftx, lefty, rightx, righty, lefttrigger, righttrigger; -32768...32767);"
            + " TIME end, the time of the last frame."
            + "\n\nBad arguments exit 2 with one line on stderr; other failures exit 1. docs/COMMAND-LINE.md describes"
            + " every option and the JSON of --log-events, --dump-layout and --dump-accessibility.")

    /// `--page` as typed; `validate()` refuses a name that is not a ``PageName``. A string rather than a
    /// `PageName` so that a bad name gets one line naming every page: ArgumentParser lists the values of
    /// an enum with six or more cases on lines of their own, which the one-line error would cut off.
    @Option(
        name: .customLong("page"),
        help: ArgumentHelp("The page to open: \(PageName.validList).", valueName: "page"),
        completion: .list(PageName.allCases.map(\.rawValue)))
    var pageArgument: String = PageName.overview.rawValue

    /// The page to open.
    public var page: PageName { PageName(rawValue: pageArgument) ?? .overview }

    @Option(help: ArgumentHelp("Render the page offscreen (no display needed), write this PNG and exit.", valueName: "file.png"))
    public var screenshot: String?

    @Option(help: ArgumentHelp("Window size in points.", valueName: "WxH"))
    public var size: WindowSize = WindowSize(width: 800, height: 600)

    @Option(help: ArgumentHelp("Pixels per point (1 to 4); text is rasterised at the physical size.", valueName: "N"))
    public var scale: Double = 1

    @Option(help: "light, dark, high-contrast-light or high-contrast-dark (WCAG AA, or 7:1 text in the high-contrast ones).")
    public var theme: ThemeName = .light

    @Option(help: ArgumentHelp("The locale for names and formats, e.g. nl_NL; he_IL, ar_EG, fa_IR and ur_PK mirror the page; ja_JP@calendar=japanese also picks the calendar.", valueName: "ID"))
    public var locale: String = "en_US"

    @Option(help: ArgumentHelp("The day the pages treat as today, for reproducible output (default: today).", valueName: "YYYY-MM-DD"))
    public var today: DayArgument?

    @Option(name: .customLong("time-zone"), help: ArgumentHelp("The time zone for dates, e.g. Europe/Amsterdam.", valueName: "ID"))
    public var timeZone: String = "UTC"

    @Flag(name: .customLong("reduce-motion"), help: "Reduce motion (Theme.prefersReducedMotion): no bounce, every snap and slide at most 0.15 s.")
    public var reduceMotion = false

    @Option(help: "The backend that draws the window: software (PickerKit's own) or renderer (SDL_RenderGeometry); by default software on SDL's software renderer, renderer otherwise.")
    public var backend: PanelBackend?

    /// `--text-size` as typed; `validate()` refuses anything but one of ``DemoOptions/textSizes``.
    @Option(
        name: .customLong("text-size"),
        help: ArgumentHelp("The text size (Theme.textSize): 1, 1.25, 1.5 or 2 (100% to 200%).", valueName: "factor"))
    var textSizeArgument: String = "1"

    /// The text sizes `--text-size` and the toolbar's text size switch offer.
    public static let textSizes = PageOptions.textSizes

    /// The text size to start at.
    public var textSize: Double { Double(textSizeArgument).flatMap { Self.textSizes.contains($0) ? $0 : nil } ?? 1 }

    @Flag(name: .customLong("log-events"), help: "Print every value change as one JSON object per line (widget, kind, value, time, ...), after a line for each page built.")
    public var logEvents = false

    @Flag(name: .customLong("log-frames"), help: "Print one JSON line per rendered frame (for checking that an idle window renders nothing), after one saying how the window draws.")
    public var logFrames = false

    @Flag(name: .customLong("dump-layout"), help: "Print the widget tree as JSON and exit.")
    public var dumpLayout = false

    @Flag(name: .customLong("dump-accessibility"), help: "Print the semantics tree (AT-SPI roles, names, values, states, actions, frames) as JSON and exit.")
    public var dumpAccessibility = false

    @Option(help: ArgumentHelp("Replay timed input from this file (offscreen with --screenshot, else into the window, which quits at the script's 'end' line; format below).", valueName: "file"))
    public var script: String?

    @Flag(name: .customLong("check-damage"), help: "Replay --script offscreen twice, redrawing only what changed and redrawing everything, compare every frame, print the result as JSON and exit (1 when a frame differs).")
    public var checkDamage = false

    public init() {}

    public func validate() throws {
        guard PageName(rawValue: pageArgument) != nil else {
            throw ValidationError("unknown page '\(pageArgument)'; valid pages: \(PageName.validList)")
        }
        if checkDamage, script == nil { throw ValidationError("--check-damage needs --script FILE") }
        if backend == .renderer, screenshot != nil || checkDamage {
            // Offscreen pictures are the software backend's; the renderer backend draws only into a window.
            throw ValidationError("--backend renderer draws into a window; --screenshot and --check-damage draw with the software backend")
        }
        // A script that does not parse (an unknown key, controller button or axis, a bad value) is a bad
        // argument; one that cannot be read fails the command as before.
        if let script, let data = FileManager.default.contents(atPath: script), let text = String(data: data, encoding: .utf8) {
            do {
                _ = try InputScript(parsing: text)
            } catch let error as InputScript.ParseError {
                throw ValidationError("--script \(script): \(error)")
            }
        }
        guard let factor = Double(textSizeArgument), Self.textSizes.contains(factor) else {
            throw ValidationError("--text-size must be 1, 1.25, 1.5 or 2, not '\(textSizeArgument)'")
        }
        guard scale >= 1, scale <= 4 else { throw ValidationError("--scale must be between 1 and 4, not \(scale)") }
        guard size.width >= 100, size.height >= 100, size.width <= 8192, size.height <= 8192 else {
            throw ValidationError("--size must be between 100x100 and 8192x8192 points")
        }
        // A known locale, optionally with keywords such as `@calendar=japanese`.
        let base = String(locale.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false)[0])
        guard Self.isKnownLocale(base) else {
            throw ValidationError("--locale '\(locale)' is not a known locale identifier (e.g. en_US, nl_NL)")
        }
        guard TimeZone(identifier: timeZone) != nil else {
            throw ValidationError("--time-zone '\(timeZone)' is not a known time zone (e.g. UTC, Europe/Amsterdam)")
        }
    }

    private static let knownLocales: Set<String> = Set(Locale.availableIdentifiers)
    /// Every available locale's language and region ("ur_PK" for "ur_Arab_PK"), so an identifier without
    /// the script Foundation lists (Urdu is only listed as ur_Arab_PK) is known too.
    private static let knownLanguageRegions: Set<String> = Set(Locale.availableIdentifiers.compactMap { identifier in
        languageRegion(of: Locale(identifier: identifier))
    })

    private static func languageRegion(of locale: Locale) -> String? {
        guard let language = locale.language.languageCode?.identifier else { return nil }
        guard let region = locale.region?.identifier else { return language }
        return "\(language)_\(region)"
    }

    /// Whether Foundation has data for `identifier`: one of its available identifiers, or the language
    /// and region of one (ur_PK, he_IL); unknown languages (xx_YY) are not.
    static func isKnownLocale(_ identifier: String) -> Bool {
        if knownLocales.contains(identifier) { return true }
        // Otherwise only language_REGION: anything longer (ur_PK_extra) must be listed as it is.
        guard identifier.split(separator: "_", omittingEmptySubsequences: false).count == 2 else { return false }
        let locale = Locale(identifier: identifier)
        guard locale.identifier == identifier || locale.identifier.replacingOccurrences(of: "-", with: "_") == identifier,
              let key = languageRegion(of: locale)
        else { return false }
        return knownLanguageRegions.contains(key)
    }

    /// The page options these arguments describe; without `--today`, `now` decides today.
    public func pageOptions(now: Date) -> PageOptions {
        let zone = TimeZone(identifier: timeZone) ?? TimeZone(secondsFromGMT: 0)!
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let day = today?.components ?? calendar.dateComponents([.year, .month, .day], from: now)
        var pageTheme = (try? theme.theme.withTextSize(textSize)) ?? theme.theme
        pageTheme.prefersReducedMotion = reduceMotion
        return PageOptions(locale: Locale(identifier: locale), today: day, timeZone: zone, theme: pageTheme, scale: scale)
    }

    /// The running demo's name (`picker-demo` or `picker-demo-sdl3`) for the usage line; `picker-demo`
    /// when another program (a test) parses the options.
    static var commandName: String {
        let name = URL(fileURLWithPath: CommandLine.arguments.first ?? "").lastPathComponent
        return name.hasPrefix("picker-demo") ? name : "picker-demo"
    }
}

/// `--size WxH`.
public struct WindowSize: ExpressibleByArgument, Hashable, Sendable, CustomStringConvertible {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public init?(argument: String) {
        let parts = argument.lowercased().split(separator: "x")
        guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]) else { return nil }
        self.init(width: Double(w), height: Double(h))
    }

    public var size: Size { Size(width: width, height: height) }

    public var description: String { "\(Int(width))x\(Int(height))" }
}

/// `--today YYYY-MM-DD`.
public struct DayArgument: ExpressibleByArgument, Hashable, Sendable {
    public var components: DateComponents

    public init?(argument: String) {
        let parts = argument.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
              let y = Int(parts[0]), let m = Int(parts[1]), let d = Int(parts[2]) else { return nil }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: 0)!
        let candidate = DateComponents(year: y, month: m, day: d)
        guard let date = calendar.date(from: candidate),
              calendar.dateComponents([.year, .month, .day], from: date) == candidate else { return nil }
        components = candidate
    }
}

/// A backend as `--backend` names it.
extension PanelBackend: ExpressibleByArgument {}

extension ThemeName: ExpressibleByArgument {}

extension PageName {
    /// Every page's name, in order, for `--help` and the error a bad `--page` gets.
    static var validList: String { allCases.map(\.rawValue).joined(separator: ", ") }
}
