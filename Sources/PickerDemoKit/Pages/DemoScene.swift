import PickerInspection
import PickerKit

/// The scene the demo's host drives: the current page, which an overview button can switch.
/// Value changes of every page go to `onValueChanged` (`--log-events`).
public final class DemoScene: HostedScene {
    public private(set) var page: WidgetRoot
    public private(set) var pageName: PageName
    public let options: PageOptions
    public let textMeasurer: TextMeasurer
    public var onValueChanged: ((WidgetValueChange) -> Void)? {
        didSet { page.onValueChanged = onValueChanged }
    }
    /// The clipboard every page's text fields use (the window sets the system's).
    public var clipboard: Clipboard = InMemoryClipboard() {
        didSet { page.clipboard = clipboard }
    }
    private var size = Size(width: 800, height: 600)

    public init(page name: PageName, options: PageOptions, textMeasurer: TextMeasurer) throws {
        self.options = options
        self.textMeasurer = textMeasurer
        self.pageName = name
        page = OverviewPage(options: options, textMeasurer: textMeasurer, open: { _ in })
        try open(name)
    }

    /// Builds and shows `name`.
    public func open(_ name: PageName) throws {
        let next: WidgetRoot
        switch name {
        case .overview:
            next = OverviewPage(options: options, textMeasurer: textMeasurer) { [weak self] page in try? self?.open(page) }
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
        next.clipboard = clipboard
        page = next
        pageName = name
        page.layout(size: size)
    }

    public func layout(size: Size) {
        self.size = size
        page.layout(size: size)
    }

    @discardableResult
    public func handle(_ event: InputEvent) -> Bool { page.handle(event) }
    public func tick(now: Double) { page.tick(now: now) }
    public var needsFrame: Bool { page.needsFrame }
    public var damage: DamageRegion { page.damage }
    public func draw(in canvas: Canvas) { page.draw(in: canvas) }
    public var backgroundColor: Color { page.backgroundColor }
    public var textInputRect: Rect? { page.textInputRect }
    public var hasKeyboardFocus: Bool { page.hasKeyboardFocus }
    public func moveKeyboardFocus(forward: Bool, wrapping: Bool) -> Bool {
        page.moveKeyboardFocus(forward: forward, wrapping: wrapping)
    }
    public func resignKeyboardFocus() { page.resignKeyboardFocus() }

    /// The widget tree as `--dump-layout` prints it.
    public func layoutJSON() -> String { page.layoutNode().jsonValue.serialized() }
}
