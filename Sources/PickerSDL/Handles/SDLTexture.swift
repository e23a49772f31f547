import CSDL2
import PickerCore
import PickerFrame

/// An `SDL_Texture`: one PickerKit made, which keeps its renderer alive and is destroyed when the object
/// goes away, or one an app made and lends (`init(borrowing:renderer:)`), which PickerKit never destroys.
public final class SDLTexture: SDLHandle<OpaquePointer> {
    /// Width in pixels.
    public var pixelWidth: Int { Int(size.width) }
    /// Height in pixels.
    public var pixelHeight: Int { Int(size.height) }
    /// Memory the texture takes, in bytes (4 per pixel).
    public var byteCount: Int { pixelWidth * pixelHeight * 4 }

    private var size: (width: Int32, height: Int32) {
        var width: Int32 = 0, height: Int32 = 0
        SDL_QueryTexture(pointer, nil, nil, &width, &height)
        return (width, height)
    }

    /// Wraps a texture the app made with `renderer`. PickerKit never destroys it: the app must keep it
    /// for as long as this object lives, and destroy it itself afterwards.
    public init(borrowing pointer: OpaquePointer, renderer: SDLRenderer) {
        super.init(borrowing: pointer, needs: [renderer])
    }

    /// Takes ownership of a texture `operation` made for `renderer`, blended with straight alpha.
    private init(_ made: OpaquePointer?, operation: String, renderer: SDLRenderer) throws {
        try super.init(made: made, destroy: { SDL_DestroyTexture($0) }, needs: [renderer], failure: .current(operation))
        try check(SDL_SetTextureBlendMode(pointer, SDL_BLENDMODE_BLEND), "SDL_SetTextureBlendMode")
    }

    /// Uploads `surface` as a texture for `renderer`, blended with straight alpha.
    public convenience init(renderer: SDLRenderer, surface: SDLSurface) throws {
        try self.init(SDL_CreateTextureFromSurface(renderer.pointer, surface.pointer), operation: "SDL_CreateTextureFromSurface", renderer: renderer)
    }

    /// A texture of ARGB8888 pixels written with `SDL_LockTexture` (`SDL_TEXTUREACCESS_STREAMING`), its
    /// pixels undefined until written.
    public convenience init(streamingFor renderer: SDLRenderer, pixelWidth: Int, pixelHeight: Int) throws {
        let access = Int32(SDL_TEXTUREACCESS_STREAMING.rawValue), format = SDL_PIXELFORMAT_ARGB8888.rawValue
        let made = SDL_CreateTexture(renderer.pointer, format, access, Int32(pixelWidth), Int32(pixelHeight))
        try self.init(made, operation: "SDL_CreateTexture", renderer: renderer)
    }

    /// How the texture is sampled when drawn larger or smaller than its pixels: `SDL_ScaleModeNearest`
    /// (SDL's default) or `SDL_ScaleModeLinear` (smooth when squashed).
    public func setScaleMode(_ mode: SDL_ScaleMode) throws {
        try check(SDL_SetTextureScaleMode(pointer, mode), "SDL_SetTextureScaleMode")
    }

    /// Locks `rect` of a streaming texture for writing (its old pixels are lost) and lets `body` write it,
    /// as a target whose (0, 0) is `rect`'s top-left pixel.
    func withLockedPixels(_ rect: PixelRect, _ body: (PixelTarget) throws -> Void) throws {
        var area = SDL_Rect(rect)
        var pixels: UnsafeMutableRawPointer?
        var pitch: Int32 = 0
        try check(SDL_LockTexture(pointer, &area, &pixels, &pitch), "SDL_LockTexture")
        defer { SDL_UnlockTexture(pointer) }
        guard let pixels else { throw SDLError(operation: "SDL_LockTexture", message: "no pixels") }
        try body(PixelTarget(base: pixels, pitch: Int(pitch), width: rect.width, height: rect.height))
    }
}
