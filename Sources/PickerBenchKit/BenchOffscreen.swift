import PickerCore
import PickerDemoApp
import PickerFrame

/// What the bench needs of one SDL (`picker-bench` on SDL 2, `picker-bench-sdl3` on SDL 3): its offscreen renderer,
/// the demo's (`DemoOffscreen`) plus the bare frames of the baseline, the backend's store, the renderer backend's
/// calls and the app's drawing under a panel (`--over-scene`). The cases, runner, statistics and JSON are the rest, once.
public protocol BenchOffscreen: DemoOffscreen {
    /// An image drawn with `backend` (`.renderer`: the `SDL_Renderer` backend on SDL's software renderer).
    static func make(pixelWidth: Int, pixelHeight: Int, pixelsPerPoint: Double, backend: PanelBackend) throws -> Self
    /// The SDL drawing calls of the last frame with the renderer backend (`--renderer-calls`); 0 with the software one.
    var lastFrameRendererCallCount: Int { get }
    /// The image's size in pixels.
    var pixelWidth: Int { get }
    var pixelHeight: Int { get }
    /// What the backend keeps between frames.
    var pictureStatistics: PictureStatistics { get }
    /// What the panel `show(_:)` adds is filled with: the scene's background, or `.none` (over the app's drawing).
    var panelBackground: Panel.Background { get set }
    /// Fills the whole image with `color` (the baseline's bare frame, with `present()`).
    func clear(_ color: Color) throws
    /// Finishes a frame: runs what SDL's renderer queued.
    func present() throws
    /// Draws what an app draws under its panels, with SDL's renderer: `field` everywhere, then `square` (pixels)
    /// in `squareColor`. The panels are not marked for redrawing.
    func drawBackdrop(field: Color, square: PixelRect, squareColor: Color) throws
}
