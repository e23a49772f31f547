import CSDL2
import Foundation
import PickerCore
import PickerFrame
@_spi(SDLHosting) import PickerSDLShared

extension PanelHost {
    /// Which backend draws the panels; chosen once, when the host is made.
    public typealias Backend = PanelBackend

    /// Runs `draw` with the renderer drawing into `texture` (its current target when nil) at scale 1, and
    /// its state as it was afterwards: `render(now:into:)`'s SDL 2 calls.
    @_spi(SDLHosting) public func withRenderer(drawingInto texture: SDLTexture?, _ draw: () throws -> Void) throws {
        try preservingRendererState(save: { try RendererState(of: renderer) }, restore: { try $0.restore(on: renderer) }) {
            if let texture { try check(SDL_SetRenderTarget(renderer.pointer, texture.pointer), "SDL_SetRenderTarget") }
            try check(SDL_RenderSetScale(renderer.pointer, 1, 1), "SDL_RenderSetScale")
            try draw()
        }
    }
}
