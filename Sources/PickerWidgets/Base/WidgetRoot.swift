import PickerCore

/// The root of a widget tree and the `HostedScene` a host drives: routes input (with pointer
/// capture and keyboard focus), ticks animations, draws, and says when a frame is needed.
open class WidgetRoot: Widget, HostedScene {
    public let textMeasurerForLayout: TextMeasurer
    public var rootTheme: Theme {
        didSet { invalidate() }
    }
    /// Called for every value change in the tree, in order.
    public var onValueChange: ((ValueChange) -> Void)?
    /// The clipboard text fields cut, copy and paste through: private to this tree unless the host
    /// sets the system's (e.g. PickerSDL's `SDLClipboard`).
    public var clipboard: Clipboard = InMemoryClipboard()

    /// The widget that has keyboard focus.
    public private(set) weak var focusedWidget: Widget?
    /// Whether the focus ring shows: after keyboard use, not after a click or tap (focus-visible).
    public private(set) var isFocusRingVisible = false
    private var captures: [PointerID: Widget] = [:]
    private var isInvalid = true
    /// The newest time the root has seen (from events or ticks), in seconds.
    public private(set) var currentTime: Double = 0

    public init(id: String = "root", textMeasurer: TextMeasurer, theme: Theme) {
        self.textMeasurerForLayout = textMeasurer
        self.rootTheme = theme
        super.init(id: id)
    }

    open override var kind: String { "Page" }
    public override var root: WidgetRoot? { self }
    public override var textMeasurer: TextMeasurer? { textMeasurerForLayout }
    public override var theme: Theme { rootTheme }

    /// Marks the scene as changed so the host renders a frame.
    public func invalidate() { isInvalid = true }

    /// Records a value change from a widget of this tree and passes it to `onValueChange`.
    public func deliver(_ change: ValueChange) {
        onValueChange?(change)
        valueDidChange(change)
    }

    /// Called after each value change; pages override it to refresh labels.
    open func valueDidChange(_ change: ValueChange) {}

    // MARK: - HostedScene

    public func layout(size: Size) {
        frame = Rect(origin: .zero, size: size)
        layoutChildren()
        invalidate()
    }

    public var needsFrame: Bool { isInvalid || !captures.isEmpty || isAnimating }

    public var backgroundColor: Color { rootTheme.windowBackground }

    public func draw(in canvas: Canvas) {
        isInvalid = false
        draw(in: canvas, theme: rootTheme)
    }

    /// Advances every animation to `now`. A page may override it to follow what moved (call super first).
    open override func tick(now: Double) {
        currentTime = max(currentTime, now)
        super.tick(now: now)
    }

    public func handle(_ event: InputEvent) {
        currentTime = max(currentTime, event.time)
        switch event {
        case .pointerDown(let e):
            isFocusRingVisible = false
            if let old = captures[e.pointer] {
                // A second down for a pointer still held (lost up event): cancel the old gesture first.
                captures[e.pointer] = nil
                old.pointerCancelled(e)
            }
            var target = hitTest(e.location)
            while let widget = target {
                if widget.pointerDown(e) {
                    captures[e.pointer] = widget
                    if widget.isFocusable, focusedWidget !== widget { setFocus(widget) }
                    break
                }
                target = widget.parent
            }
        case .pointerMoved(let e):
            captures[e.pointer]?.pointerMoved(e)
        case .pointerUp(let e):
            if let widget = captures.removeValue(forKey: e.pointer) { widget.pointerUp(e) }
        case .pointerCancelled(let e):
            if let widget = captures.removeValue(forKey: e.pointer) { widget.pointerCancelled(e) }
        case .scroll(let e):
            var target = hitTest(e.location)
            while let widget = target, !widget.scroll(e) { target = widget.parent }
        case .key(let e):
            isFocusRingVisible = true
            if e.key == .tab {
                moveFocus(forward: !e.modifiers.contains(.shift))
            } else if focusedWidget?.key(e) != true {
                // Keys the focused widget leaves (or any key with nothing focused) go to the root: page shortcuts.
                _ = key(e)
            }
        case .text(let text, let time):
            _ = focusedWidget?.text(text, time: time)
        case .textEditing(let text, let cursor, let time):
            _ = focusedWidget?.textEditing(text, cursor: cursor, time: time)
        }
        invalidate()
    }

    // MARK: - Focus

    /// The focusable widgets in Tab order (depth first, in child order).
    public var focusOrder: [Widget] { subtree.filter(\.isFocusable) }

    /// Gives `widget` the keyboard focus (nil clears it).
    public func setFocus(_ widget: Widget?) {
        changeFocus(to: widget)
        invalidate()
    }

    /// Moves the focus and tells the widget that loses it, then the one that gains it.
    private func changeFocus(to widget: Widget?) {
        guard widget !== focusedWidget else { return }
        let old = focusedWidget
        focusedWidget = widget
        old?.didLoseFocus()
        widget?.didGainFocus()
    }

    /// Where the focused widget edits text, in window points, or nil when no text input is wanted.
    public override var textInputRect: Rect? { focusedWidget?.textInputRect }

    /// Tab / Shift+Tab: first within the focused widget's parts, then to the next focusable widget (wrapping).
    public func moveFocus(forward: Bool) {
        if let focused = focusedWidget, focused.moveFocusWithin(forward: forward) {
            invalidate()
            return
        }
        let order = focusOrder
        guard !order.isEmpty else { return }
        let next: Widget
        if let focused = focusedWidget, let index = order.firstIndex(where: { $0 === focused }) {
            next = order[(index + (forward ? 1 : order.count - 1)) % order.count]
        } else {
            next = forward ? order[0] : order[order.count - 1]
        }
        changeFocus(to: next)
        next.focusEntered(forward: forward)
        invalidate()
    }

    /// Pointers currently captured, for tests.
    public var capturedPointerCount: Int { captures.count }
}
