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
        let now = time ?? currentTime()
        if let change = SDLEventTranslator.windowEvent(event) {
            if isForThisWindow(event.window.windowID) { handle(change, time: now) }
            return false
        }
        switch SDL_EventType(event.type) {
        case SDL_EVENT_RENDER_TARGETS_RESET, SDL_EVENT_RENDER_DEVICE_RESET:
            setNeedsFullRedraw()
            return false
        case SDL_EVENT_GAMEPAD_ADDED:
            _ = try? gameControllers.open(event.gdevice.which)
            return false
        case SDL_EVENT_GAMEPAD_REMOVED:
            let id = ControllerID(Int(event.gdevice.which))
            if gameControllers.close(id) { stack.removeController(id) }
            return false
        case SDL_EVENT_GAMEPAD_BUTTON_DOWN, SDL_EVENT_GAMEPAD_BUTTON_UP:
            let id = ControllerID(Int(event.gbutton.which))
            guard let button = GamepadButton(sdlIndex: Int(event.gbutton.button)) else { return false }
            let used = stack.handleButton(button, isDown: event.gbutton.down, on: id, faceLayout: faceLayout(of: id), time: now)
            afterInput(isStep: true)
            return used
        case SDL_EVENT_GAMEPAD_AXIS_MOTION:
            guard let axis = GamepadAxis(rawValue: Int(event.gaxis.axis)) else { return false }
            let used = stack.handleAxis(
                axis, value: Int(event.gaxis.value), on: ControllerID(Int(event.gaxis.which)), controllers: gameControllers, time: now)
            afterInput(isStep: true)
            return used
        default:
            break
        }
        guard isForThisWindow(Self.windowID(of: event)) else { return false }
        if accessibilityConsumes(event) { return true }
        var used = false
        for input in translator.translate(event, time: now) where stack.route(input) { used = true }
        let type = SDL_EventType(event.type)
        afterInput(isStep: type == SDL_EVENT_KEY_DOWN || type == SDL_EVENT_MOUSE_WHEEL)
        return used
    }

    /// The face layout of the controller with `id`: `gamepadFaceLayout` when set, else its type's.
    public func faceLayout(of id: ControllerID) -> GamepadFaceLayout {
        gamepadFaceLayout ?? gameControllers.faceLayout(of: id)
    }

    /// Cancels every pointer that is down (as when the window loses focus): widgets undo their gestures.
    public func cancelAllPointers(time: Double? = nil) {
        for input in translator.cancelAllPointers(time: time ?? currentTime()) { _ = stack.route(input) }
        stack.forgetPointers()
        updateMouseCapture()
    }

    private func afterInput(isStep: Bool) {
        inputStateDidChange()
        accessibility?.sceneDidChange(afterInput: isStep)
    }

    private func handle(_ change: WindowEvent, time: Double) {
        switch change {
        case .resized:
            guard let window else { return }
            let size = window.size
            let points = Size(width: Double(size.width) / userScale, height: Double(size.height) / userScale)
            stack.resize(to: points)
            translator.windowSizeInPoints = points
            updatePixelsPerPoint()
        case .exposed:
            setNeedsFullRedraw()
        case .displayChanged:
            updatePixelsPerPoint()
        case .focusGained:
            accessibility?.windowActivationChanged(isActive: true)
        case .focusLost:
            cancelAllPointers(time: time)
            accessibility?.windowActivationChanged(isActive: false)
        }
        accessibility?.sceneDidChange(afterInput: false)
    }

    private func isForThisWindow(_ id: SDL_WindowID) -> Bool {
        guard let window else { return true }
        return id == 0 || id == window.id
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
        guard let rect = textInputRectInWindow else {
            if isTextInputOn { _ = SDL_StopTextInput(window.pointer) }
            isTextInputOn = false
            return
        }
        var area = SDL_Rect(
            x: Int32((rect.minX * userScale).rounded()), y: Int32((rect.minY * userScale).rounded()),
            w: Int32(max(1, (rect.width * userScale).rounded())), h: Int32(max(1, (rect.height * userScale).rounded())))
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
        guard let accessibility else { return false }
        let type = SDL_EventType(event.type)
        if type == SDL_EVENT_TEXT_INPUT, consumedKeyTypesText {
            consumedKeyTypesText = false
            return true
        }
        guard type == SDL_EVENT_KEY_DOWN || type == SDL_EVENT_KEY_UP else { return false }
        let key = RawKeyEvent(
            sdlKeyCode: event.key.key, scancode: Int(event.key.scancode.rawValue), modifierState: UInt32(event.key.mod),
            isPress: event.key.down, timestamp: UInt32(truncatingIfNeeded: event.key.timestamp / 1_000_000))
        let consumed = accessibility.keyWillBeHandled(key)
        if key.isPress { consumedKeyTypesText = consumed && key.character.map { $0.value >= 0x20 && $0.value != 0x7f } == true }
        return consumed
    }
}
