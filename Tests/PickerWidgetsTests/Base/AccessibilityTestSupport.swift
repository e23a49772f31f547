import PickerCore
@testable import PickerWidgets

extension WidgetHarness {
    /// Every accessibility event the root sends from now on, in order.
    func recordAccessibilityEvents() -> AccessibilityEventLog {
        let log = AccessibilityEventLog()
        root.onAccessibilityEvent = { [log] in log.events.append($0) }
        return log
    }

    /// The node `identifier` of the root's tree.
    func node(_ identifier: String) -> AccessibilityNode? {
        root.accessibilityNode().node(withIdentifier: identifier)
    }
}

/// The accessibility events a root sent.
final class AccessibilityEventLog {
    var events: [AccessibilityEvent] = []

    /// The identifiers of the events of `kind`, in order.
    func identifiers(of kind: AccessibilityEvent.Kind) -> [String] {
        events.filter { $0.kind == kind }.map(\.identifier)
    }
}
