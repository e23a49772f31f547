import CSDL2

/// The row kernels' arithmetic stated again for the tests, one pixel at a time in plain Swift: what
/// `CPixelKernels` and `SurfacePixels` must write, whichever SDL is loaded. Pixels are 32-bit words laid out
/// as ARGB8888 (blue in the low byte), colours with straight alpha.
enum PixelReference {
    static func channel(_ pixel: UInt32, _ shift: UInt32) -> UInt32 { (pixel >> shift) & 0xFF }

    static func pack(alpha: UInt32, red: UInt32, green: UInt32, blue: UInt32) -> UInt32 {
        alpha << 24 | red << 16 | green << 8 | blue
    }

    /// `source` blended over `target`: a clear pixel leaves the target, an opaque one replaces it; otherwise
    /// each colour `s * a >> 8` plus `d * (255 - a) >> 8`, and the alpha byte `a * 255 >> 8` plus
    /// `d * (255 - a) >> 8`.
    static func blend(_ source: UInt32, over target: UInt32) -> UInt32 {
        let alpha = source >> 24
        if alpha == 0 { return target }
        if alpha == 255 { return source }
        let keep = 255 - alpha
        func mixed(_ shift: UInt32) -> UInt32 {
            // Parenthesised: Swift shifts before it multiplies.
            ((channel(source, shift) * alpha) >> 8) + ((channel(target, shift) * keep) >> 8)
        }
        return pack(alpha: ((alpha * 255) >> 8) + (((target >> 24) * keep) >> 8), red: mixed(16), green: mixed(8), blue: mixed(0))
    }

    /// `pixel` with its alpha multiplied by `fade` / 255, rounded down; its colours as they are.
    static func fade(_ pixel: UInt32, by fade: UInt8) -> UInt32 {
        ((pixel >> 24) * UInt32(fade) / 255) << 24 | pixel & 0x00FF_FFFF
    }

    /// `upper` and `lower` mixed channel by channel, alpha included, `lower` weighing `weight` 128ths.
    static func mix(_ upper: UInt32, _ lower: UInt32, weight: UInt32) -> UInt32 {
        func mixed(_ shift: UInt32) -> UInt32 {
            (channel(upper, shift) * (128 - weight) + channel(lower, shift) * weight) >> 7
        }
        return pack(alpha: mixed(24), red: mixed(16), green: mixed(8), blue: mixed(0))
    }

    /// The two rows of a picture `sourceHeight` rows tall mixed into row `row` of it stretched to `height`
    /// rows, and the second one's weight in 128ths: rows step by `sourceHeight / height` in 16.16 fixed
    /// point, the first centred half a step less half a row in; rows outside the picture repeat its edge.
    static func stretchedRow(_ row: Int, sourceHeight: Int, height: Int) -> (upper: Int, lower: Int, weight: UInt32) {
        let step = (sourceHeight << 16) / height
        let position = ((step * 0x8000 + 0x8000) >> 16) - 0x8000 + row * step
        guard position >= 0 else { return (0, 0, 0) }
        let index = position >> 16
        guard index <= sourceHeight - 2 else { return (sourceHeight - 1, sourceHeight - 1, 0) }
        return (index, index + 1, UInt32(position >> 9) & 127)
    }

    /// `color` filled blended over `target`: each colour `d * (255 - a) / 255 + c * a / 255`; the alpha byte
    /// `d * (255 - a) / 255 + a` when the target keeps alpha, else 0.
    static func blendFill(_ color: SDL_Color, over target: UInt32, keepsAlpha: Bool) -> UInt32 {
        let alpha = UInt32(color.a), keep = 255 - alpha
        func mixed(_ value: UInt8, _ shift: UInt32) -> UInt32 {
            channel(target, shift) * keep / 255 + UInt32(value) * alpha / 255
        }
        let alphaByte = keepsAlpha ? (target >> 24) * keep / 255 + alpha : 0
        return pack(alpha: alphaByte, red: mixed(color.r, 16), green: mixed(color.g, 8), blue: mixed(color.b, 0))
    }

    /// `color` as a pixel of a target that keeps alpha (ARGB8888) or does not (RGB888, alpha byte 0).
    static func pixel(_ color: SDL_Color, keepsAlpha: Bool) -> UInt32 {
        pack(alpha: keepsAlpha ? UInt32(color.a) : 0, red: UInt32(color.r), green: UInt32(color.g), blue: UInt32(color.b))
    }
}

/// A picture or target of the kernel tests: `width` x `height` pixels in rows, as plain words.
struct PixelGrid: Equatable {
    var width: Int
    var height: Int
    var pixels: [UInt32]

    subscript(x: Int, y: Int) -> UInt32 {
        get { pixels[y * width + x] }
        set { pixels[y * width + x] = newValue }
    }

    /// Where the grid first differs from `other`, with both pixels in hex; nil when the two are the same.
    func difference(from other: PixelGrid) -> String? {
        guard width == other.width, height == other.height else { return "\(width)x\(height) against \(other.width)x\(other.height)" }
        guard let index = pixels.indices.first(where: { pixels[$0] != other.pixels[$0] }) else { return nil }
        let hex = { (pixel: UInt32) in String(pixel, radix: 16) }
        return "(\(index % width), \(index / width)): \(hex(pixels[index])) against \(hex(other.pixels[index]))"
    }

    /// Each pixel of `rect` (cut to the grid) replaced by `body` of the pixel there and its place in `rect`.
    mutating func update(_ rect: SDL_Rect, _ body: (UInt32, _ column: Int, _ row: Int) -> UInt32) {
        for y in max(0, Int(rect.y))..<min(height, Int(rect.y + rect.h)) {
            for x in max(0, Int(rect.x))..<min(width, Int(rect.x + rect.w)) {
                self[x, y] = body(self[x, y], x - Int(rect.x), y - Int(rect.y))
            }
        }
    }
}
