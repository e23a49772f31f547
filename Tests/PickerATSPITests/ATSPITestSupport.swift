import Foundation
import PickerCore
import PickerTestSupport
import PickerWidgets
@testable import PickerATSPI

/// An app for the handler: widget roots as panels of one window, with the window where a test puts it.
final class TestApplication: AccessibleApplication {
    var name = "Test app"
    var windowSize = Size(width: 800, height: 600)
    var windowOrigin = Point.zero
    var coordinatesPerPoint = 1.0
    /// The panels: a key, where the panel is in the window, and its tree.
    var panels: [(key: Int, origin: Point, root: WidgetRoot)] = []

    func accessibilitySnapshot() -> AccessibleApplicationSnapshot {
        AccessibleApplicationSnapshot(
            name: name, windowSize: windowSize, windowOrigin: windowOrigin, coordinatesPerPoint: coordinatesPerPoint,
            panels: panels.map { .init(key: $0.key, origin: $0.origin, tree: $0.root.accessibilityTree()) })
    }

    func performAccessibilityAction(_ action: AccessibilityAction, on identifier: String, inPanel panel: Int) -> Bool {
        root(panel)?.performAccessibilityAction(action, on: identifier) ?? false
    }

    func setAccessibilityValue(_ value: Double, on identifier: String, inPanel panel: Int) -> Bool {
        root(panel)?.setAccessibilityValue(value, on: identifier) ?? false
    }

    func setAccessibilityText(_ text: String, on identifier: String, inPanel panel: Int) -> Bool {
        root(panel)?.setAccessibilityText(text, on: identifier) ?? false
    }

    func focusAccessibilityNode(_ identifier: String, inPanel panel: Int) -> Bool {
        root(panel)?.focusCandidate(identifier) ?? false
    }

    private func root(_ key: Int) -> WidgetRoot? { panels.first { $0.key == key }?.root }
}

/// A calendar (November 2026, today the 21st, UTC, en_US), a name field holding "Ada" and an OK button in
/// one root, as panel 0 of a `TestApplication`, with the handler that serves it.
final class CalendarFixture {
    let application = TestApplication()
    let root: WidgetRoot
    let calendar: CalendarPicker
    let field: TextField
    let handler: ATSPIHandler
    var changes: [WidgetValueChange] = []
    var now = 0.0

    init(panelOrigin: Point = .zero) throws {
        var gregorian = Calendar(identifier: .gregorian)
        gregorian.locale = Locale(identifier: "en_US")
        gregorian.timeZone = TimeZone(secondsFromGMT: 0) ?? gregorian.timeZone
        guard let today = gregorian.date(from: DateComponents(year: 2026, month: 11, day: 21)),
            let month = gregorian.date(from: DateComponents(year: 2026, month: 11, day: 1))
        else { throw FixtureError() }
        root = WidgetRoot(id: "page", textMeasurer: FixedAdvanceTextMeasurer(), theme: .light)
        calendar = try CalendarPicker(id: "calendar", calendar: gregorian, today: today, month: month, selection: CalendarSelection(mode: .single))
        field = TextField(id: "name", text: "Ada")
        field.accessibilityLabel = "Name"
        let ok = Button(id: "ok", title: "OK")
        for widget in [calendar, field, ok] as [Widget] { root.addChild(widget) }
        root.layout(size: Size(width: 800, height: 600))
        calendar.frame = Rect(x: 40, y: 40, width: 364, height: 344)
        field.frame = Rect(x: 440, y: 40, width: 200, height: 36)
        ok.frame = Rect(x: 440, y: 100, width: 80, height: 36)
        application.panels = [(key: 0, origin: panelOrigin, root: root)]
        handler = ATSPIHandler(application: application, busName: ":1.7")
        root.onValueChanged = { [unowned self] in self.changes.append($0) }
    }

    /// Calls `member` of `interface` on `path` with `arguments`.
    func call(_ path: String, _ interface: String?, _ member: String, _ arguments: [DBusValue] = []) -> DBusReply {
        handler.handle(DBusMethodCall(path: path, interface: interface, member: member, arguments: arguments))
    }

    /// A property's value (Properties.Get), unwrapped from its variant.
    func property(_ path: String, _ interface: String, _ name: String) -> DBusValue? {
        guard case .values(let values) = call(path, ATSPIHandler.Interface.properties, "Get", [.string(interface), .string(name)]),
            case .variant(let value) = values.first
        else { return nil }
        return value
    }

    /// Lets animations run for `seconds` (a turned picker settles and reports).
    func settle(for seconds: Double = 3) {
        for _ in 0..<Int(seconds * 60) {
            now += 1.0 / 60
            root.tick(now: now)
        }
    }

    /// The path of the node `identifier` in panel 0.
    static func path(_ identifier: String) -> String { ATSPITree.path(panel: 0, identifier: identifier) }
}

struct FixtureError: Error {}

/// The single value of a reply, or nil for an error or another number of values.
func onlyValue(_ reply: DBusReply) -> DBusValue? {
    guard case .values(let values) = reply, values.count == 1 else { return nil }
    return values[0]
}

/// The object paths in an array of references (`a(so)`).
func paths(_ value: DBusValue?) -> [String] {
    guard case .array(_, let items) = value else { return [] }
    return items.compactMap { item in
        guard case .structure(let fields) = item, fields.count == 2, case .objectPath(let path) = fields[1] else { return nil }
        return path
    }
}

/// The object path of a reference (`(so)`).
func path(_ value: DBusValue?) -> String? {
    guard case .structure(let fields) = value, fields.count == 2, case .objectPath(let path) = fields[1] else { return nil }
    return path
}
