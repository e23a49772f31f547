import PickerCore
import PickerFrame
import PickerWidgets

/// A host (`PanelHost`, on either SDL) that the AT-SPI bridge can join: its window as a screen reader
/// sees it, and a way to wake its loop from the bridge's thread.
public protocol AccessibleHost: PanelHosting {
    /// The bridge joined to the host; the host tells it every event, frame and panel change.
    var accessibility: PanelHostAccessibility? { get set }
    /// Where the window's top-left corner is on the screen, in screen coordinates.
    var windowOrigin: Point { get }
    /// Whether the window has the keyboard.
    var isWindowActive: Bool { get }
    /// Window coordinates per point.
    var userScale: Double { get }
    /// Wakes the host's loop from any thread, so that it answers the bridge's calls on its own thread.
    func accessibilityWake() -> @Sendable () -> Void
}

extension AccessibleHost {
    /// Puts the panels on the Linux accessibility bus (AT-SPI 2), so a screen reader such as Orca reads
    /// and drives them: the app is one application holding the window, and each panel whose scene is an
    /// `AccessibleScene` (a `WidgetRoot`) is a panel in it. Does nothing, and costs nothing, when there is
    /// no accessibility bus or accessibility is off; nothing is drawn for it.
    ///
    /// Keep routing events through the host's `handle(_:)`: the bridge's requests arrive as SDL events it takes.
    /// - Parameter applicationName: what the screen reader calls the app and its window.
    /// - Returns: whether the panels are on the bus.
    @discardableResult
    public func startAccessibility(applicationName: String) -> Bool {
        if let link = accessibility as? ATSPIHostLink {
            link.applicationName = applicationName
            return true
        }
        let link = ATSPIHostLink(host: self, applicationName: applicationName)
        guard let bridge = ATSPIBridge.connect(application: link, wake: accessibilityWake()) else { return false }
        link.bridge = bridge
        accessibility = link
        for panel in panels { link.panelWasAdded(panel) }
        return true
    }

    /// Takes the panels off the accessibility bus.
    public func stopAccessibility() {
        if accessibility is ATSPIHostLink { accessibility = nil }
    }

    /// Whether the panels are on the accessibility bus.
    public var isAccessibilityActive: Bool { accessibility is ATSPIHostLink }
}
