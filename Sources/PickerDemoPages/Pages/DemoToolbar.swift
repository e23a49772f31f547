import Foundation
import PickerCore
import PickerWidgets

/// The demo's switches, in the top margin of every page and built from PickerKit's own widgets: a
/// button back to the overview (on every other page), and mini pickers for the theme, the locale, the
/// scale, the text size and reduced motion. A switch that settles on a new value calls ``onChange`` with
/// the settings it asks for; the scene applies them (DemoScene rebuilds the page), so a change is live
/// without a restart.
public final class DemoToolbar: Widget {
    /// What the toolbar can switch.
    public struct Settings: Hashable, Sendable {
        public var themeName: ThemeName
        public var localeIdentifier: String
        public var scale: Double
        /// The text size (``PickerCore/Theme/textSize``): one of ``PageOptions/textSizes``.
        public var textSize: Double = 1
        /// Whether motion is reduced (``PickerCore/Theme/prefersReducedMotion``).
        public var reducesMotion = false

        public init(themeName: ThemeName, localeIdentifier: String, scale: Double, textSize: Double = 1, reducesMotion: Bool = false) {
            self.themeName = themeName
            self.localeIdentifier = localeIdentifier
            self.scale = scale
            self.textSize = textSize
            self.reducesMotion = reducesMotion
        }

        /// Whether the locale reads right to left.
        public var isRightToLeft: Bool { LayoutDirection(locale: Locale(identifier: localeIdentifier)).isRightToLeft }
    }

    /// The locales the locale switch offers: left to right and right to left, Latin, CJK, Cyrillic,
    /// Hebrew and Arabic scripts.
    public static let locales = [
        "en_US", "en_GB", "nl_NL", "de_DE", "fr_FR", "es_ES", "pl_PL", "ru_RU",
        "ja_JP", "zh_CN", "ko_KR", "he_IL", "ar_EG", "fa_IR",
    ]
    /// The themes the theme switch offers, in order, with their titles: Light and Dark first, as before
    /// the high-contrast ones came, so the switch looks the same on those; "+" marks more contrast.
    static let themes: [(name: ThemeName, title: String)] = [
        (.light, "Light"), (.dark, "Dark"), (.highContrastLight, "Light+"), (.highContrastDark, "Dark+"),
    ]

    /// The theme switch's row for `name`.
    static func themeRow(_ name: ThemeName) -> Int { themes.firstIndex { $0.name == name } ?? 0 }

    /// The scales the scale switch offers, in pixels per point (and the start scale, when it is another).
    public static let scales: [Double] = [1, 2]
    public let scaleValues: [Double]
    /// The text sizes the text size switch offers (``PageOptions/textSizes``, plus the start size when it
    /// is another).
    public let textSizeValues: [Double]
    /// The titles of the motion switch: full motion, then reduced ("calm", short enough for the toolbar
    /// to keep one row on a 640-point window at 100% text).
    static let motionTitles = ["Motion", "Calm"]
    /// The height of one row of switches in points at 100% text: it fits the pages' 32-point top margin.
    public static let height = 32.0

    public let back: Button?
    public let themeSwitch: MiniPicker
    public let localeSwitch: MiniPicker
    public let scaleSwitch: MiniPicker
    /// The text size switch (100% to 200%); nil when built without the accessibility switches.
    public let textSizeSwitch: MiniPicker?
    /// The motion switch (Motion, Calm: reduced motion); nil when built without the accessibility switches.
    public let motionSwitch: MiniPicker?
    /// The locales in the locale switch: ``locales``, plus the start locale when it is another.
    public let localeIdentifiers: [String]
    public private(set) var settings: Settings
    /// Called with the settings the user switched to (once per settled change).
    public var onChange: ((Settings) -> Void)?

    /// - Parameters:
    ///   - settings: what the switches start on.
    ///   - back: called when the back button is pressed; nil shows no back button (the overview).
    ///   - showsAccessibilitySwitches: whether the text size and motion switches show (their shortcuts
    ///     work either way).
    public init(settings: Settings, back: (() -> Void)?, showsAccessibilitySwitches: Bool = true) throws {
        self.settings = settings
        scaleValues = Set(Self.scales + [settings.scale]).sorted()
        textSizeValues = Set(PageOptions.textSizes + [settings.textSize]).sorted()
        localeIdentifiers = Self.locales.contains(settings.localeIdentifier) ? Self.locales : [settings.localeIdentifier] + Self.locales
        // The back arrow points against the reading direction: left, or right in right to left.
        let backTitle = settings.isRightToLeft ? "Overview ›" : "‹ Overview"
        self.back = back.map { action in Button(id: "toolbar.back", title: backTitle) { _ in action() } }
        themeSwitch = try MiniPicker(id: "toolbar.theme", titles: [Self.themes.map(\.title)], componentIdentifiers: ["theme"])
        localeSwitch = try MiniPicker(id: "toolbar.locale", titles: [localeIdentifiers], componentIdentifiers: ["locale"])
        scaleSwitch = try MiniPicker(id: "toolbar.scale", titles: [scaleValues.map { $0 == $0.rounded() ? "\(Int($0))x" : "\($0)x" }], componentIdentifiers: ["scale"])
        if showsAccessibilitySwitches {
            textSizeSwitch = try MiniPicker(
                id: "toolbar.textSize", titles: [textSizeValues.map { "\(Int(($0 * 100).rounded()))%" }], componentIdentifiers: ["textSize"])
            motionSwitch = try MiniPicker(id: "toolbar.motion", titles: [Self.motionTitles], componentIdentifiers: ["motion"])
        } else {
            textSizeSwitch = nil
            motionSwitch = nil
        }
        super.init(id: "toolbar")
        accessibilityLabel = "Toolbar"
        themeSwitch.accessibilityLabel = "Theme"
        localeSwitch.accessibilityLabel = "Language"
        scaleSwitch.accessibilityLabel = "Scale"
        textSizeSwitch?.accessibilityLabel = "Text size"
        motionSwitch?.accessibilityLabel = "Motion"
        try themeSwitch.selectRow(Self.themeRow(settings.themeName), inComponent: 0, animated: false)
        try localeSwitch.selectRow(localeIdentifiers.firstIndex(of: settings.localeIdentifier) ?? 0, inComponent: 0, animated: false)
        try scaleSwitch.selectRow(scaleValues.firstIndex(of: settings.scale) ?? 0, inComponent: 0, animated: false)
        try textSizeSwitch?.selectRow(textSizeValues.firstIndex(of: settings.textSize) ?? 0, inComponent: 0, animated: false)
        try motionSwitch?.selectRow(settings.reducesMotion ? 1 : 0, inComponent: 0, animated: false)
        if let back = self.back { addChild(back) }
        for picker in [themeSwitch, localeSwitch, scaleSwitch, motionSwitch, textSizeSwitch].compactMap({ $0 }) { addChild(picker) }
        themeSwitch.onValueChanged = { [weak self] selected in
            guard Self.themes.indices.contains(selected.row) else { return }
            self?.change { $0.themeName = Self.themes[selected.row].name }
        }
        localeSwitch.onValueChanged = { [weak self] selected in
            guard let self, self.localeIdentifiers.indices.contains(selected.row) else { return }
            self.change { $0.localeIdentifier = self.localeIdentifiers[selected.row] }
        }
        scaleSwitch.onValueChanged = { [weak self] selected in
            guard let self, self.scaleValues.indices.contains(selected.row) else { return }
            self.change { $0.scale = self.scaleValues[selected.row] }
        }
        textSizeSwitch?.onValueChanged = { [weak self] selected in
            guard let self, self.textSizeValues.indices.contains(selected.row) else { return }
            self.change { $0.textSize = self.textSizeValues[selected.row] }
        }
        motionSwitch?.onValueChanged = { [weak self] selected in
            self?.change { $0.reducesMotion = selected.row == 1 }
        }
    }

    public override var kind: String { "Toolbar" }

    /// See ``layoutSwitches()`` (DemoToolbar+Layout.swift).
    public override func layoutChildren() { layoutSwitches() }

    private func change(_ update: (inout Settings) -> Void) {
        var next = settings
        update(&next)
        guard next != settings else { return }
        settings = next
        showSettings()
        onChange?(next)
    }

    /// Shows `settings` on the switches without reporting a change (the scene refused one).
    public func setSettings(_ settings: Settings) {
        self.settings = settings
        showSettings()
    }

    /// Turns each switch to what ``settings`` say (after a shortcut changed them).
    private func showSettings() {
        let rows = [
            (themeSwitch, Self.themeRow(settings.themeName)),
            (localeSwitch, localeIdentifiers.firstIndex(of: settings.localeIdentifier) ?? 0),
            (scaleSwitch, scaleValues.firstIndex(of: settings.scale) ?? 0),
        ]
        for (picker, row) in rows {
            try? picker.selectRow(row, inComponent: 0, animated: true)
        }
        try? textSizeSwitch?.selectRow(textSizeValues.firstIndex(of: settings.textSize) ?? 0, inComponent: 0, animated: true)
        try? motionSwitch?.selectRow(settings.reducesMotion ? 1 : 0, inComponent: 0, animated: true)
    }

    /// The keyboard shortcuts the scene handles for the toolbar (listed in the README):
    /// Ctrl+T theme, Ctrl+L next locale (Ctrl+Shift+L previous), Ctrl+1 and Ctrl+2 the scale, Ctrl+=
    /// (or Ctrl++) and Ctrl+- a larger and a smaller text size, Ctrl+0 100% text, Ctrl+M reduced motion.
    /// - Returns: whether `event` was one of them.
    public func handleShortcut(_ event: KeyEvent) -> Bool {
        guard event.modifiers.contains(.control), !event.isRepeat, case .character(let c) = event.key else { return false }
        switch c {
        case "t":
            change { $0.themeName = $0.themeName.opposite }
        case "l":
            let index = localeIdentifiers.firstIndex(of: settings.localeIdentifier) ?? 0
            let step = event.modifiers.contains(.shift) ? -1 : 1
            let next = localeIdentifiers[(index + step + localeIdentifiers.count) % localeIdentifiers.count]
            change { $0.localeIdentifier = next }
        case "1", "2":
            let value = Double(c.wholeNumberValue ?? 1)
            change { $0.scale = value }
        case "=", "+", "-":
            let index = textSizeValues.firstIndex(of: settings.textSize) ?? 0
            let next = min(max(0, index + (c == "-" ? -1 : 1)), textSizeValues.count - 1)
            change { $0.textSize = self.textSizeValues[next] }
        case "0":
            change { $0.textSize = 1 }
        case "m":
            change { $0.reducesMotion.toggle() }
        default:
            return false
        }
        return true
    }
}
