import PickerCore

/// Pixel memory a frame is written into: a surface's, a locked streaming texture's, an offscreen image's.
/// Pixels are 32-bit words, alpha (or an unused byte) then red, green, blue from the high byte down:
/// SDL's ARGB8888 and XRGB8888. A host converts any other layout itself.
public struct PixelTarget {
    /// The first pixel of the first row.
    public let base: UnsafeMutableRawPointer
    /// Bytes from one row to the next.
    public let pitch: Int
    /// Size in pixels.
    public let width: Int, height: Int

    /// How a panel's premultiplied pixels are written.
    public enum Writing: Sendable {
        /// As they are, replacing what is there (a panel with a background).
        case copy
        /// Blended over what is there, taken as opaque (a panel without a background over the app's drawing).
        case over
        /// As straight alpha, for a texture the renderer blends over the app's drawing.
        case straight
    }

    /// Memory of `width` x `height` pixels, rows `pitch` bytes apart, starting at `base`.
    public init(base: UnsafeMutableRawPointer, pitch: Int, width: Int, height: Int) {
        self.base = base
        self.pitch = pitch
        self.width = width
        self.height = height
    }

    /// Writes `rect` of `image` with the image's top-left pixel at `origin`, cut to the target.
    /// - Returns: the rectangle of the target written; nil when none of it lies on the target.
    @discardableResult
    public func write(_ image: PixelImage, _ rect: PixelRect, at origin: PixelOffset, _ writing: Writing) -> PixelRect? {
        let bounds = PixelRect(x: 0, y: 0, width: width, height: height)
        let area = rect.offsetBy(dx: origin.dx, dy: origin.dy).intersection(bounds)
        guard !area.isEmpty else { return nil }
        image.pixels.withUnsafeBufferPointer { pixels in
            guard let source = pixels.baseAddress else { return }
            for y in 0..<area.height {
                let from = source + (area.y + y - origin.dy) * image.width + (area.x - origin.dx)
                let row = (base + (area.y + y) * pitch + area.x * 4).assumingMemoryBound(to: UInt32.self)
                switch writing {
                case .copy:
                    row.update(from: from, count: area.width)
                case .over:
                    for x in 0..<area.width { row[x] |= 0xFF00_0000 }
                    PixelArithmetic.over(from, onto: row, count: area.width)
                case .straight:
                    for x in 0..<area.width {
                        let pixel = PixelArithmetic.straight(from[x])
                        row[x] = UInt32(pixel.alpha) << 24 | UInt32(pixel.red) << 16 | UInt32(pixel.green) << 8 | UInt32(pixel.blue)
                    }
                }
            }
        }
        return area
    }
}
