/// Gathers triangles for a renderer that draws geometry (`SDL_RenderGeometry`), in as few draws as the
/// renderer allows: one per change of texture or clip rectangle, as Dear ImGui's SDL backends do.
///
/// A clip that is a rectangle on the pixel grid is left to the renderer's clip rectangle, which cuts
/// exactly there; only other clips (rounded corners) cut triangles on the CPU. Vertices are written once,
/// in the renderer's own layout (`Vertex`), by `makeVertex`.
public struct GeometryBatcher<Texture: AnyObject, Vertex> {
    /// One draw: triangles over one texture (or none), cut to one clip rectangle (or none).
    public struct Draw {
        public var texture: Texture?
        public var clipRect: PixelRect?
        public var vertices: [Vertex]
        public var indices: [Int32]
    }

    private let makeVertex: (MeshVertex) -> Vertex
    private var clipper = MeshClipper()
    private var cut = DrawBatch()
    private var pending: Draw
    private var hasPending = false

    /// A batcher that writes each vertex with `makeVertex`.
    public init(makeVertex: @escaping (MeshVertex) -> Vertex) {
        self.makeVertex = makeVertex
        pending = Draw(texture: nil, clipRect: nil, vertices: [], indices: [])
    }

    /// Adds the triangles `indices` over `vertices` drawn with `texture`, cut to `clip`. When they cannot
    /// join the draw being gathered (another texture or clip rectangle), that draw is handed to `draw` first.
    public mutating func append(
        vertices: [MeshVertex], indices: [Int32], texture: Texture?, clip: ConvexClipRegion?, draw: (Draw) -> Void
    ) {
        if let clip, clip.isEmpty { return }
        let clipRect = clip.flatMap(Self.wholePixelRect)
        let renderClip = clip == nil ? nil : clipRect
        if hasPending, pending.texture !== texture || pending.clipRect != renderClip { flush(draw) }
        pending.texture = texture
        pending.clipRect = renderClip
        hasPending = true
        cut.vertices.removeAll(keepingCapacity: true)
        cut.indices.removeAll(keepingCapacity: true)
        clipper.append(vertices: vertices, indices: indices, to: &cut, clip: clipRect == nil ? clip : nil)
        let base = Int32(pending.vertices.count)
        for vertex in cut.vertices { pending.vertices.append(makeVertex(vertex)) }
        for index in cut.indices { pending.indices.append(base + index) }
    }

    /// Hands the draw being gathered, if it has triangles, to `draw`.
    public mutating func flush(_ draw: (Draw) -> Void) {
        if hasPending, !pending.indices.isEmpty { draw(pending) }
        pending.vertices.removeAll(keepingCapacity: true)
        pending.indices.removeAll(keepingCapacity: true)
        hasPending = false
    }

    /// `region` as whole pixels when it is exactly an axis-aligned rectangle on the pixel grid, else nil.
    static func wholePixelRect(_ region: ConvexClipRegion) -> PixelRect? {
        let bounds = region.bounds
        guard region.safeRect == bounds else { return nil }
        let edges = [bounds.minX, bounds.minY, bounds.maxX, bounds.maxY]
        guard edges.allSatisfy({ $0 == $0.rounded() && abs($0) < 1e9 }) else { return nil }
        return PixelRect(x: Int(bounds.minX), y: Int(bounds.minY), width: Int(bounds.width), height: Int(bounds.height))
    }
}
