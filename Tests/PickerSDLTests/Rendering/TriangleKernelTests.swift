import CPixelKernels
import CSDL2
import PickerInspection
import Testing
@testable import PickerSDL

extension SDLTests {
    /// `pk_blit_textured_triangles` gives the bytes SDL 2.26's software renderer writes for `SDL_RenderGeometry` of
    /// blended textured triangles whose vertices are white with one alpha: random triangles (fractional
    /// corners, both windings, slivers), pictures, targets, clips and viewports.
    @Suite struct TriangleKernelTests {
        init() throws { _ = try SDLTests.library() }

        @Test(arguments: [SDL_PIXELFORMAT_ARGB8888.rawValue, SDL_PIXELFORMAT_RGB888.rawValue])
        func texturedTrianglesGiveSDLsBytes(targetFormat: UInt32) throws {
            var random = SplitMix64(seed: 0x5EED_7A1A)
            let kernels = try PixelKernelTests()
            func unit() -> Double { Double(random.next() % 1_000_001) / 1_000_000 }
            var compared = 0
            for round in 0..<60 {
                let (width, height) = (40, 30)
                let pictureFormat = round % 3 == 2 ? SDL_PIXELFORMAT_RGB888.rawValue : SDL_PIXELFORMAT_ARGB8888.rawValue
                let (textureWidth, textureHeight) = (Int(1 + random.next() % 24), Int(1 + random.next() % 24))
                let source = try kernels.randomSurface(width: textureWidth, height: textureHeight, format: pictureFormat, random: &random)
                let target = try kernels.randomSurface(width: width, height: height, format: targetFormat, random: &random)
                let expected = try kernels.copy(target)
                let actual = try kernels.copy(target)
                let alpha: UInt8 = [255, 255, 128, 1, 0][Int(random.next() % 5)]
                var xy: [Float] = [], uv: [Float] = []
                var indices: [Int32] = []
                for triangle in 0..<Int(1 + random.next() % 3) {
                    for _ in 0..<3 {
                        xy += [Float(-4 + unit() * 48), Float(-4 + (round % 4 == 0 ? 10 + unit() * 3 : unit() * 38))]
                        uv += [Float(unit()), Float(unit())]
                    }
                    indices += [Int32(triangle * 3), Int32(triangle * 3 + 1), Int32(triangle * 3 + 2)]
                }
                guard pk_triangles_make_rect(xy, indices, Int32(indices.count)) == 0 else { continue }
                var viewport = SDL_Rect(x: Int32(random.next() % 6), y: Int32(random.next() % 6), w: 34, h: 24)
                var clip = SDL_Rect(x: Int32(random.next() % 10), y: Int32(random.next() % 10), w: 20, h: 16)

                // SDL's way: a software renderer on the target.
                let renderer = try #require(SDL_CreateSoftwareRenderer(expected.pointer))
                defer { SDL_DestroyRenderer(renderer) }
                let texture = try #require(
                    SDL_CreateTexture(renderer, pictureFormat, Int32(SDL_TEXTUREACCESS_STREAMING.rawValue), Int32(textureWidth), Int32(textureHeight)))
                defer { SDL_DestroyTexture(texture) }
                #expect(SDL_UpdateTexture(texture, nil, source.pointer.pointee.pixels, source.pointer.pointee.pitch) == 0)
                #expect(SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND) == 0)
                #expect(SDL_RenderSetViewport(renderer, &viewport) == 0)
                #expect(SDL_RenderSetClipRect(renderer, &clip) == 0)
                let vertices = (0..<(xy.count / 2)).map { index in
                    SDL_Vertex(
                        position: SDL_FPoint(x: xy[2 * index], y: xy[2 * index + 1]), color: SDL_Color(r: 255, g: 255, b: 255, a: alpha),
                        tex_coord: SDL_FPoint(x: uv[2 * index], y: uv[2 * index + 1]))
                }
                #expect(SDL_RenderGeometry(renderer, texture, vertices, Int32(vertices.count), indices, Int32(indices.count)) == 0)
                #expect(SDL_RenderFlush(renderer) == 0)

                // Ours: the surface's clip is the viewport cut by the clip moved into it.
                var moved = SDL_Rect(x: clip.x + viewport.x, y: clip.y + viewport.y, w: clip.w, h: clip.h), surfaceClip = SDL_Rect()
                _ = SDL_IntersectRect(&viewport, &moved, &surfaceClip)
                let surface = actual.pointer.pointee
                pk_blit_textured_triangles(
                    surface.pixels.assumingMemoryBound(to: UInt32.self), surface.pitch, surface.w, surface.h,
                    SurfacePixels.hasAlpha(surface.format), surfaceClip.x, surfaceClip.y, surfaceClip.w, surfaceClip.h,
                    viewport.x, viewport.y, source.pointer.pointee.pixels.assumingMemoryBound(to: UInt32.self),
                    source.pointer.pointee.pitch, Int32(textureWidth), Int32(textureHeight),
                    pictureFormat == SDL_PIXELFORMAT_ARGB8888.rawValue ? 1 : 0, xy, uv, indices, Int32(indices.count), alpha)
                #expect(kernels.pixels(of: actual) == kernels.pixels(of: expected), "round \(round)")
                compared += 1
            }
            #expect(compared > 40)
        }
    }
}
