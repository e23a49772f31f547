import PickerCore

/// The base of every widget: a frame in window points, children, drawing, input and animation hooks.
///
/// Widgets never read a clock: event handlers get each event's time and `tick(now:)` gets the
/// frame time from the host. A widget that takes a pointer down keeps every later event of that
/// pointer until it goes up (the root routes them), wherever the pointer moves.
open class Widget {
    /// A stable, meaningful identifier, as `--dump-layout` and `--log-events` print it.
    public let id: String
    /// The frame in window points. Setting it lays out the children and marks the old and new areas
    /// as needing display.
    public var frame: Rect = .zero {
        didSet {
            if frame != oldValue {
                // Inside `performWithoutNeedsDisplay(_:)` (rows a table moves by copying their pixels) nothing
                // is marked: the areas are not even worked out.
                let marks = root?.takesMarks ?? true
                if marks { setNeedsDisplay(in: oldValue.insetBy(dx: -drawingOutset, dy: -drawingOutset)) }
                layoutChildren()
                if marks { setNeedsDisplay() }
            }
        }
    }
    public private(set) var children: [Widget] = []
    public private(set) weak var parent: Widget?
    /// The root this widget is attached to, if any.
    public var root: WidgetRoot? { parent?.root ?? (self as? WidgetRoot) }

    public init(id: String) {
        self.id = id
    }

    /// The type name `--dump-layout` prints.
    open var kind: String { String(describing: type(of: self)) }

    // MARK: - Tree

    public func addChild(_ child: Widget) {
        let direction = child.effectiveLayoutDirection
        child.removeFromParent()
        child.parent = self
        children.append(child)
        child.didMoveToRoot()
        if child.effectiveLayoutDirection != direction { child.effectiveLayoutDirectionDidChange() }
        child.setNeedsDisplay()
    }

    /// Adds `child` at `index` among the children (clamped into 0...children.count): the place decides
    /// the drawing order and the Tab order.
    public func insertChild(_ child: Widget, at index: Int) {
        let direction = child.effectiveLayoutDirection
        child.removeFromParent()
        child.parent = self
        children.insert(child, at: min(max(index, 0), children.count))
        child.didMoveToRoot()
        if child.effectiveLayoutDirection != direction { child.effectiveLayoutDirectionDidChange() }
        child.setNeedsDisplay()
    }

    public func removeFromParent() {
        guard let parent else { return }
        setNeedsDisplay()
        parent.children.removeAll { $0 === self }
        self.parent = nil
        parent.setNeedsDisplay()
    }

    /// Called when the widget (or an ancestor) is attached to a tree.
    open func didMoveToRoot() {
        for child in children { child.didMoveToRoot() }
    }

    /// Called when the root's theme is replaced: widgets that copy a setting of it into a model (reduced
    /// motion into their scrollers) copy it again, then call super, which lays this widget out again for
    /// the new theme's metrics (text size), asks for a frame and goes on to the children. Forward it to
    /// private parts.
    open func themeDidChange() {
        layoutChildren()
        setNeedsDisplay()
        for child in children { child.themeDidChange() }
    }

    /// All widgets of this subtree, depth first, self first (walked into one array: a walk per tick stays cheap).
    public var subtree: [Widget] {
        var widgets: [Widget] = []
        func walk(_ widget: Widget) { widgets.append(widget); widget.children.forEach(walk) }
        walk(self)
        return widgets
    }

    /// Whether this widget is a private part of its parent (``adoptPart(_:)``) rather than one of its children.
    private(set) var isPart = false

    /// Makes `part` a private part of this widget (a date picker's wheels): it belongs to this widget's
    /// root (theme, text measurer, damage, time) and shares its layout direction and keyboard focus, but it
    /// is not one of ``children``, so the tree, the Tab order, hit testing and the layout dump never meet
    /// it. This widget lays it out, draws it, ticks it and forwards input to it.
    func adoptPart(_ part: Widget) {
        part.removeFromParent()
        part.parent = self
        part.isPart = true
    }

    // MARK: - Layout direction

    /// The direction this widget lays out in, set explicitly (as UIKit's `semanticContentAttribute`
    /// forcing one); nil (the default) takes the widget's natural direction, which a widget with a locale
    /// has from its language (``naturalLayoutDirection``), else the parent's effective direction.
    /// Setting it lays the subtree out again.
    public var layoutDirection: LayoutDirection? {
        didSet {
            if layoutDirection != oldValue { effectiveLayoutDirectionDidChange() }
        }
    }

    /// The direction a widget with a locale has of its own (`LayoutDirection(locale:)`), used when
    /// `layoutDirection` is nil; nil (the default) inherits the parent's.
    open var naturalLayoutDirection: LayoutDirection? { nil }

    /// The direction the widget actually lays out in (UIKit's `effectiveUserInterfaceLayoutDirection`):
    /// ``layoutDirection``, else ``naturalLayoutDirection``, else the parent's, else left to right.
    /// In right to left, leading is the right edge: horizontal order is mirrored, never digits inside a
    /// number, vertical motion or glyphs.
    public var effectiveLayoutDirection: LayoutDirection {
        layoutDirection ?? naturalLayoutDirection ?? parent?.effectiveLayoutDirection ?? .leftToRight
    }

    /// Called when ``effectiveLayoutDirection`` may have changed (an explicit direction, a new parent or
    /// locale): lays this widget and its children out again and asks for a frame.
    open func effectiveLayoutDirectionDidChange() {
        layoutChildren()
        setNeedsDisplay()
        for child in children { child.effectiveLayoutDirectionDidChange() }
    }

    /// For containers that place their children for left to right: in right to left, mirrors every
    /// child's frame within this widget's frame (a child at the left edge moves to the right edge). Call
    /// it at the end of `layoutChildren()`, after every child's frame has been set.
    public func mirrorChildFramesIfRightToLeft() {
        guard effectiveLayoutDirection.isRightToLeft else { return }
        for child in children {
            let f = child.frame
            child.frame = Rect(x: frame.minX + frame.maxX - f.maxX, y: f.minY, width: f.width, height: f.height)
        }
    }

    // MARK: - Layout and drawing

    /// Lays out the children for the current `frame`. The default does nothing.
    open func layoutChildren() {}

    /// Draws the widget and then its children, unless the widget lies wholly outside the part of the
    /// frame being redrawn (`canvas.drawingBounds`). Override `drawContent` for the widget's own drawing.
    open func draw(in canvas: Canvas, theme: Theme) {
        if let bounds = canvas.drawingBounds, !drawingFrame.intersects(bounds) { return }
        drawContent(in: canvas, theme: theme)
        for child in children { child.draw(in: canvas, theme: theme) }
    }

    /// The widget's own drawing, under its children. The default draws nothing.
    open func drawContent(in canvas: Canvas, theme: Theme) {}

    /// Marks the widget's drawing (`drawingFrame`) as changed: the host redraws that part of the window.
    public func setNeedsDisplay() {
        setNeedsDisplay(in: drawingFrame)
    }

    /// Marks `rect` (root points) as changed: the host redraws that part of the window.
    public func setNeedsDisplay(in rect: Rect) {
        root?.addDamage(rect)
    }

    /// Says that what the window shows inside `rect` (root points) moved by `delta` points, cut to `rect`,
    /// and nothing else about it changed (AppKit's `scrollRect(_:by:)`): a host that holds the last frame's
    /// pixels copies them there instead of drawing that content again. Marks for display what the move
    /// uncovers and, moved along, what was already marked inside `rect`; anything else that changed there
    /// must still be marked. Moves by whole points keep whole pixels at every integer scale; a host that
    /// cannot copy (a fractional move, no access to the pixels) redraws `rect`. Move the widgets that show
    /// the content with `performWithoutNeedsDisplay(_:)`, or their frame changes mark it all again.
    public func scrollRect(_ rect: Rect, by delta: Point) {
        root?.addMove(rect, by: delta)
    }

    /// Runs `body` without marking anything for display: for moving widgets whose pixels `scrollRect(_:by:)`
    /// already moved (setting a frame marks the old and new areas, and its children's, which the copy
    /// makes needless). Whatever else `body` changes must be marked after it.
    public func performWithoutNeedsDisplay(_ body: () -> Void) {
        guard let root else { return body() }
        root.isMarkingSuspended += 1
        defer { root.isMarkingSuspended -= 1 }
        body()
    }

    /// Marks what a move of a pointer the widget holds changed, after `pointerMoved(_:)`: the root calls it
    /// for every move. The default marks the widget's whole drawing; a widget whose moves change less
    /// (a wheel: the column being dragged) marks that itself in `pointerMoved(_:)` and overrides this to do
    /// nothing, so a drag redraws only that part of the window.
    open func setNeedsDisplayForPointerMove() {
        setNeedsDisplay()
    }

    /// Marks what a press, a release or a cancel of a pointer the widget holds changed, after
    /// `pointerDown(_:)` (when it took the pointer), `pointerUp(_:)` or `pointerCancelled(_:)`: the root calls
    /// it for each. The default marks the widget's whole drawing; a widget whose presses change less (a form
    /// table: no highlight, only the rows a tap moves, which it marks itself) overrides this to do nothing,
    /// so a tap or the start of a drag does not redraw the whole widget.
    open func setNeedsDisplayForPointerPress() {
        setNeedsDisplay()
    }

    /// How far outside its frame the widget may draw, in points: a focus ring and its gap, plus the
    /// one-pixel anti-aliasing fringe. Widgets that draw further out (shadows) return more.
    open var drawingOutset: Double {
        let theme = self.theme
        return theme.focusRingGap + theme.focusRingWidth + 1
    }

    /// The area the widget may draw in: its frame grown by `drawingOutset`, in root points.
    public var drawingFrame: Rect {
        let outset = drawingOutset
        return frame.insetBy(dx: -outset, dy: -outset)
    }

    /// The measurer the root was given (for sizing text at layout time).
    public var textMeasurer: TextMeasurer? { root?.textMeasurer }

    /// The theme of the root, or the light theme when detached.
    public var theme: Theme { root?.theme ?? .light }

    // MARK: - Hit testing and input

    /// Whether this widget takes pointer events itself.
    open var acceptsPointer: Bool { false }

    /// The deepest widget at `point` (window points) that accepts pointers, front-most first.
    open func hitTest(_ point: Point) -> Widget? {
        guard frame.contains(point) else { return nil }
        for child in children.reversed() {
            if let hit = child.hitTest(point) { return hit }
        }
        return acceptsPointer && frame.contains(point) ? self : nil
    }

    /// A pointer went down on this widget. Return false to let it fall through (it is then not captured).
    open func pointerDown(_ event: PointerEvent) -> Bool { false }
    /// A pointer this widget captured moved (anywhere in or out of the window).
    open func pointerMoved(_ event: PointerEvent) {}
    /// A pointer this widget captured went up.
    open func pointerUp(_ event: PointerEvent) {}
    /// A pointer this widget captured was cancelled: undo its gesture.
    open func pointerCancelled(_ event: PointerEvent) {}
    /// A wheel turned over this widget. Return true when handled.
    open func scroll(_ event: ScrollEvent) -> Bool { false }

    // MARK: - Focus and keys

    /// Whether Tab can move the keyboard focus here.
    open var isFocusable: Bool { false }
    /// Whether this widget has the keyboard focus (a private part has its owner's).
    public var isFocused: Bool { root?.focusedWidget === self || (isPart && parent?.isFocused == true) }
    /// Whether to draw the focus ring: focused, and the keyboard is in use.
    public var showsFocusRing: Bool { isFocused && root?.isFocusRingVisible == true }

    /// A key went down while this widget had focus. Return true when handled.
    open func key(_ event: KeyEvent) -> Bool { false }
    /// Committed text arrived while this widget had focus.
    open func text(_ text: String, time: Double) -> Bool { false }
    /// An input method's composition (marked text) changed while this widget had focus: `text` is the
    /// whole composition so far (empty when it ended or was cancelled) with the IME's caret at `cursor`
    /// Unicode scalars into it. The committed text arrives later through `text(_:time:)`.
    open func textEditing(_ text: String, cursor: Int, time: Double) -> Bool { false }
    /// Where text is being edited (the caret), in window points, while this widget wants text input;
    /// nil (the default) when it does not. The host turns text input and the IME on while the focused
    /// widget gives a rectangle, and places the IME's candidate window by it.
    open var textInputRect: Rect? { nil }

    /// The keyboard focus arrived here (by a click, a tap, Tab or `WidgetRoot.setFocus`).
    open func didGainFocus() {}
    /// The keyboard focus left this widget.
    open func didLoseFocus() {}

    /// Moves focus between the parts of this widget (e.g. mini picker segments). Return false when
    /// focus should leave the widget in that direction.
    open func moveFocusWithin(forward: Bool) -> Bool { false }
    /// Focus arrived from Tab (`forward`) or Shift+Tab: put it on the first or last part.
    open func focusEntered(forward: Bool) {}

    // MARK: - Controller navigation

    /// What a controller's confirm does to this widget when it is focusable: a button (activated with
    /// Enter) unless the widget engages (pickers, the calendar's grid).
    open var focusRole: FocusRole { .button }

    /// Engaged by a controller, `direction` adjusts the value; by default as that arrow key does.
    open func navigationAdjust(_ direction: NavigationDirection, time: Double) -> Bool {
        key(KeyEvent(key: direction.arrowKey, time: time))
    }

    /// Engaged by a controller, left or right moves to the segment that way; by default as that arrow key does.
    open func navigationMoveSegment(_ direction: NavigationDirection, time: Double) -> Bool {
        key(KeyEvent(key: direction.arrowKey, time: time))
    }

    /// Engaged by a controller, a trigger or the right stick flings the value at `rowsPerSecond` (positive:
    /// toward later rows), as a finger let go at that speed; false (the default) when the widget has no rows.
    open func navigationFling(rowsPerSecond: Double, time: Double) -> Bool { false }

    /// A controller engaged the widget: remember the value a cancel may put back.
    open func navigationDidEngage() {}

    /// The controller left the widget; with `restoringValue`, put back the value remembered when it
    /// engaged, as a change by the user (reported when it settles).
    open func navigationDidLeave(restoringValue: Bool, time: Double) {}

    /// Whether a controller has engaged this widget (its focus ring is drawn thicker); a part shares its owner's.
    public var isEngaged: Bool { root?.engagedWidget === self || (isPart && parent?.isEngaged == true) }

    // MARK: - Animation

    /// Advances animations to `now` (seconds).
    open func tick(now: Double) {
        for child in children { child.tick(now: now) }
    }

    /// Whether anything in this widget moves (and so needs frames).
    open var isAnimating: Bool { children.contains { $0.isAnimating } }

    // MARK: - Accessibility (the node is built in Widget+Accessibility.swift)

    /// The name assistive technologies read for this widget (UIKit's `accessibilityLabel`); nil uses
    /// ``defaultAccessibilityLabel``.
    public var accessibilityLabel: String?
    /// The widget that shows this one's name on screen (a caption over a picker, a page's title):
    /// assistive technologies relate the two, so a screen reader says the name once, not the caption
    /// and then the name. Its text names this widget when ``accessibilityLabel`` is nil.
    public weak var accessibilityLabelWidget: Widget?
    /// The name read: ``accessibilityLabel``, else the text of ``accessibilityLabelWidget``, else
    /// ``defaultAccessibilityLabel``.
    public var effectiveAccessibilityLabel: String {
        accessibilityLabel ?? accessibilityLabelWidget?.effectiveAccessibilityLabel ?? defaultAccessibilityLabel
    }
    /// A longer description of the widget (UIKit's `accessibilityHint`); nil for none.
    public var accessibilityHint: String?
    /// The name the widget has when the app gives it none: a button's title, a column's name ("Month").
    open var defaultAccessibilityLabel: String { "" }
    /// What the widget is in the semantics tree; a plain widget groups its children (`panel`).
    open var accessibilityRole: AccessibilityRole { .panel }
    /// The widget's value as text (UIKit's `accessibilityValue`); nil when it has none.
    open var accessibilityValue: String? { nil }
    /// The widget's value as a number and its range, where that means something.
    open var accessibilityValueRange: AccessibilityValueRange? { nil }
    /// The widget's states; by default `enabled`, `focusable` when Tab can reach it, and `focused` while it
    /// has the keyboard focus itself (not one of its parts: one node of the tree is focused at a time).
    open var accessibilityStates: AccessibilityStates {
        var states: AccessibilityStates = [.enabled]
        if isFocusable { states.insert(.focusable) }
        if isFocused, focusedAccessibilityIdentifier == id { states.insert(.focused) }
        return states
    }
    /// What can be asked of the widget through ``performAccessibilityAction(_:onNode:)``; by default nothing.
    open var accessibilityActions: [AccessibilityAction] { [] }
    /// The nodes inside the widget's node: its children's by default; a widget made of parts (segments,
    /// wheels, day cells) describes them.
    open var accessibilityChildren: [AccessibilityNode] { children.map { $0.accessibilityNode() } }

    /// The widget's node of the semantics tree, with its children's.
    open func accessibilityNode() -> AccessibilityNode {
        AccessibilityNode(
            identifier: id, role: accessibilityRole, name: effectiveAccessibilityLabel,
            description: accessibilityHint ?? "", valueText: accessibilityValue, valueRange: accessibilityValueRange,
            states: accessibilityStates, actions: accessibilityActions, frame: frame, labelledBy: accessibilityLabelWidget?.id,
            children: accessibilityChildren)
    }

    /// The identifier of the node that has the keyboard focus while this widget has it: its own, or the
    /// focused part's (a segment, a wheel, a day).
    open var focusedAccessibilityIdentifier: String { id }

    /// The identifier of the node whose value `component` is (a segment's, a wheel's, a form row's); the
    /// widget's own for nil.
    open func accessibilityIdentifier(ofComponent component: Int?) -> String { id }

    /// Does `action` on the node `identifier` (this widget's or one of its parts') as the user would, so
    /// the widget reports it as a user's change. Returns false when the node is not this widget's or
    /// cannot do it.
    open func performAccessibilityAction(_ action: AccessibilityAction, onNode identifier: String) -> Bool { false }

    /// Sets the number of the node `identifier` (a spin button's row), as the user would turn it. Returns
    /// false when the node is not this widget's or takes no such value.
    open func setAccessibilityValue(_ value: Double, onNode identifier: String) -> Bool { false }

    /// Replaces the text of the node `identifier` (an entry's), as the user would edit it, so the widget
    /// reports it as a user's change. Returns false when the node is not this widget's or holds no text.
    open func setAccessibilityText(_ text: String, onNode identifier: String) -> Bool { false }
}
