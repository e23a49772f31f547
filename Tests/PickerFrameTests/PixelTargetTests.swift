import PickerCore
import PickerFrame
import Testing

/// Writing a panel's premultiplied pixels into 32-bit target memory: copied, blended over, or straight.
@Suite struct PixelTargetTests {
    /// A 4 x 3 target, every pixel `fill`, rows 5 pixels apart (a pitch wider than the rows).
    private func withTarget(fill: UInt32, _ body: (PixelTarget) -> Void) -> [UInt32] {
        var memory = [UInt32](repeating: fill, count: 5 * 3)
        memory.withUnsafeMutableBytes { bytes in
            body(PixelTarget(base: bytes.baseAddress!, pitch: 5 * 4, width: 4, height: 3))
        }
        return memory
    }

    /// Half-transparent red, premultiplied: 0x80 alpha, 0x80 red.
    private let halfRed: UInt32 = 0x8080_0000

    @Test func copyWritesTheRectangleAtItsOriginAndCutsItToTheTarget() {
        let image = PixelImage(width: 3, height: 2)
        image.fill(image.bounds, with: Color(red: 0, green: 0, blue: 1, alpha: 1))
        var written: PixelRect?
        let memory = withTarget(fill: 0xFF11_1111) { target in
            written = target.write(image, image.bounds, at: PixelOffset(dx: 2, dy: 2), .copy)
        }
        // Only the top-left 2 x 1 of the image lies on the target.
        #expect(written == PixelRect(x: 2, y: 2, width: 2, height: 1))
        #expect(memory[2 * 5 + 2] == 0xFF00_00FF && memory[2 * 5 + 3] == 0xFF00_00FF)
        #expect(memory[2 * 5 + 1] == 0xFF11_1111 && memory[1 * 5 + 2] == 0xFF11_1111)
        #expect(memory[2 * 5 + 4] == 0xFF11_1111, "the pitch's padding is left alone")
    }

    @Test func overBlendsOntoWhatIsThereAsOpaque() {
        let image = PixelImage(width: 1, height: 1)
        image.pixels[0] = halfRed
        // What is under has no alpha (an XRGB surface): taken as opaque white.
        let memory = withTarget(fill: 0x00FF_FFFF) { target in
            target.write(image, image.bounds, at: PixelOffset(dx: 0, dy: 0), .over)
        }
        #expect(memory[0] == 0xFFFF_7F7F)
        #expect(memory[1] == 0x00FF_FFFF)
    }

    @Test func straightUndoesThePremultiplication() {
        let image = PixelImage(width: 2, height: 1)
        image.pixels[0] = halfRed
        image.pixels[1] = 0
        let memory = withTarget(fill: 0x1234_5678) { target in
            target.write(image, image.bounds, at: PixelOffset(dx: 1, dy: 1), .straight)
        }
        #expect(memory[5 + 1] == 0x80FF_0000)
        #expect(memory[5 + 2] == 0, "transparent is all zero")
    }

    @Test func aRectangleOffTheTargetWritesNothing() {
        let image = PixelImage(width: 2, height: 2)
        var written: PixelRect? = PixelRect(x: 0, y: 0, width: 1, height: 1)
        let memory = withTarget(fill: 7) { target in
            written = target.write(image, image.bounds, at: PixelOffset(dx: -5, dy: 0), .copy)
        }
        #expect(written == nil)
        #expect(memory.allSatisfy { $0 == 7 })
    }
}
