import CSDL2
import PickerCore
import PickerFrame

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
        if handleOwnEvent(type: event.type) { return true }
        switch SDL_EventType(event.type) {
        case SDL_WINDOWEVENT:
            if isForThisWindow(event.window.windowID) {
                handleWindowEvent(event.window, time: time)
                accessibility?.sceneDidChange(afterInput: false)  // it may have moved, or gained or lost the keyboard
            }
            return false
        case SDL_RENDER_TARGETS_RESET, SDL_RENDER_DEVICE_RESET:
            // Target textures (or every texture) lost their pixels: draw everything again.
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
            if stack.route(input) { used = true }
        }
        updateMouseCapture()
        updateTextInput()
        let type = SDL_EventType(event.type)
        accessibility?.sceneDidChange(afterInput: type == SDL_KEYDOWN || type == SDL_MOUSEWHEEL)
        return used
    }

    /// Cancels every pointer that is down (as when the window loses focus): widgets undo their gestures.
    public func cancelAllPointers(time: Double? = nil) {
        for input in translator.cancelAllPointers(time: time ?? clock.now()) { _ = stack.route(input) }
        stack.forgetPointers()
        updateMouseCapture()
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
        stack.resize(to: size)
        translator.windowSizeInPoints = size
        updatePixelsPerPoint()
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
