import Testing
@testable import PickerCore

@Suite struct MeshRasterizerTests {
    /// Two triangles covering `rect` (pixels) in one colour, sharing the diagonal.
    func rectangle(_ rect: Rect, color: Color) -> DrawBatch {
        let corners = [
            Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY),
            Point(x: rect.maxX, y: rect.maxY), Point(x: rect.minX, y: rect.maxY),
        ]
        return DrawBatch(vertices: corners.map { MeshVertex(position: $0, color: color) }, indices: [0, 1, 2, 0, 2, 3])
    }

    /// The alpha bytes of the picture, one string per row ("." for 0, "#" for 255, "+" otherwise).
    func alphaRows(_ rasterizer: MeshRasterizer) -> [String] {
        let bytes = rasterizer.straightRGBA()
        let width = rasterizer.region.width
        return (0..<rasterizer.region.height).map { y in
            String((0..<width).map { x -> Character in
                switch bytes[(y * width + x) * 4 + 3] {
                case 0: "."
                case 255: "#"
                default: "+"
                }
            })
        }
    }

    @Test func aRectangleCoversThePixelsWhoseCentresAreInside() {
        var rasterizer = MeshRasterizer(region: PixelRect(x: 0, y: 0, width: 8, height: 5), placement: .subpixel)
        rasterizer.draw(rectangle(Rect(x: 2, y: 1, width: 4, height: 3), color: .black))
        #expect(alphaRows(rasterizer) == ["........", "..####..", "..####..", "..####..", "........"])
    }

    @Test func trianglesSharingAnEdgeNeverBothCoverAPixel() {
        // Half-transparent: a pixel on the diagonal covered twice would be 3/4 opaque.
        var rasterizer = MeshRasterizer(region: PixelRect(x: 0, y: 0, width: 9, height: 9), placement: .truncatedToPixels)
        rasterizer.draw(rectangle(Rect(x: 1, y: 1, width: 7, height: 7), color: Color(red: 1, green: 0, blue: 0, alpha: 0.5)))
        let bytes = rasterizer.straightRGBA()
        let alphas = stride(from: 3, to: bytes.count, by: 4).map { bytes[$0] }
        #expect(Set(alphas) == [0, 128])
        #expect(alphas.filter { $0 == 128 }.count == 49)
    }

    @Test func truncatedPlacementDropsTheFractionsAsSDLsSoftwareRendererDoes() {
        let rect = Rect(x: 1.7, y: 1.2, width: 3.1, height: 1.9)  // 1.7...4.8 x 1.2...3.1
        var truncated = MeshRasterizer(region: PixelRect(x: 0, y: 0, width: 6, height: 4), placement: .truncatedToPixels)
        truncated.draw(rectangle(rect, color: .black))
        // Truncated to 1...4 x 1...3: columns 1, 2, 3 and rows 1, 2.
        #expect(alphaRows(truncated) == ["......", ".###..", ".###..", "......"])
        var subpixel = MeshRasterizer(region: PixelRect(x: 0, y: 0, width: 6, height: 4), placement: .subpixel)
        subpixel.draw(rectangle(rect, color: .black))
        // Centres 2.5, 3.5, 4.5 across and 1.5, 2.5 down are inside.
        #expect(alphaRows(subpixel) == ["......", "..###.", "..###.", "......"])
    }

    @Test func theRegionOffsetsTargetCoordinates() {
        var rasterizer = MeshRasterizer(region: PixelRect(x: 100, y: 50, width: 4, height: 3), placement: .subpixel)
        rasterizer.draw(rectangle(Rect(x: 101, y: 51, width: 2, height: 1), color: .white))
        // Far outside the region: drawn into nothing, without trouble.
        rasterizer.draw(rectangle(Rect(x: -5000, y: 9000, width: 20000, height: 3), color: .white))
        #expect(alphaRows(rasterizer) == ["....", ".##.", "...."])
    }

    @Test func coloursInterpolateAcrossATriangle() {
        let clear = Color(red: 0, green: 0, blue: 1, alpha: 0)
        let blue = Color(red: 0, green: 0, blue: 1, alpha: 1)
        var rasterizer = MeshRasterizer(region: PixelRect(x: 0, y: 0, width: 10, height: 1), placement: .subpixel)
        let vertices = [
            MeshVertex(position: Point(x: 0, y: 0), color: clear), MeshVertex(position: Point(x: 10, y: 0), color: blue),
            MeshVertex(position: Point(x: 10, y: 1), color: blue), MeshVertex(position: Point(x: 0, y: 1), color: clear),
        ]
        rasterizer.draw(DrawBatch(vertices: vertices, indices: [0, 1, 2, 0, 2, 3]))
        let bytes = rasterizer.straightRGBA()
        let alphas = (0..<10).map { Int(bytes[$0 * 4 + 3]) }
        // 255 * (x + 0.5) / 10 rounded down, within a step of the exact ramp.
        for (x, alpha) in alphas.enumerated() {
            #expect(abs(Double(alpha) - 25.5 * (Double(x) + 0.5)) <= 1)
        }
        #expect(alphas == alphas.sorted())
        // The colour of a translucent pixel stays the vertices' colour, not darkened by premultiplying.
        #expect(bytes[0..<3] == [0, 0, 255])
    }

    @Test func overlappingTrianglesCompositeWithStraightAlphaOver() {
        var rasterizer = MeshRasterizer(region: PixelRect(x: 0, y: 0, width: 2, height: 2), placement: .subpixel)
        rasterizer.draw(rectangle(Rect(x: 0, y: 0, width: 2, height: 2), color: Color(red: 1, green: 0, blue: 0, alpha: 0.5)))
        rasterizer.draw(rectangle(Rect(x: 0, y: 0, width: 1, height: 2), color: Color(red: 0, green: 0, blue: 1, alpha: 0.5)))
        let bytes = rasterizer.straightRGBA()
        // Blue half over red half (alpha 128/255 each): alpha about 1 - 0.5 * 0.5 = 0.75, colour
        // (0.25 red + 0.5 blue) / 0.75.
        #expect(Array(bytes[0..<4]) == [85, 0, 170, 192])
        #expect(Array(bytes[4..<8]) == [255, 0, 0, 128])
    }

    @Test func texturedBatchesAreSkipped() {
        var rasterizer = MeshRasterizer(region: PixelRect(x: 0, y: 0, width: 4, height: 4), placement: .subpixel)
        var batch = rectangle(Rect(x: 0, y: 0, width: 4, height: 4), color: .white)
        batch.texture = TextureHandle(id: 1)
        rasterizer.draw(batch)
        #expect(rasterizer.straightRGBA().allSatisfy { $0 == 0 })
    }

    @Test func pixelRectEnclosesFractionalRectsWithAMargin() {
        #expect(PixelRect(enclosing: Rect(x: 10.5, y: 3, width: 5, height: 2.2), margin: 1)
            == PixelRect(x: 9, y: 2, width: 8, height: 5))
        #expect(PixelRect(enclosing: Rect(x: 1, y: 1, width: 0, height: 4)).isEmpty)
    }
}
