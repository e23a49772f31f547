import CSDL3
import PickerFrame
import PickerCore
@_spi(SDLHosting) import PickerSDLShared

extension PanelHost {
    /// Runs `draw` with the renderer drawing into `texture` (its current target when nil) at scale 1, and
    /// its state as it was afterwards: `render(now:into:)`'s SDL 3 calls.
    @_spi(SDLHosting) public func withRenderer(drawingInto texture: SDLTexture?, _ draw: () throws -> Void) throws {
        try preservingRendererState(save: { try RendererState(of: renderer) }, restore: { try $0.restore(on: renderer) }) {
            if let texture { try check(SDL_SetRenderTarget(renderer.pointer, texture.pointer), "SDL_SetRenderTarget") }
            try check(SDL_SetRenderScale(renderer.pointer, 1, 1), "SDL_SetRenderScale")
            try draw()
        }
    }
}

/// Where an SDL 3 `PanelHost`'s frames go: a surface written in place, or the renderer, through a
/// streaming texture per panel or the renderer backend.
@_spi(SDLHosting) public final class SDLFrameTarget: SurfaceFrameTarget {
    let renderer: SDLRenderer
    let rendererBackend: SDLRendererBackend<SDLGeometryRenderer>?
    /// The surface to write into this frame; nil to show panels through the renderer.
    public var surface: UnsafeMutablePointer<SDL_Surface>?

    init(renderer: SDLRenderer, rendererBackend: SDLRendererBackend<SDLGeometryRenderer>?) {
        self.renderer = renderer
        self.rendererBackend = rendererBackend
    }

    public func show(_ pixels: PanelPixels, changed: [PixelRect], at placement: PixelRect, blending: Bool) throws -> [PixelRect] {
        let origin = PixelOffset(dx: placement.x, dy: placement.y)
        if let surface {
            let mustLock = surface.pointee.flags & SDL_SURFACE_LOCK_NEEDED != 0
            if mustLock { try check(SDL_LockSurface(surface), "SDL_LockSurface") }
            defer { if mustLock { SDL_UnlockSurface(surface) } }
            let format = surface.pointee.format
            guard format == SDL_PIXELFORMAT_ARGB8888 || format == SDL_PIXELFORMAT_XRGB8888, let base = surface.pointee.pixels else {
                throw SDLError(operation: "PanelHost.render", message: "the target surface is not ARGB8888 or XRGB8888")
            }
            let target = PixelTarget(
                base: base, pitch: Int(surface.pointee.pitch), width: Int(surface.pointee.w), height: Int(surface.pointee.h))
            return (blending ? [pixels.pixels.bounds] : changed).compactMap {
                target.write(pixels.pixels, $0, at: origin, blending ? .over : .copy)
            }
        }
        let texture = try pixels.attachment as? SDLTexture ?? SDLTexture(streamingFor: renderer, pixelWidth: pixels.pixels.width, pixelHeight: pixels.pixels.height)
        if pixels.attachment == nil {
            // Made blended; a panel with a background replaces what is under it.
            if !blending { try check(SDL_SetTextureBlendMode(texture.pointer, SDL_BLENDMODE_NONE), "SDL_SetTextureBlendMode") }
            pixels.attachment = texture
        }
        for rect in changed {
            var area = SDL_Rect(rect)
            var memory: UnsafeMutableRawPointer?
            var pitch: Int32 = 0
            try check(SDL_LockTexture(texture.pointer, &area, &memory, &pitch), "SDL_LockTexture")
            defer { SDL_UnlockTexture(texture.pointer) }
            guard let memory else { continue }
            PixelTarget(base: memory, pitch: Int(pitch), width: rect.width, height: rect.height)
                .write(pixels.pixels, rect, at: PixelOffset(dx: -rect.x, dy: -rect.y), blending ? .straight : .copy)
        }
        try check(SDL_SetRenderViewport(renderer.pointer, nil), "SDL_SetRenderViewport")
        try check(SDL_SetRenderClipRect(renderer.pointer, nil), "SDL_SetRenderClipRect")
        var destination = SDL_FRect(
            x: Float(placement.x), y: Float(placement.y), w: Float(placement.width), h: Float(placement.height))
        try check(SDL_RenderTexture(renderer.pointer, texture.pointer, nil, &destination), "SDL_RenderTexture")
        return [placement]
    }

    public func play(_ commands: [DrawCommand], background: Color?, at placement: PixelRect) throws {
        guard let rendererBackend else { return }
        let pointer = renderer.pointer
        var viewport = SDL_Rect(placement)
        try check(SDL_SetRenderViewport(pointer, &viewport), "SDL_SetRenderViewport")
        try check(SDL_SetRenderClipRect(pointer, nil), "SDL_SetRenderClipRect")
        if let fill = background {
            // The panel's background replaces what is under it; its drawing blends over that.
            try check(SDL_SetRenderDrawBlendMode(pointer, SDL_BLENDMODE_NONE), "SDL_SetRenderDrawBlendMode")
            let (red, green, blue, alpha) = (Float(fill.red), Float(fill.green), Float(fill.blue), Float(fill.alpha))
            try check(SDL_SetRenderDrawColorFloat(pointer, red, green, blue, alpha), "SDL_SetRenderDrawColorFloat")
            try check(SDL_RenderFillRect(pointer, nil), "SDL_RenderFillRect")
        }
        try check(SDL_SetRenderDrawBlendMode(pointer, SDL_BLENDMODE_BLEND), "SDL_SetRenderDrawBlendMode")
        rendererBackend.play(commands)
    }
}

extension SDL_Rect {
    init(_ rect: PixelRect) {
        self.init(x: Int32(rect.x), y: Int32(rect.y), w: Int32(rect.width), h: Int32(rect.height))
    }
}
