import PickerCore

/// One independent widget tree (a `HostedScene`, usually a `WidgetRoot`) placed at a rectangle of a
/// window, in a `PanelStack` (which an SDL host's `PanelHost` holds).
///
/// The scene lays out in its own points, with (0, 0) at the panel's top-left corner; the host moves
/// events into those coordinates and draws the scene there, cut to the panel's frame. Panels with a
/// higher `zIndex` are drawn later and hit first; among equal ones, the one added later is on top.
public final class Panel {
    /// The widget tree shown.
    public let scene: HostedScene
    /// Where the panel sits, in window points. Changing its size lays the scene out again. The drawing
    /// is placed on whole pixels (the origin is rounded to the pixel grid).
    public var frame: Rect {
        didSet {
            guard frame != oldValue else { return }
            if frame.size != oldValue.size { scene.layout(size: frame.size) }
            stack?.setNeedsFullRedraw()
        }
    }
    /// Drawing and hit-testing order: higher is in front.
    public var zIndex: Int {
        didSet { if zIndex != oldValue { stack?.panelOrderDidChange() } }
    }
    /// A hidden panel is neither drawn nor given events.
    public var isHidden = false {
        didSet {
            guard isHidden != oldValue else { return }
            needsFullRedraw = true
            stack?.setNeedsFullRedraw()
        }
    }
    /// What fills the panel's frame before the scene draws.
    public enum Background: Hashable, Sendable {
        /// Nothing: the scene draws over whatever the app drew there.
        case none
        /// One colour, replacing the app's pixels.
        case color(Color)
        /// The scene's own `backgroundColor` (which follows its theme), replacing the app's pixels.
        case scene
    }

    /// What fills the panel's frame before the scene draws; `.none` by default.
    public var background: Background {
        didSet { if background != oldValue { stack?.setNeedsFullRedraw() } }
    }
    /// When true, the host keeps `frame` equal to the whole window (or drawing area) as it resizes.
    public var fillsWindow: Bool

    weak var stack: PanelStack?
    /// The panel's pixels while the software backend draws it.
    public internal(set) var kept: PanelPixels?
    /// Whether the next frame draws the whole panel (its texture was lost, or it was just shown).
    var needsFullRedraw = true
    /// The order the panel was added in, for ties of `zIndex`.
    public let serial: Int

    init(
        scene: HostedScene, frame: Rect, zIndex: Int, fillsWindow: Bool, background: Background, serial: Int,
        stack: PanelStack
    ) {
        self.scene = scene
        self.background = background
        self.frame = frame
        self.zIndex = zIndex
        self.fillsWindow = fillsWindow
        self.serial = serial
        self.stack = stack
        scene.layout(size: frame.size)
    }

    /// The colour `background` fills with this frame, or nil.
    var backgroundFill: Color? {
        switch background {
        case .none: nil
        case .color(let color): color
        case .scene: scene.backgroundColor
        }
    }
}

extension Panel {
    /// The panel's pixels at `width` x `height`: those kept, or new ones (not yet drawn) when the size changed.
    func pixels(width: Int, height: Int) -> PanelPixels {
        if let kept, kept.pixels.width == width, kept.pixels.height == height { return kept }
        let made = PanelPixels(pixels: PixelImage(width: width, height: height))
        kept = made
        return made
    }
}

/// A panel's own pixels (software backend), and what the host shows them through.
public final class PanelPixels {
    /// The panel's drawing, premultiplied, at the size of its frame in pixels.
    public let pixels: PixelImage
    /// Whether `pixels` hold the last frame (false until the panel is first drawn).
    var isKept = false
    /// What the host shows these pixels through (a streaming texture), made by it and dropped with them.
    public var attachment: AnyObject?

    init(pixels: PixelImage) {
        self.pixels = pixels
    }
}
