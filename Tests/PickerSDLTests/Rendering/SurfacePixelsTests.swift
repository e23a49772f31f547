import CSDL2
import PickerCore
import Testing
@testable import PickerSDL

extension SDLTests {
    /// Panel backgrounds filled straight into the target surface give SDL_FillRect's pixels.
    @Suite struct SurfacePixelsTests {
        init() throws { _ = try SDLTests.library() }

        /// The surface's pixels as 32-bit values, row by row.
        func pixels(of surface: SDLSurface) -> [UInt32] {
            let pitch = Int(surface.pointer.pointee.pitch)
            guard let base = surface.pointer.pointee.pixels else { return [] }
            return (0..<surface.pixelHeight).flatMap { y in
                (0..<surface.pixelWidth).map { x in base.load(fromByteOffset: y * pitch + x * 4, as: UInt32.self) }
            }
        }

        @Test(arguments: [SDL_PIXELFORMAT_RGB888.rawValue, SDL_PIXELFORMAT_ARGB8888.rawValue])
        func aFillMatchesSDLsFillAndStaysInsideTheSurface(format: UInt32) throws {
            let library = try SDLTests.library()
            let ours = try SDLSurface(pixelWidth: 37, pixelHeight: 21, format: format, library: library)
            let sdls = try SDLSurface(pixelWidth: 37, pixelHeight: 21, format: format, library: library)
            let color = SDL_Color(r: 12, g: 200, b: 99, a: 180)
            // Partly outside the surface: cut to it.
            let rect = SDL_Rect(x: 30, y: -4, w: 20, h: 9)
            let oursPointer = ours.pointer
            #expect(SurfacePixels(surface: { oursPointer }).fill(rect, with: color))
            var cut = SDL_Rect(x: 30, y: 0, w: 7, h: 5)
            let value = SDL_MapRGBA(sdls.pointer.pointee.format, color.r, color.g, color.b, color.a)
            #expect(SDL_FillRect(sdls.pointer, &cut, value) == 0)
            let filled = pixels(of: ours)
            #expect(filled == pixels(of: sdls))
            #expect(filled.filter { $0 != 0 }.count == 7 * 5)
        }

        @Test func aSurfaceOfAnotherDepthIsLeftToTheRenderer() throws {
            let library = try SDLTests.library()
            let surface = try SDLSurface(
                pixelWidth: 8, pixelHeight: 8, format: SDL_PIXELFORMAT_RGB565.rawValue, library: library)
            let pointer = surface.pointer
            #expect(!SurfacePixels(surface: { pointer }).fill(SDL_Rect(x: 0, y: 0, w: 4, h: 4), with: SDL_Color(r: 1, g: 2, b: 3, a: 255)))
            #expect(!SurfacePixels(surface: { nil }).fill(SDL_Rect(x: 0, y: 0, w: 4, h: 4), with: SDL_Color(r: 1, g: 2, b: 3, a: 255)))
        }
    }
}
