import PickerCore

/// The root of a widget tree and the `HostedScene` a host drives: routes input (with pointer
/// capture and keyboard focus), ticks animations, draws, and says when a frame is needed.
open class WidgetRoot: Widget, HostedScene {
    public let textMeasurerForLayout: TextMeasurer
    public var rootTheme: Theme {
        didSet {
            invalidate()
            themeDidChange()
        }
    }
    /// Called for every value change the user makes in the tree, in order, after the widget's own
    /// `onValueChanged` (the demo's `--log-events` writes each as a JSON line through PickerInspection).
    public var onValueChanged: ((WidgetValueChange) -> Void)?
    /// Called for every change of the tree's semantics (focus, values, selection, expansion) at the moment
    /// the widget reports it: what an AT-SPI bridge passes on. The new state is read from
    /// ``Widget/accessibilityNode()``.
    public var onAccessibilityEvent: ((AccessibilityEvent) -> Void)?
    /// The clipboard text fields cut, copy and paste through: private to this tree unless the host
    /// sets the system's (e.g. PickerSDL's `SDLClipboard`).
    public var clipboard: Clipboard = InMemoryClipboard()

    /// The widget that has keyboard focus.
    public private(set) weak var focusedWidget: Widget?
    /// Whether the focus ring shows: after keyboard use, not after a click or tap (focus-visible).
    public private(set) var isFocusRingVisible = false
    var captures: [PointerID: Widget] = [:]
    /// What changed since the last `draw`.
    public private(set) var damage = DamageRegion.full
    /// The newest time the root has seen (from events or ticks), in seconds.
    public internal(set) var currentTime: Double = 0
    /// Controller navigation: the navigator, the held direction's repeat, each controller's stick.
    var controllerNavigation = ControllerNavigation()
    /// The widget a controller engaged (its value takes the directions), if any; always the focused one.
    public internal(set) weak var engagedWidget: Widget?
    /// The on-screen keyboard while a controller types into a text field (drawn over the whole tree).
    public internal(set) var onScreenKeyboard: OnScreenKeyboard?

    public init(id: String = "root", textMeasurer: TextMeasurer, theme: Theme) {
        self.textMeasurerForLayout = textMeasurer
        self.rootTheme = theme
        super.init(id: id)
    }

    open override var kind: String { "Page" }
    public override var root: WidgetRoot? { self }
    public override var textMeasurer: TextMeasurer? { textMeasurerForLayout }
    public override var theme: Theme { rootTheme }

    /// Marks the whole scene as changed (its layout, its theme, or a change nobody located): the host
    /// redraws all of it.
    public func invalidate() { damage.setFull() }

    /// Marks `rect` (root points) as changed; widgets call it through `setNeedsDisplay()`. Nothing while
    /// a widget moves what `scrollRect(_:by:)` copied (`performWithoutNeedsDisplay(_:)`).
    public func addDamage(_ rect: Rect) {
        if takesMarks { damage.add(rect) }
    }

    /// Notes that the content of `rect` (root points) moved by `delta` points; widgets call it through
    /// `scrollRect(_:by:)`.
    public func addMove(_ rect: Rect, by delta: Point) {
        damage.addMove(rect, by: delta)
        markKeyboardOverMove(rect, by: delta)
    }

    /// Above 0 while `performWithoutNeedsDisplay(_:)` runs.
    var isMarkingSuspended = 0
    /// Whether marks are taken now (outside `performWithoutNeedsDisplay(_:)`).
    var takesMarks: Bool { isMarkingSuspended == 0 }

    /// Passes a value change from a widget of this tree to `onValueChanged`, then to `valueDidChange(_:)`.
    public func deliver(_ change: WidgetValueChange) {
        onValueChanged?(change)
        valueDidChange(change)
    }

    /// Passes a change of the semantics tree to `onAccessibilityEvent`.
    public func deliver(_ event: AccessibilityEvent) {
        onAccessibilityEvent?(event)
    }

    /// Called after each value change in the tree; pages override it to refresh labels.
    open func valueDidChange(_ change: WidgetValueChange) {}

    // MARK: - HostedScene

    public func layout(size: Size) {
        frame = Rect(origin: .zero, size: size)
        layoutChildren()
        placeKeyboard()
        invalidate()
    }

    /// Whether a frame must be drawn: something changed or moves. A pointer held still needs none: what
    /// it does comes with its events (a drag's moves mark what they move), and a press that changes
    /// nothing (a row's tap before it is released) would only keep frames coming at 60 a second.
    /// A direction held on a controller does not: its next repeat is `nextWakeTime`.
    public var needsFrame: Bool { !damage.isEmpty || isAnimating }

    /// When a held controller direction next repeats (its step comes with that frame's tick); nil when none is held.
    public var nextWakeTime: Double? { controllerNavigation.directionalRepeat.nextRepeatTime }

    public var backgroundColor: Color { rootTheme.windowBackground }

    public func draw(in canvas: Canvas) {
        damage = .none
        draw(in: canvas, theme: rootTheme)
        onScreenKeyboard?.draw(in: canvas, theme: rootTheme)
    }

    /// Advances every animation to `now`. A page may override it to follow what moved (call super first).
    open override func tick(now: Double) {
        currentTime = max(currentTime, now)
        takeDirectionRepeats(until: now)
        super.tick(now: now)
        placeKeyboard()
    }

    /// Routes `event` to the widget that should get it: a press to the front-most widget under it that
    /// takes it (which then keeps that pointer until it goes up), a wheel notch to the widget under the
    /// pointer, keys and text to the focused widget (keys it leaves go to the root: page shortcuts).
    /// - Returns: whether a widget used the event. Only a used event (or a change of the focus ring)
    ///   asks for a frame, so a pointer moving over the tree with nothing held costs no redraw.
    @discardableResult
    public func handle(_ event: InputEvent) -> Bool {
        currentTime = max(currentTime, event.time)
        let used: Bool
        switch event {
        case .pointerDown(let e):
            setFocusRingVisible(false)
            if let old = captures[e.pointer] {
                // A second down for a pointer still held (lost up event): cancel the old gesture first.
                captures[e.pointer] = nil
                old.pointerCancelled(e)
            }
            if let taken = routePointerDownToKeyboard(e) { return taken }
            var target = hitTest(e.location)
            var taken = false
            while let widget = target {
                if widget.pointerDown(e) {
                    captures[e.pointer] = widget
                    if widget.isFocusable, focusedWidget !== widget { setFocus(widget) }
                    taken = true
                    widget.setNeedsDisplayForPointerPress()
                    break
                }
                target = widget.parent
            }
            used = taken
        case .pointerMoved(let e):
            guard let widget = captures[e.pointer] else { return false }
            widget.pointerMoved(e)
            widget.setNeedsDisplayForPointerMove()
            used = true
        case .pointerUp(let e):
            guard let widget = captures.removeValue(forKey: e.pointer) else { return false }
            widget.pointerUp(e)
            widget.setNeedsDisplayForPointerPress()
            used = true
        case .pointerCancelled(let e):
            guard let widget = captures.removeValue(forKey: e.pointer) else { return false }
            widget.pointerCancelled(e)
            widget.setNeedsDisplayForPointerPress()
            used = true
        case .scroll(let e):
            // The on-screen keyboard takes the wheel over it: nothing under it scrolls.
            if let keyboard = onScreenKeyboard, keyboard.frame.contains(e.location) { return true }
            var target = hitTest(e.location)
            while let widget = target, !widget.scroll(e) { target = widget.parent }
            target?.setNeedsDisplay()
            used = target != nil
        case .key(let e):
            setFocusRingVisible(true)
            if e.key == .escape, isTyping {
                // Escape on a hardware keyboard while typing with a controller: as the controller's cancel.
                used = perform(.cancel, time: e.time)
            } else if e.key == .tab {
                used = moveKeyboardFocus(forward: !e.modifiers.contains(.shift), wrapping: true)
            } else if let focused = focusedWidget, focused.key(e) {
                focused.setNeedsDisplay()
                used = true
            } else {
                // Keys the focused widget leaves (or any key with nothing focused) go to the root: page
                // shortcuts, which may change anything.
                used = key(e)
                if used { invalidate() }
            }
        case .text(let text, let time):
            used = focusedWidget?.text(text, time: time) ?? false
            if used { focusedWidget?.setNeedsDisplay() }
        case .textEditing(let text, let cursor, let time):
            used = focusedWidget?.textEditing(text, cursor: cursor, time: time) ?? false
            if used { focusedWidget?.setNeedsDisplay() }
        }
        return used
    }

    func setFocusRingVisible(_ visible: Bool) {
        guard visible != isFocusRingVisible else { return }
        isFocusRingVisible = visible
        focusedWidget?.setNeedsDisplay()
    }

    // MARK: - Focus

    /// The focusable widgets in Tab order (depth first, in child order).
    public var focusOrder: [Widget] { subtree.filter(\.isFocusable) }

    /// Gives `widget` the keyboard focus (nil clears it).
    public func setFocus(_ widget: Widget?) {
        changeFocus(to: widget)
    }

    /// Moves the focus and tells the widget that loses it, then the one that gains it; both redraw.
    /// - Parameter announcing: whether to send the focus event now (false when the caller moves the focus
    ///   within the widget first and sends it then).
    private func changeFocus(to widget: Widget?, announcing: Bool = true) {
        guard widget !== focusedWidget else { return }
        let old = focusedWidget
        focusedWidget = widget
        // A click or Tab off the engaged widget leaves it as it is.
        if let engaged = engagedWidget, engaged !== widget {
            engagedWidget = nil
            if onScreenKeyboard?.target === engaged { hideKeyboard() }
            engaged.navigationDidLeave(restoringValue: false, time: currentTime)
        }
        old?.didLoseFocus()
        widget?.didGainFocus()
        old?.setNeedsDisplay()
        widget?.setNeedsDisplay()
        if announcing, let widget { announceFocus(of: widget) }
    }

    /// Sends a focus event on the node that has the focus in `widget` (the widget or its focused part).
    func announceFocus(of widget: Widget) {
        deliver(AccessibilityEvent(.focus, identifier: widget.focusedAccessibilityIdentifier, time: currentTime))
    }

    /// Where the focused widget edits text, in window points, or nil when no text input is wanted.
    public override var textInputRect: Rect? { focusedWidget?.textInputRect }

    /// Tab / Shift+Tab: first within the focused widget's parts, then to the next focusable widget (wrapping).
    public func moveFocus(forward: Bool) {
        _ = moveKeyboardFocus(forward: forward, wrapping: true)
    }

    public var hasKeyboardFocus: Bool { focusedWidget != nil }

    public func moveKeyboardFocus(forward: Bool, wrapping: Bool) -> Bool {
        isFocusRingVisible = true
        if let focused = focusedWidget, focused.moveFocusWithin(forward: forward) {
            focused.setNeedsDisplay()
            announceFocus(of: focused)
            return true
        }
        let order = focusOrder
        guard !order.isEmpty else { return false }
        let next: Widget
        if let focused = focusedWidget, let index = order.firstIndex(where: { $0 === focused }) {
            let target = index + (forward ? 1 : -1)
            if !wrapping, !order.indices.contains(target) { return false }
            next = order[(target + order.count) % order.count]
        } else {
            next = forward ? order[0] : order[order.count - 1]
        }
        changeFocus(to: next, announcing: false)
        next.focusEntered(forward: forward)
        next.setNeedsDisplay()
        announceFocus(of: next)
        return true
    }

    public func resignKeyboardFocus() {
        guard focusedWidget != nil else { return }
        changeFocus(to: nil)
    }

    /// The tree's nodes, and the on-screen keyboard's while it shows.
    open override var accessibilityChildren: [AccessibilityNode] {
        super.accessibilityChildren + (onScreenKeyboard.map { [$0.accessibilityNode()] } ?? [])
    }

    /// Pointers currently captured, for tests.
    public var capturedPointerCount: Int { captures.count }
}
