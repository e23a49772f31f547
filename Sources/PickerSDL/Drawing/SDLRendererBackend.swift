import CSDL2
import PickerCore

/// Plays draw lists through an `SDL_Renderer`, for accelerated renderers (and correct on any).
///
/// Shapes are tessellated and sent as triangles to `SDL_RenderGeometry`, gathered by `GeometryBatcher` into
/// one call per change of texture or clip rectangle; each text is a textured quad whose texture (the text
/// in white, coverage as alpha) is tinted by the vertex colour and sampled linearly when squashed. Layers are drawn as their commands: a GPU redraws
/// them as cheaply as it would copy a picture. Text textures are kept in one `PictureStore`.
public final class SDLRendererBackend {
    /// Where the lists are drawn.
    public let renderer: SDLRenderer
    /// The fonts texts are rasterised with.
    public let fonts: FontStore
    /// The text textures kept between frames.
    public let store: PictureStore<SDLTexture>
    private let library: SDLLibrary
    private var tessellator = Tessellator()
    private var clips = ClipStack()
    private let clipMemo = ClipMemo()
    private var batcher = GeometryBatcher<SDLTexture, SDL_Vertex> { vertex in
        SDL_Vertex(
            position: SDL_FPoint(x: Float(vertex.position.x), y: Float(vertex.position.y)), color: SDL_Color(vertex.color),
            tex_coord: SDL_FPoint(x: Float(vertex.texCoord.x), y: Float(vertex.texCoord.y)))
    }
    /// The clip rectangle last set on the renderer by `play(_:)`.
    private var rendererClip: PixelRect?
    private var callCount = 0
    /// The SDL drawing calls the last frame made (`SDL_RenderGeometry` and `SDL_RenderSetClipRect`).
    public private(set) var lastFrameCallCount = 0
    /// What failed to draw, until the host takes it to report.
    let errors = DrawingErrorLog()

    public init(renderer: SDLRenderer, fonts: FontStore, library: SDLLibrary, budget: PictureBudget = PictureBudget()) {
        self.renderer = renderer
        self.fonts = fonts
        self.library = library
        store = PictureStore(budget: budget)
    }

    /// Draws `commands` into the renderer's current target, blended over what is there.
    public func play(_ commands: [DrawCommand]) {
        clips = ClipStack()
        rendererClip = nil
        for command in commands { play(command) }
        batcher.flush(submit)
        if rendererClip != nil { setClip(nil) }
    }

    /// Ends a frame: lets kept textures go while the store is over its budget.
    public func endFrame() {
        store.endFrame()
        lastFrameCallCount = callCount
        callCount = 0
    }

    private func play(_ command: DrawCommand) {
        switch command {
        case .fill(let shape, let color):
            tessellator.fill(shape, color: color)
            submitTessellation()
        case .stroke(let shape, let lineWidth, let color):
            tessellator.stroke(shape, lineWidth: lineWidth, color: color)
            submitTessellation()
        case .text(let run):
            draw(run)
        case .pushClip(let shape):
            clips.push(shape)
        case .popClip:
            clips.pop()
        case .layer(let layer):
            let outer = clips
            for command in layer.commands { play(command) }
            clips = outer
        }
    }

    private func submitTessellation() {
        submit(vertices: tessellator.vertices, indices: tessellator.indices, texture: nil)
        tessellator.removeAll(keepingCapacity: true)
    }

    private func draw(_ run: TextDrawing) {
        guard let texture = texture(for: run) else { return }
        let height = TextDrawing.squashedHeight(texture.pixelHeight, verticalScale: run.verticalScale)
        guard height > 0 else { return }
        let left = Double(run.origin.dx), top = Double(run.origin.dy)
        let right = left + Double(texture.pixelWidth), bottom = top + Double(height)
        let color = run.color
        let corners = [
            MeshVertex(position: Point(x: left, y: top), color: color, texCoord: Point(x: 0, y: 0)),
            MeshVertex(position: Point(x: right, y: top), color: color, texCoord: Point(x: 1, y: 0)),
            MeshVertex(position: Point(x: right, y: bottom), color: color, texCoord: Point(x: 1, y: 1)),
            MeshVertex(position: Point(x: left, y: bottom), color: color, texCoord: Point(x: 0, y: 1)),
        ]
        submit(vertices: corners, indices: DrawBatch.quadIndices, texture: texture, text: run.text)
    }

    /// The text in white with coverage as alpha, kept or made now.
    private func texture(for run: TextDrawing) -> SDLTexture? {
        let key = PictureKey.text(run.text, run.font, run.direction, pixelsPerPoint: run.pixelsPerPoint, fontRevision: fonts.revision)
        if let texture = store.picture(for: key) { return texture }
        do {
            let surface = try fonts.render(
                run.text, font: run.font, direction: run.direction, pixelsPerPoint: run.pixelsPerPoint, library: library)
            let texture = try SDLTexture(renderer: renderer, surface: surface)
            try texture.setScaleMode(SDL_ScaleModeLinear)
            store.keep(texture, byteCount: texture.byteCount, for: key)
            return texture
        } catch {
            errors.record(error, text: run.text)
            return nil
        }
    }

    /// Adds triangles to the batch; `text` is the text they draw, if any.
    private func submit(vertices mesh: [MeshVertex], indices: [Int32], texture: SDLTexture?, text: String? = nil) {
        batcher.append(vertices: mesh, indices: indices, texture: texture, clip: clips.resolved(memo: clipMemo), draw: submit)
    }

    /// Draws one batch: its clip rectangle, then its triangles in one `SDL_RenderGeometry`.
    private func submit(_ draw: GeometryBatcher<SDLTexture, SDL_Vertex>.Draw) {
        if draw.clipRect != rendererClip { setClip(draw.clipRect) }
        callCount += 1
        let status = draw.vertices.withUnsafeBufferPointer { vertices in
            draw.indices.withUnsafeBufferPointer { indices in
                SDL_RenderGeometry(
                    renderer.pointer, draw.texture?.pointer, vertices.baseAddress, Int32(vertices.count), indices.baseAddress,
                    Int32(indices.count))
            }
        }
        if status < 0 { errors.record(SDLError.current("SDL_RenderGeometry"), text: nil) }
    }

    private func setClip(_ rect: PixelRect?) {
        callCount += 1
        rendererClip = rect
        var area = rect.map(SDL_Rect.init) ?? SDL_Rect()
        let status = rect == nil ? SDL_RenderSetClipRect(renderer.pointer, nil) : SDL_RenderSetClipRect(renderer.pointer, &area)
        if status < 0 { errors.record(SDLError.current("SDL_RenderSetClipRect"), text: nil) }
    }
}
