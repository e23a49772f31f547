import CSDL3
import PickerFrame
import PickerCore
import PickerSDLShared

/// Renders into memory through a `PanelHost`, as PickerSDL's `OffscreenRenderer` does on SDL 2: no window,
/// the dummy video driver, events in points.
public final class OffscreenRenderer: RGBAPixelSource {
    /// The SDL library this renderer uses.
    public let library: SDLLibrary
    /// The XRGB8888 surface drawn into.
    public let surface: SDLSurface
    /// A software renderer on `surface` (for `clear(_:)`).
    public let renderer: SDLRenderer
    /// The host that draws the scene and takes its events.
    public let host: PanelHost
    /// Width of the image in pixels.
    public let pixelWidth: Int
    /// Height of the image in pixels.
    public let pixelHeight: Int
    private var drawingErrors: [DrawingError] = []

    /// An offscreen image of `pixelWidth` x `pixelHeight` pixels at `pixelsPerPoint`.
    /// - Parameters:
    ///   - pixelWidth: the image's width in pixels.
    ///   - pixelHeight: the image's height in pixels.
    ///   - pixelsPerPoint: pixels per point, greater than 0.
    ///   - budget: how much the backend may keep between frames.
    ///   - backend: `.software` (the default) writes the panels' pixels into the surface; `.renderer` draws
    ///     them with `SDL_RenderGeometry` on SDL's software renderer, as a window's renderer would.
    public init(
        pixelWidth: Int, pixelHeight: Int, pixelsPerPoint: Double = 1, budget: PictureBudget = .init(),
        backend: PanelHost.Backend = .software
    ) throws {
        library = try SDLLibrary.shared(videoDriver: .dummy)
        surface = try SDLSurface(pixelWidth: pixelWidth, pixelHeight: pixelHeight, format: SDL_PIXELFORMAT_XRGB8888, library: library)
        renderer = try SDLRenderer(surface: surface)
        host = try PanelHost(
            offscreenRenderer: renderer, library: library,
            sizeInPoints: Size(width: Double(pixelWidth) / pixelsPerPoint, height: Double(pixelHeight) / pixelsPerPoint),
            pixelsPerPoint: pixelsPerPoint, budget: budget, backend: backend)
        (self.pixelWidth, self.pixelHeight) = (pixelWidth, pixelHeight)
        let pixels = surface.pointer
        if backend == .software { host.targetSurface = { pixels } }
        host.onDrawingError = { [weak self] in self?.drawingErrors.append($0) }
    }

    /// Measures text as the frames draw it.
    public var textMeasurer: TextMeasurer { host.textMeasurer }
    /// The fonts text is measured and drawn with.
    public var fonts: FontStore { host.fonts }
    /// The image size in points.
    public var sizeInPoints: Size { host.sizeInPoints }
    /// What the backend keeps between frames.
    public var pictureStatistics: PictureStatistics { host.pictureStatistics }

    /// Fills the whole image with `color`.
    public func clear(_ color: Color) throws {
        try renderer.clear(color)
        try renderer.flush()
        host.setNeedsFullRedraw()
    }

    /// Finishes the frame: runs what the renderer queued into the surface (the offscreen present).
    public func present() throws {
        try renderer.flush()
    }

    /// What the panel `show(_:)` adds is filled with: the scene's background colour (the default), or
    /// `.none` to draw the scene over what is in the image, as over an app's own drawing.
    public var panelBackground: Panel.Background = .scene

    /// Shows `scene` as the one panel, filling the image over `panelBackground`, unless it already is.
    public func show(_ scene: HostedScene) { host.showOnly(scene, background: panelBackground) }

    /// Shows `scene` (`show(_:)`) and draws it at `now`.
    /// - Throws: `DrawingError` for a text that could not be drawn; `SDLError` when SDL fails.
    public func render(scene: HostedScene, now: Double) throws {
        show(scene)
        drawingErrors.removeAll()
        try host.render(now: now)
        try renderer.flush()
        if let error = drawingErrors.first { throw error }
    }

    /// Reads the image (`rgbaBytes()`, `writePNG(to:)`) once what the renderer queued has run.
    public func copyRGBA(to rgba: UnsafeMutableRawBufferPointer) throws {
        try renderer.flush()
        try surface.copyRGBA(to: rgba)
    }
}
