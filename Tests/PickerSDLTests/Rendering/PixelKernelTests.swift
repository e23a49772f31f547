import CSDL2
import Foundation
import PickerInspection
import CPixelKernels
import Testing
@testable import PickerSDL

extension SDLTests {
    /// The row kernels `SurfacePixels` draws with (C: eight pixels at a time in AVX2, four in SSE2, the rest one
    /// by one) give SDL 2.26's own bytes for any pixels: random pictures and targets, every alpha (0 and 255
    /// included), at widths that leave every remainder after the eight- and four-pixel steps, with the kernels
    /// held to each vector width the processor has (serialized: the limit is one for the whole process).
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

        func copy(_ surface: SDLSurface) throws -> SDLSurface {
            let copy = try SDLSurface(
                pixelWidth: surface.pixelWidth, pixelHeight: surface.pixelHeight, format: surface.pointer.pointee.format.pointee.format,
                library: SDLTests.library())
            // A surface with alpha blends when blitted; a copy must not.
            #expect(SDL_SetSurfaceBlendMode(surface.pointer, SDL_BLENDMODE_NONE) == 0)
            #expect(SDL_UpperBlit(surface.pointer, nil, copy.pointer, nil) == 0)
            return copy
        }

        static let formats = [SDL_PIXELFORMAT_ARGB8888.rawValue, SDL_PIXELFORMAT_RGB888.rawValue]

        /// Stretched (SDL_SoftStretchLinear), faded (`a * alpha / 255`) and blended (SDL_BlitSurface): the
        /// picture path; `blendStretched` does it in one pass.
        @Test(arguments: formats)
        func aStretchedFadedBlendGivesSDLsBytes(format: UInt32) throws {
            var random = SplitMix64(seed: 0x5EED_0001)
            try atEveryVectorWidth { bits in
                for width in [1, 2, 3, 4, 5, 7, 8, 13, 24, 29, 35, 46] {
                    for (sourceHeight, height) in [(9, 5), (12, 12), (5, 9), (20, 3)] {
                        for alpha: UInt8 in [255, 254, 128, 1, 0] {
                            let source = try randomSurface(width: width, height: sourceHeight, format: SDL_PIXELFORMAT_ARGB8888.rawValue, random: &random)
                            let target = try randomSurface(width: width + 6, height: height + 4, format: format, random: &random)
                            let expected = try copy(target)
                            // SDL's way: a stretched picture, faded, blitted blended at (3, 2).
                            let picture = try SDLSurface(
                                pixelWidth: width, pixelHeight: height, format: SDL_PIXELFORMAT_ARGB8888.rawValue, library: SDLTests.library())
                            #expect(SDL_SoftStretchLinear(source.pointer, nil, picture.pointer, nil) == 0)
                            let pitch = Int(picture.pointer.pointee.pitch)
                            let base = try #require(picture.pointer.pointee.pixels)
                            for y in 0..<height {
                                for x in 0..<width {
                                    let value = base.load(fromByteOffset: y * pitch + x * 4, as: UInt32.self)
                                    let faded = (value >> 24) * UInt32(alpha) / 255
                                    base.storeBytes(of: faded << 24 | value & 0x00FF_FFFF, toByteOffset: y * pitch + x * 4, as: UInt32.self)
                                }
                            }
                            #expect(SDL_SetSurfaceBlendMode(picture.pointer, SDL_BLENDMODE_BLEND) == 0)
                            var at = SDL_Rect(x: 3, y: 2, w: Int32(width), h: Int32(height))
                            #expect(SDL_UpperBlit(picture.pointer, nil, expected.pointer, &at) == 0)
                            // Ours, straight into the target.
                            let pointer = target.pointer
                            let whole = SDL_Rect(x: 3, y: 2, w: Int32(width), h: Int32(height))
                            #expect(SurfacePixels(surface: { pointer }).blendStretched(source.pointer, over: whole, of: whole, alpha: alpha))
                            #expect(pixels(of: target) == pixels(of: expected), "\(bits)-bit vectors, width \(width), \(sourceHeight) -> \(height) rows, alpha \(alpha)")
                        }
                    }
                }
            }
        }

        /// `target` with `blitted` blitted blended by SDL over `rect`, and then `target` itself with `picture`
        /// blended over `rect` by `SurfacePixels.blend(picture:pitch:over:of:fade:)`: the pixels of both.
        func sdlBlitAndOwnBlend(
            of picture: SDLSurface, blitted: SDLSurface, onto target: SDLSurface, at rect: SDL_Rect, fade: UInt8 = 255
        ) throws -> (sdl: [UInt32], own: [UInt32]) {
            let expected = try copy(target)
            #expect(SDL_SetSurfaceBlendMode(blitted.pointer, SDL_BLENDMODE_BLEND) == 0)
            var at = rect
            #expect(SDL_UpperBlit(blitted.pointer, nil, expected.pointer, &at) == 0)
            let pointer = target.pointer
            let base = try #require(picture.pointer.pointee.pixels)
            #expect(SurfacePixels(surface: { pointer }).blend(
                picture: base, pitch: Int(picture.pointer.pointee.pitch), over: rect, of: rect, fade: fade))
            return (pixels(of: expected), pixels(of: target))
        }

        /// A picture blended 1:1 as SDL blits it (text and kept pictures on the software renderer), cut by the
        /// target's edge.
        @Test(arguments: formats)
        func aPictureBlendGivesSDLsBlit(format: UInt32) throws {
            var random = SplitMix64(seed: 0x5EED_0004)
            try atEveryVectorWidth { bits in
                for width in [1, 2, 3, 4, 5, 8, 11, 16, 19, 24, 29, 35, 46] {
                    let picture = try randomSurface(width: width, height: 6, format: SDL_PIXELFORMAT_ARGB8888.rawValue, random: &random)
                    let target = try randomSurface(width: width + 5, height: 8, format: format, random: &random)
                    // Placed so that its last row falls off the target.
                    let result = try sdlBlitAndOwnBlend(
                        of: picture, blitted: picture, onto: target, at: SDL_Rect(x: 3, y: 3, w: Int32(width), h: 6))
                    #expect(result.own == result.sdl, "\(bits)-bit vectors, width \(width)")
                }
            }
        }

        /// A picture faded (each alpha `a * fade / 255`, as SDL modulates it) and blended 1:1 as SDL blits it: a
        /// squashed wheel row kept once per height, drawn at each frame's fade. The fade is done here by hand
        /// into a picture of its own, which SDL then blits.
        @Test(arguments: formats)
        func aFadedPictureBlendGivesSDLsBlitOfTheFadedPicture(format: UInt32) throws {
            var random = SplitMix64(seed: 0x5EED_0008)
            try atEveryVectorWidth { bits in
                for width in [1, 3, 4, 5, 8, 9, 13, 16, 23, 35, 46] {
                    for fade: UInt8 in [254, 200, 128, 17, 1] {
                        let picture = try randomSurface(width: width, height: 5, format: SDL_PIXELFORMAT_ARGB8888.rawValue, random: &random)
                        let faded = try copy(picture)
                        let pitch = Int(faded.pointer.pointee.pitch)
                        let fadedBase = try #require(faded.pointer.pointee.pixels)
                        for offset in stride(from: 0, to: pitch * 5, by: 4) where offset % pitch < width * 4 {
                            let pixel = fadedBase.load(fromByteOffset: offset, as: UInt32.self)
                            let alpha = (pixel >> 24) * UInt32(fade) / 255
                            fadedBase.storeBytes(of: pixel & 0x00FF_FFFF | alpha << 24, toByteOffset: offset, as: UInt32.self)
                        }
                        let target = try randomSurface(width: width + 5, height: 7, format: format, random: &random)
                        let result = try sdlBlitAndOwnBlend(
                            of: picture, blitted: faded, onto: target, at: SDL_Rect(x: 2, y: 3, w: Int32(width), h: 5), fade: fade)
                        #expect(result.own == result.sdl, "\(bits)-bit vectors, width \(width), fade \(fade)")
                        // The fade alone, as the text group pictures take it.
                        var row = [UInt32](repeating: 0, count: width)
                        let source = try #require(picture.pointer.pointee.pixels).assumingMemoryBound(to: UInt32.self)
                        pk_fade_row(&row, source, Int32(width), UInt32(fade))
                        #expect(row == (0..<width).map { fadedBase.load(fromByteOffset: $0 * 4, as: UInt32.self) })
                    }
                }
            }
        }

        /// One colour blended as SDL blits a picture of it (the wheel's selection band).
        @Test(arguments: formats)
        func aColourBlendGivesSDLsBlit(format: UInt32) throws {
            var random = SplitMix64(seed: 0x5EED_0002)
            try atEveryVectorWidth { bits in
                for width in [1, 3, 4, 6, 9, 16, 17, 24, 29, 35, 46] {
                    for alpha: UInt8 in [1, 46, 128, 254] {
                        let color = SDL_Color(r: UInt8(random.next() % 256), g: UInt8(random.next() % 256), b: UInt8(random.next() % 256), a: alpha)
                        let target = try randomSurface(width: width + 4, height: 5, format: format, random: &random)
                        let expected = try copy(target)
                        let picture = try SDLSurface(pixelWidth: width, pixelHeight: 3, format: SDL_PIXELFORMAT_ARGB8888.rawValue, library: SDLTests.library())
                        #expect(SDL_FillRect(picture.pointer, nil, SDL_MapRGBA(picture.pointer.pointee.format, color.r, color.g, color.b, color.a)) == 0)
                        #expect(SDL_SetSurfaceBlendMode(picture.pointer, SDL_BLENDMODE_BLEND) == 0)
                        var at = SDL_Rect(x: 2, y: 1, w: Int32(width), h: 3)
                        #expect(SDL_UpperBlit(picture.pointer, nil, expected.pointer, &at) == 0)
                        let pointer = target.pointer
                        #expect(SurfacePixels(surface: { pointer }).blend(SDL_Rect(x: 2, y: 1, w: Int32(width), h: 3), with: color))
                        #expect(pixels(of: target) == pixels(of: expected), "\(bits)-bit vectors, width \(width), alpha \(alpha)")
                    }
                }
            }
        }

        /// One colour blended as SDL's software renderer fills a rectangle blended (the wash over a fading row).
        @Test(arguments: formats)
        func aBlendedFillGivesSDLsFill(format: UInt32) throws {
            var random = SplitMix64(seed: 0x5EED_0003)
            try atEveryVectorWidth { bits in
                for width in [1, 2, 4, 5, 11, 16, 24, 29, 35, 46] {
                    for alpha: UInt8 in [1, 77, 200, 254] {
                        let color = SDL_Color(r: UInt8(random.next() % 256), g: UInt8(random.next() % 256), b: UInt8(random.next() % 256), a: alpha)
                        let target = try randomSurface(width: width + 4, height: 5, format: format, random: &random)
                        let expected = try copy(target)
                        let renderer = try #require(SDL_CreateSoftwareRenderer(expected.pointer), "\(String(cString: SDL_GetError()))")
                        defer { SDL_DestroyRenderer(renderer) }
                        #expect(SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND) == 0)
                        #expect(SDL_SetRenderDrawColor(renderer, color.r, color.g, color.b, color.a) == 0)
                        var rect = SDL_Rect(x: 2, y: 1, w: Int32(width), h: 3)
                        #expect(SDL_RenderFillRect(renderer, &rect) == 0)
                        SDL_RenderPresent(renderer)
                        let pointer = target.pointer
                        #expect(SurfacePixels(surface: { pointer }).blendFill(rect, with: color))
                        #expect(pixels(of: target) == pixels(of: expected), "\(bits)-bit vectors, width \(width), alpha \(alpha)")
                    }
                }
            }
        }
        /// An opaque fill as SDL_FillRect fills with SDL_MapRGBA's pixel (a panel's background, a card's inside),
        /// cut by the target's edge.
        @Test(arguments: formats)
        func aFillGivesSDLsFill(format: UInt32) throws {
            var random = SplitMix64(seed: 0x5EED_0005)
            for width in [1, 3, 8, 13, 64, 801] {
                let color = SDL_Color(r: UInt8(random.next() % 256), g: UInt8(random.next() % 256), b: UInt8(random.next() % 256), a: 255)
                let target = try randomSurface(width: width + 4, height: 5, format: format, random: &random)
                let expected = try copy(target)
                // Its last row falls off the target.
                var rect = SDL_Rect(x: 2, y: 2, w: Int32(width), h: 4)
                #expect(SDL_FillRect(expected.pointer, &rect, SDL_MapRGBA(expected.pointer.pointee.format, color.r, color.g, color.b, color.a)) == 0)
                let pointer = target.pointer
                #expect(SurfacePixels(surface: { pointer }).fill(rect, with: color))
                #expect(pixels(of: target) == pixels(of: expected), "width \(width)")
            }
        }

        /// A picture copied with a wash blended over it in one pass: the bytes of the copy, then the blended fill.
        @Test(arguments: formats)
        func aWashedCopyGivesTheCopyThenTheBlendedFill(format: UInt32) throws {
            var random = SplitMix64(seed: 0x5EED_0004)
            try atEveryVectorWidth { bits in
                for width in [1, 3, 4, 6, 9, 16, 24, 29, 35, 46] {
                    for alpha: UInt8 in [1, 90, 181, 254] {
                        let color = SDL_Color(r: UInt8(random.next() % 256), g: UInt8(random.next() % 256), b: UInt8(random.next() % 256), a: alpha)
                        let picture = try randomSurface(width: width, height: 3, format: format, random: &random)
                        let target = try randomSurface(width: width + 5, height: 6, format: format, random: &random)
                        let expected = try copy(target)
                        let area = SDL_Rect(x: 3, y: 2, w: Int32(width), h: 3)
                        let picturePixels = try #require(picture.pointer.pointee.pixels)
                        let pitch = Int(picture.pointer.pointee.pitch)
                        let expectedPointer = expected.pointer, targetPointer = target.pointer
                        let plain = SurfacePixels(surface: { expectedPointer })
                        #expect(plain.copy(picture: picturePixels, pitch: pitch, format: format, over: area, of: area))
                        #expect(plain.blendFill(area, with: color))
                        let washed = SurfacePixels(surface: { targetPointer })
                        #expect(washed.copy(picture: picturePixels, pitch: pitch, format: format, washedWith: color, over: area, of: area))
                        #expect(pixels(of: target) == pixels(of: expected), "\(bits)-bit vectors, width \(width), alpha \(alpha)")
                    }
                }
            }
        }
    }
}
