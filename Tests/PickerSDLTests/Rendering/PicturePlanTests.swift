import CSDL2
import PickerCore
import Testing
@testable import PickerSDL

extension SDLTests {
    /// Layer pictures drawn in parts on the software renderer: a uniform core copied or skipped, strips blended.
    @Suite struct PictureParts {
        init() throws { _ = try SDLTests.library() }

        /// Alpha bytes from rows of characters: "#" opaque, "." transparent, anything else half.
        static func alpha(_ rows: [String]) -> (width: Int, height: Int, alpha: [UInt8]) {
            let bytes = rows.flatMap { row in row.map { $0 == "#" ? UInt8(255) : $0 == "." ? 0 : 128 } }
            return (rows.first?.count ?? 0, rows.count, bytes)
        }

        @Test func theLargestRectangleIsFound() {
            let (width, height, alpha) = Self.alpha([
                "..##....",
                ".#####..",
                ".######.",
                "..####..",
            ])
            let rect = PicturePlan.largestRect(width: width, height: height) { alpha[$1 * width + $0] == 255 }
            #expect(rect == PixelRect(x: 2, y: 1, width: 4, height: 3))
        }

        /// A picture like a field's background: a transparent margin, soft corners, an opaque inside.
        static func field(width: Int, height: Int) -> (width: Int, height: Int, alpha: [UInt8]) {
            let rows = (0..<height).map { y in
                String((0..<width).map { x -> Character in
                    if x < 2 || y < 2 || x >= width - 2 || y >= height - 2 { return "." }
                    let corner = (x < 6 || x >= width - 6) && (y < 6 || y >= height - 6)
                    return corner ? "+" : "#"
                })
            }
            return alpha(rows)
        }

        @Test func aFieldIsItsOpaqueInsideAndStripsAroundIt() throws {
            let (width, height, alpha) = Self.field(width: 120, height: 40)
            let plan = PicturePlan(width: width, height: height, alpha: alpha)
            let core = try #require(plan.core)
            #expect(plan.coreKind == .opaque)
            #expect(core.area >= 108 * 28)
            // Strips and core never overlap, stay inside the picture and hold every visible pixel between them.
            let parts = plan.strips + [core]
            for (index, part) in parts.enumerated() {
                #expect(part.x >= 0 && part.y >= 0 && part.x + part.width <= width && part.y + part.height <= height)
                for other in parts[(index + 1)...] {
                    #expect(part.rect.intersection(other.rect).isEmpty, "\(part) overlaps \(other)")
                }
            }
            for y in 0..<height {
                for x in 0..<width where alpha[y * width + x] != 0 {
                    #expect(parts.contains { $0.rect.contains(Point(x: Double(x) + 0.5, y: Double(y) + 0.5)) })
                }
            }
            // The transparent margin is left out of the strips.
            #expect(plan.strips.allSatisfy { $0.x >= 2 && $0.y >= 2 })
        }

        @Test func aRingIsItsTransparentMiddleSkipped() throws {
            let rows = (0..<40).map { y in
                String((0..<120).map { x -> Character in x < 3 || y < 3 || x >= 117 || y >= 37 ? "+" : "." })
            }
            let (width, height, alpha) = Self.alpha(rows)
            let plan = PicturePlan(width: width, height: height, alpha: alpha)
            #expect(plan.coreKind == .transparent && plan.core == PixelRect(x: 3, y: 3, width: 114, height: 34))
            #expect(plan.strips.count == 4)
        }

        @Test func aPictureWithoutALargeUniformCoreIsDrawnWhole() {
            let (width, height, alpha) = Self.alpha((0..<30).map { y in
                String((0..<30).map { x -> Character in (x + y) % 3 == 0 ? "#" : "+" })
            })
            let plan = PicturePlan(width: width, height: height, alpha: alpha)
            #expect(plan.core == nil && plan.strips == [PixelRect(x: 0, y: 0, width: 30, height: 30)])
        }

        /// A field with a border and a chevron, in two layers as a mini picker draws it.
        static func render(inParts: Bool, scale: Double) throws -> (pixels: [UInt8], partsUsed: Int) {
            let offscreen = try OffscreenRenderer(
                pixelWidth: Int(220 * scale), pixelHeight: Int(60 * scale), pixelsPerPoint: scale)
            offscreen.backend.drawsPicturesInParts = inParts
            try offscreen.clear(Color(hex: 0xF2F2F7))
            let canvas = MeshCanvas(backend: offscreen.backend, pixelsPerPoint: scale)
            let field = Rect(x: 20, y: 8, width: 180, height: 44)
            canvas.drawLayer("under", bounds: field) {
                canvas.fillRoundedRect(field, cornerRadius: 10, color: .white)
            }
            canvas.drawText("Nov", font: Font(size: 17), color: .black, at: Point(x: 95, y: 18))
            canvas.drawLayer("over", bounds: field) {
                canvas.strokeRoundedRect(field.insetBy(dx: 1, dy: 1), cornerRadius: 9, lineWidth: 2, color: Color(hex: 0x8E8E93))
                canvas.strokePolyline(
                    [Point(x: 36, y: 25), Point(x: 26, y: 30), Point(x: 36, y: 35)], lineWidth: 1.5,
                    color: Color(red: 0.18, green: 0.38, blue: 0.86, alpha: 0.5))
            }
            canvas.flush()
            try offscreen.present()
            #expect(offscreen.backend.lastError == nil)
            return (try offscreen.rgbaPixels(), offscreen.backend.layers.countWithParts)
        }

        @Test(arguments: [1.0, 2.0])
        func drawingInPartsGivesTheSamePixelsAsDrawingWhole(scale: Double) throws {
            let whole = try Self.render(inParts: false, scale: scale)
            let parts = try Self.render(inParts: true, scale: scale)
            #expect(whole.partsUsed == 0 && parts.partsUsed == 2)
            let differing = zip(parts.pixels, whole.pixels).filter { $0 != $1 }.count
            #expect(differing == 0)
        }

        /// A card whose opaque inside reaches its rounded border at the corners (a demo page's card) is drawn
        /// with a core of its one inside colour, filled straight into the target, not copied from a picture;
        /// the pixels are those of drawing it whole.
        @Test(arguments: [1.0, 2.0])
        func aCardsInsideIsOneColourFilledDirectly(scale: Double) throws {
            func render(inParts: Bool) throws -> (pixels: [UInt8], core: PixelRect?, color: SDL_Color?) {
                let offscreen = try OffscreenRenderer(pixelWidth: Int(360 * scale), pixelHeight: Int(260 * scale), pixelsPerPoint: scale)
                offscreen.backend.drawsPicturesInParts = inParts
                try offscreen.clear(Color(hex: 0xF2F2F7))
                let canvas = MeshCanvas(backend: offscreen.backend, pixelsPerPoint: scale)
                let card = Rect(x: 11, y: 12, width: 338, height: 234)
                canvas.drawLayer("card", bounds: card) {
                    canvas.fillRoundedRect(card, cornerRadius: 14, color: .white)
                    canvas.strokeRoundedRect(card.insetBy(dx: 0.25, dy: 0.25), cornerRadius: 13.75, lineWidth: 0.5,
                                             color: Color(hex: 0x8E8E93).multiplyingAlpha(by: 0.6))
                }
                canvas.flush()
                try offscreen.present()
                #expect(offscreen.backend.lastError == nil)
                let parts = offscreen.backend.layers.allParts.first
                return (try offscreen.rgbaPixels(), parts?.plan.core, parts?.coreColor)
            }
            let whole = try render(inParts: false)
            let parts = try render(inParts: true)
            let core = try #require(parts.core)
            #expect(parts.color.map { [$0.r, $0.g, $0.b, $0.a] } == [255, 255, 255, 255], "a core of one colour: \(core)")
            #expect(core.area * 10 >= Int(322 * 228 * scale * scale) * 9, "most of the inside: \(core)")
            #expect(zip(parts.pixels, whole.pixels).filter { $0 != $1 }.isEmpty)
        }

        /// The histogram search finds a rectangle of the largest area there is, on random pictures
        /// (checked against trying every rectangle), and the rectangle it finds is all in.
        @Test func theLargestRectangleHasTheLargestArea() {
            var random = SystemRandomNumberGenerator()
            for _ in 0..<40 {
                let width = Int.random(in: 1...11, using: &random), height = Int.random(in: 1...9, using: &random)
                let bytes = (0..<width * height).map { _ in UInt8(Int.random(in: 0...9, using: &random) < 7 ? 255 : 0) }
                let found = PicturePlan.largestRect(width: width, height: height, bytes: bytes, equalTo: 255)
                var largest = 0
                for top in 0..<height {
                    for left in 0..<width {
                        for bottom in top..<height {
                            for right in left..<width {
                                let all = (top...bottom).allSatisfy { y in (left...right).allSatisfy { bytes[y * width + $0] == 255 } }
                                if all { largest = max(largest, (bottom - top + 1) * (right - left + 1)) }
                            }
                        }
                    }
                }
                #expect(found.area == largest, "\(width) x \(height): \(bytes)")
                for y in found.y..<(found.y + found.height) {
                    for x in found.x..<(found.x + found.width) { #expect(bytes[y * width + x] == 255) }
                }
            }
        }

        /// A picture smaller than the smallest core worth drawing apart is drawn whole without looking for
        /// one; at that size and above the search still runs.
        @Test func aPictureTooSmallForACoreIsDrawnWhole() throws {
            let side = 45  // 45 x 45 = 2025 pixels, under `minimumCoreArea`
            #expect(side * side < PicturePlan.minimumCoreArea && (side + 1) * (side + 1) >= PicturePlan.minimumCoreArea)
            let small = PicturePlan(width: side, height: side, alpha: [UInt8](repeating: 0, count: side * side))
            #expect(small.core == nil)
            #expect(small.strips == [PixelRect(x: 0, y: 0, width: side, height: side)])
            let large = PicturePlan(width: side + 1, height: side + 1, alpha: [UInt8](repeating: 0, count: (side + 1) * (side + 1)))
            #expect(large.core == PixelRect(x: 0, y: 0, width: side + 1, height: side + 1))
            #expect(large.coreKind == .transparent && large.strips.isEmpty)
        }

        /// The entry found by a picture's texture (drawing looks it up for every textured batch) follows
        /// the cache: replaced and evicted pictures are no longer found.
        @Test func picturesAreFoundByTheirTextureUntilReplacedOrEvicted() throws {
            let offscreen = try OffscreenRenderer(pixelWidth: 64, pixelHeight: 64)
            let backend = offscreen.backend
            let key = LayerKey(content: AnyHashable("ring"), pixelWidth: 8, pixelHeight: 8, boundsOffset: .zero, pixelsPerPoint: 1)
            let region = PixelRect(x: 0, y: 0, width: 8, height: 8)
            let batch = DrawBatch(
                vertices: [
                    MeshVertex(position: Point(x: 0, y: 0), color: .black), MeshVertex(position: Point(x: 8, y: 0), color: .black),
                    MeshVertex(position: Point(x: 8, y: 8), color: .black),
                ],
                indices: [0, 1, 2])
            let first = try #require(backend.makeLayerImage(for: key, region: region, batches: [batch]))
            #expect(backend.layers.peek(texture: first.texture)?.image == first)
            let second = try #require(backend.makeLayerImage(for: key, region: region, batches: [batch]))
            #expect(backend.layers.peek(texture: first.texture) == nil)
            #expect(backend.layers.peek(texture: second.texture)?.image == second)
            #expect(backend.layers.trim().isEmpty)
            let emptied = LayerCache(maxBytes: 0, maxCount: 0)
            emptied.insert(try #require(backend.layers.peek(texture: second.texture)), for: key)
            #expect(emptied.peek(texture: second.texture) != nil)
            #expect(emptied.trim().count == 1)
            #expect(emptied.peek(texture: second.texture) == nil)
        }
    }
}
