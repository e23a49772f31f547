import Foundation
import PickerCore
import PickerSDL
import Testing

extension SDLTests {
    @Suite struct Offscreen {
        init() throws { _ = try SDLTests.library() }

        @Test func solidTrianglesGiveExactPixels() throws {
            let offscreen = try OffscreenRenderer(pixelWidth: 8, pixelHeight: 8)
            try offscreen.clear(.white)
            // One triangle over the top-left half (its hypotenuse misses pixel centres (1.5, 1.5) and (6.5, 6.5)).
            offscreen.backend.render(DrawBatch(
                vertices: [
                    MeshVertex(position: Point(x: 0, y: 0), color: Color(hex: 0xFF0000)),
                    MeshVertex(position: Point(x: 8, y: 0), color: Color(hex: 0xFF0000)),
                    MeshVertex(position: Point(x: 0, y: 8), color: Color(hex: 0xFF0000)),
                ],
                indices: [0, 1, 2]))
            try offscreen.present()
            let image = PNGImage(width: 8, height: 8, rgba: try offscreen.rgbaPixels())
            #expect(image.pixel(x: 1, y: 1) == [255, 0, 0, 255])
            #expect(image.pixel(x: 6, y: 6) == [255, 255, 255, 255])
            #expect(offscreen.backend.lastError == nil)
        }

        @Test func translucentQuadBlendsOverTheBackground() throws {
            let offscreen = try OffscreenRenderer(pixelWidth: 8, pixelHeight: 8)
            try offscreen.clear(.white)
            offscreen.backend.render(quad(Rect(x: 2, y: 2, width: 4, height: 4), color: Color(hex: 0x0000FF, alpha: 0.5)))
            try offscreen.present()
            let image = PNGImage(width: 8, height: 8, rgba: try offscreen.rgbaPixels())
            let inside = image.pixel(x: 3, y: 3)
            #expect(inside[2] == 255)
            #expect((126...129).contains(inside[0]) && inside[0] == inside[1])
            #expect(image.pixel(x: 0, y: 0) == [255, 255, 255, 255])
            #expect(image.pixel(x: 6, y: 3) == [255, 255, 255, 255])
        }

        @Test func identicalDrawingGivesIdenticalBytes() throws {
            func draw() throws -> [UInt8] {
                let offscreen = try OffscreenRenderer(pixelWidth: 120, pixelHeight: 40, pixelsPerPoint: 2)
                try offscreen.clear(Color(hex: 0xF2F2F7))
                let canvas = SDLTestCanvas(backend: offscreen.backend, pixelsPerPoint: 2)
                canvas.fillRect(Rect(x: 3.3, y: 2.7, width: 40.1, height: 9.9), color: Color(hex: 0x3366DD, alpha: 0.7))
                canvas.drawText("Nov 21", font: Font(size: 13), color: .black, at: Point(x: 4, y: 4))
                canvas.flush()
                try offscreen.present()
                return try offscreen.rgbaPixels()
            }
            let first = try draw()
            #expect(first.count == 120 * 40 * 4)
            #expect(try draw() == first)
        }

        @Test func pngRoundTripPreservesPixels() throws {
            let offscreen = try OffscreenRenderer(pixelWidth: 30, pixelHeight: 20)
            try offscreen.clear(Color(hex: 0x102030, alpha: 0.5))
            offscreen.backend.render(quad(Rect(x: 5, y: 5, width: 10, height: 7), color: Color(hex: 0xC08040)))
            let canvas = SDLTestCanvas(backend: offscreen.backend, pixelsPerPoint: 1)
            canvas.drawText("Ag", font: Font(size: 12, weight: .bold), color: .white, at: Point(x: 12, y: 2))
            canvas.flush()
            try offscreen.present()
            let pixels = try offscreen.rgbaPixels()

            let decoded = try PNGImage(data: try PNGImage.encode(width: 30, height: 20, rgba: pixels))
            #expect(decoded == PNGImage(width: 30, height: 20, rgba: pixels))

            let path = FileManager.default.temporaryDirectory.appendingPathComponent("sdl-roundtrip-\(getpid()).png").path
            defer { try? FileManager.default.removeItem(atPath: path) }
            try offscreen.writePNG(to: path)
            #expect(try PNGImage(contentsOf: path).rgba == pixels)
        }

        @Test func garbageIsNotAPNG() {
            #expect(throws: SDLError.self) { try PNGImage(data: Data("not a png".utf8)) }
        }
    }
}
