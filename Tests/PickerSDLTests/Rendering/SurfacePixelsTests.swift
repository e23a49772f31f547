import CSDL2
import Foundation
import PickerCore
import PickerDemoKit
import PickerInspection
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

extension SDLTests {
    /// Drawing with the target's pixels known (backgrounds and uniform opaque layer cores filled directly,
    /// turning wheels' rows stretched and blended directly) gives exactly the pixels of drawing everything
    /// through SDL.
    @Suite struct DirectFillTests {
        init() throws { _ = try SDLTests.library() }

        func render(_ page: PageName, script: String, scale: Double, direct: Bool) throws -> [UInt8] {
            let renderer = try OffscreenRenderer(
                pixelWidth: Int(800 * scale), pixelHeight: Int(600 * scale), pixelsPerPoint: scale)
            if !direct { renderer.host.surfacePixels = nil }
            let scene = try DemoScene(page: page, options: DamageTests.options, textMeasurer: renderer.backend.textMeasurer)
            let text = try String(contentsOf: DamageTests.scriptURL(script), encoding: .utf8)
            try OffscreenReplay(renderer: renderer, scene: scene).run(try InputScript(parsing: text))
            return try renderer.rgbaPixels()
        }

        @Test(arguments: [
            (PageName.wheel, "wheel-mid-fling"), (.minipicker, "minipicker-mid-fling"), (.form, "form-mid-open"),
            (.datepicker, "datepicker-drag-and-fling"), (.odometer, "odometer-mid-fling"), (.calendar, "calendar-mid-slide"),
        ])
        func directFillsGiveSDLsPixels(page: PageName, script: String) throws {
            for scale in [1.0, 2.0] {
                let direct = try render(page, script: script, scale: scale, direct: true)
                let throughSDL = try render(page, script: script, scale: scale, direct: false)
                let differing = zip(direct, throughSDL).filter { $0 != $1 }.count
                if let first = zip(direct, throughSDL).enumerated().first(where: { $0.element.0 != $0.element.1 })?.offset {
                    let p = first / 4 * 4, w = Int(800 * scale)
                    print("DIFF \(page) \(scale)x at x \(p / 4 % w) y \(p / 4 / w): direct \(Array(direct[p..<p + 4])) sdl \(Array(throughSDL[p..<p + 4]))")
                }
                #expect(direct.count == throughSDL.count && differing == 0, "\(page) at \(scale)x: \(differing) bytes differ")
            }
        }

        @Test func aUniformOpaqueCoreIsFoundAndAnyOtherPixelSpoilsIt() {
            // A 4 x 3 picture, all one colour but its last pixel.
            var rgba = [UInt8](repeating: 0, count: 4 * 3 * 4)
            for pixel in 0..<12 { rgba.replaceSubrange(pixel * 4..<pixel * 4 + 4, with: [10, 20, 30, 255]) }
            let core = PixelRect(x: 1, y: 0, width: 2, height: 3)
            let color = SDLMeshBackend.uniformColor(of: rgba, in: core, pictureWidth: 4)
            #expect(color.map { [$0.r, $0.g, $0.b, $0.a] } == [10, 20, 30, 255])
            rgba[(2 * 4 + 2) * 4] = 11
            #expect(SDLMeshBackend.uniformColor(of: rgba, in: core, pictureWidth: 4) == nil)
            #expect(SDLMeshBackend.uniformColor(of: rgba, in: PixelRect(x: 0, y: 0, width: 2, height: 2), pictureWidth: 4) != nil)
        }
    }
}

extension SDLTests {
    /// Content that only moved is copied within the surface (`SurfacePixels.move`).
    @Suite struct SurfacePixelsMoveTests {
        /// A surface whose every pixel says where it is (x in the low byte, y above).
        func numbered(width: Int, height: Int) throws -> SDLSurface {
            let surface = try SDLSurface(
                pixelWidth: width, pixelHeight: height, format: SDL_PIXELFORMAT_RGB888.rawValue, library: SDLTests.library())
            let pitch = Int(surface.pointer.pointee.pitch)
            let base = try #require(surface.pointer.pointee.pixels)
            for y in 0..<height {
                for x in 0..<width { base.storeBytes(of: UInt32(y << 8 | x), toByteOffset: y * pitch + x * 4, as: UInt32.self) }
            }
            return surface
        }

        func pixel(_ surface: SDLSurface, _ x: Int, _ y: Int) -> UInt32 {
            let pitch = Int(surface.pointer.pointee.pitch)
            return surface.pointer.pointee.pixels?.load(fromByteOffset: y * pitch + x * 4, as: UInt32.self) ?? .max
        }

        @Test(arguments: [(0, 3), (0, -3), (2, 0), (-2, 1), (0, 40)])
        func eachPixelComesFromItsSourceInsideTheRectangle(dx: Int, dy: Int) throws {
            let surface = try numbered(width: 30, height: 20)
            let pointer = surface.pointer
            // Partly outside the surface: cut to it.
            let rect = SDL_Rect(x: 4, y: 2, w: 20, h: 30)
            let written = try #require(SurfacePixels(surface: { pointer }).move(rect, dx: dx, dy: dy))
            let inside = { (x: Int, y: Int) in x >= 4 && x < 24 && y >= 2 && y < 20 }
            var copied = 0
            for y in 0..<20 {
                for x in 0..<30 {
                    let value = pixel(surface, x, y)
                    if inside(x, y), inside(x - dx, y - dy) {
                        #expect(value == UInt32((y - dy) << 8 | (x - dx)), "(\(x), \(y))")
                        copied += 1
                    } else {
                        #expect(value == UInt32(y << 8 | x), "(\(x), \(y)) kept")
                    }
                }
            }
            #expect(Int(written.w) * Int(written.h) == copied)
        }

        @Test func anUnknownSurfaceIsLeftAlone() {
            #expect(SurfacePixels(surface: { nil }).move(SDL_Rect(x: 0, y: 0, w: 4, h: 4), dx: 0, dy: 1) == nil)
        }
    }
}

extension SDLTests {
    /// Background fills held back until something lands on them (`SDLMeshBackend.fillOpaque`).
    @Suite struct HeldBackFillTests {
        /// A rectangle less a hole is tiled exactly by the pieces: every pixel of the rectangle outside the hole
        /// in one piece, none inside it or outside the rectangle.
        @Test func piecesTileTheRectangleLessTheHole() {
            var random = SplitMix64(seed: 0xF111)
            for _ in 0..<300 {
                func rect() -> SDL_Rect {
                    SDL_Rect(x: Int32(random.next() % 12), y: Int32(random.next() % 12), w: Int32(random.next() % 10), h: Int32(random.next() % 10))
                }
                let whole = rect(), hole = rect()
                let pieces = HeldBackFills.subtract(hole, from: whole)
                for y in 0..<24 {
                    for x in 0..<24 {
                        func inside(_ r: SDL_Rect) -> Bool {
                            let px = Int32(x), py = Int32(y)
                            return px >= r.x && px < r.x + r.w && py >= r.y && py < r.y + r.h
                        }
                        let count = pieces.filter(inside).count
                        let expected = inside(whole) && !inside(hole) ? 1 : 0
                        #expect(count == expected, "(\(x), \(y)) of \(whole) less \(hole): \(pieces)")
                    }
                }
            }
        }

        static func area(_ fills: [(rect: SDL_Rect, color: SDL_Color)]) -> Int {
            var total = 0
            for fill in fills { total += Int(fill.rect.w) * Int(fill.rect.h) }
            return total
        }

        static func taken(from fills: inout HeldBackFills, in area: SDL_Rect?) -> [(rect: SDL_Rect, color: SDL_Color)] {
            var taken: [(rect: SDL_Rect, color: SDL_Color)] = []
            fills.take(in: area) { taken.append(($0, $1)) }
            return taken
        }

        /// An opaque fill takes its area out of the held-back background; anything else that reaches into a
        /// held-back fill takes that fill whole, and leaves the others held back.
        @Test func anOpaqueFillTakesItsAreaOutAndAnythingElseTakesTheFillsItReaches() {
            let blue = SDL_Color(r: 0, g: 0, b: 255, a: 255), white = SDL_Color(r: 255, g: 255, b: 255, a: 255)
            var fills = HeldBackFills()
            fills.add(SDL_Rect(x: 0, y: 0, w: 100, h: 50), color: blue)
            fills.remove(SDL_Rect(x: 20, y: 10, w: 60, h: 30))
            let left = 100 * 50 - 60 * 30
            #expect(Self.area(fills.rects) == left)
            // A card's inside below, held back too.
            fills.add(SDL_Rect(x: 0, y: 100, w: 100, h: 50), color: white)
            #expect(Self.taken(from: &fills, in: SDL_Rect(x: 30, y: 20, w: 10, h: 10)).isEmpty)
            // Something drawn in the bottom band of the background takes that band only.
            let band = Self.taken(from: &fills, in: SDL_Rect(x: 90, y: 45, w: 5, h: 3))
            #expect(band.count == 1 && band[0].rect.y == 40 && band[0].rect.h == 10 && band[0].color.b == 255)
            #expect(Self.area(fills.rects) == left - 100 * 10 + 100 * 50)
            // Something drawn over the inside and the background's top band takes both; the rest stays.
            let both = Self.taken(from: &fills, in: SDL_Rect(x: 10, y: 5, w: 5, h: 120))
            #expect(both.count == 3)
            #expect(Self.area(fills.rects) == 20 * 30)
            #expect(Self.area(Self.taken(from: &fills, in: nil)) == 20 * 30)
            #expect(fills.isEmpty)
        }
    }
}
