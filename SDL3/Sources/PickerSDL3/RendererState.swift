import CSDL3
import PickerFrame
import PickerCore
import PickerSDLShared

/// The parts of an `SDL_Renderer`'s state an app may have set and PickerKit changes while it draws: the
/// render target, scale, viewport, clip rectangle, draw blend mode and draw colour. `PanelHost` saves it
/// before drawing and restores it after.
public struct RendererState {
    public var target: UnsafeMutablePointer<SDL_Texture>?
    public var scaleX: Float = 1, scaleY: Float = 1
    public var viewport = SDL_Rect()
    /// Whether the app set a viewport (else the whole target is one, whatever its size later).
    public var isViewportSet: Bool
    public var clipRect = SDL_Rect()
    public var isClipEnabled: Bool
    public var blendMode: SDL_BlendMode = 0
    public var drawColor: (r: Float, g: Float, b: Float, a: Float) = (0, 0, 0, 0)

    /// Reads `renderer`'s current state.
    public init(of renderer: SDLRenderer) throws {
        let pointer = renderer.pointer
        target = SDL_GetRenderTarget(pointer)
        isClipEnabled = SDL_RenderClipEnabled(pointer)
        isViewportSet = SDL_RenderViewportSet(pointer)
        try check(SDL_GetRenderScale(pointer, &scaleX, &scaleY), "SDL_GetRenderScale")
        try check(SDL_GetRenderViewport(pointer, &viewport), "SDL_GetRenderViewport")
        try check(SDL_GetRenderClipRect(pointer, &clipRect), "SDL_GetRenderClipRect")
        try check(SDL_GetRenderDrawBlendMode(pointer, &blendMode), "SDL_GetRenderDrawBlendMode")
        try check(SDL_GetRenderDrawColorFloat(pointer, &drawColor.r, &drawColor.g, &drawColor.b, &drawColor.a), "SDL_GetRenderDrawColorFloat")
    }

    /// Puts the state back on `renderer` (the target first: the viewport and clip belong to it).
    public func restore(on renderer: SDLRenderer) throws {
        let pointer = renderer.pointer
        try check(SDL_SetRenderTarget(pointer, target), "SDL_SetRenderTarget")
        try check(SDL_SetRenderScale(pointer, scaleX, scaleY), "SDL_SetRenderScale")
        var viewport = viewport, clip = clipRect
        try check(isViewportSet ? SDL_SetRenderViewport(pointer, &viewport) : SDL_SetRenderViewport(pointer, nil), "SDL_SetRenderViewport")
        try check(isClipEnabled ? SDL_SetRenderClipRect(pointer, &clip) : SDL_SetRenderClipRect(pointer, nil), "SDL_SetRenderClipRect")
        try check(SDL_SetRenderDrawBlendMode(pointer, blendMode), "SDL_SetRenderDrawBlendMode")
        try check(SDL_SetRenderDrawColorFloat(pointer, drawColor.r, drawColor.g, drawColor.b, drawColor.a), "SDL_SetRenderDrawColorFloat")
    }
}
