import PickerCore
import PickerFrame
import PickerText

/// What a `PanelHost` builds the same way on either SDL: its fonts, the text measurer and rasteriser over
/// them, the backend that draws, and the frame path.
public struct HostParts<Geometry: GeometryRenderer> {
    /// The fonts the panels' text is measured and drawn with.
    public let fonts: FontStore
    /// Which backend draws the panels.
    public let backend: PanelBackend
    /// Measures text as the panels draw it.
    public let textMeasurer: ShapedTextMeasurer
    /// Rasterises text for the software backend, keeping what it could not draw.
    public let rasterizer: SDLTextRasterizer
    /// The renderer backend, when `backend` is `.renderer`.
    public let rendererBackend: SDLRendererBackend<Geometry>?
    /// The frame path.
    public let stack: PanelStack

    /// The parts of a host whose faces `fontLoader` opens, drawn by `backend` (nil: `.software` on a software
    /// renderer, `.renderer` otherwise) at `pixelsPerPoint` (greater than 0), keeping within `budget`;
    /// `geometry` makes the renderer backend's SDL part when it is needed.
    /// - Throws: `PickerError.invalidConfiguration` for a density that is not positive.
    public init(
        fontLoader: any FontFaceLoader, backend: PanelBackend?, isSoftwareRenderer: Bool, sizeInPoints: Size,
        pixelsPerPoint: Double, budget: PictureBudget, geometry: () -> Geometry
    ) throws {
        try PickerError.requirePositive(pixelsPerPoint, named: "pixelsPerPoint")
        let fonts = FontStore(library: fontLoader)
        let backend = backend ?? (isSoftwareRenderer ? .software : .renderer)
        (self.fonts, self.backend) = (fonts, backend)
        textMeasurer = ShapedTextMeasurer(fonts: fonts, pixelsPerPoint: pixelsPerPoint)
        rasterizer = SDLTextRasterizer(fonts: fonts)
        rendererBackend = backend == .renderer ? SDLRendererBackend(renderer: geometry(), fonts: fonts, budget: budget) : nil
        stack = PanelStack(
            sizeInPoints: sizeInPoints, pixelsPerPoint: pixelsPerPoint, textMeasurer: textMeasurer,
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
