import PickerCore
import Testing

/// What a geometry renderer is asked to draw: one draw per change of texture or clip rectangle, rectangles
/// on the pixel grid left to the renderer's clip, other clips cut on the CPU.
@Suite struct GeometryBatcherTests {
    final class Texture {}

    /// A square's two triangles at `x`.
    private func square(x: Double, size: Double = 10) -> (vertices: [MeshVertex], indices: [Int32]) {
        let corners = [Point(x: x, y: 0), Point(x: x + size, y: 0), Point(x: x + size, y: size), Point(x: x, y: size)]
        return (corners.map { MeshVertex(position: $0, color: .black) }, DrawBatch.quadIndices)
    }

    private func draws(_ body: (inout GeometryBatcher<Texture, Point>, (GeometryBatcher<Texture, Point>.Draw) -> Void) -> Void)
        -> [GeometryBatcher<Texture, Point>.Draw]
    {
        var batcher = GeometryBatcher<Texture, Point> { $0.position }
        var made: [GeometryBatcher<Texture, Point>.Draw] = []
        body(&batcher) { made.append($0) }
        batcher.flush { made.append($0) }
        return made
    }

    @Test func shapesWithTheSameTextureAndClipAreOneDraw() {
        let made = draws { batcher, draw in
            for x in [0.0, 20, 40] {
                let shape = square(x: x)
                batcher.append(vertices: shape.vertices, indices: shape.indices, texture: nil, clip: nil, draw: draw)
            }
        }
        #expect(made.count == 1)
        #expect(made.first?.indices.count == 18)
        // Each square's indices point at its own vertices.
        #expect(made.first.map { Array($0.indices[12...]) } == [8, 9, 10, 8, 10, 11])
    }

    @Test func aTextureBetweenShapesSplitsTheDraws() {
        let text = Texture()
        let made = draws { batcher, draw in
            for (x, texture) in [(0.0, nil), (20, text), (40, nil)] as [(Double, Texture?)] {
                let shape = square(x: x)
                batcher.append(vertices: shape.vertices, indices: shape.indices, texture: texture, clip: nil, draw: draw)
            }
        }
        #expect(made.map { $0.texture === text } == [false, true, false])
    }

    @Test func aRectangleOnThePixelGridIsTheRenderersClipAndCutsNothing() {
        let clip = ConvexClipRegion.roundedRect(Rect(x: 5, y: 0, width: 20, height: 8), cornerRadius: 0)
        let made = draws { batcher, draw in
            let shape = square(x: 0)
            batcher.append(vertices: shape.vertices, indices: shape.indices, texture: nil, clip: clip, draw: draw)
        }
        #expect(made.count == 1)
        #expect(made.first?.clipRect == PixelRect(x: 5, y: 0, width: 20, height: 8))
        #expect(made.first?.vertices == square(x: 0).vertices.map(\.position))
    }

    @Test func aRoundedClipIsCutOnTheCPU() {
        let clip = ConvexClipRegion.roundedRect(Rect(x: 5, y: 0, width: 20, height: 8), cornerRadius: 3)
        let made = draws { batcher, draw in
            let shape = square(x: 0)
            batcher.append(vertices: shape.vertices, indices: shape.indices, texture: nil, clip: clip, draw: draw)
        }
        #expect(made.count == 1)
        #expect(made.first?.clipRect == nil)
        let positions = made.first?.vertices ?? []
        #expect(!positions.isEmpty)
        #expect(positions.allSatisfy { $0.x >= 5 - 1e-9 && $0.y <= 8 + 1e-9 })
    }

    @Test func aClipRectangleChangeSplitsTheDraws() {
        let left = ConvexClipRegion.roundedRect(Rect(x: 0, y: 0, width: 10, height: 10), cornerRadius: 0)
        let right = ConvexClipRegion.roundedRect(Rect(x: 10, y: 0, width: 10, height: 10), cornerRadius: 0)
        let made = draws { batcher, draw in
            for clip in [left, left, right] {
                let shape = square(x: 0, size: 20)
                batcher.append(vertices: shape.vertices, indices: shape.indices, texture: nil, clip: clip, draw: draw)
            }
        }
        #expect(made.map(\.clipRect) == [PixelRect(x: 0, y: 0, width: 10, height: 10), PixelRect(x: 10, y: 0, width: 10, height: 10)])
        #expect(made.map(\.indices.count) == [12, 6])
    }

    @Test func anEmptyClipDrawsNothing() {
        let made = draws { batcher, draw in
            let shape = square(x: 0)
            batcher.append(
                vertices: shape.vertices, indices: shape.indices, texture: nil, clip: ConvexClipRegion(polygon: []), draw: draw)
        }
        #expect(made.isEmpty)
    }
}
