/// Appends meshes to a batch, cutting them to a clip region; keeps its working storage between calls.
public struct MeshClipper {
    public init() {}

    private var remap: [Int32] = []
    private var polygon: [MeshVertex] = []
    private var scratch: [MeshVertex] = []

    /// Appends the triangles `indices` over `vertices` to `batch`, cut to `clip` when there is one.
    /// Returns the number of triangles appended. Triangles wholly inside keep sharing their vertices.
    @discardableResult
    public mutating func append(
        vertices: [MeshVertex], indices: [Int32], to batch: inout DrawBatch, clip: ConvexClipRegion?
    ) -> Int {
        let base = Int32(batch.vertices.count)
        guard let clip else {
            batch.vertices.append(contentsOf: vertices)
            Self.append(indices, offsetBy: base, to: &batch.indices)
            return indices.count / 3
        }
        if clip.isEmpty { return 0 }

        // The whole mesh inside the safe rectangle: no per-triangle work.
        let safe = clip.safeRect
        if !safe.isEmpty, vertices.allSatisfy({
            $0.position.x >= safe.minX && $0.position.x <= safe.maxX
                && $0.position.y >= safe.minY && $0.position.y <= safe.maxY
        }) {
            batch.vertices.append(contentsOf: vertices)
            Self.append(indices, offsetBy: base, to: &batch.indices)
            return indices.count / 3
        }

        remap.removeAll(keepingCapacity: true)
        remap.append(contentsOf: repeatElement(-1, count: vertices.count))
        var appended = 0
        var index = 0
        while index + 2 < indices.count {
            let corners = (Int(indices[index]), Int(indices[index + 1]), Int(indices[index + 2]))
            index += 3
            let a = vertices[corners.0], b = vertices[corners.1], c = vertices[corners.2]
            switch clip.coverage(a.position, b.position, c.position) {
            case .outside:
                continue
            case .inside:
                for corner in [corners.0, corners.1, corners.2] where remap[corner] < 0 {
                    remap[corner] = Int32(batch.vertices.count)
                    batch.vertices.append(vertices[corner])
                }
                batch.indices.append(remap[corners.0])
                batch.indices.append(remap[corners.1])
                batch.indices.append(remap[corners.2])
                appended += 1
            case .crossing:
                polygon.removeAll(keepingCapacity: true)
                polygon.append(contentsOf: [a, b, c])
                clip.clip(&polygon, scratch: &scratch)
                guard polygon.count >= 3 else { continue }
                let first = Int32(batch.vertices.count)
                batch.vertices.append(contentsOf: polygon)
                for fan in 1..<Int32(polygon.count - 1) {
                    batch.indices.append(contentsOf: [first, first + fan, first + fan + 1])
                }
                appended += polygon.count - 2
            }
        }
        return appended
    }

    /// Appends `indices` plus `base` to `target` without making a temporary array.
    private static func append(_ indices: [Int32], offsetBy base: Int32, to target: inout [Int32]) {
        for index in indices { target.append(index + base) }
    }
}
