import CSDL2

/// The parts of an `SDL_Renderer`'s state an app may have set and PickerKit changes while it draws: the
/// render target, scale, viewport, clip rectangle, draw blend mode and draw colour. `PanelHost` saves it
/// before drawing and restores it after.
public struct RendererState {
    public var target: OpaquePointer?
    public var scaleX: Float = 1, scaleY: Float = 1
    /// The viewport and clip rectangle, in the renderer's scaled coordinates.
    public var viewport = SDL_Rect(), clipRect = SDL_Rect()
    public var isClipEnabled: Bool
    public var blendMode = SDL_BLENDMODE_NONE
    public var drawColor: (r: UInt8, g: UInt8, b: UInt8, a: UInt8) = (0, 0, 0, 0)

    /// Reads `renderer`'s current state.
    public init(of renderer: SDLRenderer) throws {
        let pointer = renderer.pointer
        target = SDL_GetRenderTarget(pointer)
        SDL_RenderGetScale(pointer, &scaleX, &scaleY)
        SDL_RenderGetViewport(pointer, &viewport)
        SDL_RenderGetClipRect(pointer, &clipRect)
        isClipEnabled = SDL_RenderIsClipEnabled(pointer) == SDL_TRUE
        try check(SDL_GetRenderDrawBlendMode(pointer, &blendMode), "SDL_GetRenderDrawBlendMode")
        try check(SDL_GetRenderDrawColor(pointer, &drawColor.r, &drawColor.g, &drawColor.b, &drawColor.a), "SDL_GetRenderDrawColor")
    }

    /// Puts the state back on `renderer`: the target first (changing it resets the viewport, clip and
    /// scale), then the scale (the viewport and clip are in scaled coordinates), and the rest.
    public func restore(on renderer: SDLRenderer) throws {
        let pointer = renderer.pointer
        if SDL_GetRenderTarget(pointer) != target { try check(SDL_SetRenderTarget(pointer, target), "SDL_SetRenderTarget") }
        try check(SDL_RenderSetScale(pointer, scaleX, scaleY), "SDL_RenderSetScale")
        var viewport = viewport, clip = clipRect
        try check(SDL_RenderSetViewport(pointer, &viewport), "SDL_RenderSetViewport")
        try check(isClipEnabled ? SDL_RenderSetClipRect(pointer, &clip) : SDL_RenderSetClipRect(pointer, nil), "SDL_RenderSetClipRect")
        try check(SDL_SetRenderDrawBlendMode(pointer, blendMode), "SDL_SetRenderDrawBlendMode")
        try check(SDL_SetRenderDrawColor(pointer, drawColor.r, drawColor.g, drawColor.b, drawColor.a), "SDL_SetRenderDrawColor")
    }
}
