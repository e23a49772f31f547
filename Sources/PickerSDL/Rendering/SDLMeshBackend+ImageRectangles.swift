import CSDL2
import PickerCore

extension SDLMeshBackend {
    /// On the software renderer: draws `batch` as one `SDL_RenderCopy` when it is a single axis-aligned
    /// rectangle showing part of its texture pixel for pixel with opaque white vertices: a layer picture
    /// or a line of text cut by a clip. SDL would draw it as two textured triangles, which its software
    /// renderer walks pixel by pixel (and which SDL 2.26 was seen to crash on for a large picture cut
    /// mid-way at 2x). Like SDL there, the rectangle is truncated to whole pixels.
    /// - Returns: false for anything else (drawn as usual).
    func renderImageRectangle(_ batch: DrawBatch) -> Bool {
        guard drawsPicturesInParts, let handle = batch.texture, let texture = textures[handle.id],
            let (destination, source) = Self.imageRectangle(
                batch, textureWidth: Double(texture.pixelWidth), textureHeight: Double(texture.pixelHeight))
        else { return false }
        guard destination.w > 0, destination.h > 0 else { return true }
        var from = source, to = destination
        if SDL_RenderCopy(renderer.pointer, texture.pointer, &from, &to) < 0 { lastError = .current("SDL_RenderCopy") }
        return true
    }

    /// The target and texture rectangles (pixels) of `batch` when it is four vertices at the corners of
    /// an axis-aligned rectangle, mapped 1:1 onto a rectangle of the texture, with opaque white vertices.
    static func imageRectangle(_ batch: DrawBatch, textureWidth: Double, textureHeight: Double) -> (SDL_Rect, SDL_Rect)? {
        let v = batch.vertices
        guard v.count == 4, batch.indices.count == 6, v.allSatisfy({ $0.color == .white }) else { return nil }
        let xs = v.map(\.position.x), ys = v.map(\.position.y)
        let us = v.map { $0.texCoord.x * textureWidth }, vs = v.map { $0.texCoord.y * textureHeight }
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max(),
            let minU = us.min(), let maxU = us.max(), let minV = vs.min(), let maxV = vs.max(),
            maxX > minX, maxY > minY
        else { return nil }
        let epsilon = 0.001
        func near(_ a: Double, _ b: Double) -> Bool { abs(a - b) < epsilon }
        // 1:1, and every vertex a corner whose texture coordinate is the matching corner of the texture part.
        guard near(maxX - minX, maxU - minU), near(maxY - minY, maxV - minV) else { return nil }
        var corners = Set<Int>()
        for i in 0..<4 {
            let left = near(xs[i], minX), right = near(xs[i], maxX), top = near(ys[i], minY), bottom = near(ys[i], maxY)
            guard left || right, top || bottom else { return nil }
            guard near(us[i], left ? minU : maxU), near(vs[i], top ? minV : maxV) else { return nil }
            corners.insert((left ? 0 : 1) + (top ? 0 : 2))
        }
        guard corners.count == 4 else { return nil }
        // The two triangles must cover the rectangle: a fan or a strip over its four corners.
        let triangles = [Array(batch.indices[0..<3]), Array(batch.indices[3..<6])].map { Set($0.map(Int.init)) }
        guard triangles.allSatisfy({ $0.count == 3 }), triangles[0].union(triangles[1]).count == 4 else { return nil }
        let x0 = Int32(minX.rounded(.towardZero)), y0 = Int32(minY.rounded(.towardZero))
        let x1 = Int32(maxX.rounded(.towardZero)), y1 = Int32(maxY.rounded(.towardZero))
        let u0 = Int32((minU + Double(x0) - minX).rounded()), v0 = Int32((minV + Double(y0) - minY).rounded())
        let width = x1 - x0, height = y1 - y0
        guard u0 >= 0, v0 >= 0, Double(u0 + width) <= textureWidth + epsilon, Double(v0 + height) <= textureHeight + epsilon
        else { return nil }
        return (SDL_Rect(x: x0, y: y0, w: width, h: height), SDL_Rect(x: u0, y: v0, w: width, h: height))
    }
}
