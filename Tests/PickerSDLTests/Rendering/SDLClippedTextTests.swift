import CSDL2
import Foundation
import PickerCore
import Testing
@testable import PickerSDL

extension SDLTests {
    /// Text cut by a rectangular clip (a wheel's edge rows, a number at a side of the calendar's strip) is drawn
    /// as the whole line would be, within the clip: the same pixels inside it, nothing outside it.
    @Suite struct ClippedText {
        init() throws { _ = try SDLTests.library() }

        /// Lines of text, plain and squashed and faded, at fractional positions, cut by `clip` (points) when given.
        func render(scale: Double, clip: Rect?) throws -> [UInt8] {
            let offscreen = try OffscreenRenderer(pixelWidth: Int(240 * scale), pixelHeight: Int(160 * scale), pixelsPerPoint: scale)
            try offscreen.clear(Color(red: 0.95, green: 0.9, blue: 0.7))
            let canvas = MeshCanvas(backend: offscreen.backend, pixelsPerPoint: scale)
            let draw = {
                for (row, (squash, alpha)) in [(1.0, 1.0), (0.6, 0.7), (0.35, 0.4), (1.0, 0.5)].enumerated() {
                    canvas.drawText(
                        "Sinuous Melanesian", font: Font(size: 18), color: Color(red: 0.1, green: 0.4, blue: 0.3, alpha: alpha),
                        at: Point(x: 6.3 + Double(row) * 3.1, y: 8.6 + Double(row) * 34.7), verticalScale: squash)
                }
            }
            if let clip { canvas.withClip(clip, draw) } else { draw() }
            canvas.flush()
            try offscreen.present()
            #expect(offscreen.backend.lastError == nil)
            return try offscreen.rgbaPixels()
        }

        @Test(arguments: [1.0, 2.0])
        func cutTextGivesTheWholeLinesPixelsInsideTheClip(scale: Double) throws {
            let whole = try render(scale: scale, clip: nil)
            let background = try render(scale: scale, clip: Rect(x: 0, y: 0, width: 0.01, height: 0.01))
            // Cuts through every line, sideways and across rows, on whole pixels.
            let clip = Rect(x: 40, y: 20, width: 120, height: 100)
            let cut = try render(scale: scale, clip: clip)
            let width = Int(240 * scale)
            var insideInk = 0
            var wrong: [String] = []
            for index in 0..<(cut.count / 4) {
                let x = Double(index % width) / scale, y = Double(index / width) / scale
                let pixel = cut[(index * 4)..<(index * 4 + 4)]
                let isInside = x >= clip.minX && x < clip.maxX && y >= clip.minY && y < clip.maxY
                let expected = isInside ? whole[(index * 4)..<(index * 4 + 4)] : background[(index * 4)..<(index * 4 + 4)]
                if isInside, expected != background[(index * 4)..<(index * 4 + 4)] { insideInk += 1 }
                if pixel != expected { wrong.append("(\(x), \(y)) \(isInside ? "inside" : "outside"): \(Array(pixel)) not \(Array(expected))") }
            }
            #expect(wrong.isEmpty, "\(wrong.count) pixels differ at \(scale)x, first \(wrong.prefix(4))")
            #expect(insideInk > 500, "the cut lines drew \(insideInk) pixels inside the clip")
        }
    }
}
