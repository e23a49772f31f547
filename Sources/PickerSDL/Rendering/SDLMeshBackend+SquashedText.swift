import CSDL2
import PickerCore

/// Text drawn squashed or faded (a wheel's rows) on SDL's software renderer, as 1:1 copies.
///
/// SDL's software renderer draws a textured quad whose size differs from its texture's, or whose vertices
/// carry alpha, by stretching the texture into a temporary surface and blending it with the alpha
/// modulated, on every call: about 9 ns a pixel against 1.4 ns for a plain copy. A wheel shows the same
/// titles at the same few whole-pixel heights again and again, so the backend prepares each (text, height)
/// picture once, with the same linear stretch, keeps it in a bounded cache, and copies it 1:1. SDL truncates
/// a quad's rectangle to whole pixels on that renderer anyway, so nothing sub-pixel is lost.
///
/// Where the target's pixels can be written, the picture is kept unfaded (alpha 255 in its key) and
/// blended at each frame's fade (`pk_blend_faded_row`: SDL's alpha modulation, then its blend). A row of a
/// turning wheel fades a little every frame but keeps its whole-pixel height for several, and a column
/// coming to rest shows the heights it passed: one picture per height serves them all, where one per
/// (height, fade) made the date picker page's pictures outgrow the cache and be made again and again. A
/// (text, height) not drawn in the last frame gets no picture there: it is stretched, faded and blended
/// straight into the pixels in one pass, to the same pixels (`SurfacePixels.blendStretched`). Elsewhere (a
/// texture target, a scaled renderer) the fade is in the picture's alpha, one picture per (text, height,
/// alpha), drawn through SDL.
struct SquashedTextCache {
    struct Key: Hashable {
        /// The text image's texture.
        var texture: Int
        var height: Int
        /// The fade in the picture's alpha; 255 for the unfaded picture blended at each frame's fade.
        var alpha: UInt8
    }

    struct Entry {
        var texture: SDLTexture
        var byteCount: Int
    }

    private(set) var entries = LRUCache<Key, Entry>()
    /// Pictures evicted since the backend was made.
    private(set) var evictionCount = 0
    /// Pictures prepared since the backend was made.
    private(set) var madeCount = 0
    /// Keys drawn without a picture (straight into the target) in this frame and in the last one.
    private var misses = FrameMisses<PlacedKey>()
    let maxCount: Int
    let maxBytes: Int

    init(maxCount: Int, maxBytes: Int) {
        self.maxCount = maxCount
        self.maxBytes = maxBytes
    }

    var count: Int { entries.count }
    var byteCount: Int { entries.totalCost }

    func entry(for key: Key) -> Entry? { entries.value(for: key) }

    mutating func insert(_ entry: Entry, for key: Key) {
        madeCount += 1
        entries.insert(entry, for: key, cost: entry.byteCount)
    }

    /// A picture's key and where it is drawn (pixels of the viewport).
    struct PlacedKey: Hashable {
        var key: Key
        var x: Int32
        var y: Int32
    }

    /// Notes that `key`, drawn at (`x`, `y`), has no picture; true when it had none in the last frame either
    /// and was drawn there then too (a row at rest, redrawn), so a picture of it is worth making. A row of a
    /// turning wheel is somewhere else every frame: drawn straight into the target's pixels, it costs less
    /// than a picture made for it and about as much as copying one, and pictures of the heights it passes
    /// would crowd the cache (the pictures of rows at rest serve the turning rows of the same height).
    mutating func noteMiss(_ key: Key, x: Int32, y: Int32) -> Bool { misses.note(PlacedKey(key: key, x: x, y: y)) }

    /// Evicts least recently used pictures until the cache fits; the textures go with them. Called once a
    /// frame, it also starts a new frame for `noteMiss` when a key was noted since it was last called.
    mutating func trim() {
        evictionCount += entries.evict(toCount: maxCount, cost: maxBytes).count
        misses.startFrame()
    }

    /// Forgets every picture made from `texture` (its text image was evicted).
    mutating func removeAll(madeFrom texture: Int) {
        entries.removeAll { $0.texture == texture }
    }
}

extension SDLMeshBackend {
    /// Draws `quads` of text `texture` (`handle`) from prepared 1:1 pictures when each is the text's whole quad
    /// and some are squashed or faded (one quad as `MeshCanvas` draws a text; a backend's caller may batch
    /// several), on the software renderer. Returns false for anything else (drawn as usual).
    func renderSquashedText<Quads: Collection<ImageQuad>>(_ quads: Quads, handle: TextureHandle, texture: SDLTexture) -> Bool {
        guard drawsTextInParts, !quads.isEmpty else { return false }
        var squashedOrFaded = false
        for quad in quads {
            guard let (rect, alpha) = Self.squashedPlacement(of: quad, texture: texture) else { return false }
            if Int(rect.h) != texture.pixelHeight || alpha < 255 { squashedOrFaded = true }
        }
        guard squashedOrFaded else { return false }
        for quad in quads {
            guard let (rect, alpha) = Self.squashedPlacement(of: quad, texture: texture), rect.h > 0, alpha > 0 else { continue }
            guard drawText(texture, handle: handle, in: rect, alpha: alpha, part: nil) else { return false }
        }
        return true
    }

    /// Where SDL's software renderer draws `quad` of text `texture` (it truncates a quad's rectangle to whole
    /// pixels), and its vertices' alpha byte; nil unless the quad is the text's whole width, a whole pixel or
    /// more wide, and no taller than the text.
    static func squashedPlacement(of quad: ImageQuad, texture: SDLTexture) -> (rect: SDL_Rect, alpha: UInt8)? {
        guard quad.maxX > quad.minX, quad.maxY >= quad.minY else { return nil }
        let rect = SDL_Rect(
            x: Int32(quad.minX.rounded(.towardZero)), y: Int32(quad.minY.rounded(.towardZero)),
            w: Int32((quad.maxX - quad.minX).rounded(.towardZero)), h: Int32((quad.maxY - quad.minY).rounded(.towardZero)))
        guard Int(rect.w) == texture.pixelWidth, Int(rect.h) <= texture.pixelHeight else { return nil }
        return (rect, quad.alphaByte)
    }

    /// Draws text `texture` (`handle`) stretched to `rect` (pixels of the viewport) and faded by `alpha`, or
    /// only `part` of that (a part of `rect`; all of it when nil): from the texture itself when it is
    /// neither squashed nor faded; where the target's pixels are known, from the text or its prepared
    /// squashed picture (kept once per height) blended at the fade, or, when this (text, height) was not
    /// drawn in the last frame either, stretched, faded and blended straight into them; elsewhere from a
    /// prepared picture with the fade in its alpha. False when nothing could be drawn.
    func drawText(_ texture: SDLTexture, handle: TextureHandle, in rect: SDL_Rect, alpha: UInt8, part: SDL_Rect?) -> Bool {
        if Int(rect.h) == texture.pixelHeight && alpha == 255 {
            copyPart(part, of: texture, drawnAt: rect)
            return true
        }
        if drawFadedDirectly(texture, handle: handle, in: rect, alpha: alpha, part: part) { return true }
        let key = SquashedTextCache.Key(texture: handle.id, height: Int(rect.h), alpha: alpha)
        guard let picture = squashedText.entry(for: key)?.texture ?? squashedPicture(of: texture, key: key) else { return false }
        copyPart(part, of: picture, drawnAt: rect)
        return true
    }

    /// `drawText` straight into the target's pixels: the text itself (full height) or its squashed picture at
    /// this height, kept unfaded, blended at `alpha`; a (text, height) without a picture that was not drawn in
    /// the last frame either is stretched, faded and blended straight in. False (nothing drawn) when the
    /// target's pixels cannot be written.
    private func drawFadedDirectly(_ texture: SDLTexture, handle: TextureHandle, in rect: SDL_Rect, alpha: UInt8, part: SDL_Rect?) -> Bool {
        let picture: SDLTexture
        let key = SquashedTextCache.Key(texture: handle.id, height: Int(rect.h), alpha: 255)
        if Int(rect.h) == texture.pixelHeight {
            picture = texture
        } else if let cached = squashedText.entry(for: key) {
            picture = cached.texture
        } else if !squashedText.noteMiss(key, x: rect.x, y: rect.y) {
            return drawStretchedDirectly(texture, in: rect, part: part, alpha: alpha)
        } else if drawsIntoTargetPixels(), let prepared = squashedPicture(of: texture, key: key) {
            // Made only where it can be drawn from (the blend below asks the renderer again for the rest).
            picture = prepared
        } else {
            return false
        }
        return blendPictureDirectly(picture, from: Self.source(of: part, drawnAt: rect), to: part ?? rect, fade: alpha)
    }

    /// Copies `part` (of `rect`; all of it when nil) of `picture`, drawn whole at `rect`.
    private func copyPart(_ part: SDL_Rect?, of picture: SDLTexture, drawnAt rect: SDL_Rect) {
        copyPicture(picture, from: Self.source(of: part, drawnAt: rect), to: part ?? rect)
    }

    /// The rectangle of a picture drawn whole at `rect` (pixels) that lands on `part` of it; nil (the whole
    /// picture) without a part.
    private static func source(of part: SDL_Rect?, drawnAt rect: SDL_Rect) -> SDL_Rect? {
        part.map { SDL_Rect(x: $0.x - rect.x, y: $0.y - rect.y, w: $0.w, h: $0.h) }
    }

    /// `surface` (rasterised text) copied into a streaming texture, whose pixels squashed rows are then
    /// read from (`SDLTexture.withPixels`; on the software renderer the texture's own pixels).
    static func readableTexture(of surface: SDLSurface, for renderer: SDLRenderer) throws -> SDLTexture {
        let texture = try SDLTexture(streamingFor: renderer, pixelWidth: surface.pixelWidth, pixelHeight: surface.pixelHeight)
        try check(SDL_SetSurfaceBlendMode(surface.pointer, SDL_BLENDMODE_NONE), "SDL_SetSurfaceBlendMode")
        try texture.withPixels { pixels in try check(SDL_UpperBlit(surface.pointer, nil, pixels, nil), "SDL_BlitSurface") }
        try texture.noteInk()
        return texture
    }

    /// Draws text `texture` stretched to `rect` (pixels of the viewport) and faded by `alpha` straight into
    /// the target's pixels, only `part` of it when given; false (nothing drawn) when they cannot be written.
    private func drawStretchedDirectly(_ texture: SDLTexture, in rect: SDL_Rect, part: SDL_Rect?, alpha: UInt8) -> Bool {
        guard texture.isStreaming else { return false }
        return drawDirectly(PixelRect(part ?? rect), whole: PixelRect(rect)) { pixels, area, whole in
            (try? texture.withLockedPixels { source, pitch in
                pixels.blendStretched(
                    source, pitch: pitch, width: texture.pixelWidth, height: texture.pixelHeight, over: area, of: whole, alpha: alpha)
            }) ?? false
        }
    }

    /// A new prepared picture of `key` (text `texture` at a height and alpha), kept in the cache.
    func squashedPicture(of texture: SDLTexture, key: SquashedTextCache.Key) -> SDLTexture? {
        do {
            var picture: SDLTexture?
            try texture.withPixels { source in
                picture = try makeSquashedText(from: source, width: texture.pixelWidth, height: key.height, alpha: key.alpha)
            }
            guard let picture else { return nil }
            squashedText.insert(.init(texture: picture, byteCount: picture.byteCount), for: key)
            return picture
        } catch let error as SDLError {
            lastError = error
            return nil
        } catch {
            return nil
        }
    }

    /// `source` (ARGB8888, `width` pixels wide) stretched linearly to `height` pixels, as SDL's software
    /// renderer stretches it, with its alpha multiplied by `alpha` / 255 as SDL's alpha modulation does,
    /// written straight into the pixels of a new streaming texture (no intermediate surface and no upload copy).
    private func makeSquashedText(from source: UnsafeMutablePointer<SDL_Surface>, width: Int, height: Int, alpha: UInt8) throws -> SDLTexture {
        let texture = try SDLTexture(streamingFor: renderer, pixelWidth: width, pixelHeight: height)
        try texture.withPixels { squashed in
            if height == Int(source.pointee.h) {
                try check(SDL_SetSurfaceBlendMode(source, SDL_BLENDMODE_NONE), "SDL_SetSurfaceBlendMode")
                try check(SDL_UpperBlit(source, nil, squashed, nil), "SDL_BlitSurface")
            } else {
                try check(SDL_SoftStretchLinear(source, nil, squashed, nil), "SDL_SoftStretchLinear")
            }
            guard alpha < 255, let pixels = squashed.pointee.pixels else { return }
            let pitch = Int(squashed.pointee.pitch)
            let factor = UInt32(alpha)
            for row in 0..<height {
                let line = (pixels + row * pitch).assumingMemoryBound(to: UInt32.self)
                for column in 0..<width {
                    let pixel = line[column]
                    // ARGB8888: alpha in the top byte. SDL modulates as (a * mod) / 255.
                    let a = (pixel >> 24) * factor / 255
                    line[column] = (pixel & 0x00FF_FFFF) | (a << 24)
                }
            }
        }
        try texture.noteInk()
        return texture
    }

    /// The quads of `batch` when it is made of whole quads of one texture, each as `ImageQuad(_:)` takes one
    /// (corners from the top left clockwise, four vertices and six indices each); nil otherwise.
    static func axisAlignedQuads(_ batch: DrawBatch) -> [ImageQuad]? {
        let v = batch.vertices, indices = batch.indices
        guard !v.isEmpty, v.count % 4 == 0, indices.count == v.count / 4 * 6 else { return nil }
        var quads: [ImageQuad] = []
        quads.reserveCapacity(v.count / 4)
        for q in 0..<v.count / 4 {
            let b = q * 4, i = q * 6
            guard Int(indices[i]) == b, Int(indices[i + 1]) == b + 1, Int(indices[i + 2]) == b + 2,
                Int(indices[i + 3]) == b, Int(indices[i + 4]) == b + 2, Int(indices[i + 5]) == b + 3,
                let quad = ImageQuad(corners: v, from: b)
            else { return nil }
            quads.append(quad)
        }
        return quads
    }
}
