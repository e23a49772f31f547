import CSDL3
import PickerFrame
import PickerCore
import PickerSDLShared

extension PanelHost {
    /// Gives one SDL event to the panels; call it for every event the app's loop takes from SDL.
    /// - Parameters:
    ///   - event: the event, as `SDL_PollEvent` or `SDL_WaitEvent` gave it.
    ///   - time: when it happened, in seconds on the host's clock (now when nil).
    /// - Returns: whether PickerKit used the event, so the app must not (see PickerSDL's `PanelHost.handle`).
    @discardableResult
    public func handle(_ event: SDL_Event, time: Double? = nil) -> Bool {
        if handleOwnEvent(type: event.type) { return true }
        if (SDL_EVENT_WINDOW_FIRST.rawValue...SDL_EVENT_WINDOW_LAST.rawValue).contains(event.type) {
            if let change = SDLEventTranslator.windowEvent(event), isForThisWindow(event.window.windowID) { handle(change, time: time) }
            return false
        }
        if let controller = SDLEventTranslator.controllerEvent(event) { return handle(controller, time: time) }
        let type = SDL_EventType(event.type)
        if type == SDL_EVENT_RENDER_TARGETS_RESET || type == SDL_EVENT_RENDER_DEVICE_RESET {
            setNeedsFullRedraw()
            return false
        }
        guard isForThisWindow(Self.windowID(of: event)) else { return false }
        if accessibilityConsumes(event) { return true }
        var used = false
        for input in translator.translate(event, time: time ?? currentTime()) where stack.route(input) { used = true }
        inputStateDidChange()
        accessibility?.sceneDidChange(afterInput: type == SDL_EVENT_KEY_DOWN || type == SDL_EVENT_MOUSE_WHEEL)
        return used
    }

    /// The window an input event is for (0 when it does not say).
    private static func windowID(of event: SDL_Event) -> SDL_WindowID {
        var event = event
        return SDL_GetWindowFromEvent(&event).map(SDL_GetWindowID) ?? 0
    }

    /// Keeps the mouse reported while a panel holds it, even outside the window.
    func updateMouseCapture() {
        guard window != nil else { return }
        let captured = stack.isCapturing(.mouse)
        guard captured != isMouseCaptured else { return }
        isMouseCaptured = captured
        _ = SDL_CaptureMouse(captured)
    }

    /// SDL's text input (and the IME) is on while a focused text field edits, with the candidate window
    /// at its caret, and off otherwise.
    func updateTextInput() {
        guard let window else { return }
        guard var area = textInputArea.map(SDL_Rect.init) else {
            if isTextInputOn { _ = SDL_StopTextInput(window.pointer) }
            isTextInputOn = false
            return
        }
        _ = SDL_SetTextInputArea(window.pointer, &area, 0)
        if !isTextInputOn { _ = SDL_StartTextInput(window.pointer) }
        isTextInputOn = true
    }

    /// Where the window's top-left corner is on the screen (zero offscreen).
    public var windowOrigin: Point {
        guard let window else { return .zero }
        var x: Int32 = 0, y: Int32 = 0
        _ = SDL_GetWindowPosition(window.pointer, &x, &y)
        return Point(x: Double(x), y: Double(y))
    }

    /// Whether the window has the keyboard (true offscreen).
    public var isWindowActive: Bool {
        guard let window else { return true }
        return SDL_GetWindowFlags(window.pointer) & SDL_WINDOW_INPUT_FOCUS != 0
    }

    /// Hands a key to the assistive technology first; true when it consumed it (and the text it types).
    private func accessibilityConsumes(_ event: SDL_Event) -> Bool {
        switch SDL_EventType(event.type) {
        case SDL_EVENT_TEXT_INPUT:
            return accessibilityKeys.consumesText()
        case SDL_EVENT_KEY_DOWN, SDL_EVENT_KEY_UP:
            let key = RawKeyEvent(
                sdlKeyCode: event.key.key, scancode: Int(event.key.scancode.rawValue), modifierState: UInt32(event.key.mod),
                isPress: event.key.down, timestamp: UInt32(truncatingIfNeeded: event.key.timestamp / 1_000_000))
            return accessibilityKeys.consumes(key, by: accessibility)
        default:
            return false
        }
    }
}
