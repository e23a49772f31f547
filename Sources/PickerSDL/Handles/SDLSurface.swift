import CSDL2

/// Owns an `SDL_Surface`: pixels in main memory. Freed when the object goes away.
public final class SDLSurface: SDLHandle<UnsafeMutablePointer<SDL_Surface>>, SDLSurfaceHandle {
    /// Takes ownership of `pointer`, or throws the current SDL error for `operation` when it is `nil`.
    init(_ pointer: UnsafeMutablePointer<SDL_Surface>?, operation: String, library: SDLLibrary) throws {
        try super.init(made: pointer, destroy: { SDL_FreeSurface($0) }, needs: [library], failure: .current(operation))
    }

    /// A new transparent surface of `pixelWidth` x `pixelHeight` pixels in `format` (an `SDL_PixelFormatEnum`
    /// raw value; ARGB8888 by default).
    public convenience init(
        pixelWidth: Int, pixelHeight: Int, format: UInt32 = SDL_PIXELFORMAT_ARGB8888.rawValue, library: SDLLibrary
    ) throws {
        try self.init(
            SDL_CreateRGBSurfaceWithFormat(0, Int32(pixelWidth), Int32(pixelHeight), 32, format),
            operation: "SDL_CreateRGBSurfaceWithFormat(\(pixelWidth)x\(pixelHeight))", library: library)
    }

    /// XRGB (`SDL_PIXELFORMAT_RGB888`): an offscreen image's format.
    public static let opaqueFormat = SDL_PIXELFORMAT_RGB888.rawValue

    /// Width in pixels.
    public var pixelWidth: Int { Int(pointer.pointee.w) }
    /// Height in pixels.
    public var pixelHeight: Int { Int(pointer.pointee.h) }

    public func copyRGBA(to rgba: UnsafeMutableRawBufferPointer) throws {
        try check(SDL_LockSurface(pointer), "SDL_LockSurface")
        defer { SDL_UnlockSurface(pointer) }
        let surface = pointer.pointee
        guard let format = surface.format?.pointee.format else { throw SDLError.current("SDL_Surface.format") }
        // RGBA32 is R, G, B, A in memory on every byte order.
        let rgba32 = SDL_PIXELFORMAT_RGBA32.rawValue
        try check(SDL_ConvertPixels(surface.w, surface.h, format, surface.pixels, surface.pitch, rgba32, rgba.baseAddress, surface.w * 4), "SDL_ConvertPixels")
    }
}
