import CPixelBlend
import Testing
@testable import PickerCore

/// Gives every text a mask 3 pixels wide per character and `rows` tall, whose row `y` has coverage
/// `rowCoverage[y]`, and counts what it is asked for.
private final class BlockTextRasterizer: TextRasterizer {
    var rowCoverage: [UInt8] = [255, 255, 255, 255]
    var revision = 0

    func coverageMask(for text: String, font: Font, direction: LayoutDirection?, pixelsPerPoint: Double) -> CoverageMask? {
        let width = text.count * 3
        return CoverageMask(width: width, height: rowCoverage.count, coverage: rowCoverage.flatMap { Array(repeating: $0, count: width) })
    }
}

@Suite struct SoftwareBackendTests {
    private let text = BlockTextRasterizer()
    let font = Font(size: 10)

    func image(_ width: Int = 8, _ height: Int = 6, fill: Color = .white) -> PixelImage {
        let image = PixelImage(width: width, height: height)
        image.fill(image.bounds, with: fill)
        return image
    }

    func play(_ commands: [DrawCommand], on image: PixelImage, pass: PixelRect? = nil, backend: SoftwareBackend? = nil) {
        (backend ?? SoftwareBackend(textRasterizer: text)).play(commands, into: image, within: pass ?? image.bounds)
    }

    /// Each row as characters: "#" for black, "." for white, "+" between.
    func rows(_ image: PixelImage) -> [String] {
        (0..<image.height).map { y in
            String((0..<image.width).map { x -> Character in
                switch image[x, y] & 0xFF_FFFF {
                case 0: "#"
                case 0xFF_FFFF: "."
                default: "+"
                }
            })
        }
    }

    @Test func aRectangleOnWholePixelsCoversExactlyItsPixels() {
        let target = image()
        play([.fill(.roundedRect(Rect(x: 1, y: 1, width: 3, height: 2), cornerRadius: 0), .black)], on: target)
        #expect(rows(target) == ["........", ".###....", ".###....", "........", "........", "........"])
    }

    @Test func trianglesSharingAnEdgeNeverBothCoverAPixel() {
        // Half-transparent black: a pixel covered twice would be darker than its neighbours.
        let target = image(16, 16)
        let color = Color(red: 0, green: 0, blue: 0, alpha: 0.5)
        let corners = [Point(x: 0.3, y: 0.7), Point(x: 15.2, y: 1.1), Point(x: 14.6, y: 15.9), Point(x: 1.4, y: 14.2)]
        let vertices = corners.map { MeshVertex(position: $0, color: color) }
        TriangleFiller.fill(vertices, [0, 1, 2, 0, 2, 3], into: target, clip: RowClip(pass: target.bounds, region: nil))
        let shades = Set(target.pixels.map { $0 & 0xFF })
        #expect(shades == [0xFF, 0x7F])
    }

    @Test func coloursInterpolateAcrossATriangle() {
        let target = PixelImage(width: 10, height: 1)
        let left = MeshVertex(position: Point(x: 0, y: 0), color: .black)
        let right = Color.white
        let vertices = [left, MeshVertex(position: Point(x: 10, y: 0), color: right), MeshVertex(position: Point(x: 10, y: 1), color: right),
                        MeshVertex(position: Point(x: 0, y: 1), color: .black)]
        TriangleFiller.fill(vertices, [0, 1, 2, 0, 2, 3], into: target, clip: RowClip(pass: target.bounds, region: nil))
        let reds = (0..<10).map { target[$0, 0] >> 16 & 0xFF }
        // Pixel centres at 0.5, 1.5, ... 9.5 tenths of the way from black to white.
        #expect(reds == (0..<10).map { UInt32(((Double($0) + 0.5) / 10 * 255).rounded()) })
    }

    @Test func overBlendsPremultipliedPixelsByTheFormula() {
        // A reference written out: each channel s + d * (255 - sa) / 255, rounded.
        for (source, destination) in [(UInt32(0x80_40_20_10), UInt32(0xFF_FF_FF_FF)), (0x01_01_00_00, 0x7F_10_20_30), (0xFE_FE_00_7F, 0)] {
            let keep = Double(255 - (source >> 24))
            func channel(_ shift: UInt32) -> UInt32 {
                let value = Double(source >> shift & 0xFF) + (Double(destination >> shift & 0xFF) * keep / 255).rounded()
                return UInt32(min(255, value))
            }
            let expected = channel(24) << 24 | channel(16) << 16 | channel(8) << 8 | channel(0)
            #expect(PixelArithmetic.over(source, destination) == expected)
        }
    }

    @Test func aClipCutsShapesAndTextAtPixelCentres() {
        let target = image()
        play(
            [
                .pushClip(ClipShape(rect: Rect(x: 2, y: 1, width: 3, height: 3), cornerRadius: 0)),
                .fill(.roundedRect(Rect(x: 0, y: 0, width: 8, height: 2), cornerRadius: 0), .black),
                .text(TextDrawing(text: "ab", font: font, direction: nil, color: .black, origin: PixelOffset(dx: 0, dy: 2), verticalScale: 1, pixelsPerPoint: 1)),
                .popClip,
                .fill(.roundedRect(Rect(x: 7, y: 5, width: 1, height: 1), cornerRadius: 0), .black),
            ], on: target)
        #expect(rows(target) == ["........", "..###...", "..###...", "..###...", "........", ".......#"])
    }

    @Test func theRoundedClipCutsTheCorner() {
        let target = image(10, 10)
        play(
            [
                .pushClip(ClipShape(rect: Rect(x: 0, y: 0, width: 10, height: 10), cornerRadius: 5)),
                .fill(.roundedRect(Rect(x: 0, y: 0, width: 10, height: 10), cornerRadius: 0), .black),
                .popClip,
            ], on: target)
        #expect(target[0, 0] & 0xFF_FFFF == 0xFF_FFFF)
        #expect(target[5, 5] & 0xFF_FFFF == 0)
        #expect(target[5, 0] & 0xFF_FFFF == 0)
    }

    @Test func thePassCutsEverything() {
        let target = image()
        play([.fill(.roundedRect(Rect(x: 0, y: 0, width: 8, height: 6), cornerRadius: 0), .black)], on: target,
             pass: PixelRect(x: 6, y: 4, width: 5, height: 5))
        #expect(rows(target) == ["........", "........", "........", "........", "......##", "......##"])
    }

    @Test func textIsTintedAndFadedByItsColour() {
        let target = image(6, 4)
        let red = Color(red: 1, green: 0, blue: 0, alpha: 0.5)
        play([.text(TextDrawing(text: "ab", font: font, direction: nil, color: red, origin: PixelOffset(dx: 0, dy: 0), verticalScale: 1, pixelsPerPoint: 1))], on: target)
        // Half red over white: red stays 255, green and blue are halved.
        #expect(target[0, 0] == 0xFF_FF_7F_7F)
    }

    @Test func squashedTextTakesItsWholeRowsAndBlendsMaskRows() {
        text.rowCoverage = [0, 255, 255, 0]
        let target = image(3, 4)
        play([.text(TextDrawing(text: "a", font: font, direction: nil, color: .black, origin: PixelOffset(dx: 0, dy: 0), verticalScale: 0.5, pixelsPerPoint: 1))], on: target)
        // Two rows: each samples between mask rows 0-1 and 2-3 (half covered), none below.
        #expect(rows(target) == ["+++", "+++", "...", "..."])
        #expect(target[0, 0] & 0xFF == 0x7F)
    }

    @Test func aLayerLooksAsItsDrawingDrawnDirectly() {
        let drawing: [DrawCommand] = [
            .fill(.roundedRect(Rect(x: 2.5, y: 1.25, width: 9, height: 6), cornerRadius: 3), Color(red: 0.2, green: 0.4, blue: 0.9, alpha: 0.7)),
            .stroke(.circle(center: Point(x: 7, y: 4), radius: 2.5), lineWidth: 1, .black),
            .text(TextDrawing(text: "ab", font: font, direction: nil, color: .black, origin: PixelOffset(dx: 4, dy: 2), verticalScale: 1, pixelsPerPoint: 1)),
            // Opaque rows of one colour, which the picture fills instead of copying.
            .fill(.roundedRect(Rect(x: 2, y: 7, width: 11, height: 2), cornerRadius: 0), Color(red: 0.1, green: 0.6, blue: 0.3, alpha: 1)),
        ]
        let direct = image(16, 10)
        play(drawing, on: direct)
        let key = LayerKey(content: 1, pixelWidth: 13, pixelHeight: 9, boundsOffset: .zero, pixelsPerPoint: 1)
        let layered = image(16, 10)
        let backend = SoftwareBackend(textRasterizer: text)
        let layer = DrawCommand.layer(LayerDrawing(key: key, region: PixelRect(x: 1, y: 0, width: 13, height: 9), commands: drawing))
        play([layer], on: layered, backend: backend)
        // Composited apart and then over the target, in 8 bits: at most a level off the direct drawing.
        #expect(Self.largestDifference(layered, direct) <= 1)
        // Drawn again from the kept picture, under a clip: as the drawing would be clipped.
        let clipped = image(16, 10), keptAndClipped = image(16, 10)
        let clip = ClipShape(rect: Rect(x: 3, y: 2, width: 6, height: 5), cornerRadius: 0)
        play([.pushClip(clip)] + drawing + [.popClip], on: clipped)
        play([.pushClip(clip), layer, .popClip], on: keptAndClipped, backend: backend)
        #expect(Self.largestDifference(keptAndClipped, clipped) <= 1)
        #expect(keptAndClipped.pixels != layered.pixels)
    }

    /// The largest difference of any channel of any pixel, in levels.
    static func largestDifference(_ a: PixelImage, _ b: PixelImage) -> UInt32 {
        zip(a.pixels, b.pixels).map { pair in
            stride(from: 0, to: 32, by: 8).map { shift -> UInt32 in
                let x = pair.0 >> UInt32(shift) & 0xFF, y = pair.1 >> UInt32(shift) & 0xFF
                return x > y ? x - y : y - x
            }.max() ?? 0
        }.max() ?? 0
    }

    @Test func theStoreKeepsItsBudget() {
        let backend = SoftwareBackend(textRasterizer: text, budget: PictureBudget(maxBytes: 1_000, maxCount: 10))
        let target = image(200, 4)
        for index in 0..<100 {
            play([.text(TextDrawing(text: "label \(index)", font: font, direction: nil, color: .black, origin: PixelOffset(dx: 0, dy: 0), verticalScale: 1, pixelsPerPoint: 1))], on: target, backend: backend)
            backend.endFrame()
            #expect(backend.store.statistics.count <= 10)
            #expect(backend.store.statistics.byteCount <= 1_000)
        }
        #expect(backend.store.statistics.evictionCount >= 90)
    }

    @Test func movingPixelsCopiesWhatMovedAndKeepsTheRest() {
        let target = image(4, 4)
        target.fill(PixelRect(x: 0, y: 0, width: 4, height: 1), with: .black)
        let written = target.move(PixelRect(x: 0, y: 0, width: 4, height: 4), dx: 0, dy: 2)
        #expect(written == PixelRect(x: 0, y: 2, width: 4, height: 2))
        #expect(rows(target) == ["####", "....", "####", "...."])
    }
}

@Suite struct PictureStoreTests {
    @Test func thePicturesUsedLongestAgoGoFirst() {
        let store = PictureStore<Int>(budget: PictureBudget(maxBytes: 1_000, maxCount: 20))
        let keys = (0..<21).map { PictureKey.text("\($0)", Font(size: 10), nil, pixelsPerPoint: 1, fontRevision: 0) }
        store.keep(0, byteCount: 10, for: keys[0])
        store.keep(1, byteCount: 10, for: keys[1])
        store.endFrame()
        for index in 2...19 { store.keep(index, byteCount: 10, for: keys[index]) }
        store.endFrame()
        #expect(store.statistics == PictureStatistics(count: 20, byteCount: 200, evictionCount: 0), "20 pictures fit the budget")
        _ = store.picture(for: keys[0])  // used again: now among the newest
        store.keep(20, byteCount: 10, for: keys[20])
        store.endFrame()
        // 21 pictures, one over the budget: the store goes back to nine tenths of it (18), the pictures used
        // longest ago first: 1 (not used since the first frame), then two of those kept in the second.
        #expect(store.statistics == PictureStatistics(count: 18, byteCount: 180, evictionCount: 3))
        #expect(store.picture(for: keys[1]) == nil)
        #expect(store.picture(for: keys[0]) == 0 && store.picture(for: keys[20]) == 20)
        #expect((2...19).filter { store.picture(for: keys[$0]) == nil }.count == 2)
        store.removeAll()
        #expect(store.statistics.count == 0 && store.picture(for: keys[0]) == nil)
    }
}

/// The C row kernels give the bytes of `PixelArithmetic`, the Swift statement of the same arithmetic.
@Suite struct PixelKernelTests {
    @Test func rowKernelsMatchTheArithmetic() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<50 {
            let count = Int.random(in: 1...40, using: &generator)
            // Premultiplied pixels: each colour channel at most the alpha.
            func pixel() -> UInt32 {
                let alpha = UInt32.random(in: 0...255, using: &generator)
                let channel = { UInt32.random(in: 0...alpha, using: &generator) }
                return alpha << 24 | channel() << 16 | channel() << 8 | channel()
            }
            let destination = (0..<count).map { _ in pixel() }
            let source = (0..<count).map { _ in pixel() }
            var over = destination
            pk_over_row(&over, source, Int32(count))
            #expect(over == zip(source, destination).map { PixelArithmetic.over($0, $1) })
            var colour: [Double] = (0..<4).map { _ in Double.random(in: -0.2...1.2, using: &generator) }
            let step: [Double] = (0..<4).map { _ in Double.random(in: -0.05...0.05, using: &generator) }
            var gradient = destination
            pk_gradient_row(&gradient, colour, step, Int32(count))
            var expected = destination
            for index in 0..<count {
                let alpha = PixelArithmetic.byte(colour[3])
                if alpha > 0 {
                    let source = PixelArithmetic.premultiplied(
                        red: PixelArithmetic.byte(colour[0]), green: PixelArithmetic.byte(colour[1]), blue: PixelArithmetic.byte(colour[2]),
                        alpha: alpha)
                    expected[index] = PixelArithmetic.over(source, expected[index])
                }
                for channel in 0..<4 { colour[channel] += step[channel] }
            }
            #expect(gradient == expected)
            var overColor = destination
            pk_over_color_row(&overColor, source[0], Int32(count))
            #expect(overColor == destination.map { PixelArithmetic.over(source[0], $0) })

            let color = Color(
                red: .random(in: 0...1, using: &generator), green: .random(in: 0...1, using: &generator),
                blue: .random(in: 0...1, using: &generator), alpha: .random(in: 0...1, using: &generator))
            let straight = PixelArithmetic.byte(color.alpha) << 24 | PixelArithmetic.byte(color.red) << 16
                | PixelArithmetic.byte(color.green) << 8 | PixelArithmetic.byte(color.blue)
            func shade(_ cover: UInt32) -> UInt32 {
                PixelArithmetic.premultiplied(
                    red: PixelArithmetic.byte(color.red), green: PixelArithmetic.byte(color.green), blue: PixelArithmetic.byte(color.blue),
                    alpha: PixelArithmetic.multiply(cover, PixelArithmetic.byte(color.alpha)))
            }
            // Coverage as text has it: runs of none (which the mixing kernel skips eight at a time) between ink.
            func coverageRow() -> [UInt8] {
                (0..<count).map { index in (index / 12) % 2 == 0 ? 0 : UInt8.random(in: 0...255, using: &generator) }
            }
            let upper = coverageRow(), lower = coverageRow()
            var covered = destination
            pk_coverage_row(&covered, upper, Int32(count), straight)
            #expect(covered == (0..<count).map { PixelArithmetic.over(shade(UInt32(upper[$0])), destination[$0]) })

            let weight = UInt32.random(in: 0...256, using: &generator)
            var mixed = destination
            pk_coverage_mix_row(&mixed, upper, lower, weight, Int32(count), straight)
            #expect(mixed == (0..<count).map {
                PixelArithmetic.over(shade((UInt32(upper[$0]) * (256 - weight) + UInt32(lower[$0]) * weight + 128) >> 8), destination[$0])
            })
        }
    }
}
