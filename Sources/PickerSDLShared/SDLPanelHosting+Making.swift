import PickerCore
import PickerFrame

/// Where a host draws: its size in points, its pixels per point, and the app's zoom of the widgets.
public struct HostLayout: Sendable, Equatable {
    /// The drawing area in points.
    public let sizeInPoints: Size
    /// Pixels per point, at first: a window's host follows its window's density once it knows it.
    public let pixelsPerPoint: Double
    /// Window coordinates per point (1 offscreen).
    public let userScale: Double

    /// A window's: `size` in window coordinates at `userScale` window coordinates per point.
    /// - Throws: `PickerError.invalidConfiguration` for a scale that is not positive.
    public static func window(size: (width: Int, height: Int), userScale: Double) throws -> HostLayout {
        try PickerError.requirePositive(userScale, named: "userScale")
        let points = Size(width: Double(size.width) / userScale, height: Double(size.height) / userScale)
        return HostLayout(sizeInPoints: points, pixelsPerPoint: userScale, userScale: userScale)
    }

    /// An offscreen host's: `sizeInPoints` at `pixelsPerPoint`.
    /// - Throws: `PickerError.invalidConfiguration` for a density that is not positive.
    public static func offscreen(sizeInPoints: Size, pixelsPerPoint: Double) throws -> HostLayout {
        try PickerError.requirePositive(pixelsPerPoint, named: "pixelsPerPoint")
        return HostLayout(sizeInPoints: sizeInPoints, pixelsPerPoint: pixelsPerPoint, userScale: 1)
    }
}

/// An SDL window, as a host needs it.
public protocol SDLWindowHandle {
    /// SDL's window flags type.
    associatedtype Flags
    /// The SDL library windows belong to.
    associatedtype Library
    /// Opens a window of `width` x `height` window coordinates with `flags`, in the started `library`.
    init(title: String, width: Int, height: Int, flags: Flags, library: Library) throws
    /// SDL's id of the window.
    var id: UInt32 { get }
    /// The window's size in window coordinates.
    var size: (width: Int, height: Int) { get }
    /// The window's size in pixels.
    var pixelSize: (width: Int, height: Int) { get }
}

/// An SDL renderer, as a host needs it.
public protocol SDLRendererHandle {
    /// The surface type a software renderer draws into, and pixels are read back into.
    associatedtype Surface: SDLSurfaceHandle
    /// The window type a renderer can draw into.
    associatedtype Window
    /// A software renderer drawing into `surface`.
    init(surface: Surface) throws
    /// A renderer for `window`, waiting for the display's refresh to present when `vsync` is true.
    init(window: Window, vsync: Bool) throws
    /// Whether it is SDL's software renderer.
    var isSoftware: Bool { get }
    /// SDL's name for it, e.g. `"software"` or `"opengl"`.
    var name: String { get }
    /// Fills the whole output with `color`, replacing what was there.
    func clear(_ color: Color) throws
    /// Runs what the renderer has queued.
    func flush() throws
    /// Shows what was drawn since the last present.
    func present()
    /// Reads the output into a new surface; call before `present()`, after which the output is undefined.
    func readPixels(library: Surface.Library) throws -> Surface
}

/// An SDL surface, as the offscreen renderer needs it: made in a format, its pointer, its pixels read back.
public protocol SDLSurfaceHandle: RGBAPixelSource {
    /// SDL's `SDL_Surface` pointer type.
    associatedtype Pointer
    /// SDL's pixel format type.
    associatedtype PixelFormat
    /// The SDL library surfaces belong to.
    associatedtype Library
    /// A format without alpha for an offscreen image. A frame is a window's content: blending into a surface
    /// with an alpha channel lets the software renderer's alpha drift below 255 at anti-aliased edges.
    static var opaqueFormat: PixelFormat { get }
    /// A new surface of `pixelWidth` x `pixelHeight` pixels in `format`.
    init(pixelWidth: Int, pixelHeight: Int, format: PixelFormat, library: Library) throws
    /// The surface; valid for the life of this object.
    var pointer: Pointer { get }
}

/// SDL and SDL_ttf started, as a host needs them.
public protocol SDLLibraryHandle {
    /// The process's library, started with `videoDriver` if nothing started SDL yet.
    static func shared(videoDriver: SDLVideoDriver) throws -> Self
    /// The video driver SDL runs, e.g. `"x11"` or `"dummy"`.
    var videoDriverName: String { get }
}

extension SDLPanelHosting {
    /// A host for panels in an app's window.
    /// - Parameters:
    ///   - window: the window, usually borrowed (`SDLWindow(borrowing:)`).
    ///   - renderer: its renderer, usually borrowed (`SDLRenderer(borrowing:)`).
    ///   - userScale: window coordinates per point, greater than 0 (2 draws every widget twice as large).
    ///   - budget: how much the backend may keep between frames.
    ///   - backend: which backend draws (nil: `.software` on a software renderer, `.renderer` otherwise).
    /// - Throws: `PickerError.invalidConfiguration` for a scale that is not positive; `SDLError` when SDL or
    ///   SDL_ttf cannot start.
    public init(window: Window, renderer: Renderer, userScale: Double = 1, budget: PictureBudget = .init(), backend: PanelBackend? = nil) throws {
        let layout = try HostLayout.window(size: window.size, userScale: userScale)
        let library = try Library.shared(videoDriver: .system)
        self.init(parts: HostParts(window: window, renderer: renderer, library: library, layout: layout, budget: budget, backend: backend))
        updatePixelsPerPoint()
    }

    /// A host that draws offscreen, with no window: events (window ID 0) are in points, and frames go to
    /// whatever `renderer` draws into.
    /// - Parameters:
    ///   - renderer: e.g. a software renderer of a surface.
    ///   - library: the SDL library the renderer was made with (for fonts).
    ///   - sizeInPoints: the drawing area in points.
    ///   - pixelsPerPoint: pixels per point, greater than 0.
    ///   - budget: how much the backend may keep between frames.
    ///   - backend: which backend draws (nil: `.software` on a software renderer, `.renderer` otherwise).
    /// - Throws: `PickerError.invalidConfiguration` for a density that is not positive.
    public init(
        offscreenRenderer renderer: Renderer, library: Library, sizeInPoints: Size, pixelsPerPoint: Double,
        budget: PictureBudget = .init(), backend: PanelBackend? = nil
    ) throws {
        let layout = try HostLayout.offscreen(sizeInPoints: sizeInPoints, pixelsPerPoint: pixelsPerPoint)
        self.init(parts: HostParts(window: nil, renderer: renderer, library: library, layout: layout, budget: budget, backend: backend))
    }
}
