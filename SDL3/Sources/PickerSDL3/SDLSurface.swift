import CSDL3
import PickerSDLShared
import PickerFrame

/// Owns an `SDL_Surface`: pixels in main memory. Destroyed when the object goes away.
public final class SDLSurface: SDLHandle<UnsafeMutablePointer<SDL_Surface>>, SDLSurfaceHandle {
    private let library: SDLLibrary

    /// Takes ownership of `pointer`, or throws the current SDL error for `operation` when it is `nil`.
    init(_ pointer: UnsafeMutablePointer<SDL_Surface>?, operation: String, library: SDLLibrary) throws {
        self.library = library
        try super.init(made: pointer, destroy: { SDL_DestroySurface($0) }, needs: [library], failure: .current(operation))
    }

    /// A new transparent surface of `pixelWidth` x `pixelHeight` pixels in `format` (ARGB8888 by default).
    public convenience init(
        pixelWidth: Int, pixelHeight: Int, format: SDL_PixelFormat = SDL_PIXELFORMAT_ARGB8888, library: SDLLibrary
    ) throws {
        try self.init(
            SDL_CreateSurface(Int32(pixelWidth), Int32(pixelHeight), format),
            operation: "SDL_CreateSurface(\(pixelWidth)x\(pixelHeight))", library: library)
    }

    /// XRGB8888: an offscreen image's format.
    public static let opaqueFormat = SDL_PIXELFORMAT_XRGB8888

    /// Width in pixels.
    public var pixelWidth: Int { Int(pointer.pointee.w) }
    /// Height in pixels.
    public var pixelHeight: Int { Int(pointer.pointee.h) }

    /// A copy of this surface converted to `format`.
    public func converted(to format: SDL_PixelFormat) throws -> SDLSurface {
        try SDLSurface(SDL_ConvertSurface(pointer, format), operation: "SDL_ConvertSurface", library: library)
    }

    public func copyRGBA(to rgba: UnsafeMutableRawBufferPointer) throws {
        try check(SDL_LockSurface(pointer), "SDL_LockSurface")
        defer { SDL_UnlockSurface(pointer) }
        let surface = pointer.pointee
        // RGBA32 is R, G, B, A in memory on every byte order.
        try check(
            SDL_ConvertPixels(surface.w, surface.h, surface.format, surface.pixels, surface.pitch, SDL_PIXELFORMAT_RGBA32, rgba.baseAddress, surface.w * 4),
            "SDL_ConvertPixels")
    }
}
