import CSDL2
import CSDL2Image

/// Owns an `SDL_Surface`: pixels in main memory. Freed when the object goes away.
public final class SDLSurface {
    /// The surface; valid for the life of this object.
    public let pointer: UnsafeMutablePointer<SDL_Surface>
    private let library: SDLLibrary

    /// Takes ownership of `pointer`, or throws the current SDL error for `operation` when it is `nil`.
    init(_ pointer: UnsafeMutablePointer<SDL_Surface>?, operation: String, library: SDLLibrary) throws {
        guard let pointer else { throw SDLError.current(operation) }
        self.pointer = pointer
        self.library = library
    }

    /// A new transparent surface of `pixelWidth` x `pixelHeight` pixels in `format`
    /// (an `SDL_PixelFormatEnum` raw value; ARGB8888 by default).
    public convenience init(
        pixelWidth: Int, pixelHeight: Int,
        format: UInt32 = SDL_PIXELFORMAT_ARGB8888.rawValue,
        library: SDLLibrary
    ) throws {
        try self.init(
            SDL_CreateRGBSurfaceWithFormat(0, Int32(pixelWidth), Int32(pixelHeight), 32, format),
            operation: "SDL_CreateRGBSurfaceWithFormat(\(pixelWidth)x\(pixelHeight))",
            library: library)
    }

    deinit { SDL_FreeSurface(pointer) }

    /// Width in pixels.
    public var pixelWidth: Int { Int(pointer.pointee.w) }
    /// Height in pixels.
    public var pixelHeight: Int { Int(pointer.pointee.h) }

    /// A copy of this surface converted to `format` (an `SDL_PixelFormatEnum` raw value).
    public func converted(to format: UInt32) throws -> SDLSurface {
        try SDLSurface(
            SDL_ConvertSurfaceFormat(pointer, format, 0), operation: "SDL_ConvertSurfaceFormat", library: library)
    }

    /// Feeds the pixels, as the RGBA bytes `rgbaBytes()` gives, into `hasher`: equal images hash alike
    /// whatever a format without alpha keeps in its unused byte. `scratch` holds the converted bytes
    /// between calls, so hashing frame after frame allocates nothing.
    public func hashPixels(into hasher: inout Hasher, scratch: inout [UInt8]) throws {
        let width = pixelWidth, height = pixelHeight
        if scratch.count != width * height * 4 { scratch = [UInt8](repeating: 0, count: width * height * 4) }
        try check(SDL_LockSurface(pointer), "SDL_LockSurface")
        defer { SDL_UnlockSurface(pointer) }
        guard let pixels = pointer.pointee.pixels, let format = pointer.pointee.format else {
            throw SDLError.current("SDL_Surface.pixels")
        }
        let pitch = pointer.pointee.pitch
        try scratch.withUnsafeMutableBytes { bytes in
            try check(
                SDL_ConvertPixels(
                    Int32(width), Int32(height), format.pointee.format, pixels, pitch,
                    SDL_PIXELFORMAT_RGBA32.rawValue, bytes.baseAddress, Int32(width * 4)),
                "SDL_ConvertPixels")
        }
        scratch.withUnsafeBytes { hasher.combine(bytes: $0) }
    }

    /// The pixels as row-major RGBA bytes, 4 per pixel, with no row padding.
    public func rgbaBytes() throws -> [UInt8] {
        // ABGR8888 is a packed format: on every byte order its bytes in memory are R, G, B, A.
        let rgba = try converted(to: SDL_PIXELFORMAT_RGBA32.rawValue)
        let surface = rgba.pointer.pointee
        let width = Int(surface.w), height = Int(surface.h), pitch = Int(surface.pitch)
        try check(SDL_LockSurface(rgba.pointer), "SDL_LockSurface")
        defer { SDL_UnlockSurface(rgba.pointer) }
        guard let pixels = rgba.pointer.pointee.pixels else { throw SDLError.current("SDL_Surface.pixels") }
        let source = pixels.assumingMemoryBound(to: UInt8.self)
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        bytes.withUnsafeMutableBufferPointer { destination in
            guard let base = destination.baseAddress else { return }
            for row in 0..<height {
                (base + row * width * 4).update(from: source + row * pitch, count: width * 4)
            }
        }
        return bytes
    }

    /// Writes the surface to a PNG file at `path`.
    public func writePNG(to path: String) throws {
        try check(IMG_SavePNG(pointer, path), "IMG_SavePNG(\(path))")
    }
}
