import PickerCore
import PickerText

/// What the renderer backend needs of an SDL renderer, 2 or 3: each host supplies these few calls and
/// `SDLRendererBackend` does the rest once.
public protocol GeometryRenderer {
    /// A texture; draws are batched by its identity.
    associatedtype Texture: AnyObject
    /// A vertex in SDL's own layout (`SDL_Vertex`).
    associatedtype Vertex
    /// `vertex` in SDL's layout.
    static func vertex(_ vertex: MeshVertex) -> Vertex
    /// A texture of `width` x `height` ARGB8888 `pixels`, sampled linearly when drawn squashed.
    func makeTexture(argb pixels: inout [UInt32], width: Int, height: Int) throws -> Texture
    /// Draws one batch's triangles (`SDL_RenderGeometry`); its clip rectangle is already set.
    func render(_ draw: GeometryBatcher<Texture, Vertex>.Draw) throws
    /// Sets the renderer's clip rectangle, or clears it (nil).
    func setClip(_ rect: PixelRect?) throws
}

/// Plays draw lists through an `SDL_Renderer`, for accelerated renderers (and correct on any).
///
/// Shapes are tessellated and sent as triangles, gathered by `GeometryBatcher` into one geometry call per
/// change of texture or clip rectangle; each text is a textured quad whose texture (the text in white,
/// coverage as alpha) is tinted by the vertex colour and sampled linearly when squashed. Layers are drawn
/// as their commands: a GPU redraws them as cheaply as it would copy a picture. Text textures are kept in
/// one `PictureStore`.
public final class SDLRendererBackend<Renderer: GeometryRenderer> {
    /// Where the lists are drawn.
    public let renderer: Renderer
    /// The fonts texts are rasterised with.
    public let fonts: FontStore
    private let store: PictureStore<TextTexture>
    private var tessellator = Tessellator()
    private var clips = ClipStack()
    private let clipMemo = ClipMemo()
    private var batcher = GeometryBatcher<Renderer.Texture, Renderer.Vertex>(makeVertex: Renderer.vertex)
    /// The clip rectangle last set on the renderer by `play(_:)`.
    private var rendererClip: PixelRect?
    private var callCount = 0
    /// The SDL drawing calls the last frame made (geometry calls and clip rectangles set).
    public private(set) var lastFrameCallCount = 0
    /// What failed to draw, until the host takes it to report.
    public let errors = DrawingErrorLog()

    /// A text texture and its size in pixels.
    private struct TextTexture {
        var texture: Renderer.Texture
        var width: Int
        var height: Int
    }

    public init(renderer: Renderer, fonts: FontStore, budget: PictureBudget = PictureBudget()) {
        self.renderer = renderer
        self.fonts = fonts
        store = PictureStore(budget: budget)
    }

    /// The text textures kept between frames.
    public var pictureStatistics: PictureStatistics { store.statistics }

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
        case .text(let drawing):
            draw(drawing)
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

    private func draw(_ drawing: TextDrawing) {
        guard let text = texture(for: drawing) else { return }
        let height = TextDrawing.squashedHeight(text.height, verticalScale: drawing.verticalScale)
        guard height > 0 else { return }
        let left = Double(drawing.origin.dx), top = Double(drawing.origin.dy)
        let right = left + Double(text.width), bottom = top + Double(height)
        let color = drawing.color
        let corners = [
            MeshVertex(position: Point(x: left, y: top), color: color, texCoord: Point(x: 0, y: 0)),
            MeshVertex(position: Point(x: right, y: top), color: color, texCoord: Point(x: 1, y: 0)),
            MeshVertex(position: Point(x: right, y: bottom), color: color, texCoord: Point(x: 1, y: 1)),
            MeshVertex(position: Point(x: left, y: bottom), color: color, texCoord: Point(x: 0, y: 1)),
        ]
        submit(vertices: corners, indices: DrawBatch.quadIndices, texture: text.texture)
    }

    /// The text in white with coverage as alpha, kept or made now.
    private func texture(for drawing: TextDrawing) -> TextTexture? {
        let key = PictureKey.text(drawing.text, drawing.font, drawing.direction, pixelsPerPoint: drawing.pixelsPerPoint, fontRevision: fonts.revision)
        if let text = store.picture(for: key) { return text }
        do {
            let mask = try fonts.coverageMask(
                for: drawing.text, font: drawing.font, direction: drawing.direction, pixelsPerPoint: drawing.pixelsPerPoint)
            var pixels = mask.coverage.map { UInt32($0) << 24 | 0xFF_FFFF }
            let text = TextTexture(
                texture: try renderer.makeTexture(argb: &pixels, width: mask.width, height: mask.height),
                width: mask.width, height: mask.height)
            store.keep(text, byteCount: mask.width * mask.height * 4, for: key)
            return text
        } catch {
            errors.record(error, text: drawing.text)
            return nil
        }
    }

    /// Adds triangles to the batch.
    private func submit(vertices mesh: [MeshVertex], indices: [Int32], texture: Renderer.Texture?) {
        batcher.append(vertices: mesh, indices: indices, texture: texture, clip: clips.resolved(memo: clipMemo), draw: submit)
    }

    /// Draws one batch: its clip rectangle, then its triangles in one geometry call.
    private func submit(_ draw: GeometryBatcher<Renderer.Texture, Renderer.Vertex>.Draw) {
        if draw.clipRect != rendererClip { setClip(draw.clipRect) }
        callCount += 1
        do { try renderer.render(draw) } catch { errors.record(error, text: nil) }
    }

    private func setClip(_ rect: PixelRect?) {
        callCount += 1
        rendererClip = rect
        do { try renderer.setClip(rect) } catch { errors.record(error, text: nil) }
    }
}
