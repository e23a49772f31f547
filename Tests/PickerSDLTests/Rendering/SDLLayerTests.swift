import PickerCore
import PickerSDL
import Testing

extension SDLTests {
    /// Retained layers on SDL's software renderer: pictures made by `MeshRasterizer`, kept in a bounded cache.
    @Suite struct Layers {
        init() throws { _ = try SDLTests.library() }

        static let background = Color(hex: 0xF2F2F7)

        /// Shapes that do not overlap one another: the picture's pixels are each one triangle's.
        ///
        /// The fill is on whole points: SDL's software renderer draws two triangles that form an
        /// axis-aligned rectangle as a rectangle fill with its size truncated, which leaves a one-pixel
        /// gap inside a fill at fractional coordinates. Pictures have no such gap, so they differ there.
        static func separateShapes(_ canvas: Canvas) {
            canvas.fillRoundedRect(Rect(x: 3, y: 4, width: 50, height: 22), cornerRadius: 7, color: .white)
            canvas.strokeRoundedRect(
                Rect(x: 60.5, y: 3, width: 40, height: 24), cornerRadius: 9, lineWidth: 2, color: Color(hex: 0x8E8E93))
            canvas.withClip(Rect(x: 105, y: 2, width: 30, height: 26), cornerRadius: 6) {
                canvas.strokePolyline(
                    [Point(x: 125, y: 8), Point(x: 115, y: 13.3), Point(x: 125, y: 18.7)], lineWidth: 1.5,
                    color: Color(red: 0.18, green: 0.38, blue: 0.86, alpha: 0.5))
            }
            canvas.strokeCircle(center: Point(x: 150.4, y: 15.2), radius: 9.3, lineWidth: 1.2, color: Color(hex: 0x2F61DB, alpha: 0.8))
        }

        /// A field with a tint and a border in one picture, where they overlap. SDL blends each triangle
        /// into the frame with 8-bit steps that round down (it divides by 256), a picture composites
        /// exactly and is blended once: where shapes overlap, they may be up to 3/255 apart.
        static func overlappingShapes(_ canvas: Canvas) {
            let field = Rect(x: 4, y: 4, width: 150, height: 22)
            canvas.fillRoundedRect(field, cornerRadius: 10, color: .white)
            canvas.fillRect(Rect(x: 50.33, y: 4, width: 50.33, height: 22), color: Color(hex: 0x2F61DB, alpha: 0.1))
            canvas.strokeRoundedRect(field.insetBy(dx: 1, dy: 1), cornerRadius: 9, lineWidth: 2, color: Color(hex: 0x8E8E93))
        }

        /// Renders `shapes` directly or as one layer picture; pictures place vertices as SDL's software
        /// renderer does unless `placement` says otherwise.
        static func render(
            scale: Double, inLayer: Bool, placement: MeshRasterizer.VertexPlacement = .truncatedToPixels,
            width: Double = 170, height: Double = 30, _ shapes: (Canvas) -> Void
        ) throws -> [UInt8] {
            let offscreen = try OffscreenRenderer(
                pixelWidth: Int(width * scale), pixelHeight: Int(height * scale), pixelsPerPoint: scale)
            offscreen.backend.layerPlacement = placement
            try offscreen.clear(background)
            let canvas = MeshCanvas(backend: offscreen.backend, pixelsPerPoint: scale)
            if inLayer {
                canvas.drawLayer("shapes", bounds: Rect(x: 0, y: 0, width: width, height: height)) { shapes(canvas) }
                #expect(canvas.layersDrawn == 1 && offscreen.backend.cacheStatistics.layerCount == 1)
            } else {
                shapes(canvas)
            }
            canvas.flush()
            try offscreen.present()
            #expect(offscreen.backend.lastError == nil)
            return try offscreen.rgbaPixels()
        }

        /// The pixels (x, y, and both RGBA values) where two images of `width` pixels differ by more than `tolerance`.
        static func differences(_ a: [UInt8], _ b: [UInt8], width: Int, tolerance: Int = 0) -> [String] {
            stride(from: 0, to: min(a.count, b.count), by: 4).compactMap { offset in
                let worst = (0..<4).map { abs(Int(a[offset + $0]) - Int(b[offset + $0])) }.max() ?? 0
                guard worst > tolerance else { return nil }
                let pixel = offset / 4
                return "(\(pixel % width), \(pixel / width)): \(Array(a[offset..<offset + 4])) vs \(Array(b[offset..<offset + 4]))"
            }
        }

        @Test(arguments: [1.0, 2.0])
        func aPictureOfSeparateShapesHasTheRenderersOwnPixels(scale: Double) throws {
            let direct = try Self.render(scale: scale, inLayer: false, Self.separateShapes)
            let layered = try Self.render(scale: scale, inLayer: true, Self.separateShapes)
            #expect(direct.contains { $0 < 200 })  // something was drawn
            let differing = Self.differences(direct, layered, width: Int(170 * scale))
            #expect(differing.isEmpty, "\(differing.count) pixels differ: \(differing.prefix(12))")
        }

        @Test(arguments: [1.0, 2.0])
        func aPictureOfOverlappingShapesIsWithinRoundingOfThem(scale: Double) throws {
            let direct = try Self.render(scale: scale, inLayer: false, Self.overlappingShapes)
            let layered = try Self.render(scale: scale, inLayer: true, Self.overlappingShapes)
            let differing = Self.differences(direct, layered, width: Int(170 * scale), tolerance: 3)
            #expect(differing.isEmpty, "\(differing.count) pixels differ: \(differing.prefix(12))")
        }

        @Test func aKeptPictureIsDrawnAgainWithoutRunningTheDrawing() throws {
            let offscreen = try OffscreenRenderer(pixelWidth: 170, pixelHeight: 30)
            var runs = 0
            var frames: [[UInt8]] = []
            for _ in 0..<3 {
                try offscreen.clear(Self.background)
                let canvas = MeshCanvas(backend: offscreen.backend, pixelsPerPoint: 1)
                canvas.drawLayer("shapes", bounds: Rect(x: 0, y: 0, width: 170, height: 30)) {
                    runs += 1
                    Self.separateShapes(canvas)
                }
                canvas.flush()
                try offscreen.present()
                frames.append(try offscreen.rgbaPixels())
            }
            #expect(runs == 1)
            #expect(frames[1] == frames[0] && frames[2] == frames[0])
            let statistics = offscreen.backend.cacheStatistics
            #expect(statistics.layerCount == 1 && statistics.layerByteCount == 172 * 32 * 4)
            #expect(offscreen.backend.lastError == nil)
        }

        @Test func theLayerCacheStaysBoundedAndPicturesStayDrawableUntilTrimmed() throws {
            let limits = SDLMeshBackend.CacheLimits(maxLayerBytes: 40 * 32 * 4 * 5, maxLayerCount: 8)
            let offscreen = try OffscreenRenderer(pixelWidth: 200, pixelHeight: 40, cacheLimits: limits)
            let backend = offscreen.backend
            var maxCount = 0, maxBytes = 0
            for frame in 0..<10 {
                try offscreen.clear(Self.background)
                let canvas = MeshCanvas(backend: backend, pixelsPerPoint: 1)
                // 20 new pictures in one frame, more than the cache keeps: all must draw before the trim.
                for index in 0..<20 {
                    canvas.drawLayer(frame * 20 + index, bounds: Rect(x: 1, y: 1, width: 38, height: 30)) {
                        canvas.fillRoundedRect(Rect(x: 1, y: 1, width: 38, height: 30), cornerRadius: 6, color: .white)
                    }
                }
                canvas.flush()
                #expect(canvas.layersDrawn == 20)
                #expect(backend.lastError == nil)
                try offscreen.present()  // trims the caches
                maxCount = max(maxCount, backend.cacheStatistics.layerCount)
                maxBytes = max(maxBytes, backend.cacheStatistics.layerByteCount)
            }
            #expect(maxCount <= 5)  // the byte budget holds five 40 x 32 pictures
            #expect(maxBytes <= limits.maxLayerBytes)
            #expect(backend.cacheStatistics.layerEvictionCount >= 200 - 5)
            // The text cache's limits are its own.
            #expect(backend.cacheLimits.maxCount == SDLMeshBackend.CacheLimits().maxCount)
        }

        /// SDL's software renderer truncates the vertices it draws to whole pixels, which dents arcs; layer
        /// pictures keep sub-pixel positions there too (the default), so a circle centred on a pixel corner
        /// comes out mirror-symmetric in a picture and lopsided when SDL draws its triangles.
        @Test func picturesKeepSubpixelPositionsOnTheSoftwareRenderer() throws {
            #expect(try OffscreenRenderer(pixelWidth: 4, pixelHeight: 4).backend.layerPlacement == .subpixel)
            let ring: (Canvas) -> Void = { canvas in
                canvas.strokeCircle(center: Point(x: 15, y: 15), radius: 9.3, lineWidth: 1.5, color: Color(hex: 0x2F61DB))
            }
            func isMirrorSymmetric(_ rgba: [UInt8]) -> Bool {
                for y in 0..<30 {
                    for x in 0..<15 {
                        let a = (y * 30 + x) * 4, b = (y * 30 + 29 - x) * 4
                        if (0..<3).contains(where: { abs(Int(rgba[a + $0]) - Int(rgba[b + $0])) > 2 }) { return false }
                    }
                }
                return true
            }
            let direct = try Self.render(scale: 1, inLayer: false, width: 30, height: 30, ring)
            let picture = try Self.render(scale: 1, inLayer: true, placement: .subpixel, width: 30, height: 30, ring)
            #expect(picture.contains { $0 < 200 })
            #expect(isMirrorSymmetric(picture))
            #expect(!isMirrorSymmetric(direct))
        }
    }
}
