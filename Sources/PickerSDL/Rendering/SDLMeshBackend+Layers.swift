import CSDL2
import PickerCore

extension SDLMeshBackend {
    /// The layer picture kept for `key`, if the cache still holds it.
    public func layerImage(for key: LayerKey) -> LayerImage? {
        layers.entry(for: key)?.image
    }

    /// Rasterises `batches` with a `MeshRasterizer` (placing vertices as `layerPlacement` says), uploads
    /// the picture as a static straight-alpha texture sampled nearest, and keeps it for `key` in the
    /// bounded layer cache. On the software renderer a picture with a large opaque or transparent core
    /// is also planned to be drawn in parts (`PicturePlan`). `nil` (and `lastError` set) when SDL fails.
    public func makeLayerImage(for key: LayerKey, region: PixelRect, batches: [DrawBatch]) -> LayerImage? {
        guard !region.isEmpty else { return nil }
        var rasterizer = MeshRasterizer(region: region, placement: layerPlacement)
        for batch in batches { rasterizer.draw(batch) }
        let rgba = rasterizer.straightRGBA()
        do {
            let texture = try makeStaticTexture(rgba: rgba, in: PixelRect(x: 0, y: 0, width: region.width, height: region.height), pictureWidth: region.width, alpha: true)
            let image = LayerImage(
                texture: register(texture), pixelWidth: texture.pixelWidth, pixelHeight: texture.pixelHeight)
            var entry = LayerCache.Entry(image: image, texture: texture)
            if drawsPicturesInParts {
                let alpha = stride(from: 3, to: rgba.count, by: 4).map { rgba[$0] }
                let plan = PicturePlan(width: region.width, height: region.height, alpha: alpha)
                if let core = plan.core {
                    let coreTexture = plan.coreKind == .opaque
                        ? try makeStaticTexture(rgba: rgba, in: core, pictureWidth: region.width, alpha: false) : nil
                    entry.parts = LayerCache.Parts(plan: plan, core: coreTexture)
                }
            }
            if let replaced = layers.insert(entry, for: key) {
                unregister(replaced.image.texture)
            }
            return image
        } catch let error as SDLError {
            lastError = error
            return nil
        } catch {
            return nil
        }
    }

    /// Draws `batch` as the parts of a layer picture when it is that picture's whole quad, unclipped and
    /// opaque white, and the picture has parts; returns whether it did.
    func renderPictureParts(_ batch: DrawBatch) -> Bool {
        guard let handle = batch.texture, let entry = layers.peek(texture: handle), let parts = entry.parts,
            let origin = Self.wholeQuadOrigin(of: batch, width: entry.image.pixelWidth, height: entry.image.pixelHeight)
        else { return false }
        for strip in parts.plan.strips {
            copy(entry.texture, from: strip, to: strip.offsetBy(dx: origin.x, dy: origin.y))
        }
        if let core = parts.plan.core, let texture = parts.core {
            copy(texture, from: nil, to: core.offsetBy(dx: origin.x, dy: origin.y))
        }
        return true
    }

    private func copy(_ texture: SDLTexture, from source: PixelRect?, to destination: PixelRect) {
        var target = SDL_Rect(destination)
        let status: Int32
        if let source {
            var from = SDL_Rect(source)
            status = SDL_RenderCopy(renderer.pointer, texture.pointer, &from, &target)
        } else {
            status = SDL_RenderCopy(renderer.pointer, texture.pointer, nil, &target)
        }
        if status < 0 { lastError = .current("SDL_RenderCopy") }
    }

    /// The top-left pixel of `batch` when it is exactly a `width` x `height` quad on whole pixels showing
    /// the whole texture 1:1 with opaque white vertices, as `MeshCanvas` draws an unclipped layer.
    static func wholeQuadOrigin(of batch: DrawBatch, width: Int, height: Int) -> (x: Int, y: Int)? {
        let v = batch.vertices
        guard v.count == 4, batch.indices == [0, 1, 2, 0, 2, 3],
            v.allSatisfy({ $0.color == .white }),
            v[0].texCoord == Point(x: 0, y: 0), v[1].texCoord == Point(x: 1, y: 0),
            v[2].texCoord == Point(x: 1, y: 1), v[3].texCoord == Point(x: 0, y: 1)
        else { return nil }
        let left = v[0].position.x, top = v[0].position.y
        let right = left + Double(width), bottom = top + Double(height)
        guard left == left.rounded(), top == top.rounded(), abs(left) < 1e9, abs(top) < 1e9,
            v[1].position == Point(x: right, y: top), v[2].position == Point(x: right, y: bottom),
            v[3].position == Point(x: left, y: bottom)
        else { return nil }
        return (Int(left), Int(top))
    }

    /// The pixels of `rect` out of the row-major RGBA `rgba` of a picture `pictureWidth` wide, as a static
    /// texture sampled nearest: ARGB8888 blended with straight alpha, or (`alpha` false) RGB888 copied
    /// without blending.
    private func makeStaticTexture(rgba: [UInt8], in rect: PixelRect, pictureWidth: Int, alpha: Bool) throws -> SDLTexture {
        let format = alpha ? SDL_PIXELFORMAT_ARGB8888.rawValue : SDL_PIXELFORMAT_RGB888.rawValue
        let surface = try SDLSurface(pixelWidth: rect.width, pixelHeight: rect.height, format: format, library: library)
        try check(SDL_LockSurface(surface.pointer), "SDL_LockSurface")
        if let pixels = surface.pointer.pointee.pixels {
            let pitch = Int(surface.pointer.pointee.pitch)
            for y in 0..<rect.height {
                let row = (pixels + y * pitch).assumingMemoryBound(to: UInt32.self)
                for x in 0..<rect.width {
                    let offset = ((rect.y + y) * pictureWidth + rect.x + x) * 4
                    let a: UInt32 = alpha ? UInt32(rgba[offset + 3]) << 24 : 0
                    row[x] = a | UInt32(rgba[offset]) << 16 | UInt32(rgba[offset + 1]) << 8 | UInt32(rgba[offset + 2])
                }
            }
        }
        SDL_UnlockSurface(surface.pointer)
        let texture = try SDLTexture(renderer: renderer, surface: surface)
        try check(SDL_SetTextureScaleMode(texture.pointer, SDL_ScaleModeNearest), "SDL_SetTextureScaleMode")
        if !alpha {
            try check(SDL_SetTextureBlendMode(texture.pointer, SDL_BLENDMODE_NONE), "SDL_SetTextureBlendMode")
        }
        return texture
    }
}

extension SDL_Rect {
    init(_ rect: PixelRect) {
        self.init(x: Int32(rect.x), y: Int32(rect.y), w: Int32(rect.width), h: Int32(rect.height))
    }
}

extension PixelRect {
    func offsetBy(dx: Int, dy: Int) -> PixelRect { PixelRect(x: x + dx, y: y + dy, width: width, height: height) }
}

extension SDLRenderer {
    /// Whether this is SDL's software renderer (which truncates geometry to whole pixels).
    var isSoftware: Bool {
        var info = SDL_RendererInfo()
        guard SDL_GetRendererInfo(pointer, &info) == 0 else { return false }
        return info.flags & SDL_RENDERER_SOFTWARE.rawValue != 0
    }
}
