import CSDL2
import PickerCore

extension PanelHost {
    /// Gives one SDL event to the panels.
    ///
    /// Call it for every event the app's loop takes from SDL, before the app acts on it itself.
    /// - Parameters:
    ///   - event: the event, as `SDL_PollEvent` or `SDL_WaitEvent` gave it.
    ///   - time: when it happened, in seconds on the host's clock (`clock.now()` when nil); replays give
    ///     their own times.
    /// - Returns: whether PickerKit used the event, so the app must not: a press on a panel, every event of
    ///   a drag that began on one (even outside it), the pointer or wheel over a panel, keys and text a
    ///   panel's widgets took, Tab moving the focus, and the wake-up event of `requestFrame()`. Window
    ///   events, events for other windows and everything else are left to the app (false).
    @discardableResult
    public func handle(_ event: SDL_Event, time: Double? = nil) -> Bool {
        if event.type == Self.wakeEventType { return true }
        if event.type == Self.accessibilityEventType {
            accessibility?.processIncoming()
            return true
        }
        switch SDL_EventType(event.type) {
        case SDL_WINDOWEVENT:
            if isForThisWindow(event.window.windowID) {
                handleWindowEvent(event.window, time: time)
                accessibility?.sceneDidChange(afterInput: false)  // it may have moved, or gained or lost the keyboard
            }
            return false
        case SDL_RENDER_TARGETS_RESET, SDL_RENDER_DEVICE_RESET:
            // Target textures (or every texture) lost their pixels: draw everything again.
            for panel in panels { panel.needsFullRedraw = true }
            setNeedsFullRedraw()
            return false
        case SDL_DISPLAYEVENT:
            updatePixelsPerPoint()
            return false
        default:
            break
        }
        if let used = handleControllerEvent(event, time: time ?? clock.now()) {
            accessibility?.sceneDidChange(afterInput: true)
            return used
        }
        guard isForThisWindow(Self.windowID(of: event)) else { return false }
        if accessibilityConsumes(event) { return true }
        let now = time ?? clock.now()
        var used = false
        for input in translator.translate(event, time: now) {
            if route(input) { used = true }
        }
        updateMouseCapture()
        updateTextInput()
        let type = SDL_EventType(event.type)
        accessibility?.sceneDidChange(afterInput: type == SDL_KEYDOWN || type == SDL_MOUSEWHEEL)
        return used
    }

    /// Cancels every pointer that is down (as when the window loses focus): widgets undo their gestures.
    public func cancelAllPointers(time: Double? = nil) {
        for input in translator.cancelAllPointers(time: time ?? clock.now()) { _ = route(input) }
        pointerOwners.removeAll()
        updateMouseCapture()
    }

    /// Where the focused panel edits text, in window points, or nil when nothing is being edited. In
    /// `.manual` text input mode the app turns SDL's text input on and off by it.
    public var textInputRectInWindow: Rect? {
        guard let panel = keyPanel, !panel.isHidden, let rect = panel.scene.textInputRect else { return nil }
        let offset = pointOrigin(of: panel)
        return Rect(x: rect.minX + offset.x, y: rect.minY + offset.y, width: rect.width, height: rect.height)
    }

    /// Whether a drag that began on a panel is in progress (the app should not start one of its own).
    public var isPointerCaptured: Bool { !pointerOwners.isEmpty }

    // MARK: - Routing

    /// Sends one input event (window points) to the panel it belongs to; returns whether PickerKit used it.
    func route(_ input: InputEvent) -> Bool {
        switch input {
        case .pointerDown(let e):
            guard let panel = panel(at: e.location) else {
                // A press on the app's own part of the window takes the keyboard away from the panels.
                makeKey(nil)
                return false
            }
            pointerOwners[e.pointer] = panel
            makeKey(panel)
            deliver(input, to: panel)
            return true
        case .pointerMoved(let e):
            if let panel = pointerOwners[e.pointer] {
                deliver(input, to: panel)
                return true
            }
            guard let panel = panel(at: e.location) else { return false }
            deliver(input, to: panel)  // hover: the scene asks for a frame only if something changed
            return true
        case .pointerUp(let e), .pointerCancelled(let e):
            guard let panel = pointerOwners.removeValue(forKey: e.pointer) else { return false }
            deliver(input, to: panel)
            return true
        case .scroll(let e):
            guard let panel = panel(at: e.location) else { return false }
            deliver(input, to: panel)
            return true
        case .key(let key):
            if key.key == .tab, key.modifiers.isDisjoint(with: [.control, .alt, .command]) {
                return moveFocus(forward: !key.modifiers.contains(.shift))
            }
            guard let panel = keyPanel, !panel.isHidden else { return false }
            return deliver(input, to: panel)
        case .text, .textEditing:
            guard let panel = keyPanel, !panel.isHidden else { return false }
            return deliver(input, to: panel)
        }
    }

    @discardableResult
    private func deliver(_ input: InputEvent, to panel: Panel) -> Bool {
        let origin = pointOrigin(of: panel)
        return panel.scene.handle(input.offsetBy(dx: -origin.x, dy: -origin.y))
    }

    /// The panel's (0, 0) in window points, on the pixel grid as it is drawn.
    func pointOrigin(of panel: Panel) -> Point {
        let pixels = pixelOrigin(of: panel)
        return Point(x: Double(pixels.x) / pixelsPerPoint, y: Double(pixels.y) / pixelsPerPoint)
    }

    /// Makes `panel` the one keys and text go to, as a press on it does; the others give up their
    /// keyboard focus (one focus in the window). nil gives the keyboard back to the app, as a press
    /// outside every panel does.
    public func makeKey(_ panel: Panel?) {
        guard keyPanel !== panel else { return }
        for other in panels where other !== panel { other.scene.resignKeyboardFocus() }
        keyPanel = panel
        updateTextInput()
    }

    /// Tab and Shift+Tab, while a panel is key: through its focusable widgets, then on to the next panel
    /// that has some (in drawing order), round to the first.
    private func moveFocus(forward: Bool) -> Bool {
        let order = panels.filter { !$0.isHidden }
        guard let key = keyPanel, let start = order.firstIndex(where: { $0 === key }) else { return false }
        let current = order[start]
        if current.scene.moveKeyboardFocus(forward: forward, wrapping: order.count == 1) {
            keyPanel = current
            return true
        }
        guard order.count > 1 else { return false }
        current.scene.resignKeyboardFocus()
        for step in 1...order.count {
            let index = ((start + (forward ? step : -step)) % order.count + order.count) % order.count
            let panel = order[index]
            if panel.scene.moveKeyboardFocus(forward: forward, wrapping: false) {
                makeKey(panel)
                return true
            }
        }
        return false
    }

    // MARK: - Window events

    private func isForThisWindow(_ id: UInt32) -> Bool {
        guard let window else { return true }
        return id == 0 || id == window.id
    }

    /// The window an input event is for (0 when it does not say).
    private static func windowID(of event: SDL_Event) -> UInt32 {
        switch SDL_EventType(event.type) {
        case SDL_MOUSEMOTION: event.motion.windowID
        case SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP: event.button.windowID
        case SDL_MOUSEWHEEL: event.wheel.windowID
        case SDL_FINGERDOWN, SDL_FINGERUP, SDL_FINGERMOTION: event.tfinger.windowID
        case SDL_KEYDOWN, SDL_KEYUP: event.key.windowID
        case SDL_TEXTINPUT: event.text.windowID
        case SDL_TEXTEDITING: event.edit.windowID
        default: 0
        }
    }

    private func handleWindowEvent(_ event: SDL_WindowEvent, time: Double?) {
        switch SDL_WindowEventID(UInt32(event.event)) {
        case SDL_WINDOWEVENT_SIZE_CHANGED:
            resize(to: Size(width: Double(event.data1) / userScale, height: Double(event.data2) / userScale))
        case SDL_WINDOWEVENT_EXPOSED, SDL_WINDOWEVENT_SHOWN, SDL_WINDOWEVENT_RESTORED:
            setNeedsFullRedraw()
        case SDL_WINDOWEVENT_DISPLAY_CHANGED:
            updatePixelsPerPoint()
        case SDL_WINDOWEVENT_FOCUS_GAINED:
            accessibility?.windowActivationChanged(isActive: true)
        case SDL_WINDOWEVENT_FOCUS_LOST, SDL_WINDOWEVENT_HIDDEN, SDL_WINDOWEVENT_MINIMIZED:
            // The system took the input away mid-gesture: let widgets undo it.
            cancelAllPointers(time: time)
            if SDL_WindowEventID(UInt32(event.event)) == SDL_WINDOWEVENT_FOCUS_LOST {
                accessibility?.windowActivationChanged(isActive: false)
            }
        default:
            break
        }
    }

    /// The window (or drawing area) is now `size` points: panels that fill it follow.
    func resize(to size: Size) {
        sizeInPoints = size
        translator.windowSizeInPoints = size
        for panel in panels where panel.fillsWindow {
            panel.frame = Rect(origin: .zero, size: size)
        }
        updatePixelsPerPoint()
        setNeedsFullRedraw()
    }

    // MARK: - Mouse capture and text input

    /// Keeps the mouse reported while a panel holds it, even outside the window.
    private func updateMouseCapture() {
        guard window != nil else { return }
        let captured = pointerOwners[.mouse] != nil
        guard captured != isMouseCaptured else { return }
        isMouseCaptured = captured
        _ = SDL_CaptureMouse(captured ? SDL_TRUE : SDL_FALSE)  // unsupported on some drivers: auto-capture still applies
    }

    /// In `.automatic` mode: SDL's text input (and the IME) is on while a focused text field edits, with
    /// the candidate window at its caret (window coordinates), and off otherwise.
    func updateTextInput() {
        guard textInputMode == .automatic, window != nil else { return }
        guard let rect = textInputRectInWindow else {
            if textInputRect != nil || !isTextInputKnown {
                SDL_StopTextInput()
                textInputRect = nil
                isTextInputKnown = true
            }
            return
        }
        var pixels = SDL_Rect(
            x: Int32((rect.minX * userScale).rounded()), y: Int32((rect.minY * userScale).rounded()),
            w: Int32(max(1, (rect.width * userScale).rounded())), h: Int32(max(1, (rect.height * userScale).rounded())))
        if textInputRect == nil { SDL_StartTextInput() }
        isTextInputKnown = true
        if textInputRect.map({ $0.x != pixels.x || $0.y != pixels.y || $0.w != pixels.w || $0.h != pixels.h }) ?? true {
            SDL_SetTextInputRect(&pixels)
        }
        textInputRect = pixels
    }
}
