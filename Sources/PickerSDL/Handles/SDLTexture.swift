import CSDL2

/// Owns an `SDL_Texture`. Keeps its renderer alive and is destroyed when the object goes away.
public final class SDLTexture {
    /// The texture; valid for the life of this object.
    public let pointer: OpaquePointer
    private let renderer: SDLRenderer
    /// Width in pixels.
    public let pixelWidth: Int
    /// Height in pixels.
    public let pixelHeight: Int

    /// Uploads `surface` as a texture for `renderer`, blended with straight alpha.
    public init(renderer: SDLRenderer, surface: SDLSurface) throws {
        guard let pointer = SDL_CreateTextureFromSurface(renderer.pointer, surface.pointer) else {
            throw SDLError.current("SDL_CreateTextureFromSurface")
        }
        self.pointer = pointer
        self.renderer = renderer
        self.pixelWidth = surface.pixelWidth
        self.pixelHeight = surface.pixelHeight
        try check(SDL_SetTextureBlendMode(pointer, SDL_BLENDMODE_BLEND), "SDL_SetTextureBlendMode")
    }

    deinit { SDL_DestroyTexture(pointer) }

    /// How the texture is sampled when drawn larger or smaller than its pixels: `SDL_ScaleModeNearest`
    /// (SDL's default) or `SDL_ScaleModeLinear` (smooth when squashed). Drawn pixel for pixel, both look
    /// the same. Needs SDL 2.0.12 or newer.
    public func setScaleMode(_ mode: SDL_ScaleMode) throws {
        try check(SDL_SetTextureScaleMode(pointer, mode), "SDL_SetTextureScaleMode")
    }

    /// Memory the texture takes, in bytes (4 per pixel).
    public var byteCount: Int { pixelWidth * pixelHeight * 4 }
}
