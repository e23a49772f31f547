import PickerCore
import PickerFrame
import PickerText

/// Renders into memory through a `PanelHost` (the path an app's window uses): no window, the dummy video
/// driver, events in points. Each SDL's `OffscreenRenderer` is this class over its host; the same drawing
/// gives byte-identical pixels whatever SDL's version.
public final class SDLOffscreenRenderer<Host: SDLPanelHosting>: RGBAPixelSource {
    /// The SDL library this renderer uses.
    public let library: Host.Library
    /// The XRGB surface drawn into.
    public let surface: Host.Renderer.Surface
    /// A software renderer on `surface` (for `clear(_:)` and the `.renderer` backend; the software backend
    /// writes the panels into the surface directly).
    public let renderer: Host.Renderer
    /// The embedding host that draws the scene (one panel filling the image) and takes its events.
    public let host: Host
    /// The image's width in pixels.
    public var pixelWidth: Int { surface.pixelWidth }
    /// The image's height in pixels.
    public var pixelHeight: Int { surface.pixelHeight }
    /// What the frame being drawn could not draw (the host's `onDrawingError`).
    private var drawingErrors: [DrawingError] = []

    /// An offscreen image of `pixelWidth` x `pixelHeight` pixels, black until cleared or drawn.
    /// Starts SDL with the dummy video driver if nothing has started it yet.
    /// - Parameters:
    ///   - pixelWidth: the image's width in pixels.
    ///   - pixelHeight: the image's height in pixels.
    ///   - pixelsPerPoint: pixels per point, greater than 0.
    ///   - budget: how much the backend may keep between frames.
    ///   - backend: `.software` (the default) writes the panels' pixels into the surface; `.renderer` draws
    ///     them with `SDL_RenderGeometry` on SDL's software renderer, as a window's renderer would.
    /// - Throws: `PickerError.invalidConfiguration` for a density that is not positive; `SDLError` when SDL fails.
    public init(
        pixelWidth: Int, pixelHeight: Int, pixelsPerPoint: Double = 1,
        budget: PictureBudget = .init(), backend: PanelBackend = .software
    ) throws {
        library = try Host.Library.shared(videoDriver: .dummy)
        surface = try Host.Renderer.Surface(pixelWidth: pixelWidth, pixelHeight: pixelHeight, format: Host.Renderer.Surface.opaqueFormat, library: library)
        renderer = try Host.Renderer(surface: surface)
        host = try Host(
            offscreenRenderer: renderer, library: library,
            sizeInPoints: Size(width: Double(pixelWidth) / pixelsPerPoint, height: Double(pixelHeight) / pixelsPerPoint),
            pixelsPerPoint: pixelsPerPoint, budget: budget, backend: backend)
        let pixels = surface.pointer
        if backend == .software { host.targetSurface = { pixels } }
        host.onDrawingError = { [weak self] in self?.drawingErrors.append($0) }
    }

    /// The fonts text is measured and drawn with.
    public var fonts: FontStore { host.fonts }
    /// Measures text as the frames draw it.
    public var textMeasurer: TextMeasurer { host.textMeasurer }
    /// What the backend keeps between frames.
    public var pictureStatistics: PictureStatistics { host.pictureStatistics }
    /// Pixels per point for text measuring and drawing.
    public var pixelsPerPoint: Double { host.pixelsPerPoint }
    /// The image size in points: the pixel size divided by `pixelsPerPoint`.
    public var sizeInPoints: Size { host.sizeInPoints }

    /// Fills the whole image with `color`, replacing what was there.
    public func clear(_ color: Color) throws {
        try renderer.clear(color)
        try renderer.flush()
        host.setNeedsFullRedraw()
    }

    /// Finishes the frame: runs what the renderer queued into the surface (the offscreen present).
    public func present() throws {
        try renderer.flush()
    }

    /// Renders a frame and throws the first thing it could not draw.
    private func renderFrame(now: Double?) throws {
        drawingErrors.removeAll()
        try host.render(now: now)
        try renderer.flush()
        if let error = drawingErrors.first { throw error }
    }

    /// Draws what `body` draws over the image (in points, at `pixelsPerPoint`), through the same backend and
    /// path as a panel: for drawing that is not a scene.
    /// - Throws: `DrawingError` for a text that could not be drawn (the image is drawn without it);
    ///   `SDLError` when SDL fails.
    public func draw(_ body: @escaping (Canvas) -> Void) throws {
        let scene = DrawingScene(body)
        for panel in host.panels { host.removePanel(panel) }
        let panel = host.addPanel(scene, fillsWindow: true, background: .none)
        defer { host.removePanel(panel) }
        try renderFrame(now: nil)
    }

    /// What the panel `show(_:)` adds is filled with: the scene's background colour (the default), or
    /// `.none` to draw the scene over what is in the image, as over an app's own drawing.
    public var panelBackground: Panel.Background = .scene

    /// Shows `scene` as the one panel, filling the image over `panelBackground`, unless it already is.
    public func show(_ scene: HostedScene) { host.showOnly(scene, background: panelBackground) }

    /// Shows `scene` (`show(_:)`) and draws it at `now` (seconds).
    /// - Throws: `DrawingError` for a text that could not be drawn (the image is drawn without it);
    ///   `SDLError` when SDL fails.
    public func render(scene: HostedScene, now: Double) throws {
        show(scene)
        try renderFrame(now: now)
    }

    /// Reads the image (`rgbaBytes()`, `writePNG(to:)`) once what the renderer queued has run.
    public func copyRGBA(to rgba: UnsafeMutableRawBufferPointer) throws {
        try renderer.flush()
        try surface.copyRGBA(to: rgba)
    }
}
