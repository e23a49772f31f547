import PickerCore
import PickerFrame
import PickerText

/// What a `PanelHost` builds the same way on either SDL: the text measurer and rasteriser over its
/// fonts, the backend that draws, and the frame path.
public struct HostParts<Geometry: GeometryRenderer> {
    /// Measures text as the panels draw it.
    public let textMeasurer: ShapedTextMeasurer
    /// Rasterises text for the software backend, keeping what it could not draw.
    public let rasterizer: SDLTextRasterizer
    /// The renderer backend, when `backend` is `.renderer`.
    public let rendererBackend: SDLRendererBackend<Geometry>?
    /// The frame path.
    public let stack: PanelStack

    /// The parts of a host drawn by `backend` over `fonts`, at `pixelsPerPoint` (greater than 0), keeping
    /// within `budget`; `geometry` makes the renderer backend's SDL part when it is needed.
    /// - Throws: `PickerError.invalidConfiguration` for a density that is not positive.
    public init(
        fonts: FontStore, backend: PanelBackend, sizeInPoints: Size, pixelsPerPoint: Double, budget: PictureBudget,
        geometry: () -> Geometry
    ) throws {
        try PickerError.requirePositive(pixelsPerPoint, named: "pixelsPerPoint")
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
