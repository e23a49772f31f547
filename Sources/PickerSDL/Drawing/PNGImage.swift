import CSDL2
import CSDL2Image
import Foundation

/// An image decoded from or encoded to PNG with SDL_image: a size in pixels and row-major RGBA bytes.
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

    /// Decodes the PNG in `data`.
    public init(data: Data) throws {
        let library = try SDLLibrary.shared(videoDriver: .dummy)
        let surface = try data.withUnsafeBytes { bytes -> SDLSurface in
            guard let stream = SDL_RWFromConstMem(bytes.baseAddress, Int32(bytes.count)) else {
                throw SDLError.current("SDL_RWFromConstMem")
            }
            // IMG_Load_RW closes the stream (freesrc = 1) whether or not it succeeds.
            return try SDLSurface(IMG_Load_RW(stream, 1), operation: "IMG_Load_RW", library: library)
        }
        self.init(width: surface.pixelWidth, height: surface.pixelHeight, rgba: try surface.rgbaBytes())
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
    public static func encode(width: Int, height: Int, rgba: [UInt8]) throws -> Data {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("pickersdl-\(UUID().uuidString).png").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try write(width: width, height: height, rgba: rgba, to: path)
        return try Data(contentsOf: URL(fileURLWithPath: path))
    }

    /// Encodes this image as a PNG file's bytes.
    public func pngData() throws -> Data {
        try Self.encode(width: width, height: height, rgba: rgba)
    }

    /// Writes this image to a PNG file at `path`.
    public func write(to path: String) throws {
        try Self.write(width: width, height: height, rgba: rgba, to: path)
    }

    private static func write(width: Int, height: Int, rgba: [UInt8], to path: String) throws {
        guard rgba.count == width * height * 4 else {
            throw SDLError(operation: "PNGImage.encode", message: "\(rgba.count) bytes for \(width)x\(height) pixels")
        }
        let library = try SDLLibrary.shared(videoDriver: .dummy)
        let surface = try SDLSurface(
            pixelWidth: width, pixelHeight: height, format: SDL_PIXELFORMAT_RGBA32.rawValue, library: library)
        try check(SDL_LockSurface(surface.pointer), "SDL_LockSurface")
        if let pixels = surface.pointer.pointee.pixels {
            let pitch = Int(surface.pointer.pointee.pitch)
            let destination = pixels.assumingMemoryBound(to: UInt8.self)
            rgba.withUnsafeBufferPointer { source in
                guard let base = source.baseAddress else { return }
                for row in 0..<height {
                    (destination + row * pitch).update(from: base + row * width * 4, count: width * 4)
                }
            }
        }
        SDL_UnlockSurface(surface.pointer)
        try surface.writePNG(to: path)
    }
}
