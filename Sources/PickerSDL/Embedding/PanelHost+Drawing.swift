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
    ///   - now: the frame's time in seconds on the host's clock (`currentTime()` when nil).
    ///   - texture: a texture the app made with `SDL_TEXTUREACCESS_TARGET` (`SDLTexture(borrowing:renderer:)`)
    ///     to draw into instead; panels are placed in it as in the window.
    /// - Throws: `SDLError` when SDL fails to change its state.
    public func render(now: Double? = nil, into texture: SDLTexture? = nil) throws {
        let now = now ?? currentTime()
        try preservingRendererState(save: { try RendererState(of: renderer) }, restore: { try $0.restore(on: renderer) }) {
            if let texture { try check(SDL_SetRenderTarget(renderer.pointer, texture.pointer), "SDL_SetRenderTarget") }
            if texture == nil { updatePixelsPerPoint() }
            try check(SDL_RenderSetScale(renderer.pointer, 1, 1), "SDL_RenderSetScale")
            frameTarget.surface = texture == nil ? targetSurface?() : nil
            try stack.render(now: now, to: frameTarget)
        }
        parts.frameDidEnd(report: onDrawingError)
        updateTextInput()
        accessibility?.sceneDidChange(afterInput: false)
    }

    /// The SDL drawing calls the last frame made with the renderer backend; 0 with the software backend.
    public var lastFrameRendererCallCount: Int { parts.lastFrameRendererCallCount }
    /// What the backend keeps between frames: its pictures, their bytes, and how many it let go.
    public var pictureStatistics: PictureStatistics { parts.pictureStatistics }
}
