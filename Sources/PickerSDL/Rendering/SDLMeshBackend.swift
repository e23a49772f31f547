import CSDL2
import PickerCore

/// Draws `DrawBatch`es with `SDL_RenderGeometry` on one renderer, rasterises text with SDL_ttf and
/// keeps retained layers' pictures (SDLMeshBackend+Layers.swift), text and layers each in a bounded cache.
///
/// Call `trimCache()` once per frame after presenting: that is the only place cached textures are destroyed.
public final class SDLMeshBackend: MeshBackend {
    /// How much rasterised text and how many layer pictures the caches may keep between frames.
    ///
    /// The budgets are bytes of pixels at any density, so they bound memory as they say: at 2x a line of
    /// text has four times the pixels, and the cache keeps a quarter as many lines. The defaults hold
    /// every line of the demo's busiest page at 2x, and keep memory level however many distinct labels
    /// scroll past (`picker-bench --memory`).
    public struct CacheLimits: Hashable, Sendable {
        /// Memory of cached text textures in bytes (4 bytes per pixel). Squashed and
        /// faded row pictures may take half of this again.
        public var maxBytes: Int
        /// Number of cached lines of text.
        public var maxCount: Int
        /// Total texture memory of layer pictures in bytes (4 bytes per pixel).
        public var maxLayerBytes: Int
        /// Number of cached layer pictures.
        public var maxLayerCount: Int

        public init(maxBytes: Int = 3 << 20, maxCount: Int = 2048, maxLayerBytes: Int = 32 << 20, maxLayerCount: Int = 256) {
            self.maxBytes = maxBytes
            self.maxCount = maxCount
            self.maxLayerBytes = maxLayerBytes
            self.maxLayerCount = maxLayerCount
        }
    }

    /// The state of the text and layer caches.
    public struct CacheStatistics: Hashable, Sendable {
        /// Cached lines of text.
        public var count: Int
        /// Their texture memory in bytes.
        public var byteCount: Int
        /// Lines evicted since the backend was made.
        public var evictionCount: Int
        /// Cached layer pictures.
        public var layerCount: Int
        /// Their texture memory in bytes.
        public var layerByteCount: Int
        /// Layer pictures evicted since the backend was made.
        public var layerEvictionCount: Int
        /// Squashed or faded text pictures prepared for the software renderer (`drawsTextInParts`).
        public var squashedTextCount = 0
        /// Their texture memory in bytes.
        public var squashedTextByteCount = 0
        /// Squashed or faded text pictures prepared since the backend was made (each a cache miss).
        public var squashedTextMadeCount = 0
        /// Pictures of groups of lines of text kept for the software renderer (`textGroupImage`).
        public var textGroupCount = 0
        /// Their texture memory in bytes.
        public var textGroupByteCount = 0
    }

    /// The renderer the batches are drawn with.
    public let renderer: SDLRenderer
    /// The fonts text is measured and rasterised with.
    public let fonts: FontStore
    let library: SDLLibrary
    private let measurer: SDLTextMeasurer
    private let glyphRuns: GlyphRunCache
    let layers: LayerCache
    /// Pictures of groups of lines of text (`textGroupImage`), on the software renderer.
    let textGroups = TextGroupCache()
    /// How layer pictures place vertices on the pixel grid. Sub-pixel on every renderer: SDL's software
    /// renderer truncates the vertices it draws itself to whole pixels, which dents small arcs (a rounded
    /// corner's notch, lumpy circles), so shapes drawn as layers look better there than direct triangles.
    /// `.truncatedToPixels` reproduces that renderer exactly (the tests compare the two that way).
    public var layerPlacement: MeshRasterizer.VertexPlacement
    /// Whether layer pictures with a large uniform core are drawn in parts (`PicturePlan`): on the
    /// software renderer, where every blended pixel costs CPU time.
    public var drawsPicturesInParts: Bool
    /// Whether squashed or faded text quads are drawn from prepared 1:1 pictures (`SquashedTextCache`), or
    /// straight into the target's pixels when the host knows them: on the software renderer, where SDL would
    /// stretch and modulate them on every call. Text rasterised while this is true is kept in streaming
    /// textures, whose pixels the pictures are made from; set it before drawing.
    public var drawsTextInParts: Bool
    /// Whether lines of text drawn together (`Canvas.drawTexts`) are drawn from kept pictures of each group
    /// (`textGroupImage`): on the software renderer, where that saves a look-up, a batch and a copy call per
    /// line. Turning it off draws the very same pixels line by line.
    public var drawsTextGroups: Bool
    /// The pixels the renderer draws into when they are known (set by the host): panel backgrounds and the
    /// one-colour cores of layer pictures are then filled or blended there directly (`drawDirectly`).
    var surfacePixels: SurfacePixels?
    /// Background fills held back until something is drawn over them (`fillOpaque`).
    @exclusivity(unchecked) var heldBackFills = HeldBackFills()
    /// Whether a whole texture shown 1:1 is drawn with `SDL_RenderCopy` itself (`renderWholeImage`): on the
    /// software renderer, which draws such a quad that way anyway.
    let copiesWholeImages: Bool
    @exclusivity(unchecked) var squashedText: SquashedTextCache
    /// Live textures by `TextureHandle.id`, with what each is: cached text and pictures, plus textures
    /// registered by the caller. `render` looks a batch's texture up here once and picks a way to draw it
    /// by its role, without asking every cache in turn.
    @exclusivity(unchecked) var textures: [Int: RegisteredTexture] = [:]
    private var nextTextureID = 1
    @exclusivity(unchecked) private var vertexScratch: [SDL_Vertex] = []

    /// The last error met while drawing or rasterising (the `MeshBackend` calls cannot throw); `nil` when none.
    public internal(set) var lastError: SDLError?

    /// - Parameters:
    ///   - renderer: where batches are drawn.
    ///   - library: the SDL library (for fonts).
    ///   - pixelsPerPoint: the scale `textMeasurer` measures at; keep it equal to the scale passed to `textImage`.
    ///   - cacheLimits: the text and layer caches' budgets.
    public init(renderer: SDLRenderer, library: SDLLibrary, pixelsPerPoint: Double = 1, cacheLimits: CacheLimits = CacheLimits()) {
        self.renderer = renderer
        self.library = library
        self.fonts = FontStore(library: library)
        self.measurer = SDLTextMeasurer(fonts: fonts, pixelsPerPoint: pixelsPerPoint)
        self.glyphRuns = GlyphRunCache(limits: cacheLimits)
        self.layers = LayerCache(maxBytes: cacheLimits.maxLayerBytes, maxCount: cacheLimits.maxLayerCount)
        self.layerPlacement = .subpixel
        self.drawsPicturesInParts = renderer.isSoftware
        self.drawsTextInParts = renderer.isSoftware
        self.drawsTextGroups = renderer.isSoftware
        self.copiesWholeImages = renderer.isSoftware
        self.squashedText = SquashedTextCache(maxCount: cacheLimits.maxCount, maxBytes: cacheLimits.maxBytes / 2)
    }

    /// Physical pixels per point that `textMeasurer` measures at. The window host updates it when the
    /// window moves to a screen of another density.
    public var pixelsPerPoint: Double {
        get { measurer.pixelsPerPoint }
        set { measurer.pixelsPerPoint = newValue }
    }

    /// Measures in points at `pixelsPerPoint`, agreeing with `textImage`.
    public var textMeasurer: TextMeasurer { measurer }

    /// The text cache's budget.
    public var cacheLimits: CacheLimits { glyphRuns.limits }

    /// How many lines of text and layer pictures are cached and how much memory they take.
    public var cacheStatistics: CacheStatistics {
        CacheStatistics(
            count: glyphRuns.count, byteCount: glyphRuns.byteCount, evictionCount: glyphRuns.evictionCount,
            layerCount: layers.count, layerByteCount: layers.byteCount, layerEvictionCount: layers.evictionCount,
            squashedTextCount: squashedText.count,
            squashedTextByteCount: squashedText.byteCount, squashedTextMadeCount: squashedText.madeCount,
            textGroupCount: textGroups.count, textGroupByteCount: textGroups.byteCount)
    }

    /// Draws `batch` blended with straight alpha. Batches with no triangles are skipped; a batch whose
    /// texture is unknown (e.g. evicted by a `trimCache()` since it was made) is skipped and recorded in `lastError`.
    public func render(_ batch: DrawBatch) {
        guard batch.indices.count >= 3, !batch.vertices.isEmpty else { return }
        guard let handle = batch.texture else {
            if renderUniformRectangle(batch) { return }
            renderGeometry(batch, texture: nil)
            return
        }
        guard let registered = textures[handle.id] else {
            lastError = SDLError(operation: "SDLMeshBackend.render", message: "unknown texture \(handle.id)")
            return
        }
        let texture = registered.texture
        if let quad = ImageQuad(batch), renderImageQuad(quad, handle: handle, registered: registered) { return }
        if registered.role == .readableText {
            if let quads = Self.axisAlignedQuads(batch), renderSquashedText(quads, handle: handle, texture: texture) { return }
            if renderClippedText(batch, handle: handle, texture: texture) { return }
        }
        if registered.role == .layerPicture, renderImageRectangle(batch, texture: texture) { return }
        if renderTexturedTrianglesDirectly(batch, texture: texture) { return }
        renderGeometry(batch, texture: texture.pointer)
    }

    /// Draws the quad of a text or picture (`MeshBackend.drawImage(_:in:alpha:)`) when one of the paths for
    /// whole quads takes it, as `render` would draw it as a batch; false (nothing drawn) otherwise.
    public func drawImage(_ handle: TextureHandle, in rect: Rect, alpha: Double) -> Bool {
        guard let registered = textures[handle.id] else { return false }
        return renderImageQuad(ImageQuad(rect, alpha: alpha), handle: handle, registered: registered)
    }

    /// Draws `quad` of `registered` (`handle`) by the first path for whole quads that takes it: a text group's
    /// or a layer's picture in parts, a whole picture 1:1, squashed or faded text. False when none does.
    private func renderImageQuad(_ quad: ImageQuad, handle: TextureHandle, registered: RegisteredTexture) -> Bool {
        switch registered.role {
        case .textGroupPicture:
            if renderTextGroup(quad, handle: handle) { return true }
        case .layerPicture:
            if renderPictureParts(quad, handle: handle) { return true }
        case .readableText, .other:
            break
        }
        if renderWholeImage(quad, texture: registered.texture) { return true }
        return registered.role == .readableText
            && renderSquashedText(CollectionOfOne(quad), handle: handle, texture: registered.texture)
    }

    /// Hands `batch` to `SDL_RenderGeometry`, textured with `texture` when given.
    private func renderGeometry(_ batch: DrawBatch, texture: OpaquePointer?) {
        // SDL draws this later, over the background wherever it lands.
        writeHeldBackFills()
        vertexScratch.removeAll(keepingCapacity: true)
        for vertex in batch.vertices {
            vertexScratch.append(
                SDL_Vertex(
                    position: SDL_FPoint(x: Float(vertex.position.x), y: Float(vertex.position.y)),
                    color: SDL_Color(vertex.color),
                    tex_coord: SDL_FPoint(x: Float(vertex.texCoord.x), y: Float(vertex.texCoord.y))))
        }
        let status = vertexScratch.withUnsafeBufferPointer { vertices in
            batch.indices.withUnsafeBufferPointer { indices in
                SDL_RenderGeometry(
                    renderer.pointer, texture, vertices.baseAddress, Int32(vertices.count),
                    indices.baseAddress, Int32(indices.count))
            }
        }
        if status < 0 { lastError = .current("SDL_RenderGeometry") }
    }

    /// Rasterises `text` in `color`'s red, green and blue (alpha ignored) at `round(font.size * pixelsPerPoint)`
    /// pixels, with the base direction taken from the text (see the `direction:` variant).
    public func textImage(for text: String, font: Font, color: Color, pixelsPerPoint: Double) -> TextureImage? {
        textImage(for: text, font: font, color: color, pixelsPerPoint: pixelsPerPoint, direction: nil)
    }

    /// Rasterises `text` in `color`'s red, green and blue (alpha ignored) at `round(font.size * pixelsPerPoint)`
    /// pixels: split into directional runs by FriBidi with the paragraph base `direction` (nil: from the
    /// first strong character), by script and by face, each piece shaped by HarfBuzz through SDL_ttf and
    /// placed in visual order (`FontStore.layout`). The texture is cached by text, direction, weight, size,
    /// colour and the font store's revision, and sampled linearly (for text squashed on a wheel).
    /// - Returns: the texture and its size in pixels; `nil` for empty text or when SDL_ttf fails (see `lastError`).
    public func textImage(for text: String, font: Font, color: Color, pixelsPerPoint: Double, direction: LayoutDirection?) -> TextureImage? {
        guard !text.isEmpty else { return nil }
        let glyphColor = SDL_Color(color)
        let key = GlyphRunCache.Key(
            text: text, direction: direction, weight: font.weight,
            pixelSize: FontStore.pixelSize(of: font, pixelsPerPoint: pixelsPerPoint),
            rgb: UInt32(glyphColor.r) << 16 | UInt32(glyphColor.g) << 8 | UInt32(glyphColor.b),
            fontRevision: fonts.revision)
        if let cached = glyphRuns.entry(for: key) { return cached.image }
        do {
            let surface = try fonts.render(
                text, font: font, direction: direction, color: glyphColor, pixelsPerPoint: pixelsPerPoint, library: library)
            let texture = drawsTextInParts ? try Self.readableTexture(of: surface, for: renderer) : try SDLTexture(renderer: renderer, surface: surface)
            // Wheel rows squash text vertically: sample it linearly so squashed glyphs stay smooth. Text
            // drawn at its own size maps texel to pixel and looks the same either way.
            try texture.setScaleMode(SDL_ScaleModeLinear)
            // Text made while `drawsTextInParts` is a streaming texture whose pixels can be read, to prepare
            // squashed pictures from: on the software renderer a lock hands over the texture's own pixels, so
            // no second copy of the text is kept.
            let handle = register(texture, as: drawsTextInParts ? .readableText : .other)
            let image = TextureImage(texture: handle, pixelWidth: texture.pixelWidth, pixelHeight: texture.pixelHeight)
            glyphRuns.insert(GlyphRunCache.Entry(image: image, texture: texture), for: key)
            return image
        } catch let error as SDLError {
            lastError = error
            return nil
        } catch {
            return nil
        }
    }

    /// Destroys least recently used text and layer textures until the caches fit `cacheLimits`.
    /// Call once per frame, after presenting: handles returned by `textImage`, `layerImage` and
    /// `makeLayerImage` stay valid until then.
    public func trimCache() {
        for evicted in glyphRuns.trim() {
            let id = evicted.image.texture.id
            textures[id] = nil
            squashedText.removeAll(madeFrom: id)
        }
        squashedText.trim()
        for evicted in layers.trim() {
            textures[evicted.image.texture.id] = nil
        }
        for evicted in textGroups.trim() {
            textures[evicted.image.texture.id] = nil
        }
    }

    /// Makes `texture` drawable through `render` by the returned handle, until `unregister` is called.
    public func register(_ texture: SDLTexture) -> TextureHandle {
        register(texture, as: .other)
    }

    /// Registers `texture` as `register(_:)` does, noting what it is for `render`.
    func register(_ texture: SDLTexture, as role: RegisteredTexture.Role) -> TextureHandle {
        let handle = TextureHandle(id: nextTextureID)
        nextTextureID += 1
        textures[handle.id] = RegisteredTexture(texture: texture, role: role)
        return handle
    }

    /// Forgets a texture registered with `register`; it is destroyed when nothing else holds it.
    public func unregister(_ handle: TextureHandle) {
        textures[handle.id] = nil
    }
}

/// A texture drawable through `SDLMeshBackend.render`, and what it is.
struct RegisteredTexture {
    /// What a registered texture holds, which decides how `render` may draw a batch of it.
    enum Role {
        /// A texture registered by the caller.
        case other
        /// Rasterised text whose pixels can be read (a streaming texture on the software renderer).
        case readableText
        /// A layer's or picture's picture, kept in the layer cache.
        case layerPicture
        /// A text group's picture, kept in the text group cache.
        case textGroupPicture
    }

    let texture: SDLTexture
    let role: Role
}
