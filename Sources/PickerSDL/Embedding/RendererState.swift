import CSDL2

/// The parts of an `SDL_Renderer`'s state an app may have set and PickerKit changes while it draws:
/// the render target, the scale, the viewport, the clip rectangle (and whether clipping is on), the
/// draw blend mode and the draw colour.
///
/// `PanelHost` saves it before drawing and restores it after, so an app's own drawing around PickerKit's
/// carries on as if PickerKit had not drawn at all.
public struct RendererState: Equatable {
    /// The texture drawn into, or nil for the window (`SDL_GetRenderTarget`).
    public var target: OpaquePointer?
    /// `SDL_RenderGetScale`.
    public var scaleX: Float
    /// `SDL_RenderGetScale`.
    public var scaleY: Float
    /// `SDL_RenderGetViewport`, in the renderer's scaled coordinates.
    public var viewport: SDL_Rect
    /// `SDL_RenderGetClipRect`, in scaled coordinates; meaningful only when `isClipEnabled`.
    public var clipRect: SDL_Rect
    /// `SDL_RenderIsClipEnabled`.
    public var isClipEnabled: Bool
    /// `SDL_GetRenderDrawBlendMode`.
    public var blendMode: SDL_BlendMode
    /// `SDL_GetRenderDrawColor`: red, green, blue, alpha.
    public var drawColor: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)

    /// Reads `renderer`'s current state.
    public init(of renderer: SDLRenderer) throws {
        let pointer = renderer.pointer
        target = SDL_GetRenderTarget(pointer)
        var sx: Float = 1, sy: Float = 1
        SDL_RenderGetScale(pointer, &sx, &sy)
        scaleX = sx
        scaleY = sy
        viewport = SDL_Rect()
        SDL_RenderGetViewport(pointer, &viewport)
        clipRect = SDL_Rect()
        SDL_RenderGetClipRect(pointer, &clipRect)
        isClipEnabled = SDL_RenderIsClipEnabled(pointer) == SDL_TRUE
        var mode = SDL_BLENDMODE_NONE
        try check(SDL_GetRenderDrawBlendMode(pointer, &mode), "SDL_GetRenderDrawBlendMode")
        blendMode = mode
        var r: UInt8 = 0, g: UInt8 = 0, b: UInt8 = 0, a: UInt8 = 0
        try check(SDL_GetRenderDrawColor(pointer, &r, &g, &b, &a), "SDL_GetRenderDrawColor")
        drawColor = (r, g, b, a)
    }

    /// Puts this state back on `renderer`. The target goes first (changing it resets SDL's viewport,
    /// clip and scale), then the scale (the viewport and clip are given in scaled coordinates), the
    /// viewport, the clip, the blend mode and the colour.
    public func restore(on renderer: SDLRenderer) throws {
        let pointer = renderer.pointer
        if SDL_GetRenderTarget(pointer) != target {
            try check(SDL_SetRenderTarget(pointer, target), "SDL_SetRenderTarget")
        }
        try check(SDL_RenderSetScale(pointer, scaleX, scaleY), "SDL_RenderSetScale")
        var viewport = viewport
        try check(SDL_RenderSetViewport(pointer, &viewport), "SDL_RenderSetViewport")
        if isClipEnabled {
            var clip = clipRect
            try check(SDL_RenderSetClipRect(pointer, &clip), "SDL_RenderSetClipRect")
        } else {
            try check(SDL_RenderSetClipRect(pointer, nil), "SDL_RenderSetClipRect")
        }
        try check(SDL_SetRenderDrawBlendMode(pointer, blendMode), "SDL_SetRenderDrawBlendMode")
        try check(
            SDL_SetRenderDrawColor(pointer, drawColor.r, drawColor.g, drawColor.b, drawColor.a), "SDL_SetRenderDrawColor")
    }

    public static func == (lhs: RendererState, rhs: RendererState) -> Bool {
        lhs.target == rhs.target && lhs.scaleX == rhs.scaleX && lhs.scaleY == rhs.scaleY
            && lhs.viewport.x == rhs.viewport.x && lhs.viewport.y == rhs.viewport.y
            && lhs.viewport.w == rhs.viewport.w && lhs.viewport.h == rhs.viewport.h
            && lhs.isClipEnabled == rhs.isClipEnabled
            && (!lhs.isClipEnabled
                || (lhs.clipRect.x == rhs.clipRect.x && lhs.clipRect.y == rhs.clipRect.y
                    && lhs.clipRect.w == rhs.clipRect.w && lhs.clipRect.h == rhs.clipRect.h))
            && lhs.blendMode == rhs.blendMode
            && lhs.drawColor.r == rhs.drawColor.r && lhs.drawColor.g == rhs.drawColor.g
            && lhs.drawColor.b == rhs.drawColor.b && lhs.drawColor.a == rhs.drawColor.a
    }
}
