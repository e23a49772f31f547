/// Pixels a host reads back as RGBA (each SDL's `SDLSurface`): the reading is SDL's, the rest is written once.
public protocol RGBAPixelSource {
    /// Width in pixels.
    var pixelWidth: Int { get }
    /// Height in pixels.
    var pixelHeight: Int { get }
    /// Writes the pixels as row-major RGBA bytes (4 per pixel, no row padding) into `rgba`, which holds
    /// `pixelWidth * pixelHeight * 4` bytes.
    func copyRGBA(to rgba: UnsafeMutableRawBufferPointer) throws
}

extension RGBAPixelSource {
    /// The pixels as row-major RGBA bytes, 4 per pixel, with no row padding.
    public func rgbaBytes() throws -> [UInt8] {
        var bytes: [UInt8] = []
        try readRGBA(into: &bytes)
        return bytes
    }

    /// Reads the pixels as `rgbaBytes()` gives them into `bytes`, resized to fit: reading frame after frame
    /// into one buffer allocates nothing.
    public func readRGBA(into bytes: inout [UInt8]) throws {
        let count = pixelWidth * pixelHeight * 4
        if bytes.count != count { bytes = [UInt8](repeating: 0, count: count) }
        try bytes.withUnsafeMutableBytes { try copyRGBA(to: $0) }
    }

    /// Writes the pixels to a PNG file at `path` (RGBA, 8 bits a channel).
    public func writePNG(to path: String) throws {
        try PNGImage(width: pixelWidth, height: pixelHeight, rgba: rgbaBytes()).write(to: path)
    }
}
