import PickerCore

/// What a host (`PanelHost`, on either SDL) tells an assistive-technology bridge: the AT-SPI bridge joins
/// the host through it from a module of its own (`PickerSDLAccessibility`, which `import PickerKit` brings),
/// so the SDL host builds without D-Bus. Called on the main thread.
public protocol PanelHostAccessibility: AnyObject {
    /// The panels may have changed (after an event or a frame). `afterInput`: after a key, a controller's
    /// press or a wheel notch, when the focused node's new value is announced at once.
    func sceneDidChange(afterInput: Bool)
    /// A key went down or up, before the panels get it. Returns whether the assistive technology consumed it
    /// (one of a screen reader's commands), so that the panels never see it.
    func keyWillBeHandled(_ key: RawKeyEvent) -> Bool
    /// The host's accessibility event arrived (the host's `accessibilityEventType`): answer what waits.
    func processIncoming()
    /// `panel` was added.
    func panelWasAdded(_ panel: Panel)
    /// `panel` is about to be taken out.
    func panelWillBeRemoved(_ panel: Panel)
    /// The window gained or lost the keyboard.
    func windowActivationChanged(isActive: Bool)
}
