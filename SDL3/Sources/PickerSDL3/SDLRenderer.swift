import CSDL3
import PickerCore
import PickerFrame
import PickerSDLShared

/// An `SDL_Renderer`, drawing either into a window or into an `SDLSurface`: one PickerKit made, which
/// keeps its target alive and is destroyed after every texture made with it, or one an app made and
/// lends (`init(borrowing:)`), which PickerKit never destroys.
public final class SDLRenderer: SDLHandle<OpaquePointer>, SDLRendererHandle {
    /// A renderer for `window`, SDL's first choice (accelerated where it can be), synchronised with the
    /// display's refresh when `vsync` is true (SDL's `SDL_RENDER_VSYNC` hint overrides it).
    public convenience init(window: SDLWindow, vsync: Bool) throws {
        try self.init(drawingInto: window, SDL_PROP_RENDERER_CREATE_WINDOW_POINTER, UnsafeMutableRawPointer(window.pointer), vsync: vsync)
    }

    /// SDL's software renderer for `window`, drawing into the window's surface.
    public convenience init(softwareFor window: SDLWindow) throws {
        try self.init(
            drawingInto: window, SDL_PROP_RENDERER_CREATE_WINDOW_POINTER, UnsafeMutableRawPointer(window.pointer), vsync: false,
            name: SDL_SOFTWARE_RENDERER)
    }

    /// A software renderer drawing into `surface` (no window or display needed).
    public convenience init(surface: SDLSurface) throws {
        try self.init(drawingInto: surface, SDL_PROP_RENDERER_CREATE_SURFACE_POINTER, UnsafeMutableRawPointer(surface.pointer), vsync: false)
    }

    /// Wraps a renderer the app made. PickerKit draws with it, always putting back the state it found,
    /// but never destroys it: the app must keep it (and its window) alive for as long as this object and
    /// everything made with it (hosts, textures) lives.
    public init(borrowing pointer: OpaquePointer) { super.init(borrowing: pointer) }

    /// Makes a renderer from SDL 3's creation properties, drawing into `target` (kept alive as long), which
    /// `property` names as `object`; `name` asks for one of SDL's renderers. A display that cannot wait for its
    /// refresh still draws.
    private init(
        drawingInto target: AnyObject, _ property: String, _ object: UnsafeMutableRawPointer, vsync: Bool, name: String? = nil
    ) throws {
        let properties = SDL_CreateProperties()
        defer { SDL_DestroyProperties(properties) }
        if let name { _ = SDL_SetStringProperty(properties, SDL_PROP_RENDERER_CREATE_NAME_STRING, name) }
        _ = SDL_SetPointerProperty(properties, property, object)
        _ = SDL_SetNumberProperty(properties, SDL_PROP_RENDERER_CREATE_PRESENT_VSYNC_NUMBER, vsync ? 1 : 0)
        try super.init(
            made: SDL_CreateRendererWithProperties(properties), destroy: { SDL_DestroyRenderer($0) }, needs: [target],
            failure: .current("SDL_CreateRendererWithProperties"))
        // Untextured geometry uses the draw blend mode: straight alpha "over".
        try check(SDL_SetRenderDrawBlendMode(pointer, SDL_BLENDMODE_BLEND), "SDL_SetRenderDrawBlendMode")
    }

    /// The renderer's name, e.g. `"software"` or `"opengl"`.
    public var name: String { SDL_GetRendererName(pointer).map { String(cString: $0) } ?? "unknown" }
    /// Whether this is SDL's software renderer: where a host draws with the software backend.
    public var isSoftware: Bool { name == "software" }

    /// The size of the output in physical pixels.
    public func outputSize() throws -> (width: Int, height: Int) {
        var width: Int32 = 0, height: Int32 = 0
        try check(SDL_GetRenderOutputSize(pointer, &width, &height), "SDL_GetRenderOutputSize")
        return (Int(width), Int(height))
    }

    /// Fills the whole output with `color` (straight alpha 0...1), replacing what was there.
    public func clear(_ color: Color) throws {
        let byte = { (value: Double) in UInt8((min(max(value, 0), 1) * 255).rounded()) }
        try check(
            SDL_SetRenderDrawColor(pointer, byte(color.red), byte(color.green), byte(color.blue), byte(color.alpha)),
            "SDL_SetRenderDrawColor")
        try check(SDL_RenderClear(pointer), "SDL_RenderClear")
    }

    /// Executes queued drawing commands now (needed before reading a software target's pixels).
    public func flush() throws { try check(SDL_FlushRenderer(pointer), "SDL_FlushRenderer") }

    /// Shows what was drawn since the last present (waits for vsync when the renderer was made with it).
    public func present() { _ = SDL_RenderPresent(pointer) }

    /// Reads the current output into a new surface. Call before `present()`: after presenting, the back
    /// buffer's contents are undefined.
    public func readPixels(library: SDLLibrary) throws -> SDLSurface {
        try SDLSurface(SDL_RenderReadPixels(pointer, nil), operation: "SDL_RenderReadPixels", library: library)
    }
}
