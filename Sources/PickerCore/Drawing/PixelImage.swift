import CPixelBlend

/// Pixels PickerKit owns: `width` x `height` 32-bit pixels, row after row, each premultiplied alpha, red,
/// green and blue from the high byte down (the layout of SDL's ARGB8888). What the software backend draws
/// into, and the picture it keeps of a layer.
public final class PixelImage {
    public let width: Int
    public let height: Int
    /// Row-major pixels, `width` per row.
    public var pixels: [UInt32]

    /// A transparent image of `width` x `height` pixels (negative sizes count as 0).
    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        pixels = [UInt32](repeating: 0, count: self.width * self.height)
    }

    /// The whole image as a rectangle.
    public var bounds: PixelRect { PixelRect(x: 0, y: 0, width: width, height: height) }

    /// The pixel at column `x`, row `y`.
    public subscript(x: Int, y: Int) -> UInt32 { pixels[y * width + x] }

    /// Sets every pixel of `rect` (cut to the image) to `color`, replacing what is there.
    public func fill(_ rect: PixelRect, with color: Color) {
        let area = rect.intersection(bounds)
        guard !area.isEmpty else { return }
        let pixel = PixelArithmetic.premultiplied(color)
        pixels.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            for y in area.y..<area.maxY { (base + y * width + area.x).update(repeating: pixel, count: area.width) }
        }
    }

    /// Moves the pixels of `rect` (cut to the image) by `dx` columns and `dy` rows, cut to `rect`: each pixel
    /// whose source lies in `rect` takes the source's value; the others keep theirs. Returns what was written.
    @discardableResult
    public func move(_ rect: PixelRect, dx: Int, dy: Int) -> PixelRect {
        let area = rect.intersection(bounds)
        let target = area.offsetBy(dx: dx, dy: dy).intersection(area)
        guard !target.isEmpty else { return PixelRect(x: 0, y: 0, width: 0, height: 0) }
        pixels.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            // Rows moving down go bottom-up, rows moving up top-down, so no row is read after it is written.
            for row in 0..<target.height {
                let y = dy > 0 ? target.maxY - 1 - row : target.y + row
                let to = base + y * width + target.x
                (to).update(from: base + (y - dy) * width + (target.x - dx), count: target.width)
            }
        }
        return target
    }
}

/// An 8-bit coverage picture: how much of each pixel a text's glyphs cover (0...255), row after row.
public struct CoverageMask: Sendable {
    public let width: Int
    public let height: Int
    public let coverage: [UInt8]

    /// A mask of `width` x `height` with `coverage` row-major (its count must be `width * height`).
    public init(width: Int, height: Int, coverage: [UInt8]) {
        precondition(coverage.count == max(0, width) * max(0, height), "coverage must hold width x height values")
        self.width = max(0, width)
        self.height = max(0, height)
        self.coverage = coverage
    }
}

/// The software backend's arithmetic on premultiplied 8-bit pixels.
public enum PixelArithmetic {
    /// `a * b / 255` rounded to the nearest integer, for `a` and `b` in 0...255.
    @inline(__always)
    public static func multiply(_ a: UInt32, _ b: UInt32) -> UInt32 {
        let t = a * b + 128
        return (t + (t >> 8)) >> 8
    }

    /// `color` as a premultiplied pixel: alpha rounded to a byte, each colour channel times that alpha.
    public static func premultiplied(_ color: Color) -> UInt32 {
        let alpha = byte(color.alpha)
        return alpha << 24 | multiply(byte(color.red), alpha) << 16 | multiply(byte(color.green), alpha) << 8
            | multiply(byte(color.blue), alpha)
    }

    /// A channel 0...1 as a byte, rounded; values outside 0...1 (or NaN) are clamped.
    @inline(__always)
    public static func byte(_ value: Double) -> UInt32 {
        guard value > 0 else { return 0 }
        return value >= 1 ? 255 : UInt32((value * 255).rounded())
    }

    /// Blends `count` premultiplied pixels of `source` over those of `destination`, each as
    /// `over(_:_:)` does, with the row kernel (AVX2 where the processor has it).
    public static func over(_ source: UnsafePointer<UInt32>, onto destination: UnsafeMutablePointer<UInt32>, count: Int) {
        pk_over_row(destination, source, Int32(count))
    }

    /// The premultiplied pixel `source` over `destination`: each channel `s + d * (255 - sa) / 255`, the
    /// division rounded (exactly, for every byte). Two channels at a time, each in 16 bits of a 32-bit lane,
    /// with no branch, so loops of it vectorise.
    @inline(__always)
    public static func over(_ source: UInt32, _ destination: UInt32) -> UInt32 {
        let keep = 255 &- (source >> 24)
        var redBlue = (destination & 0x00FF_00FF) &* keep &+ 0x0080_0080
        redBlue = (redBlue &+ (redBlue >> 8 & 0x00FF_00FF)) >> 8 & 0x00FF_00FF
        var alphaGreen = (destination >> 8 & 0x00FF_00FF) &* keep &+ 0x0080_0080
        alphaGreen = (alphaGreen &+ (alphaGreen >> 8 & 0x00FF_00FF)) >> 8 & 0x00FF_00FF
        return source &+ (redBlue | alphaGreen << 8)
    }

    /// The premultiplied pixel of a colour whose straight channels are `red`, `green`, `blue` (bytes) at
    /// coverage `alpha` (a byte).
    @inline(__always)
    static func premultiplied(red: UInt32, green: UInt32, blue: UInt32, alpha: UInt32) -> UInt32 {
        alpha << 24 | multiply(red, alpha) << 16 | multiply(green, alpha) << 8 | multiply(blue, alpha)
    }

    /// A premultiplied pixel as straight-alpha bytes (red, green, blue, alpha); all 0 when transparent.
    public static func straight(_ pixel: UInt32) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        let alpha = pixel >> 24
        guard alpha > 0 else { return (0, 0, 0, 0) }
        func channel(_ value: UInt32) -> UInt8 { UInt8(min(255, (value * 255 + alpha / 2) / alpha)) }
        return (channel(pixel >> 16 & 0xFF), channel(pixel >> 8 & 0xFF), channel(pixel & 0xFF), UInt8(alpha))
    }
}
