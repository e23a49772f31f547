import PickerCore

extension WidgetRoot {
    /// Whether a controller is typing into a text field: the on-screen keyboard shows.
    public var isTyping: Bool { onScreenKeyboard != nil }

    /// Shows the on-screen keyboard for `widget` (engaged as a text entry), placed by it in the root's frame.
    func showKeyboard(for widget: Widget) {
        if onScreenKeyboard?.target === widget { return }
        hideKeyboard()
        let keyboard = OnScreenKeyboard(id: "\(id).keyboard", target: widget)
        keyboard.layoutDirection = widget.effectiveLayoutDirection
        adoptPart(keyboard)
        onScreenKeyboard = keyboard
        keyboard.follow(in: frame)
        keyboard.setNeedsDisplay()
        deliver(AccessibilityEvent(.childrenChanged, identifier: id, time: currentTime))
        keyboard.announceHighlightedKey()
    }

    /// Takes the on-screen keyboard away (if it shows) and gives the focus back to its field for
    /// assistive technologies.
    func hideKeyboard() {
        guard let keyboard = onScreenKeyboard else { return }
        keyboard.setNeedsDisplay()
        onScreenKeyboard = nil
        deliver(AccessibilityEvent(.childrenChanged, identifier: id, time: currentTime))
        if let target = keyboard.target, target === focusedWidget { announceFocus(of: target) }
    }

    /// Keeps the keyboard by its field (which may have moved, or gone); called as the root lays out and ticks.
    func placeKeyboard() {
        guard let keyboard = onScreenKeyboard else { return }
        guard let target = keyboard.target, target.root === self, target === engagedWidget else { return hideKeyboard() }
        keyboard.follow(in: frame)
    }

    /// Stops typing keeping the text, as the keyboard's Done key does (a pointer pressed outside the
    /// keyboard, or Done pressed).
    public func endTyping(time: Double) {
        guard isTyping else { return }
        currentTime = max(currentTime, time)
        for command in controllerNavigation.navigator.endEngagement(of: engagedWidget?.id) { _ = execute(command, time: time) }
        hideKeyboard()
    }

    /// A press while the keyboard shows: on the keyboard it is the keyboard's (nil when it does not show);
    /// anywhere else it ends typing first and then goes where it would have gone.
    func routePointerDownToKeyboard(_ event: PointerEvent) -> Bool? {
        guard let keyboard = onScreenKeyboard else { return nil }
        guard keyboard.frame.contains(event.location) else {
            endTyping(time: event.time)
            return nil
        }
        captures[event.pointer] = keyboard
        _ = keyboard.pointerDown(event)
        keyboard.setNeedsDisplay()
        return true
    }

    /// What a move of `rect` by `delta` copied of the keyboard (it draws over everything, so pixels of
    /// it may be copied with what moved under it) is marked to be drawn again, where it is and where it went.
    func markKeyboardOverMove(_ rect: Rect, by delta: Point) {
        guard let keyboard = onScreenKeyboard else { return }
        let drawn = keyboard.drawingFrame
        guard drawn.intersects(rect) else { return }
        addDamage(drawn)
        addDamage(drawn.offsetBy(dx: delta.x, dy: delta.y).intersection(rect))
    }

    /// Carries out a typing command on the engaged text entry `widget`; whether it did anything.
    func executeTyping(_ command: NavigationCommand, on widget: Widget, time: Double) -> Bool {
        guard let keyboard = onScreenKeyboard, keyboard.target === widget else { return false }
        switch command {
        case .adjust(_, let direction):
            keyboard.moveHighlight(direction)
            return true
        case .pressKey:
            if keyboard.pressHighlightedKey(time: time) { endTyping(time: time) }
            return true
        case .deleteBackward:
            _ = widget.key(KeyEvent(key: .backspace, time: time))
        case .insertText(_, let text):
            _ = widget.text(text, time: time)
        case .moveCaret(_, let direction):
            _ = widget.key(KeyEvent(key: direction.arrowKey, time: time))
        default:
            return false
        }
        widget.setNeedsDisplay()
        return true
    }
}
