import PickerCore
import PickerFrame
import PickerText

/// What a `PanelHost` is made of, built the same way on either SDL: its window (none offscreen), renderer
/// and SDL library, its fonts, the text measurer and rasteriser over them, the backend that draws, and the
/// frame path.
public struct HostParts<Host: SDLPanelHosting> {
    /// The window the panels are in; nil for a host that draws offscreen.
    public let window: Host.Window?
    /// The renderer the panels draw with.
    public let renderer: Host.Renderer
    /// The SDL library the host's fonts and surfaces belong to.
    public let library: Host.Library
    /// Window coordinates per point: the app's own zoom of the widgets (1 offscreen).
    public let userScale: Double
    /// The fonts the panels' text is measured and drawn with.
    public let fonts: FontStore
    /// Which backend draws the panels.
    public let backend: PanelBackend
    /// Measures text as the panels draw it.
    public let textMeasurer: ShapedTextMeasurer
    /// Rasterises text for the software backend, keeping what it could not draw.
    public let rasterizer: SDLTextRasterizer
    /// The renderer backend, when `backend` is `.renderer`.
    public let rendererBackend: SDLRendererBackend<Host.Geometry>?
    /// The frame path.
    public let stack: PanelStack

    /// The parts of a host on `window` (nil to draw offscreen) and its `renderer`, whose fonts `library`
    /// opens, laid out as `layout`, drawn by `backend` (nil: `.software` on a software renderer, `.renderer`
    /// otherwise) keeping within `budget`.
    public init(
        window: Host.Window?, renderer: Host.Renderer, library: Host.Library, layout: HostLayout, budget: PictureBudget,
        backend: PanelBackend?
    ) {
        (self.window, self.renderer, self.library, userScale) = (window, renderer, library, layout.userScale)
        let fonts = FontStore(library: library)
        let backend = backend ?? (renderer.isSoftware ? .software : .renderer)
        (self.fonts, self.backend) = (fonts, backend)
        textMeasurer = ShapedTextMeasurer(fonts: fonts, pixelsPerPoint: layout.pixelsPerPoint)
        rasterizer = SDLTextRasterizer(fonts: fonts)
        rendererBackend = backend == .renderer
            ? SDLRendererBackend(renderer: Host.geometryRenderer(renderer: renderer, library: library), fonts: fonts, budget: budget) : nil
        stack = PanelStack(
            sizeInPoints: layout.sizeInPoints, pixelsPerPoint: layout.pixelsPerPoint, textMeasurer: textMeasurer,
            softwareBackend: backend == .software ? SoftwareBackend(textRasterizer: rasterizer, budget: budget) : nil)
    }
}

extension HostParts {
    /// Ends a frame: hands what it could not draw to `report` (each distinct error once), and lets the
    /// renderer backend let go of what the frame did not use.
    public func frameDidEnd(report: ((DrawingError) -> Void)?) {
        for error in (rendererBackend?.errors ?? rasterizer.errors).take() { report?(error) }
        rendererBackend?.endFrame()
    }

    /// The SDL drawing calls the last frame made with the renderer backend; 0 with the software backend.
    public var lastFrameRendererCallCount: Int { rendererBackend?.lastFrameCallCount ?? 0 }

    /// What the backend keeps between frames: its pictures, their bytes, and how many it let go.
    public var pictureStatistics: PictureStatistics {
        rendererBackend?.pictureStatistics ?? stack.softwareBackend?.store.statistics ?? PictureStatistics(count: 0, byteCount: 0, evictionCount: 0)
    }
}
