import CSDL3
import PickerSDLShared
import PickerFrame

/// An `SDL_Texture`: one PickerKit made, which keeps its renderer alive and is destroyed when the object
/// goes away, or one an app made and lends (`init(borrowing:renderer:)`), which PickerKit never destroys.
public final class SDLTexture: SDLHandle<UnsafeMutablePointer<SDL_Texture>> {
    /// Width in pixels.
    public var pixelWidth: Int { Int(pointer.pointee.w) }
    /// Height in pixels.
    public var pixelHeight: Int { Int(pointer.pointee.h) }
    /// Memory the texture takes, in bytes (4 per pixel).
    public var byteCount: Int { pixelWidth * pixelHeight * 4 }

    /// Takes ownership of a texture `operation` made for `renderer`, blended with straight alpha.
    private init(_ made: UnsafeMutablePointer<SDL_Texture>?, operation: String, renderer: SDLRenderer) throws {
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
        let made = SDL_CreateTexture(renderer.pointer, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_STREAMING, Int32(pixelWidth), Int32(pixelHeight))
        try self.init(made, operation: "SDL_CreateTexture", renderer: renderer)
    }

    /// Wraps a texture the app made with `renderer`. PickerKit never destroys it: the app must keep it
    /// for as long as this object lives, and destroy it itself afterwards.
    public init(borrowing pointer: UnsafeMutablePointer<SDL_Texture>, renderer: SDLRenderer) {
        super.init(borrowing: pointer, needs: [renderer])
    }

    /// How the texture is sampled when drawn larger or smaller than its pixels: `SDL_SCALEMODE_NEAREST`
    /// or `SDL_SCALEMODE_LINEAR` (SDL 3's default; smooth when squashed).
    public func setScaleMode(_ mode: SDL_ScaleMode) throws {
        try check(SDL_SetTextureScaleMode(pointer, mode), "SDL_SetTextureScaleMode")
    }
}
