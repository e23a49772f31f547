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

/// Triangles over shared vertices, ready for a backend to submit in one call.
public struct DrawBatch: Hashable, Sendable {
    public var vertices: [MeshVertex]
    /// Three indices into `vertices` per triangle.
    public var indices: [Int32]

    public init(vertices: [MeshVertex] = [], indices: [Int32] = []) {
        self.vertices = vertices
        self.indices = indices
    }

    /// The indices of one quad's two triangles over its corners from the top left, clockwise (0 1 2, 0 2 3).
    public static let quadIndices: [Int32] = [0, 1, 2, 0, 2, 3]
}

