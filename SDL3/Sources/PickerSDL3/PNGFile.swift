import CPNG
import PickerSDLShared

/// PNG files through libpng's simplified API: SDL 3 writes no PNG itself, and SDL3_image is one more
/// library to find, so screenshots use libpng (which SDL2_image uses on the SDL 2 side).
public enum PNGFile {
    /// Writes `width` x `height` pixels of row-major RGBA bytes (straight alpha, no row padding) to `path`.
    /// - Throws: `SDLError` naming libpng's message when the size does not match or the file cannot be written.
    public static func write(rgba: [UInt8], width: Int, height: Int, to path: String) throws {
        let operation = "png_image_write_to_file(\(path))"
        guard width > 0, height > 0, rgba.count == width * height * 4 else {
            throw SDLError(operation: operation, message: "\(rgba.count) bytes are not \(width) x \(height) RGBA pixels")
        }
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        image.width = UInt32(width)
        image.height = UInt32(height)
        image.format = CPNG_FORMAT_RGBA
        defer { png_image_free(&image) }
        let written = rgba.withUnsafeBytes { png_image_write_to_file(&image, path, 0, $0.baseAddress, Int32(width * 4), nil) }
        guard written != 0 else { throw SDLError(operation: operation, message: message(of: image)) }
    }

    /// Reads the PNG file at `path` as row-major RGBA bytes (straight alpha, no row padding), whatever its kind.
    /// - Throws: `SDLError` naming libpng's message when the file cannot be read or is not a PNG.
    public static func read(from path: String) throws -> (rgba: [UInt8], width: Int, height: Int) {
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        defer { png_image_free(&image) }
        guard png_image_begin_read_from_file(&image, path) != 0 else {
            throw SDLError(operation: "png_image_begin_read_from_file(\(path))", message: message(of: image))
        }
        image.format = CPNG_FORMAT_RGBA
        let width = Int(image.width), height = Int(image.height)
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        let finished = rgba.withUnsafeMutableBytes { png_image_finish_read(&image, nil, $0.baseAddress, Int32(width * 4), nil) }
        guard finished != 0 else { throw SDLError(operation: "png_image_finish_read(\(path))", message: message(of: image)) }
        return (rgba, width, height)
    }

    /// libpng's message about what went wrong with `image`.
    private static func message(of image: png_image) -> String {
        withUnsafeBytes(of: image.message) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
    }
}

extension SDLSurface {
    /// Writes the surface to a PNG file at `path` (RGBA, 8 bits a channel).
    /// - Throws: `SDLError` when the pixels cannot be read or the file cannot be written.
    public func writePNG(to path: String) throws {
        try PNGFile.write(rgba: rgbaBytes(), width: pixelWidth, height: pixelHeight, to: path)
    }
}
