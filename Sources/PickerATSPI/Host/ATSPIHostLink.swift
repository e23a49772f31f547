import PickerCore
import PickerFrame
import PickerWidgets

/// The AT-SPI bridge joined to a host: the host's panels are the bridge's application, and what the host
/// reports goes to the bridge. The host holds it; it holds the host weakly.
final class ATSPIHostLink: PanelHostAccessibility, AccessibleApplication {
    private weak var host: AccessibleHost?
    var applicationName: String
    var bridge: ATSPIBridge?

    init(host: AccessibleHost, applicationName: String) {
        self.host = host
        self.applicationName = applicationName
    }

    // MARK: - PanelHostAccessibility

    func sceneDidChange(afterInput: Bool) { bridge?.sceneDidChange(afterInput: afterInput) }

    func keyWillBeHandled(_ key: RawKeyEvent) -> Bool {
        guard let bridge, let event = ATSPIKeyEvent(key) else { return false }
        return bridge.notifyKey(event)
    }

    func processIncoming() { bridge?.processIncoming() }

    /// Passes the panel's scene's events to the bridge, after whatever listener the app set.
    func panelWasAdded(_ panel: Panel) {
        guard let bridge, let scene = panel.scene as? AccessibleScene else { return }
        let previous = scene.onAccessibilityEvent
        let key = panel.serial
        scene.onAccessibilityEvent = { [weak bridge] event in
            previous?(event)
            bridge?.post(event, inPanel: key)
        }
    }

    func panelWillBeRemoved(_ panel: Panel) { bridge?.panelWillBeRemoved(panel.serial) }

    func windowActivationChanged(isActive: Bool) { bridge?.windowActivationChanged(isActive: isActive) }

    // MARK: - AccessibleApplication

    func accessibilitySnapshot() -> AccessibleApplicationSnapshot {
        guard let host else { return AccessibleApplicationSnapshot(name: applicationName, windowSize: .zero, panels: []) }
        let trees = host.panels.compactMap { panel -> AccessibleApplicationSnapshot.Panel? in
            guard !panel.isHidden, let scene = panel.scene as? AccessibleScene else { return nil }
            return .init(key: panel.serial, origin: panel.frame.origin, tree: scene.accessibilityTree())
        }
        return AccessibleApplicationSnapshot(
            name: applicationName, windowSize: host.sizeInPoints, windowOrigin: host.windowOrigin, coordinatesPerPoint: host.userScale,
            isActive: host.isWindowActive, panels: trees)
    }

    func performAccessibilityAction(_ action: AccessibilityAction, on identifier: String, inPanel key: Int) -> Bool {
        scene(key)?.performAccessibilityAction(action, on: identifier) ?? false
    }

    func setAccessibilityValue(_ value: Double, on identifier: String, inPanel key: Int) -> Bool {
        scene(key)?.setAccessibilityValue(value, on: identifier) ?? false
    }

    func setAccessibilityText(_ text: String, on identifier: String, inPanel key: Int) -> Bool {
        scene(key)?.setAccessibilityText(text, on: identifier) ?? false
    }

    func focusAccessibilityNode(_ identifier: String, inPanel key: Int) -> Bool {
        guard let host, let panel = host.panels.first(where: { $0.serial == key }), panel.scene.focusCandidate(identifier) else { return false }
        host.makeKey(panel)
        return true
    }

    private func scene(_ key: Int) -> AccessibleScene? {
        host?.panels.first { $0.serial == key }?.scene as? AccessibleScene
    }
}
