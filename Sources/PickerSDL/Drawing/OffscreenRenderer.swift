import CSDL2
import PickerCore

/// Renders into memory with PickerKit's software backend: no window, no display, works under the dummy video
/// driver. Frames are drawn by a `PanelHost` (the same path an app's window uses), whose events are in points.
///
/// The same drawing always gives byte-identical pixels, whatever SDL's version, which is what screenshot
/// tests rely on.
public final class OffscreenRenderer {
    /// The SDL library this renderer uses.
    public let library: SDLLibrary
    /// The ARGB8888 surface drawn into.
    public let surface: SDLSurface
    /// A software renderer on `surface` (for `clear(_:)`; the panels are written into the surface directly).
    public let renderer: SDLRenderer
    /// The embedding host that draws the scene (one panel filling the image) and takes its events.
    public let host: PanelHost
    /// The fonts text is measured and drawn with.
    public var fonts: FontStore { host.fonts }
    /// Measures text as the frames draw it.
    public var textMeasurer: TextMeasurer { host.textMeasurer }
    /// What the software backend keeps between frames.
    public var pictureStatistics: PictureStatistics { host.pictureStatistics }
    /// Width of the image in pixels.
    public let pixelWidth: Int
    /// Height of the image in pixels.
    public let pixelHeight: Int
    /// The converted pixels `hashPixels(into:)` hashes, reused between frames.
    private var hashScratch: [UInt8] = []
    /// What the frame being drawn could not draw (the host's `onDrawingError`).
    private var drawingErrors: [DrawingError] = []

    /// Pixels per point for text measuring and drawing.
    public var pixelsPerPoint: Double { host.pixelsPerPoint }

    /// The image size in points: the pixel size divided by `pixelsPerPoint`.
    public var sizeInPoints: Size { host.sizeInPoints }

    /// An offscreen image of `pixelWidth` x `pixelHeight` pixels, transparent until cleared.
    /// Starts SDL with the dummy video driver if nothing has started it yet.
    /// - Parameters:
    ///   - pixelWidth: the image's width in pixels.
    ///   - pixelHeight: the image's height in pixels.
    ///   - pixelsPerPoint: pixels per point, greater than 0.
    ///   - budget: how much the backend may keep between frames.
    ///   - backend: `.software` (the default) writes the panels' pixels into the surface; `.renderer` draws
    ///     them with `SDL_RenderGeometry` on SDL's software renderer, as a window's renderer would.
    public init(
        pixelWidth: Int, pixelHeight: Int, pixelsPerPoint: Double = 1,
        budget: PictureBudget = .init(), backend: PanelHost.Backend = .software
    ) throws {
        library = try SDLLibrary.shared(videoDriver: .dummy)
        // An opaque target (XRGB): a frame is a window's content, and blending into a surface with an
        // alpha channel lets the software renderer's alpha drift below 255 at anti-aliased edges.
        surface = try SDLSurface(
            pixelWidth: pixelWidth, pixelHeight: pixelHeight, format: SDL_PIXELFORMAT_RGB888.rawValue, library: library)
        renderer = try SDLRenderer(surface: surface)
        host = try PanelHost(
            offscreenRenderer: renderer, library: library,
            sizeInPoints: Size(width: Double(pixelWidth) / pixelsPerPoint, height: Double(pixelHeight) / pixelsPerPoint),
            pixelsPerPoint: pixelsPerPoint, budget: budget, backend: backend)
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        let pixels = surface.pointer
        if backend == .software { host.targetSurface = { pixels } }
        host.onDrawingError = { [weak self] in self?.drawingErrors.append($0) }
    }

    /// Fills the whole image with `color`, replacing what was there.
    public func clear(_ color: Color) throws {
        try renderer.clear(color)
        try renderer.flush()
        host.setNeedsFullRedraw()
    }

    /// Finishes the frame: runs what the renderer queued into the surface. The offscreen equivalent of presenting.
    public func present() throws {
        try finishDrawing()
    }

    /// Runs what the renderer queued into the surface.
    private func finishDrawing() throws {
        try renderer.flush()
    }

    /// Renders a frame and throws the first thing it could not draw.
    private func renderFrame(now: Double?) throws {
        drawingErrors.removeAll()
        try host.render(now: now)
        try finishDrawing()
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
    /// Lays it out for `sizeInPoints` when it becomes the panel.
    public func show(_ scene: HostedScene) {
        if host.panels.count == 1, host.panels[0].scene === scene { return }
        for panel in host.panels { host.removePanel(panel) }
        host.addPanel(scene, fillsWindow: true, background: panelBackground)
    }

    /// Draws `scene` (shown with `show(_:)` first) advanced to `now` (seconds), then presents (the host's frame
    /// has trimmed the caches already).
    /// - Throws: `DrawingError` for a text that could not be drawn (the image is drawn without it);
    ///   `SDLError` when SDL fails.
    public func render(scene: HostedScene, now: Double) throws {
        show(scene)
        try renderFrame(now: now)
    }

    /// The image as row-major RGBA bytes, 4 per pixel, `pixelWidth * pixelHeight * 4` in all.
    public func rgbaPixels() throws -> [UInt8] {
        try finishDrawing()
        return try surface.rgbaBytes()
    }

    /// Feeds the image's pixels into `hasher`: equal images hash alike, frame after frame without allocating.
    public func hashPixels(into hasher: inout Hasher) throws {
        try finishDrawing()
        try surface.hashPixels(into: &hasher, scratch: &hashScratch)
    }

    /// Writes the image to a PNG file at `path`.
    public func writePNG(to path: String) throws {
        try finishDrawing()
        try surface.writePNG(to: path)
    }
}
