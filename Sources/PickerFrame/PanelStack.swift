import Foundation
import PickerCore

/// The frame path, free of SDL: the panels of one window in z-order, the input routed to them, the focus
/// across them, when the next frame is due, and drawing each frame (only what changed, with the software
/// backend) for a `FrameTarget` to show.
///
/// A host (`PanelHost`, one per SDL version) owns a stack: it turns its SDL events into `InputEvent`s in
/// window points, hands them to `route(_:)`, and calls `render(now:to:)` with the target the pixels go to.
/// The stack reads no clock: every time is given.
public final class PanelStack {
    /// The panels in drawing order: back to front.
    public private(set) var panels: [Panel] = []
    /// The panel keys and text go to: the first one added, then the one pressed last (or given to
    /// `makeKey(_:)`, or that Tab moved the focus into); nil after a press outside every panel.
    public internal(set) weak var keyPanel: Panel?
    /// The window's (or drawing area's) size in points.
    public internal(set) var sizeInPoints: Size
    /// Physical pixels per point; a change redraws every panel whole.
    public var pixelsPerPoint: Double {
        didSet { if pixelsPerPoint != oldValue { setNeedsFullRedraw() } }
    }
    /// Measures text for the panels' drawing, at `pixelsPerPoint`.
    public let textMeasurer: TextMeasurer
    /// The software backend, which draws panels into their own pixels; nil when the target plays the
    /// drawing itself (an `SDL_Renderer` backend).
    public let softwareBackend: SoftwareBackend?
    /// How much of each panel a frame redraws with the software backend.
    public var redrawMode: RedrawMode = .damagedAreas {
        didSet { if redrawMode != oldValue { setNeedsFullRedraw() } }
    }
    /// The frame rate animations are paced at: while something moves, `timeUntilNextFrame` is at most one
    /// frame of this rate.
    public var preferredFramesPerSecond: Double = 60
    /// The pixels the last frame drew, all panels together (only what changed, unless drawn whole).
    public internal(set) var lastFrameDrawnPixelCount = 0
    /// The pixels the last frame moved by copying them within a panel's pixels instead of drawing them.
    public internal(set) var lastFrameCopiedPixelCount = 0
    /// The rectangles of the target, in pixels, that the last frame changed.
    public internal(set) var lastFrameChangedRects: [PixelRect] = []
    /// Frames drawn so far.
    public internal(set) var frameCount = 0
    /// The time of the last frame drawn; nil before the first.
    public internal(set) var lastFrameTime: Double?
    /// Which panel holds each pointer that went down on one, until it goes up.
    var pointerOwners: [PointerID: Panel] = [:]
    /// The controller buttons held whose press a panel used: their release is used too.
    var usedButtons: [ControllerID: Set<GamepadButton>] = [:]
    var needsFullRedraw = true
    private var nextSerial = 0
    private let wakeLock = NSLock()
    private var wakeRequested = false

    /// How much of each panel a frame redraws with the software backend.
    public enum RedrawMode: Hashable, Sendable {
        /// Every frame draws every panel whole: the simplest, and the most work.
        case everything
        /// A frame draws only what changed (each scene's `damage`) into the panel's pixels, and copies
        /// what only moved within them.
        case damagedAreas
    }

    /// A stack of panels in a window of `sizeInPoints`, drawn at `pixelsPerPoint`.
    /// - Parameters:
    ///   - sizeInPoints: the window's (or drawing area's) size in points.
    ///   - pixelsPerPoint: physical pixels per point, greater than 0.
    ///   - textMeasurer: measures text for the panels' drawing.
    ///   - softwareBackend: draws the panels into their own pixels; nil when the target plays each panel's
    ///     drawing itself.
    public init(sizeInPoints: Size, pixelsPerPoint: Double, textMeasurer: TextMeasurer, softwareBackend: SoftwareBackend?) {
        self.sizeInPoints = sizeInPoints
        self.pixelsPerPoint = pixelsPerPoint
        self.textMeasurer = textMeasurer
        self.softwareBackend = softwareBackend
    }

    // MARK: - Panels

    /// Shows `scene` in a new panel (see `PanelHost.addPanel`); the first panel added gets the keyboard.
    @discardableResult
    public func addPanel(
        _ scene: HostedScene, frame: Rect = .zero, zIndex: Int = 0, fillsWindow: Bool = false,
        background: Panel.Background = .none
    ) -> Panel {
        let panel = Panel(
            scene: scene, frame: fillsWindow ? Rect(origin: .zero, size: sizeInPoints) : frame, zIndex: zIndex,
            fillsWindow: fillsWindow, background: background, serial: nextSerial, stack: self)
        nextSerial += 1
        panels.append(panel)
        panelOrderDidChange()
        if keyPanel == nil { keyPanel = panel }
        return panel
    }

    /// Takes `panel` out: its pointers are forgotten and it draws no more.
    public func removePanel(_ panel: Panel) {
        guard panels.contains(where: { $0 === panel }) else { return }
        for (pointer, owner) in pointerOwners where owner === panel {
            pointerOwners[pointer] = nil
        }
        panels.removeAll { $0 === panel }
        panel.stack = nil
        if keyPanel === panel { keyPanel = panels.last }
        setNeedsFullRedraw()
    }

    /// The front-most visible panel whose frame contains `point` (window points).
    public func panel(at point: Point) -> Panel? {
        panels.last { !$0.isHidden && $0.frame.contains(point) }
    }

    func panelOrderDidChange() {
        panels.sort { ($0.zIndex, $0.serial) < ($1.zIndex, $1.serial) }
        setNeedsFullRedraw()
    }

    /// The window (or drawing area) is now `size` points: panels that fill it follow.
    public func resize(to size: Size) {
        sizeInPoints = size
        for panel in panels where panel.fillsWindow {
            panel.frame = Rect(origin: .zero, size: size)
        }
        setNeedsFullRedraw()
    }

    /// Where the panel's (0, 0) is drawn, in whole pixels.
    public func pixelOrigin(of panel: Panel) -> PixelOffset {
        PixelOffset(dx: Int((panel.frame.minX * pixelsPerPoint).rounded()), dy: Int((panel.frame.minY * pixelsPerPoint).rounded()))
    }

    /// The panel's (0, 0) in window points, on the pixel grid as it is drawn.
    public func pointOrigin(of panel: Panel) -> Point {
        let pixels = pixelOrigin(of: panel)
        return Point(x: Double(pixels.dx) / pixelsPerPoint, y: Double(pixels.dy) / pixelsPerPoint)
    }

    /// The panel's frame in pixels of the target, its origin on the pixel grid.
    public func pixelRect(of panel: Panel) -> PixelRect {
        let origin = pixelOrigin(of: panel)
        return PixelRect(
            x: origin.dx, y: origin.dy, width: Int(max(0, (panel.frame.width * pixelsPerPoint).rounded())),
            height: Int(max(0, (panel.frame.height * pixelsPerPoint).rounded())))
    }

    // MARK: - Frames

    /// Asks for the next frame to redraw every panel whole (after a resize, an expose, a theme change, or a
    /// target that lost its pixels).
    public func setNeedsFullRedraw() {
        needsFullRedraw = true
    }

    /// Asks for a frame. Safe to call from any thread (the host also wakes its loop).
    public func requestFrame() {
        wakeLock.lock()
        wakeRequested = true
        wakeLock.unlock()
    }

    /// Whether a frame must be drawn at `now`: something moves, something changed, a frame was requested,
    /// or a panel's wake time (a held direction's repeat) has come.
    public func needsFrame(now: Double) -> Bool {
        if needsFullRedraw || isWakeRequested { return true }
        if panels.contains(where: { !$0.isHidden && $0.scene.needsFrame }) { return true }
        guard let wake = nextWakeTime else { return false }
        return wake <= now
    }

    /// The earliest wake time of the visible panels (`HostedScene.nextWakeTime`).
    public var nextWakeTime: Double? {
        panels.filter { !$0.isHidden }.compactMap(\.scene.nextWakeTime).min()
    }

    private var isWakeRequested: Bool {
        wakeLock.lock()
        defer { wakeLock.unlock() }
        return wakeRequested
    }

    /// How long the app may sleep at `now` before it must draw the next frame, in seconds: nil while no
    /// frame is needed, 0 when one is due now, and at most one frame of `preferredFramesPerSecond` while
    /// something moves.
    public func timeUntilNextFrame(now: Double) -> Double? {
        guard needsFrame(now: now) else {
            return nextWakeTime.map { max(0, $0 - now) }
        }
        guard let last = lastFrameTime else { return 0 }
        let interval = 1 / max(preferredFramesPerSecond, 1)
        return min(max(0, last + interval - now), interval)
    }

    /// Advances every visible panel's animations to `now` without drawing.
    public func tick(now: Double) {
        for panel in panels where !panel.isHidden { panel.scene.tick(now: now) }
    }

    /// Ends a frame drawn at `now`: what was asked for is done.
    func endFrame(now: Double) {
        needsFullRedraw = false
        wakeLock.lock()
        wakeRequested = false
        wakeLock.unlock()
        lastFrameTime = now
        frameCount += 1
        softwareBackend?.endFrame()
    }
}
