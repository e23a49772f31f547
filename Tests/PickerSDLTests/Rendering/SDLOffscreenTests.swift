import Foundation
import PickerCore
import PickerSDL
import Testing

extension SDLTests {
    @Suite struct Offscreen {
        init() throws { _ = try SDLTests.library() }

        @Test func aRectangleOnWholePixelsGivesExactPixels() throws {
            let offscreen = try OffscreenRenderer(pixelWidth: 8, pixelHeight: 8)
            try offscreen.clear(.white)
            try offscreen.draw { $0.fillRect(Rect(x: 1, y: 1, width: 4, height: 3), color: Color(hex: 0xFF0000)) }
            let image = PNGImage(width: 8, height: 8, rgba: try offscreen.rgbaBytes())
            #expect(image.pixel(x: 1, y: 1) == [255, 0, 0, 255])
            #expect(image.pixel(x: 4, y: 3) == [255, 0, 0, 255])
            #expect(image.pixel(x: 5, y: 3) == [255, 255, 255, 255])
            #expect(image.pixel(x: 1, y: 4) == [255, 255, 255, 255])
        }

        @Test func translucentFillsBlendOverTheBackground() throws {
            let offscreen = try OffscreenRenderer(pixelWidth: 8, pixelHeight: 8)
            try offscreen.clear(.white)
            try offscreen.draw { $0.fillRect(Rect(x: 2, y: 2, width: 4, height: 4), color: Color(hex: 0x0000FF, alpha: 0.5)) }
            let image = PNGImage(width: 8, height: 8, rgba: try offscreen.rgbaBytes())
            #expect(image.pixel(x: 3, y: 3) == [127, 127, 255, 255])
            #expect(image.pixel(x: 0, y: 0) == [255, 255, 255, 255])
            #expect(image.pixel(x: 6, y: 3) == [255, 255, 255, 255])
        }

        @Test func identicalDrawingGivesIdenticalBytes() throws {
            func draw() throws -> [UInt8] {
                let offscreen = try OffscreenRenderer(pixelWidth: 120, pixelHeight: 40, pixelsPerPoint: 2)
                try offscreen.clear(Color(hex: 0xF2F2F7))
                try offscreen.draw { canvas in
                    canvas.fillRect(Rect(x: 3.3, y: 2.7, width: 40.1, height: 9.9), color: Color(hex: 0x3366DD, alpha: 0.7))
                    canvas.drawText("Nov 21", style: TextStyle(font: Font(size: 13), color: .black), at: Point(x: 4, y: 4))
                }
                return try offscreen.rgbaBytes()
            }
            let first = try draw()
            #expect(first.count == 120 * 40 * 4)
            #expect(try draw() == first)
        }

        @Test func pngRoundTripPreservesPixels() throws {
            let offscreen = try OffscreenRenderer(pixelWidth: 30, pixelHeight: 20)
            try offscreen.clear(Color(hex: 0x102030, alpha: 0.5))
            try offscreen.draw { canvas in
                canvas.fillRect(Rect(x: 5, y: 5, width: 10, height: 7), color: Color(hex: 0xC08040))
                canvas.drawText("Ag", style: TextStyle(font: Font(size: 12, weight: .bold), color: .white), at: Point(x: 12, y: 2))
            }
            let pixels = try offscreen.rgbaBytes()

            let decoded = try PNGImage(data: try PNGImage.encode(width: 30, height: 20, rgba: pixels))
            #expect(decoded == PNGImage(width: 30, height: 20, rgba: pixels))

            let path = FileManager.default.temporaryDirectory.appendingPathComponent("sdl-roundtrip-\(getpid()).png").path
            defer { try? FileManager.default.removeItem(atPath: path) }
            try offscreen.writePNG(to: path)
            #expect(try PNGImage(contentsOf: path).rgba == pixels)
        }

        @Test func garbageIsNotAPNG() {
            #expect(throws: SDLError.self) { try PNGImage(data: Data("not a png".utf8)) }
            #expect(throws: SDLError.self) { try PNGImage(data: Data()) }
        }

        @Test func bytesThatAreNotTheSizeAreAnErrorNotAFile() {
            #expect(throws: SDLError.self) { try PNGImage.encode(width: 2, height: 2, rgba: [0, 0, 0]) }
            #expect(throws: SDLError.self) { try PNGImage.encode(width: 0, height: 0, rgba: []) }
        }
    }
}
