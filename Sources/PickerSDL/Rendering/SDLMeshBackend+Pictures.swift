import CSDL2
import PickerCore

extension SDLMeshBackend {
    /// Makes the opaque picture of `region` (see `MeshBackend.makePicture`) in a texture the renderer draws
    /// into, in the pixel format of the current target, so that blending into it is the very arithmetic of
    /// blending into the target: the renderer's viewport is moved so that the target's pixel
    /// (`region.x`, `region.y`) is the picture's first, the picture is filled with `background`, and `draw`
    /// draws into it as it would into the target, through the renderer (where the target's own pixels are
    /// written directly, `drawDirectly`, the picture is drawn through SDL: the same bytes). The picture is
    /// copied without blending and kept with the layer pictures, in their budget.
    public func makePicture(for key: LayerKey, region: PixelRect, background: Color, draw: () -> Void) -> TextureImage? {
        guard !region.isEmpty else { return nil }
        do {
            let texture = try SDLTexture(
                renderTargetFor: renderer, pixelWidth: region.width, pixelHeight: region.height, format: targetPixelFormat())
            try check(SDL_SetTextureBlendMode(texture.pointer, SDL_BLENDMODE_NONE), "SDL_SetTextureBlendMode")
            let saved = try RendererState(of: renderer)
            do {
                try check(SDL_SetRenderTarget(renderer.pointer, texture.pointer), "SDL_SetRenderTarget")
                try check(SDL_RenderSetScale(renderer.pointer, 1, 1), "SDL_RenderSetScale")
                var viewport = SDL_Rect(
                    x: Int32(-region.x), y: Int32(-region.y), w: Int32(region.x + region.width), h: Int32(region.y + region.height))
                try check(SDL_RenderSetViewport(renderer.pointer, &viewport), "SDL_RenderSetViewport")
                try check(SDL_RenderSetClipRect(renderer.pointer, nil), "SDL_RenderSetClipRect")
                let fill = SDL_Color(background)
                try check(SDL_SetRenderDrawColor(renderer.pointer, fill.r, fill.g, fill.b, 255), "SDL_SetRenderDrawColor")
                try check(SDL_RenderClear(renderer.pointer), "SDL_RenderClear")
                // Untextured geometry is blended with the draw blend mode, as into the target.
                try check(SDL_SetRenderDrawBlendMode(renderer.pointer, saved.blendMode), "SDL_SetRenderDrawBlendMode")
            } catch {
                try? saved.restore(on: renderer)
                throw error
            }
            draw()
            let picture = readablePicture(of: texture)
            do { try saved.restore(on: renderer) } catch let error as SDLError { lastError = error }
            return keepLayerPicture(picture ?? texture, parts: nil, for: key)
        } catch let error as SDLError {
            lastError = error
            return nil
        } catch {
            return nil
        }
    }

    /// On the software renderer (`drawsPicturesInParts`), the pixels of `target` (the renderer's current
    /// target) read back into a streaming texture of its format, copied without blending: its pixels are
    /// then copied straight into the target's (`copyPicture`), with stores that stay in the cache for the
    /// wash blended over it, rather than through SDL's copy (whose stores stream past the cache). Nil (the
    /// target texture is kept) elsewhere or when SDL fails.
    private func readablePicture(of target: SDLTexture) -> SDLTexture? {
        guard drawsPicturesInParts else { return nil }
        let format = target.pixelFormat
        // SDL_BYTESPERPIXEL: the low byte of a packed format's code.
        guard format & 0xFF == 4,
            let picture = try? SDLTexture(streamingFor: renderer, pixelWidth: target.pixelWidth, pixelHeight: target.pixelHeight, format: format),
            SDL_SetTextureBlendMode(picture.pointer, SDL_BLENDMODE_NONE) == 0,
            SDL_RenderSetViewport(renderer.pointer, nil) == 0
        else { return nil }
        let read = (try? picture.withLockedPixels { pixels, pitch in
            SDL_RenderReadPixels(renderer.pointer, nil, format, pixels, Int32(pitch)) == 0
        }) ?? false
        return read ? picture : nil
    }

    /// The pixel format of what the renderer draws into now: its target texture's, else its surface's or
    /// window's; ARGB8888 when unknown.
    private func targetPixelFormat() -> UInt32 {
        if let target = SDL_GetRenderTarget(renderer.pointer) {
            var format: UInt32 = 0
            if SDL_QueryTexture(target, &format, nil, nil, nil) == 0 { return format }
        }
        return renderer.outputPixelFormat ?? SDL_PIXELFORMAT_ARGB8888.rawValue
    }
}
