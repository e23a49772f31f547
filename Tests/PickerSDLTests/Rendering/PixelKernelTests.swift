import CSDL2
import Foundation
import PickerInspection
import CPixelKernels
import Testing
@testable import PickerSDL

extension SDLTests {
    /// The row kernels `SurfacePixels` draws with (C: eight pixels at a time in AVX2, four in SSE2, the rest one
    /// by one) give the bytes of their arithmetic stated pixel by pixel in `PixelReference`, whatever SDL is
    /// loaded: random pictures and targets, every alpha (0 and 255 included), at widths that leave every
    /// remainder after the eight- and four-pixel steps, with the kernels held to each vector width the
    /// processor has (serialized: the limit is one for the whole process).
    @Suite(.serialized) struct PixelKernelTests {
        init() throws { _ = try SDLTests.library() }

        /// Runs `body` with the kernels limited to each vector width in bits (256, 128, 0) that this processor
        /// has (at least the plain loop), and restores the limit.
        func atEveryVectorWidth(_ body: (Int32) throws -> Void) throws {
            let previous = pk_limit_vector_width(256)
            defer { pk_limit_vector_width(previous) }
            var tested: [Int32] = []
            for bits: Int32 in [256, 128, 0] {
                pk_limit_vector_width(bits)
                guard pk_vector_width() == bits else { continue }
                tested.append(bits)
                try body(bits)
            }
            #expect(tested.contains(0), "the plain loop is always there")
        }

        /// A surface of `format` filled with `random` pixels (alpha 0 and 255 each about an eighth of the time).
        func randomSurface(width: Int, height: Int, format: UInt32, random: inout SplitMix64) throws -> SDLSurface {
            let surface = try SDLSurface(pixelWidth: width, pixelHeight: height, format: format, library: SDLTests.library())
            let pitch = Int(surface.pointer.pointee.pitch)
            let base = try #require(surface.pointer.pointee.pixels)
            for y in 0..<height {
                for x in 0..<width {
                    var value = UInt32(truncatingIfNeeded: random.next())
                    switch random.next() % 8 {
                    case 0: value &= 0x00FF_FFFF
                    case 1: value |= 0xFF00_0000
                    default: break
                    }
                    base.storeBytes(of: value, toByteOffset: y * pitch + x * 4, as: UInt32.self)
                }
            }
            return surface
        }

        func pixels(of surface: SDLSurface) -> [UInt32] {
            let pitch = Int(surface.pointer.pointee.pitch)
            guard let base = surface.pointer.pointee.pixels else { return [] }
            return (0..<surface.pixelHeight).flatMap { y in
                (0..<surface.pixelWidth).map { x in base.load(fromByteOffset: y * pitch + x * 4, as: UInt32.self) }
            }
        }

        /// A surface of the same size and format holding the same pixels.
        func copy(_ surface: SDLSurface) throws -> SDLSurface {
            let copy = try SDLSurface(
                pixelWidth: surface.pixelWidth, pixelHeight: surface.pixelHeight, format: surface.pointer.pointee.format.pointee.format,
                library: SDLTests.library())
            try write(grid(of: surface), to: copy)
            return copy
        }

        func grid(of surface: SDLSurface) -> PixelGrid {
            PixelGrid(width: surface.pixelWidth, height: surface.pixelHeight, pixels: pixels(of: surface))
        }

        func write(_ grid: PixelGrid, to surface: SDLSurface) throws {
            let pitch = Int(surface.pointer.pointee.pitch)
            let base = try #require(surface.pointer.pointee.pixels)
            for y in 0..<grid.height {
                for x in 0..<grid.width { base.storeBytes(of: grid[x, y], toByteOffset: y * pitch + x * 4, as: UInt32.self) }
            }
        }

        func surfacePixels(_ surface: SDLSurface) -> SurfacePixels {
            let pointer = surface.pointer
            return SurfacePixels(surface: { pointer })
        }

        func randomColor(alpha: UInt8, random: inout SplitMix64) -> SDL_Color {
            SDL_Color(r: UInt8(random.next() % 256), g: UInt8(random.next() % 256), b: UInt8(random.next() % 256), a: alpha)
        }

        /// Whether surfaces of `format` keep an alpha byte (ARGB8888) rather than ignore it (RGB888).
        static func keepsAlpha(_ format: UInt32) -> Bool { format == SDL_PIXELFORMAT_ARGB8888.rawValue }

        static let formats = [SDL_PIXELFORMAT_ARGB8888.rawValue, SDL_PIXELFORMAT_RGB888.rawValue]
        static let argb = SDL_PIXELFORMAT_ARGB8888.rawValue

        /// A picture stretched to another height (each row two source rows mixed), faded and blended, in one pass:
        /// how a squashed row of a wheel is drawn.
        @Test(arguments: formats)
        func aStretchedFadedBlendGivesTheReference(format: UInt32) throws {
            var random = SplitMix64(seed: 0x5EED_0001)
            try atEveryVectorWidth { bits in
                for width in [1, 2, 3, 4, 5, 7, 8, 13, 24, 29, 35, 46] {
                    for (sourceHeight, height) in [(9, 5), (12, 12), (5, 9), (20, 3)] {
                        for alpha: UInt8 in [255, 254, 128, 1, 0] {
                            let source = try randomSurface(width: width, height: sourceHeight, format: Self.argb, random: &random)
                            let target = try randomSurface(width: width + 6, height: height + 4, format: format, random: &random)
                            let picture = grid(of: source)
                            var expected = grid(of: target)
                            let whole = SDL_Rect(x: 3, y: 2, w: Int32(width), h: Int32(height))
                            expected.update(whole) { pixel, column, row in
                                let rows = PixelReference.stretchedRow(row, sourceHeight: sourceHeight, height: height)
                                let mixed = PixelReference.mix(picture[column, rows.upper], picture[column, rows.lower], weight: rows.weight)
                                return PixelReference.blend(PixelReference.fade(mixed, by: alpha), over: pixel)
                            }
                            #expect(surfacePixels(target).blendStretched(source.pointer, over: whole, of: whole, alpha: alpha))
                            #expect(grid(of: target).difference(from: expected) == nil, "\(bits)-bit vectors, width \(width), \(sourceHeight) -> \(height) rows, alpha \(alpha)")
                        }
                    }
                }
            }
        }

        /// A picture blended 1:1, plain and faded (text, layer pictures, squashed rows kept at one height), cut by
        /// the target's edge.
        @Test(arguments: formats)
        func aPictureBlendGivesTheReference(format: UInt32) throws {
            var random = SplitMix64(seed: 0x5EED_0004)
            try atEveryVectorWidth { bits in
                for width in [1, 2, 3, 4, 5, 8, 11, 16, 19, 24, 29, 35, 46] {
                    for fade: UInt8 in [255, 254, 200, 128, 17, 1] {
                        let source = try randomSurface(width: width, height: 6, format: Self.argb, random: &random)
                        let target = try randomSurface(width: width + 5, height: 8, format: format, random: &random)
                        let picture = grid(of: source)
                        var expected = grid(of: target)
                        // Placed so that its last row falls off the target.
                        let rect = SDL_Rect(x: 3, y: 3, w: Int32(width), h: 6)
                        expected.update(rect) { pixel, column, row in
                            PixelReference.blend(PixelReference.fade(picture[column, row], by: fade), over: pixel)
                        }
                        let base = try #require(source.pointer.pointee.pixels)
                        #expect(surfacePixels(target).blend(
                            picture: base, pitch: Int(source.pointer.pointee.pitch), over: rect, of: rect, fade: fade))
                        #expect(grid(of: target).difference(from: expected) == nil, "\(bits)-bit vectors, width \(width), fade \(fade)")
                        // The fade alone, as the text group pictures take it.
                        var row = [UInt32](repeating: 0, count: width)
                        pk_fade_row(&row, base.assumingMemoryBound(to: UInt32.self), Int32(width), UInt32(fade))
                        #expect(row == (0..<width).map { PixelReference.fade(picture[$0, 0], by: fade) })
                    }
                }
            }
        }

        /// One colour blended as a picture of it is (the wheel's selection band).
        @Test(arguments: formats)
        func aColourBlendGivesTheReference(format: UInt32) throws {
            var random = SplitMix64(seed: 0x5EED_0002)
            try atEveryVectorWidth { bits in
                for width in [1, 3, 4, 6, 9, 16, 17, 24, 29, 35, 46] {
                    for alpha: UInt8 in [1, 46, 128, 254] {
                        let color = randomColor(alpha: alpha, random: &random)
                        let target = try randomSurface(width: width + 4, height: 5, format: format, random: &random)
                        var expected = grid(of: target)
                        let rect = SDL_Rect(x: 2, y: 1, w: Int32(width), h: 3)
                        let source = PixelReference.pixel(color, keepsAlpha: true)
                        expected.update(rect) { pixel, _, _ in PixelReference.blend(source, over: pixel) }
                        #expect(surfacePixels(target).blend(rect, with: color))
                        #expect(grid(of: target).difference(from: expected) == nil, "\(bits)-bit vectors, width \(width), alpha \(alpha)")
                    }
                }
            }
        }

        /// One colour filled blended (the wash over a fading row).
        @Test(arguments: formats)
        func aBlendedFillGivesTheReference(format: UInt32) throws {
            var random = SplitMix64(seed: 0x5EED_0003)
            try atEveryVectorWidth { bits in
                for width in [1, 2, 4, 5, 11, 16, 24, 29, 35, 46] {
                    for alpha: UInt8 in [1, 77, 200, 254] {
                        let color = randomColor(alpha: alpha, random: &random)
                        let target = try randomSurface(width: width + 4, height: 5, format: format, random: &random)
                        var expected = grid(of: target)
                        let rect = SDL_Rect(x: 2, y: 1, w: Int32(width), h: 3)
                        expected.update(rect) { pixel, _, _ in
                            PixelReference.blendFill(color, over: pixel, keepsAlpha: Self.keepsAlpha(format))
                        }
                        #expect(surfacePixels(target).blendFill(rect, with: color))
                        #expect(grid(of: target).difference(from: expected) == nil, "\(bits)-bit vectors, width \(width), alpha \(alpha)")
                    }
                }
            }
        }

        /// An opaque fill (a panel's background, a card's inside), cut by the target's edge.
        @Test(arguments: formats)
        func aFillGivesTheReference(format: UInt32) throws {
            var random = SplitMix64(seed: 0x5EED_0005)
            for width in [1, 3, 8, 13, 64, 801] {
                let color = randomColor(alpha: 255, random: &random)
                let target = try randomSurface(width: width + 4, height: 5, format: format, random: &random)
                var expected = grid(of: target)
                // Its last row falls off the target.
                let rect = SDL_Rect(x: 2, y: 2, w: Int32(width), h: 4)
                expected.update(rect) { _, _, _ in PixelReference.pixel(color, keepsAlpha: Self.keepsAlpha(format)) }
                #expect(surfacePixels(target).fill(rect, with: color))
                #expect(grid(of: target).difference(from: expected) == nil, "width \(width)")
            }
        }

        /// A picture in the target's format copied 1:1 (an opaque core of a layer picture).
        @Test(arguments: formats)
        func aCopyGivesThePicture(format: UInt32) throws {
            var random = SplitMix64(seed: 0x5EED_0004)
            for width in [1, 3, 4, 6, 9, 16, 24, 29, 35, 46] {
                let source = try randomSurface(width: width, height: 3, format: format, random: &random)
                let target = try randomSurface(width: width + 5, height: 6, format: format, random: &random)
                let picture = grid(of: source)
                var expected = grid(of: target)
                let area = SDL_Rect(x: 3, y: 2, w: Int32(width), h: 3)
                expected.update(area) { _, column, row in picture[column, row] }
                let base = try #require(source.pointer.pointee.pixels)
                #expect(surfacePixels(target).copy(
                    picture: base, pitch: Int(source.pointer.pointee.pitch), format: format, over: area, of: area))
                #expect(grid(of: target).difference(from: expected) == nil, "width \(width)")
            }
        }
    }
}
