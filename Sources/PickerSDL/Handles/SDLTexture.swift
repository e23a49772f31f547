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

    /// Memory the texture takes, in bytes (4 per pixel).
    public var byteCount: Int { pixelWidth * pixelHeight * 4 }
}
