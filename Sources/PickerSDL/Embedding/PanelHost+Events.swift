import CSDL2
import PickerCore
import PickerFrame

extension PanelHost {
    /// Gives one SDL event to the panels; call it for every event the app's loop takes from SDL, before
    /// the app acts on it itself.
    /// - Parameters:
    ///   - event: the event, as `SDL_PollEvent` or `SDL_WaitEvent` gave it.
    ///   - time: when it happened, in seconds on the host's clock (`currentTime()` when nil); replays give
    ///     their own times.
    /// - Returns: whether PickerKit used the event, so the app must not: a press on a panel, every event of
    ///   a drag that began on one (even outside it), the pointer or wheel over a panel, keys and text a
    ///   panel's widgets took, Tab moving the focus, and the wake-up event of `requestFrame()`. Window
    ///   events, events for other windows and everything else are left to the app (false).
    @discardableResult
    public func handle(_ event: SDL_Event, time: Double? = nil) -> Bool {
        if handleOwnEvent(type: event.type) { return true }
        switch SDL_EventType(event.type) {
        case SDL_RENDER_TARGETS_RESET, SDL_RENDER_DEVICE_RESET:
            setNeedsFullRedraw()  // target textures (or every texture) lost their pixels
            return false
        case SDL_DISPLAYEVENT:
            updatePixelsPerPoint()
            return false
        default:
            break
        }
        if event.type == SDL_WINDOWEVENT.rawValue {
            if let change = SDLEventTranslator.windowEvent(event), isForThisWindow(event.window.windowID) { handle(change, time: time) }
            return false
        }
        if let controller = SDLEventTranslator.controllerEvent(event) { return handle(controller, time: time) }
        guard isForThisWindow(Self.windowID(of: event)) else { return false }
        if accessibilityConsumes(event) { return true }
        var used = false
        for input in translator.translate(event, time: time ?? currentTime()) where stack.route(input) { used = true }
        inputStateDidChange()
        let type = SDL_EventType(event.type)
        accessibility?.sceneDidChange(afterInput: type == SDL_KEYDOWN || type == SDL_MOUSEWHEEL)
        return used
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

    /// Hands a key to the assistive technology first; true when it consumed it (and the text it types).
    private func accessibilityConsumes(_ event: SDL_Event) -> Bool {
        switch SDL_EventType(event.type) {
        case SDL_TEXTINPUT:
            return accessibilityKeys.consumesText()
        case SDL_KEYDOWN, SDL_KEYUP:
            let keysym = event.key.keysym
            let key = RawKeyEvent(
                sdlKeyCode: UInt32(bitPattern: keysym.sym), scancode: Int(keysym.scancode.rawValue), modifierState: UInt32(keysym.mod),
                isPress: event.type == SDL_KEYDOWN.rawValue, timestamp: event.key.timestamp)
            return accessibilityKeys.consumes(key, by: accessibility)
        default:
            return false
        }
    }

    // MARK: - Mouse capture and text input

    /// Keeps the mouse reported while a panel holds it, even outside the window.
    func updateMouseCapture() {
        guard window != nil else { return }
        let captured = stack.isCapturing(.mouse)
        guard captured != isMouseCaptured else { return }
        isMouseCaptured = captured
        _ = SDL_CaptureMouse(captured ? SDL_TRUE : SDL_FALSE)  // unsupported on some drivers: auto-capture still applies
    }

    /// In `.automatic` mode: SDL's text input (and the IME) is on while a focused text field edits, with
    /// the candidate window at its caret, and off otherwise.
    func updateTextInput() {
        guard textInputMode == .automatic, window != nil else { return }
        guard let area = textInputArea.map(SDL_Rect.init) else {
            if textInputRect != nil || !isTextInputKnown { SDL_StopTextInput() }
            textInputRect = nil
            isTextInputKnown = true
            return
        }
        if textInputRect == nil { SDL_StartTextInput() }
        isTextInputKnown = true
        if textInputRect.map({ $0.x != area.x || $0.y != area.y || $0.w != area.w || $0.h != area.h }) ?? true {
            var area = area
            SDL_SetTextInputRect(&area)
        }
        textInputRect = area
    }
}
