import PickerCore

/// What every SDL host of a `PanelStack` (`PanelHost` on SDL 2 and on SDL 3) offers an app, written once:
/// its panels, focus, frame scheduling and frame figures. A host supplies the stack, its clock, its
/// assistive-technology bridge, and what it must do in SDL when the keyboard focus or the pointers change.
public protocol PanelHosting: AnyObject {
    /// The frame path the host drives.
    var stack: PanelStack { get }
    /// The assistive-technology bridge joined to the host, if any.
    var accessibility: PanelHostAccessibility? { get }
    /// Seconds on the host's clock: event stamps and frames use it when the caller gives no time.
    func currentTime() -> Double
    /// The key panel, the pointers or a text field changed: the host updates SDL's text input and mouse capture.
    func inputStateDidChange()
    /// The SDL user event type that `requestFrame()` pushes to wake the app's loop.
    static var wakeEventType: UInt32 { get }
    /// The SDL user event type the accessibility bridge pushes when calls wait to be answered.
    static var accessibilityEventType: UInt32 { get }
}

extension PanelHosting {
    /// Takes the host's own SDL user events, by their type: a wake is used up, and an accessibility event
    /// answers the calls that wait. - Returns: whether `type` was one of them.
    public func handleOwnEvent(type: UInt32) -> Bool {
        if type == Self.wakeEventType { return true }
        guard type == Self.accessibilityEventType else { return false }
        accessibility?.processIncoming()
        return true
    }

    /// The panels in drawing order: back to front.
    public var panels: [Panel] { stack.panels }
    /// The panel keys and text go to: the first one added, then the one pressed last (or given to
    /// `makeKey(_:)`, or that Tab moved the focus into); nil after a press outside every panel, when keys
    /// are the app's.
    public var keyPanel: Panel? { stack.keyPanel }
    /// The window's (or drawing area's) size in points.
    public var sizeInPoints: Size { stack.sizeInPoints }
    /// Physical pixels per point of the last frame (or of the next one).
    public var pixelsPerPoint: Double { stack.pixelsPerPoint }
    /// The frame rate animations are paced at, in frames per second: while something moves,
    /// `timeUntilNextFrame` is at most one frame of this rate.
    public var preferredFramesPerSecond: Double {
        get { stack.preferredFramesPerSecond }
        set { stack.preferredFramesPerSecond = newValue }
    }
    /// How much of each panel a frame redraws with the software backend.
    public var redrawMode: PanelStack.RedrawMode {
        get { stack.redrawMode }
        set { stack.redrawMode = newValue }
    }
    /// Frames drawn by `render` so far.
    public var frameCount: Int { stack.frameCount }
    /// The time of the last frame drawn, in seconds on the host's clock; nil before the first.
    public var lastFrameTime: Double? { stack.lastFrameTime }
    /// The pixels the last frame drew, all panels together: the whole area of every panel on a full
    /// redraw, only what changed otherwise.
    public var lastFrameDrawnPixelCount: Int { stack.lastFrameDrawnPixelCount }
    /// The pixels the last frame moved by copying them within a panel instead of drawing them.
    public var lastFrameCopiedPixelCount: Int { stack.lastFrameCopiedPixelCount }
    /// The rectangles of the target, in pixels, that the last frame changed: presenting only these is
    /// enough when the rest of the target still shows the frame before (a software-rendered window's surface).
    public var lastFrameChangedRects: [PixelRect] { stack.lastFrameChangedRects }
    /// Whether a drag that began on a panel is in progress (the app should not start one of its own).
    public var isPointerCaptured: Bool { stack.isPointerCaptured }
    /// Where the focused panel edits text, in window points, or nil when nothing is being edited.
    public var textInputRectInWindow: Rect? { stack.textInputRect }

    /// Shows `scene` in a new panel.
    /// - Parameters:
    ///   - scene: what the panel shows, usually a `WidgetRoot`; laid out at the panel's size.
    ///   - frame: where, in window points; ignored (the whole window) when `fillsWindow` is true.
    ///   - zIndex: drawing and hit-testing order; higher is in front.
    ///   - fillsWindow: keep the panel as large as the window as it resizes.
    ///   - background: what the panel's frame is filled with before the scene draws.
    /// - Returns: the panel, to move, hide or remove later.
    @discardableResult
    public func addPanel(
        _ scene: HostedScene, frame: Rect = .zero, zIndex: Int = 0, fillsWindow: Bool = false,
        background: Panel.Background = .none
    ) -> Panel {
        let panel = stack.addPanel(scene, frame: frame, zIndex: zIndex, fillsWindow: fillsWindow, background: background)
        accessibility?.panelWasAdded(panel)
        return panel
    }

    /// Makes `scene` the one panel, filling the window over `background`, unless it already is.
    public func showOnly(_ scene: HostedScene, background: Panel.Background) {
        if panels.count == 1, panels[0].scene === scene { return }
        for panel in panels { removePanel(panel) }
        addPanel(scene, fillsWindow: true, background: background)
    }

    /// Takes `panel` out of the host: its pointers are cancelled and it draws no more.
    public func removePanel(_ panel: Panel) {
        guard panels.contains(where: { $0 === panel }) else { return }
        accessibility?.panelWillBeRemoved(panel)
        stack.removePanel(panel)
        inputStateDidChange()
    }

    /// The front-most visible panel whose frame contains `point` (window points).
    public func panel(at point: Point) -> Panel? { stack.panel(at: point) }

    /// Makes `panel` the one keys and text go to, as a press on it does; the others give up their
    /// keyboard focus (one focus in the window). nil gives the keyboard back to the app.
    public func makeKey(_ panel: Panel?) {
        stack.makeKey(panel)
        inputStateDidChange()
    }

    /// Asks for the next frame to redraw every panel whole (after a resize, an expose, a theme change).
    public func setNeedsFullRedraw() { stack.setNeedsFullRedraw() }

    /// Whether a frame must be drawn: something moves, something changed, a frame was requested, or a
    /// panel's wake time (a held direction's repeat) has come.
    public var needsFrame: Bool { stack.needsFrame(now: currentTime()) }

    /// How long the app may sleep before it must draw the next frame, in seconds: nil while no frame is
    /// needed (sleep until the next event), 0 when one is due now, and at most one frame of
    /// `preferredFramesPerSecond` while something moves.
    /// - Parameter now: the time on the host's clock (now when nil).
    public func timeUntilNextFrame(now: Double? = nil) -> Double? {
        stack.timeUntilNextFrame(now: now ?? currentTime())
    }

    /// The longest an app's loop may wait for its next event: until the next frame, or one frame when
    /// `appNeedsFrame` (its own animation) and the panels need none; nil to wait for the next event.
    public func eventWaitTime(appNeedsFrame: Bool) -> Double? {
        timeUntilNextFrame() ?? (appNeedsFrame ? 1 / max(preferredFramesPerSecond, 1) : nil)
    }

    /// Advances every visible panel's animations to `now` without drawing.
    public func tick(now: Double) {
        stack.tick(now: now)
        accessibility?.sceneDidChange(afterInput: false)
    }
}
