import CSDL2
import Foundation
import PickerCore
import PickerFrame

extension PanelHost {
    /// Which backend draws the panels; chosen once, when the host is made.
    public typealias Backend = PanelBackend

    /// Draws every visible panel, back to front, over what is in the renderer's current target (or in
    /// `texture`), after advancing their animations to `now`. Neither clears nor presents.
    ///
    /// The renderer's target, scale, viewport, clip rectangle, draw blend mode and draw colour are as they
    /// were when the call returns (or throws).
    /// - Parameters:
    ///   - now: the frame's time in seconds on the host's clock (`clock.now()` when nil).
    ///   - texture: a texture made with `SDL_TEXTUREACCESS_TARGET` to draw into instead; panels are placed
    ///     in it as in the window (a panel at (20, 20) points is drawn 20 points from its top-left corner).
    /// - Throws: `SDLError` when SDL fails to change its state.
    public func render(now: Double? = nil, into texture: SDLTexture? = nil) throws {
        let now = now ?? clock.now()
        try preservingRendererState(save: { try RendererState(of: renderer) }, restore: { try $0.restore(on: renderer) }) {
            if let texture { try check(SDL_SetRenderTarget(renderer.pointer, texture.pointer), "SDL_SetRenderTarget") }
            updatePixelsPerPoint(target: texture)
            try check(SDL_RenderSetScale(renderer.pointer, 1, 1), "SDL_RenderSetScale")
            frameTarget.surface = texture == nil ? targetSurface?() : nil
            try stack.render(now: now, to: frameTarget)
        }
        reportDrawingErrors()
        rendererBackend?.endFrame()
        updateTextInput()
        accessibility?.sceneDidChange(afterInput: false)
    }

    /// Hands what the backend could not draw since the last frame to `onDrawingError`.
    private func reportDrawingErrors() {
        let log = (stack.softwareBackend?.textRasterizer as? SDLTextRasterizer)?.errors ?? rendererBackend?.errors
        for error in log?.take() ?? [] { onDrawingError?(error) }
    }

    /// The SDL drawing calls the last frame made with the renderer backend (`SDL_RenderGeometry` and
    /// `SDL_RenderSetClipRect`); 0 with the software backend.
    public var lastFrameRendererCallCount: Int { rendererBackend?.lastFrameCallCount ?? 0 }

    /// What the backend keeps between frames: its pictures, their bytes, and how many it let go.
    public var pictureStatistics: PictureStatistics {
        stack.softwareBackend?.store.statistics ?? rendererBackend?.pictureStatistics
            ?? PictureStatistics(count: 0, byteCount: 0, evictionCount: 0)
    }
}
