import CSDL2
import PickerATSPI
import PickerCore
import PickerWidgets

extension PanelHost: AccessibleApplication {
    /// Puts the panels on the Linux accessibility bus (AT-SPI 2), so a screen reader such as Orca reads
    /// and drives them: the app is one application holding the window, and each panel whose scene is an
    /// `AccessibleScene` (a `WidgetRoot`) is a panel in it. Does nothing, and costs nothing, when there is
    /// no accessibility bus or accessibility is off; nothing is drawn for it.
    ///
    /// Keep routing events through `handle(_:)`: the bridge's requests arrive as SDL events it takes.
    /// - Parameter applicationName: what the screen reader calls the app and its window.
    /// - Returns: whether the panels are on the bus.
    @discardableResult
    public func startAccessibility(applicationName: String) -> Bool {
        accessibilityApplicationName = applicationName
        if accessibilityBridge != nil { return true }
        let type = Self.accessibilityEventType
        let windowID = window?.id ?? 0
        guard let bridge = ATSPIBridge.connect(application: self, wake: {
            // From the bridge's watcher thread: SDL_PushEvent is thread-safe and wakes SDL_WaitEvent.
            var event = SDL_Event()
            event.user.type = type
            event.user.windowID = windowID
            _ = SDL_PushEvent(&event)
        }) else { return false }
        accessibilityBridge = bridge
        for panel in panels { connectAccessibilityEvents(of: panel) }
        return true
    }

    /// Takes the panels off the accessibility bus.
    public func stopAccessibility() {
        accessibilityBridge = nil
    }

    /// Whether the panels are on the accessibility bus.
    public var isAccessibilityActive: Bool { accessibilityBridge != nil }

    /// The SDL event type the bridge's thread pushes when a screen reader's request arrives (registered with
    /// `SDL_RegisterEvents`); `handle(_:)` answers it and asks for no frame.
    public static let accessibilityEventType: UInt32 = {
        let type = SDL_RegisterEvents(1)
        return type == UInt32.max ? SDL_USEREVENT.rawValue + 1 : type
    }()

    /// Hands a key event to the screen reader first; true when it consumed the key (one of its commands),
    /// which the panels then never see, nor the text the press would type.
    func screenReaderConsumes(_ event: SDL_Event) -> Bool {
        guard let bridge = accessibilityBridge else { return false }
        let type = SDL_EventType(event.type)
        if type == SDL_TEXTINPUT, consumedKeyTypesText {
            consumedKeyTypesText = false
            return true
        }
        guard type == SDL_KEYDOWN || type == SDL_KEYUP else { return false }
        let keysym = event.key.keysym
        let state = UInt32(keysym.mod)
        var modifiers: ATSPIKeyEvent.Modifiers = []
        let pairs: [(UInt32, ATSPIKeyEvent.Modifiers)] = [
            (KMOD_SHIFT.rawValue, .shift), (KMOD_CAPS.rawValue, .capsLock), (KMOD_CTRL.rawValue, .control),
            (KMOD_ALT.rawValue, .alt), (KMOD_NUM.rawValue, .numLock), (KMOD_GUI.rawValue, .super),
        ]
        for (mask, modifier) in pairs where state & mask != 0 { modifiers.insert(modifier) }
        let character = keysym.sym & Int32(SDLK_SCANCODE_MASK) == 0 ? Unicode.Scalar(UInt32(bitPattern: keysym.sym)) : nil
        guard let key = ATSPIKeyEvent(
            isPress: type == SDL_KEYDOWN, usage: Int(keysym.scancode.rawValue), character: character, modifiers: modifiers,
            timestamp: event.key.timestamp)
        else { return false }
        let consumed = bridge.notifyKey(key)
        if key.isPress { consumedKeyTypesText = consumed && key.isText }
        return consumed
    }

    /// Tells the bridge the panels may have changed (after an event or a frame), which sends what they
    /// reported since; after a key, a controller's press or a wheel notch (`afterInput`) the focused
    /// node's new value is announced at once.
    func accessibilitySceneDidChange(afterInput: Bool) {
        accessibilityBridge?.sceneDidChange(afterInput: afterInput)
    }

    /// Passes the panel's scene's events to the bridge, after whatever listener the app set.
    func connectAccessibilityEvents(of panel: Panel) {
        guard let bridge = accessibilityBridge, let scene = panel.scene as? AccessibleScene else { return }
        let previous = scene.onAccessibilityEvent
        let key = panel.serial
        scene.onAccessibilityEvent = { [weak bridge] event in
            previous?(event)
            bridge?.post(event, inPanel: key)
        }
    }

    // MARK: - AccessibleApplication

    public func accessibilitySnapshot() -> AccessibleApplicationSnapshot {
        var origin = Point.zero
        var isActive = true
        if let window {
            var x: Int32 = 0, y: Int32 = 0
            SDL_GetWindowPosition(window.pointer, &x, &y)
            origin = Point(x: Double(x), y: Double(y))
            isActive = SDL_GetWindowFlags(window.pointer) & SDL_WINDOW_INPUT_FOCUS.rawValue != 0
        }
        let trees = panels.compactMap { panel -> AccessibleApplicationSnapshot.Panel? in
            guard !panel.isHidden, let scene = panel.scene as? AccessibleScene else { return nil }
            return .init(key: panel.serial, origin: panel.frame.origin, tree: scene.accessibilityTree())
        }
        return AccessibleApplicationSnapshot(
            name: accessibilityApplicationName, windowSize: sizeInPoints, windowOrigin: origin, coordinatesPerPoint: userScale,
            isActive: isActive, panels: trees)
    }

    public func performAccessibilityAction(_ action: AccessibilityAction, on identifier: String, inPanel key: Int) -> Bool {
        accessibleScene(key)?.performAccessibilityAction(action, on: identifier) ?? false
    }

    public func setAccessibilityValue(_ value: Double, on identifier: String, inPanel key: Int) -> Bool {
        accessibleScene(key)?.setAccessibilityValue(value, on: identifier) ?? false
    }

    public func setAccessibilityText(_ text: String, on identifier: String, inPanel key: Int) -> Bool {
        accessibleScene(key)?.setAccessibilityText(text, on: identifier) ?? false
    }

    public func focusAccessibilityNode(_ identifier: String, inPanel key: Int) -> Bool {
        guard let panel = panels.first(where: { $0.serial == key }), panel.scene.focusCandidate(identifier) else { return false }
        keyPanel = panel
        return true
    }

    private func accessibleScene(_ key: Int) -> AccessibleScene? {
        panels.first { $0.serial == key }?.scene as? AccessibleScene
    }
}
