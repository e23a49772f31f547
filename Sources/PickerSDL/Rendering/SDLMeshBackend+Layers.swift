import CSDL2
import PickerCore

extension SDLMeshBackend {
    /// The layer picture kept for `key`, if the cache still holds it.
    public func layerImage(for key: LayerKey) -> LayerImage? {
        layers.entry(for: key)?.image
    }

    /// Rasterises `batches` with a `MeshRasterizer` (placing vertices as `layerPlacement` says), uploads
    /// the picture as a static straight-alpha texture sampled nearest, and keeps it for `key` in the
    /// bounded layer cache. `nil` (and `lastError` set) when SDL fails.
    public func makeLayerImage(for key: LayerKey, region: PixelRect, batches: [DrawBatch]) -> LayerImage? {
        guard !region.isEmpty else { return nil }
        var rasterizer = MeshRasterizer(region: region, placement: layerPlacement)
        for batch in batches { rasterizer.draw(batch) }
        do {
            let texture = try makeStaticTexture(from: rasterizer)
            let image = LayerImage(
                texture: register(texture), pixelWidth: texture.pixelWidth, pixelHeight: texture.pixelHeight)
            layers.insert(LayerCache.Entry(image: image, texture: texture), for: key)
            return image
        } catch let error as SDLError {
            lastError = error
            return nil
        } catch {
            return nil
        }
    }

    /// The rasteriser's picture as an ARGB8888 texture blended with straight alpha, sampled nearest.
    private func makeStaticTexture(from rasterizer: MeshRasterizer) throws -> SDLTexture {
        let region = rasterizer.region
        let surface = try SDLSurface(pixelWidth: region.width, pixelHeight: region.height, library: library)
        try check(SDL_LockSurface(surface.pointer), "SDL_LockSurface")
        if let pixels = surface.pointer.pointee.pixels {
            let pitch = Int(surface.pointer.pointee.pitch)
            rasterizer.forEachStraightPixel { x, y, r, g, b, a in
                let row = (pixels + y * pitch).assumingMemoryBound(to: UInt32.self)
                row[x] = UInt32(a) << 24 | UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b)
            }
        }
        SDL_UnlockSurface(surface.pointer)
        let texture = try SDLTexture(renderer: renderer, surface: surface)
        try check(SDL_SetTextureScaleMode(texture.pointer, SDL_ScaleModeNearest), "SDL_SetTextureScaleMode")
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
