import CSDL2
import PickerCore

/// An `SDL_Renderer`, drawing either into a window or into an `SDLSurface`: one PickerKit made, which
/// keeps its target alive and is destroyed after every texture made with it, or one an app made and
/// lends (`init(borrowing:)`), which PickerKit never destroys.
public final class SDLRenderer: SDLHandle<OpaquePointer>, SDLRendererHandle {
    /// A renderer for `window`: accelerated when possible (falling back to software when that fails),
    /// synchronised with the display's refresh when `vsync` is true.
    public convenience init(window: SDLWindow, vsync: Bool) throws {
        let vsyncFlag = vsync ? SDL_RENDERER_PRESENTVSYNC.rawValue : 0
        let made = SDL_CreateRenderer(window.pointer, -1, SDL_RENDERER_ACCELERATED.rawValue | vsyncFlag)
            ?? SDL_CreateRenderer(window.pointer, -1, SDL_RENDERER_SOFTWARE.rawValue | vsyncFlag)
        try self.init(made: made, drawingInto: window, operation: "SDL_CreateRenderer")
    }

    /// SDL's software renderer for `window`, drawing into the window's surface. Asked for by its index, as
    /// SDL 2 would otherwise take the driver `SDL_RENDER_DRIVER` names, whatever the flags say.
    public convenience init(softwareFor window: SDLWindow) throws {
        let software = (0..<SDL_GetNumRenderDrivers()).first { index in
            var info = SDL_RendererInfo()
            return SDL_GetRenderDriverInfo(index, &info) == 0 && info.name.map { String(cString: $0) } == "software"
        }
        try self.init(
            made: software.flatMap { SDL_CreateRenderer(window.pointer, $0, SDL_RENDERER_SOFTWARE.rawValue) },
            drawingInto: window, operation: "SDL_CreateRenderer (software)")
    }

    /// A software renderer drawing into `surface` (no window or display needed).
    public convenience init(surface: SDLSurface) throws {
        try self.init(made: SDL_CreateSoftwareRenderer(surface.pointer), drawingInto: surface, operation: "SDL_CreateSoftwareRenderer")
    }

    /// Wraps a renderer the app made. PickerKit draws with it, always putting back the state it found
    /// (see `RendererState`), but never destroys it: the app must keep it (and its window) alive for as
    /// long as this object and everything made with it (hosts, textures) lives.
    public init(borrowing pointer: OpaquePointer) { super.init(borrowing: pointer) }

    /// Takes ownership of the renderer `operation` made, drawing into `target` (kept alive as long).
    private init(made: OpaquePointer?, drawingInto target: AnyObject, operation: String) throws {
        try super.init(made: made, destroy: { SDL_DestroyRenderer($0) }, needs: [target], failure: .current(operation))
        // Untextured geometry uses the draw blend mode: straight alpha "over".
        try check(SDL_SetRenderDrawBlendMode(pointer, SDL_BLENDMODE_BLEND), "SDL_SetRenderDrawBlendMode")
    }

    /// The size of the output in physical pixels.
    public func outputSize() throws -> (width: Int, height: Int) {
        var width: Int32 = 0, height: Int32 = 0
        try check(SDL_GetRendererOutputSize(pointer, &width, &height), "SDL_GetRendererOutputSize")
        return (Int(width), Int(height))
    }

    /// The renderer's name, e.g. `"software"` or `"opengl"`.
    public var name: String {
        var info = SDL_RendererInfo()
        guard SDL_GetRendererInfo(pointer, &info) == 0, let name = info.name else { return "unknown" }
        return String(cString: name)
    }

    /// Fills the whole output with `color` (straight alpha 0...1), replacing what was there.
    public func clear(_ color: Color) throws {
        let c = SDL_Color(color)
        try check(SDL_SetRenderDrawColor(pointer, c.r, c.g, c.b, c.a), "SDL_SetRenderDrawColor")
        try check(SDL_RenderClear(pointer), "SDL_RenderClear")
    }

    /// Executes queued drawing commands now (needed before reading a software target's pixels).
    public func flush() throws {
        try check(SDL_RenderFlush(pointer), "SDL_RenderFlush")
    }

    /// Shows what was drawn since the last present (waits for vsync when the renderer was made with it).
    public func present() {
        SDL_RenderPresent(pointer)
    }

    /// Reads the current output into a new ARGB8888 surface. Call before `present()`:
    /// after presenting, the back buffer's contents are undefined.
    public func readPixels(library: SDLLibrary) throws -> SDLSurface {
        let (width, height) = try outputSize()
        let surface = try SDLSurface(pixelWidth: width, pixelHeight: height, library: library)
        let format = SDL_PIXELFORMAT_ARGB8888.rawValue
        try check(
            SDL_RenderReadPixels(pointer, nil, format, surface.pointer.pointee.pixels, surface.pointer.pointee.pitch),
            "SDL_RenderReadPixels")
        return surface
    }
}

extension SDLRenderer {
    /// Whether this is SDL's software renderer: where a host draws with the software backend.
    public var isSoftware: Bool {
        var info = SDL_RendererInfo()
        guard SDL_GetRendererInfo(pointer, &info) == 0 else { return false }
        return info.flags & SDL_RENDERER_SOFTWARE.rawValue != 0
    }
}
