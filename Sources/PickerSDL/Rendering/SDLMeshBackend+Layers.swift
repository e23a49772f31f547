import CSDL2
import PickerCore

extension SDLMeshBackend {
    /// The layer picture kept for `key`, if the cache still holds it.
    public func layerImage(for key: LayerKey) -> TextureImage? {
        layers.entry(for: key)?.image
    }

    /// Rasterises `batches` with a `MeshRasterizer` (placing vertices as `layerPlacement` says), uploads
    /// the picture as a static straight-alpha texture sampled nearest, and keeps it for `key` in the
    /// bounded layer cache. On the software renderer a picture with a large opaque or transparent core
    /// is also planned to be drawn in parts (`PicturePlan`). `nil` (and `lastError` set) when SDL fails.
    public func makeLayerImage(for key: LayerKey, region: PixelRect, batches: [DrawBatch]) -> TextureImage? {
        guard !region.isEmpty else { return nil }
        var rasterizer = MeshRasterizer(region: region, placement: layerPlacement)
        for batch in batches { rasterizer.draw(batch) }
        let rgba = rasterizer.straightRGBA()
        let whole = PixelRect(x: 0, y: 0, width: region.width, height: region.height)
        do {
            let texture = try makePictureTexture(rgba: rgba, in: whole, pictureWidth: region.width, alpha: true)
            let parts = drawsPicturesInParts ? try planParts(rgba: rgba, width: region.width, height: region.height) : nil
            return keepLayerPicture(texture, parts: parts, for: key)
        } catch let error as SDLError {
            lastError = error
            return nil
        } catch {
            return nil
        }
    }

    /// Registers `texture` and keeps it in the layer cache for `key` (letting go of a picture it replaces);
    /// returns its image.
    func keepLayerPicture(_ texture: SDLTexture, parts: LayerCache.Parts?, for key: LayerKey) -> TextureImage {
        let image = TextureImage(texture: register(texture, as: .layerPicture), pixelWidth: texture.pixelWidth, pixelHeight: texture.pixelHeight)
        if let replaced = layers.insert(LayerCache.Entry(image: image, texture: texture, parts: parts), for: key) {
            unregister(replaced.image.texture)
        }
        return image
    }

    /// The pixels of `rect` out of the row-major RGBA `rgba` of a picture `pictureWidth` wide, as a texture
    /// sampled nearest: ARGB8888 blended with straight alpha, or (`alpha` false) RGB888 copied without
    /// blending. A blended picture on the software renderer (`drawsPicturesInParts`) is a streaming texture,
    /// whose own pixels are then blended straight into the target (`copyPicture`); any other is static.
    func makePictureTexture(rgba: [UInt8], in rect: PixelRect, pictureWidth: Int, alpha: Bool) throws -> SDLTexture {
        /// Writes the picture's rows as (A)RGB8888 values into rows `pitch` bytes apart from `pixels`.
        func write(to pixels: UnsafeMutableRawPointer, pitch: Int) {
            for y in 0..<rect.height {
                let row = (pixels + y * pitch).assumingMemoryBound(to: UInt32.self)
                for x in 0..<rect.width {
                    let offset = ((rect.y + y) * pictureWidth + rect.x + x) * 4
                    let a: UInt32 = alpha ? UInt32(rgba[offset + 3]) << 24 : 0
                    row[x] = a | UInt32(rgba[offset]) << 16 | UInt32(rgba[offset + 1]) << 8 | UInt32(rgba[offset + 2])
                }
            }
        }
        let texture: SDLTexture
        if alpha, drawsPicturesInParts {
            texture = try SDLTexture(streamingFor: renderer, pixelWidth: rect.width, pixelHeight: rect.height)
            try texture.withLockedPixels { pixels, pitch in write(to: pixels, pitch: pitch) }
        } else {
            let format = alpha ? SDL_PIXELFORMAT_ARGB8888.rawValue : SDL_PIXELFORMAT_RGB888.rawValue
            let surface = try SDLSurface(pixelWidth: rect.width, pixelHeight: rect.height, format: format, library: library)
            try check(SDL_LockSurface(surface.pointer), "SDL_LockSurface")
            if let pixels = surface.pointer.pointee.pixels { write(to: pixels, pitch: Int(surface.pointer.pointee.pitch)) }
            SDL_UnlockSurface(surface.pointer)
            texture = try SDLTexture(renderer: renderer, surface: surface)
        }
        try check(SDL_SetTextureScaleMode(texture.pointer, SDL_ScaleModeNearest), "SDL_SetTextureScaleMode")
        if !alpha {
            try check(SDL_SetTextureBlendMode(texture.pointer, SDL_BLENDMODE_NONE), "SDL_SetTextureBlendMode")
        }
        return texture
    }
}

extension SDLRenderer {
    /// Whether this is SDL's software renderer (which truncates geometry to whole pixels).
    var isSoftware: Bool {
        var info = SDL_RendererInfo()
        guard SDL_GetRendererInfo(pointer, &info) == 0 else { return false }
        return info.flags & SDL_RENDERER_SOFTWARE.rawValue != 0
    }
}
