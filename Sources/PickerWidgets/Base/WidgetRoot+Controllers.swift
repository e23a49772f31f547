import PickerCore

/// What a root keeps for game controllers: the navigator (policy only: the focus and the engagement are the
/// root's own `focusedWidget` and `engagedWidget`) and the repeat of the held direction (one for every
/// controller, so two never double-step). A stick's dead zone is the host's: it presses and releases
/// directions here.
struct ControllerNavigation {
    var navigator = GamepadNavigator()
    var directionalRepeat = DirectionalRepeat()

    /// Whether a direction is held, so repeats will fall due.
    var isRepeating: Bool { directionalRepeat.heldDirection != nil }
}

extension WidgetRoot {
    /// The focusable widgets as controller navigation sees them, in Tab order.
    public var focusCandidates: [FocusCandidate] {
        focusOrder.map { FocusCandidate(id: $0.id, frame: $0.frame, panel: id, role: $0.focusRole) }
    }

    /// The focused widget's id, when it is one of `focusCandidates`.
    public var focusedCandidateID: String? { focusedWidget.flatMap { $0.isFocusable ? $0.id : nil } }

    /// Focuses the focusable widget `id` with the ring shown, as a controller's move within the page does.
    @discardableResult
    public func focusCandidate(_ id: String) -> Bool {
        execute(.focus(id), time: currentTime)
    }

    /// Takes a game controller's action at `time` and carries it out through the widgets' keyboard paths.
    /// A `move` is a direction pressed: it steps now, then repeats on ticks while held (until
    /// `releaseDirection(_:controller:)`); a controller pressing the direction another already holds
    /// joins that hold without a step.
    /// - Returns: whether a widget used it; false for an action with nothing to act on.
    @discardableResult
    public func handle(_ action: GamepadAction, controller: ControllerID, time: Double) -> Bool {
        currentTime = max(currentTime, time)
        if case .move(let direction) = action {
            guard controllerNavigation.directionalRepeat.press(direction, on: controller, now: time) else { return true }
        }
        return perform(action, time: time)
    }

    /// The fastest fling a trigger or the right stick gives an engaged picker, in rows per second.
    public static let topFlingSpeed = 40.0

    /// Flings the engaged picker at `fraction` (-1...1) of ``topFlingSpeed`` (negative: toward earlier rows).
    /// - Returns: false when no picker is engaged.
    @discardableResult
    public func fling(fraction: Double, time: Double) -> Bool {
        guard fraction.isFinite, let widget = engagedWidget else { return false }
        currentTime = max(currentTime, time)
        return widget.navigationFling(rowsPerSecond: min(max(fraction, -1), 1) * Self.topFlingSpeed, time: time)
    }

    /// `controller` let go of `direction`: the repeat stops unless another controller holds it too.
    public func releaseDirection(_ direction: NavigationDirection, controller: ControllerID) {
        controllerNavigation.directionalRepeat.release(direction, on: controller)
    }

    /// Forgets `controller` (unplugged): a direction it held stops repeating.
    public func removeController(_ controller: ControllerID) {
        controllerNavigation.directionalRepeat.removeController(controller)
    }

    /// Steps the held direction once for each repeat fallen due by `now` (called from `tick(now:)`).
    func takeDirectionRepeats(until now: Double) {
        let count = controllerNavigation.directionalRepeat.takeRepeats(until: now)
        guard count > 0, let direction = controllerNavigation.directionalRepeat.heldDirection else { return }
        for _ in 0..<count { _ = perform(.move(direction), time: now) }
    }

    /// Runs the navigator on `action` and carries out its commands.
    func perform(_ action: GamepadAction, time: Double) -> Bool {
        let commands = controllerNavigation.navigator.handle(
            action, candidates: focusCandidates, focusedID: focusedCandidateID, engagedID: engagedWidget?.id)
        var used = false
        for command in commands {
            used = execute(command, time: time) || used
        }
        return used
    }

    /// Carries out one command; whether anything happened.
    func execute(_ command: NavigationCommand, time: Double) -> Bool {
        switch command {
        case .focus(let id):
            guard let widget = focusableWidget(id) else { return false }
            setFocusRingVisible(true)
            if widget !== focusedWidget {
                setFocus(widget)
                widget.focusEntered(forward: true)
            }
            widget.setNeedsDisplay()
            return true
        case .activate(let id):
            // Enter (or Space) to the widget alone: a widget that takes neither is no page shortcut's.
            guard let widget = focusableWidget(id) else { return false }
            setFocusRingVisible(true)
            guard widget.key(KeyEvent(key: .enter, time: time)) || widget.key(KeyEvent(key: .space, time: time)) else { return false }
            widget.setNeedsDisplay()
            return true
        case .engage(let id):
            guard let widget = focusableWidget(id) else { return false }
            setFocusRingVisible(true)
            engagedWidget = widget
            widget.navigationDidEngage()
            if case .textEntry = widget.focusRole { showKeyboard(for: widget) }
            widget.setNeedsDisplay()
            return true
        case .adjust(let id, let direction):
            guard let widget = focusableWidget(id) else { return false }
            if isTyping { return executeTyping(command, on: widget, time: time) }
            guard widget.navigationAdjust(direction, time: time) else { return false }
            widget.setNeedsDisplay()
            return true
        case .moveSegment(let id, let direction):
            guard let widget = focusableWidget(id), widget.navigationMoveSegment(direction, time: time) else { return false }
            widget.setNeedsDisplay()
            return true
        case .leaveEngaged(let id, let restoresValue):
            guard let widget = focusableWidget(id) else { return false }
            if engagedWidget === widget { engagedWidget = nil }
            if onScreenKeyboard?.target === widget { hideKeyboard() }
            widget.navigationDidLeave(restoringValue: restoresValue, time: time)
            widget.setNeedsDisplay()
            return true
        case .pressKey(let id), .deleteBackward(let id), .insertText(let id, _), .moveCaret(let id, _):
            guard let widget = focusableWidget(id) else { return false }
            return executeTyping(command, on: widget, time: time)
        case .page(_, let by):
            return sendKey(by < 0 ? .pageUp : .pageDown, time: time)
        case .submit:
            return sendKey(.enter, time: time)
        case .escape:
            return sendKey(.escape, time: time)
        }
    }

    /// The focusable widget with `id`, if it is still in the tree.
    private func focusableWidget(_ id: String) -> Widget? {
        if let focused = focusedWidget, focused.id == id { return focused }
        return focusOrder.first { $0.id == id }
    }

    /// Sends a key as the keyboard would (to the focused widget, else the page).
    private func sendKey(_ key: Key, time: Double) -> Bool {
        handle(.key(KeyEvent(key: key, time: time)))
    }
}
