import Foundation
import PickerInspection
import PickerCore
import PickerWidgets

/// The scene the demo's host drives: the current page, which an overview button can switch, with the
/// toolbar (theme, locale, scale, text size, motion, back to the overview) in its top margin.
/// Value changes of every page go to `onValueChanged` (`--log-events`).
public final class DemoScene: HostedScene {
    public private(set) var page: WidgetRoot
    public private(set) var pageName: PageName
    /// The options pages are built from; the toolbar changes the theme, locale and scale.
    public private(set) var options: PageOptions
    /// The measurer pages lay text out with; a host that changes scale sets its new one.
    public var textMeasurer: TextMeasurer {
        didSet { reopen() }
    }
    /// The current page's toolbar (nil when ``PageOptions/showsToolbar`` is off).
    public private(set) var toolbar: DemoToolbar?
    /// Called after the toolbar changed the theme or locale (the page is rebuilt with the new options
    /// first); a host updates what depends on them (the fallback fonts' language).
    public var onOptionsChange: ((PageOptions) -> Void)?
    /// Called when the toolbar asks for another scale (pixels per point). Only a window host can
    /// apply it (it sets ``textMeasurer`` to one of the new scale); offscreen renders keep theirs.
    public var onScaleChange: ((Double) -> Void)?
    private var pendingSettings: DemoToolbar.Settings?
    private var pendingPage: PageName?
    public var onValueChanged: ((WidgetValueChange) -> Void)? {
        didSet { page.onValueChanged = onValueChanged }
    }
    /// Hears every page's semantics events (an AT-SPI bridge); a page built again is announced as the
    /// panel's children changing.
    public var onAccessibilityEvent: ((AccessibilityEvent) -> Void)? {
        didSet { page.onAccessibilityEvent = onAccessibilityEvent }
    }
    /// Called whenever the page is built again (a change of locale, the back button, Escape, an overview
    /// card), with the time of the event or tick that asked for it, after the new page is shown.
    public var onPageBuilt: ((PageName, PageOptions, _ time: Double) -> Void)?
    /// The time of the last event or tick, in seconds: when a page built now was asked for.
    private var latestTime = 0.0
    /// The clipboard every page's text fields use (the window sets the system's).
    public var clipboard: Clipboard = InMemoryClipboard() {
        didSet { page.clipboard = clipboard }
    }
    private var size = Size(width: 800, height: 600)

    public init(page name: PageName, options: PageOptions, textMeasurer: TextMeasurer) throws {
        self.options = options
        self.textMeasurer = textMeasurer
        self.pageName = name
        page = WidgetRoot(textMeasurer: textMeasurer, theme: options.theme)
        try open(name)
    }

    /// Builds the current page again (after a change of options or measurer); a page that cannot be
    /// built with the new options stays as it was.
    private func reopen() {
        try? open(pageName)
    }

    /// Builds and shows `name`.
    public func open(_ name: PageName) throws {
        let next: WidgetRoot
        switch name {
        case .overview:
            next = try OverviewPage(options: options, textMeasurer: textMeasurer) { [weak self] page in self?.pendingPage = page }
        case .minipicker:
            next = try MiniPickerPage(options: options, textMeasurer: textMeasurer)
        case .calendar:
            next = try CalendarPage(options: options, textMeasurer: textMeasurer)
        case .wheel:
            next = try WheelPage(options: options, textMeasurer: textMeasurer)
        case .odometer:
            next = try OdometerPage(options: options, textMeasurer: textMeasurer)
        case .datepicker:
            next = try DatePickerPage(options: options, textMeasurer: textMeasurer)
        case .form:
            next = try FormPage(options: options, textMeasurer: textMeasurer)
        }
        // The page takes the locale's direction: labels hug their leading edge, widgets without a locale
        // of their own (the demo's mode and interval pickers) are mirrored in right to left.
        next.layoutDirection = LayoutDirection(locale: options.locale)
        next.onValueChanged = onValueChanged
        next.onAccessibilityEvent = onAccessibilityEvent
        next.clipboard = clipboard
        toolbar = nil
        if options.showsToolbar {
            let settings = DemoToolbar.Settings(
                themeName: options.themeName ?? .light, localeIdentifier: options.locale.identifier, scale: options.scale,
                textSize: options.textSize, reducesMotion: options.theme.prefersReducedMotion)
            // Every page, the overview too, has the text size and motion switches.
            let bar = try DemoToolbar(
                settings: settings, back: name == .overview ? nil : { [weak self] in self?.pendingPage = .overview })
            bar.onChange = { [weak self] in self?.pendingSettings = $0 }
            next.addChild(bar)
            toolbar = bar
        }
        page = next
        pageName = name
        layout(size: size)
        onPageBuilt?(name, options, latestTime)
        onAccessibilityEvent?(AccessibilityEvent(.childrenChanged, identifier: next.id, time: latestTime))
    }

    public func layout(size: Size) {
        self.size = size
        page.layout(size: size)
        if let toolbar { toolbar.frame = Rect(x: 0, y: 0, width: size.width, height: toolbar.height(forWidth: size.width)) }
    }

    /// Applies what the toolbar or an overview button asked for while an event or a tick was handled:
    /// never from inside the widget's callback, whose tree it replaces.
    private func applyPendingChanges() {
        if var settings = pendingSettings {
            pendingSettings = nil
            if onScaleChange == nil, settings.scale != options.scale {
                // Nothing here can change the pixels per point (an offscreen render): the switch goes back.
                settings.scale = options.scale
                toolbar?.setSettings(settings)
            }
            let scaleChanged = settings.scale != options.scale
            let localeChanged = settings.localeIdentifier != options.locale.identifier
            let textSizeChanged = settings.textSize != options.textSize
            let oldTheme = options.theme
            options.theme = (try? settings.themeName.theme.withTextSize(settings.textSize)) ?? settings.themeName.theme
            options.theme.prefersReducedMotion = settings.reducesMotion
            options.locale = Locale(identifier: settings.localeIdentifier)
            options.scale = settings.scale
            if localeChanged || textSizeChanged {
                // Names, formats and direction are the widgets' own, and every page sizes its rows and
                // captions for the text size: the page is built again.
                reopen()
            } else {
                // Only the theme: the page keeps its state (selections, scroll positions, open rows).
                retheme(page, from: oldTheme, to: options.theme)
            }
            onOptionsChange?(options)
            if scaleChanged { onScaleChange?(settings.scale) }
        }
        if let name = pendingPage {
            pendingPage = nil
            try? open(name)
        }
    }

    /// Gives `root` the theme `new` in place: widgets read the theme when they draw, and labels
    /// coloured with one of the old theme's colours (secondary text, accent, text) take the new one's.
    private func retheme(_ root: WidgetRoot, from old: Theme, to new: Theme) {
        guard old != new else { return }
        let roles: [(Color, Color)] = [(old.secondaryText, new.secondaryText), (old.accent, new.accent), (old.text, new.text)]
        for case let paragraph as Paragraph in root.subtree {
            if let color = paragraph.color, let role = roles.first(where: { $0.0 == color }) { paragraph.color = role.1 }
        }
        for case let label as Label in root.subtree {
            if let color = label.color, let role = roles.first(where: { $0.0 == color }) { label.color = role.1 }
        }
        root.rootTheme = new
    }

    /// Routes `event` to the page; Ctrl shortcuts go to the toolbar first, and Escape that the page leaves
    /// goes back to the overview.
    @discardableResult
    public func handle(_ event: InputEvent) -> Bool {
        latestTime = max(latestTime, event.time)
        defer { applyPendingChanges() }
        if case .key(let key) = event, let toolbar, toolbar.handleShortcut(key) { return true }
        let used = page.handle(event)
        if case .key = event { (page as? RevealsFocusedWidget)?.revealFocusedWidget() }
        if !used, case .key(let key) = event, key.key == .escape, pageName != .overview, options.showsToolbar {
            pendingPage = .overview
            return true
        }
        return used
    }

    public func tick(now: Double) {
        latestTime = max(latestTime, now)
        page.tick(now: now)
        applyPendingChanges()
    }
    public var needsFrame: Bool { page.needsFrame }
    public var damage: DamageRegion { page.damage }
    public func draw(in canvas: Canvas) { page.draw(in: canvas) }
    public var backgroundColor: Color { page.backgroundColor }
    public var textInputRect: Rect? { page.textInputRect }
    public var hasKeyboardFocus: Bool { page.hasKeyboardFocus }
    public func moveKeyboardFocus(forward: Bool, wrapping: Bool) -> Bool {
        defer { (page as? RevealsFocusedWidget)?.revealFocusedWidget() }
        return page.moveKeyboardFocus(forward: forward, wrapping: wrapping)
    }
    public func resignKeyboardFocus() { page.resignKeyboardFocus() }
    public func handle(_ action: GamepadAction, controller: ControllerID, time: Double) -> Bool {
        defer { (page as? RevealsFocusedWidget)?.revealFocusedWidget() }
        return page.handle(action, controller: controller, time: time)
    }
    public func releaseDirection(_ direction: NavigationDirection, controller: ControllerID) {
        page.releaseDirection(direction, controller: controller)
    }
    public func handleStick(_ axis: StickAxis, value: Int, controller: ControllerID, time: Double) -> Bool {
        page.handleStick(axis, value: value, controller: controller, time: time)
    }
    public func removeController(_ controller: ControllerID) { page.removeController(controller) }
    public func fling(fraction: Double, time: Double) -> Bool { page.fling(fraction: fraction, time: time) }
    public var focusCandidates: [FocusCandidate] { page.focusCandidates }
    public var focusedCandidateID: String? { page.focusedCandidateID }
    public func focusCandidate(_ id: String) -> Bool {
        defer { (page as? RevealsFocusedWidget)?.revealFocusedWidget() }
        return page.focusCandidate(id)
    }

    /// The widget tree as `--dump-layout` prints it.
    public func layoutJSON() -> String { page.layoutNode().jsonValue.serialized() }

    /// The semantics tree as `--dump-accessibility` prints it: the demo's window, holding the page's one
    /// panel (named by the page unless the page names itself).
    public func accessibilityNode() -> AccessibilityNode {
        .window(named: Self.title, size: size, panels: [accessibilityTree()])
    }

    /// The demo's window title, and its application's name on the accessibility bus.
    public static let title = "PickerKit demo"


    /// ``accessibilityNode()`` as JSON on one line.
    public func accessibilityJSON() -> String { accessibilityNode().jsonValue.serialized() }
}

extension DemoScene: AccessibleScene {
    /// The page's panel, named by the page unless the page names itself.
    public func accessibilityTree() -> AccessibilityNode {
        var panel = page.accessibilityNode()
        if panel.name.isEmpty { panel.name = pageName.title }
        return panel
    }

    @discardableResult
    public func performAccessibilityAction(_ action: AccessibilityAction, on identifier: String) -> Bool {
        defer { applyPendingChanges() }
        return page.performAccessibilityAction(action, on: identifier)
    }

    @discardableResult
    public func setAccessibilityValue(_ value: Double, on identifier: String) -> Bool {
        page.setAccessibilityValue(value, on: identifier)
    }

    @discardableResult
    public func setAccessibilityText(_ text: String, on identifier: String) -> Bool {
        page.setAccessibilityText(text, on: identifier)
    }
}
