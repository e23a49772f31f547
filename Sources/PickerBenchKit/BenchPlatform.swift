import PickerCore
import PickerDemoApp
import PickerFrame

/// What the bench needs of one SDL (`picker-bench` on SDL 2, `picker-bench-sdl3` on SDL 3): its offscreen
/// renderer and what it cannot do. The cases, gestures, runner, statistics and JSON are the rest, once.
public protocol BenchPlatform {
    associatedtype Offscreen: BenchOffscreen

    /// The executable's name, for messages ("picker-bench").
    static var toolName: String { get }
    /// Refuses what this SDL's host cannot do (a bad argument: exit 2 with the error's line).
    static func validate(_ options: BenchOptions) throws
    /// `--renderer-calls`: an image drawn with the `SDL_Renderer` backend on SDL's software renderer, and the
    /// SDL drawing calls of its last frame.
    static func rendererBackendOffscreen(pixelWidth: Int, pixelHeight: Int, pixelsPerPoint: Double) throws
        -> (offscreen: Offscreen, lastFrameCalls: () -> Int)
}

/// An SDL's offscreen renderer as the bench drives it: the demo's (`DemoOffscreen`) plus the bare frames of the
/// baseline, the backend's store and the app's drawing under a panel (`--over-scene`).
public protocol BenchOffscreen: DemoOffscreen {
    /// The image's size in pixels.
    var pixelWidth: Int { get }
    var pixelHeight: Int { get }
    /// What the software backend keeps between frames.
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
