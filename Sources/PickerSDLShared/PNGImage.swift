import CPNG
import Foundation

/// An image read from or written to PNG with libpng: a size in pixels and row-major RGBA bytes. Both SDL
/// hosts save screenshots with it (SDL 3 writes no PNG itself).
public struct PNGImage: Hashable, Sendable {
    /// Width in pixels.
    public var width: Int
    /// Height in pixels.
    public var height: Int
    /// Row-major RGBA bytes, 4 per pixel, no row padding (straight alpha).
    public var rgba: [UInt8]

    public init(width: Int, height: Int, rgba: [UInt8]) {
        precondition(rgba.count == width * height * 4, "rgba must hold width * height * 4 bytes")
        self.width = width
        self.height = height
        self.rgba = rgba
    }

    /// Decodes the PNG in `data`, whatever its colour type, as RGBA.
    /// - Throws: `SDLError` naming libpng's message when `data` is not a PNG.
    public init(data: Data) throws {
        var image = Self.emptyImage()
        defer { png_image_free(&image) }
        // libpng reads `data` until the image is finished: both calls inside one access to its bytes.
        let (width, height, rgba) = try data.withUnsafeBytes { bytes in
            guard png_image_begin_read_from_memory(&image, bytes.baseAddress, bytes.count) != 0 else {
                throw Self.error("png_image_begin_read_from_memory", image)
            }
            image.format = CPNG_FORMAT_RGBA
            let width = Int(image.width), height = Int(image.height)
            var rgba = [UInt8](repeating: 0, count: width * height * 4)
            let finished = rgba.withUnsafeMutableBytes { png_image_finish_read(&image, nil, $0.baseAddress, Int32(width * 4), nil) }
            guard finished != 0 else { throw Self.error("png_image_finish_read", image) }
            return (width, height, rgba)
        }
        self.init(width: width, height: height, rgba: rgba)
    }

    /// Decodes the PNG file at `path`.
    public init(contentsOf path: String) throws {
        try self.init(data: try Data(contentsOf: URL(fileURLWithPath: path)))
    }

    /// The red, green, blue and alpha bytes of the pixel at column `x`, row `y`.
    public func pixel(x: Int, y: Int) -> [UInt8] {
        let start = (y * width + x) * 4
        return Array(rgba[start..<start + 4])
    }

    /// Encodes `rgba` (row-major, 4 bytes per pixel) as a PNG file's bytes.
    /// - Throws: `SDLError` when the byte count does not match the size, or libpng fails.
    public static func encode(width: Int, height: Int, rgba: [UInt8]) throws -> Data {
        guard width > 0, height > 0, rgba.count == width * height * 4 else {
            throw SDLError(operation: "PNGImage.encode", message: "\(rgba.count) bytes are not \(width) x \(height) RGBA pixels")
        }
        var image = emptyImage()
        image.width = UInt32(width)
        image.height = UInt32(height)
        image.format = CPNG_FORMAT_RGBA
        defer { png_image_free(&image) }
        // The first call measures, the second writes.
        var size = 0
        let measured = rgba.withUnsafeBytes { png_image_write_to_memory(&image, nil, &size, 0, $0.baseAddress, Int32(width * 4), nil) }
        guard measured != 0, size > 0 else { throw error("png_image_write_to_memory", image) }
        var data = Data(count: size)
        let written = data.withUnsafeMutableBytes { memory in
            rgba.withUnsafeBytes {
                png_image_write_to_memory(&image, memory.baseAddress, &size, 0, $0.baseAddress, Int32(width * 4), nil)
            }
        }
        guard written != 0, size > 0 else { throw error("png_image_write_to_memory", image) }
        return data.prefix(size)
    }

    /// Encodes this image as a PNG file's bytes.
    public func pngData() throws -> Data {
        try Self.encode(width: width, height: height, rgba: rgba)
    }

    /// Writes this image to a PNG file at `path`.
    public func write(to path: String) throws {
        try pngData().write(to: URL(fileURLWithPath: path))
    }

    private static func emptyImage() -> png_image {
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        return image
    }

    /// libpng's message about what went wrong with `image`, as an error of `operation`.
    private static func error(_ operation: String, _ image: png_image) -> SDLError {
        SDLError(operation: operation, message: withUnsafeBytes(of: image.message) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) })
    }
}
