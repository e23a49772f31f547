/// One corner of a triangle, in physical pixels.
public struct MeshVertex: Hashable, Sendable {
    /// Position in pixels from the top-left of the render target.
    public var position: Point
    /// The vertex colour; for textured triangles it multiplies the texture's colour.
    public var color: Color
    /// Texture coordinates, 0...1 across the texture; ignored when the batch has no texture.
    public var texCoord: Point

    public init(position: Point, color: Color, texCoord: Point = .zero) {
        self.position = position
        self.color = color
        self.texCoord = texCoord
    }
}

/// An opaque reference to a texture owned by a backend.
public struct TextureHandle: Hashable, Sendable {
    public let id: Int
    public init(id: Int) { self.id = id }
}

/// A texture a backend made and its size in pixels: a line of text it rasterised
/// (``MeshBackend/textImage(for:font:color:pixelsPerPoint:)``) or a layer's picture
/// (``MeshBackend/makeLayerImage(for:region:batches:)``, straight alpha, drawn 1:1 onto whole pixels).
public struct TextureImage: Hashable, Sendable {
    public var texture: TextureHandle
    public var pixelWidth: Int
    public var pixelHeight: Int

    public init(texture: TextureHandle, pixelWidth: Int, pixelHeight: Int) {
        self.texture = texture
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
    }
}

/// Triangles that share one texture (or none), ready for a backend to submit in one call.
public struct DrawBatch: Hashable, Sendable {
    public var texture: TextureHandle?
    public var vertices: [MeshVertex]
    /// Three indices into `vertices` per triangle.
    public var indices: [Int32]

    public init(texture: TextureHandle? = nil, vertices: [MeshVertex] = [], indices: [Int32] = []) {
        self.texture = texture
        self.vertices = vertices
        self.indices = indices
    }

    public var triangleCount: Int { indices.count / 3 }

    /// The indices of one quad's two triangles over its corners from the top left, clockwise (0 1 2, 0 2 3):
    /// how `MeshCanvas` draws a picture or a rectangle.
    public static let quadIndices: [Int32] = [0, 1, 2, 0, 2, 3]
}

/// What a `MeshCanvas` needs from a backend: somewhere to send triangles and a way to rasterise text,
/// and optionally a place to keep retained layers.
public protocol MeshBackend: AnyObject {
    /// Draws a batch of triangles with straight-alpha blending.
    func render(_ batch: DrawBatch)
    /// Rasterises `text` in `font` at `pixelsPerPoint` pixels per point, in `color`'s red, green and blue
    /// on transparent (glyph coverage as alpha; `color`'s own alpha is left to the vertex colour, so a
    /// quad drawn with opaque white vertices shows the text as is); `nil` for empty text or when
    /// rasterising fails.
    func textImage(for text: String, font: Font, color: Color, pixelsPerPoint: Double) -> TextureImage?
    /// As `textImage(for:font:color:pixelsPerPoint:)`, laid out with the paragraph base `direction` (nil:
    /// from the text's first strong character). The default implementation ignores `direction`.
    func textImage(for text: String, font: Font, color: Color, pixelsPerPoint: Double, direction: LayoutDirection?) -> TextureImage?
    /// The measurer in points that matches `textImage`.
    var textMeasurer: TextMeasurer { get }

    /// The picture kept for `key` by an earlier `makeLayerImage`, marked as used; `nil` when none is kept.
    func layerImage(for key: LayerKey) -> TextureImage?
    /// Rasterises `batches` (untextured triangles in the target's pixels, in painting order, blended
    /// with straight alpha as `render` would) onto a transparent picture of `region`, keeps it for `key`
    /// and returns it. The picture drawn at `region` with opaque white vertices must look as the batches
    /// would have. `nil` when the backend keeps no layers (the canvas then renders the batches itself).
    func makeLayerImage(for key: LayerKey, region: PixelRect, batches: [DrawBatch]) -> TextureImage?
    /// One picture of `lines`, each as `textImage(for:font:color:pixelsPerPoint:)` rasterises its text in
    /// its own colour (`color` when it has none), with its top-left corner `offsets[i]` pixels from the
    /// picture's top-left corner, squashed to `MeshCanvas.squashedPixelHeight` of its height and faded by
    /// its colour's alpha, kept between frames (`offsets` has one entry per line; the lines' own origins are
    /// not used). Drawn with opaque white vertices as one quad on whole pixels, it must look exactly as the
    /// lines drawn one by one, each as a quad with white vertices of its colour's alpha; and so must the
    /// lines `drawTextGroup` draws of it. `nil` when the backend cannot promise that (for instance when
    /// lines overlap) or does not keep this group yet; the canvas then draws each line.
    func textGroupImage(for lines: [PlacedText], offsets: [PixelOffset], font: Font, color: Color, pixelsPerPoint: Double) -> TextGroupImage?
    /// Draws the lines at `lines` (indices into the group's lines) of the text group picture `texture`
    /// (from `textGroupImage`) whose top-left corner is at `origin` (pixels, unclipped by the canvas),
    /// each exactly as its own quad would be drawn. False, with nothing drawn, when the backend cannot draw
    /// part of a group (the canvas then draws those lines one by one).
    func drawTextGroup(_ texture: TextureHandle, at origin: PixelOffset, lines: [Int]) -> Bool
    /// Draws the whole of `texture` over `rect` (pixels, unclipped by the canvas), its vertices white with
    /// opacity `alpha` (0...1), when the backend can give exactly what `render` gives for that quad (two
    /// triangles 0 1 2, 0 2 3 over its corners from the top left, clockwise) without the batch: a canvas
    /// draws every text and picture this way first. False, with nothing drawn, sends the quad to `render`.
    func drawImage(_ texture: TextureHandle, in rect: Rect, alpha: Double) -> Bool
}

/// A kept picture of lines of text (`MeshBackend.textGroupImage`) and where each line's quad lies in it.
public struct TextGroupImage: Hashable, Sendable {
    public var image: TextureImage
    /// Each line's quad in the picture, in pixels, in the order of the lines (empty for a line squashed
    /// to nothing).
    public var lineRects: [PixelRect]

    public init(image: TextureImage, lineRects: [PixelRect]) {
        self.image = image
        self.lineRects = lineRects
    }
}

/// A whole-pixel offset, in pixels.
public struct PixelOffset: Hashable, Sendable {
    public var dx: Int
    public var dy: Int

    public init(dx: Int, dy: Int) {
        self.dx = dx
        self.dy = dy
    }
}

extension MeshBackend {
    /// A backend keeps no layers unless it says otherwise.
    public func layerImage(for key: LayerKey) -> TextureImage? { nil }

    /// A backend keeps no layers unless it says otherwise.
    public func makeLayerImage(for key: LayerKey, region: PixelRect, batches: [DrawBatch]) -> TextureImage? { nil }

    /// A backend draws every quad as a batch unless it says otherwise.
    public func drawImage(_ texture: TextureHandle, in rect: Rect, alpha: Double) -> Bool { false }

    /// A backend keeps no pictures of text groups unless it says otherwise.
    public func textGroupImage(
        for lines: [PlacedText], offsets: [PixelOffset], font: Font, color: Color, pixelsPerPoint: Double
    ) -> TextGroupImage? { nil }

    /// A backend draws a text group only as a whole quad unless it says otherwise.
    public func drawTextGroup(_ texture: TextureHandle, at origin: PixelOffset, lines: [Int]) -> Bool { false }

    public func textImage(for text: String, font: Font, color: Color, pixelsPerPoint: Double, direction: LayoutDirection?) -> TextureImage? {
        textImage(for: text, font: font, color: color, pixelsPerPoint: pixelsPerPoint)
    }

    /// `text` rasterised in white, to be tinted by vertex colour.
    public func textImage(for text: String, font: Font, pixelsPerPoint: Double) -> TextureImage? {
        textImage(for: text, font: font, color: .white, pixelsPerPoint: pixelsPerPoint)
    }
}
