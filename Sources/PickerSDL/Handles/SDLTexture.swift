import CSDL2
import PickerCore
import PickerFrame

/// An `SDL_Texture`: one PickerKit made, which keeps its renderer alive and is destroyed when the object
/// goes away, or one an app made and lends (`init(borrowing:renderer:)`), which PickerKit never destroys.
public final class SDLTexture {
    /// The texture; valid for the life of this object (for a borrowed one, as long as the app keeps it).
    public let pointer: OpaquePointer
    /// Whether PickerKit destroys the texture when this object goes away (false for a borrowed texture).
    public let ownsPointer: Bool
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
        self.ownsPointer = true
        self.renderer = renderer
        self.pixelWidth = surface.pixelWidth
        self.pixelHeight = surface.pixelHeight
        try check(SDL_SetTextureBlendMode(pointer, SDL_BLENDMODE_BLEND), "SDL_SetTextureBlendMode")
    }

    /// A texture of `pixelWidth` x `pixelHeight` ARGB8888 pixels that `renderer` can draw into
    /// (`SDL_TEXTUREACCESS_TARGET`), blended with straight alpha when drawn: e.g. for `PanelHost.render(into:)`.
    public convenience init(renderTargetFor renderer: SDLRenderer, pixelWidth: Int, pixelHeight: Int) throws {
        try self.init(renderer: renderer, access: SDL_TEXTUREACCESS_TARGET, pixelWidth: pixelWidth, pixelHeight: pixelHeight)
    }

    /// A texture of `pixelWidth` x `pixelHeight` ARGB8888 pixels written with `SDL_UpdateTexture`
    /// (`SDL_TEXTUREACCESS_STREAMING`), blended with straight alpha when drawn, its pixels undefined until written.
    public convenience init(streamingFor renderer: SDLRenderer, pixelWidth: Int, pixelHeight: Int) throws {
        try self.init(renderer: renderer, access: SDL_TEXTUREACCESS_STREAMING, pixelWidth: pixelWidth, pixelHeight: pixelHeight)
    }

    /// A new ARGB8888 texture of `access`, blended with straight alpha when drawn.
    private init(renderer: SDLRenderer, access: SDL_TextureAccess, pixelWidth: Int, pixelHeight: Int) throws {
        guard let pointer = SDL_CreateTexture(
            renderer.pointer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(access.rawValue), Int32(pixelWidth), Int32(pixelHeight))
        else { throw SDLError.current("SDL_CreateTexture") }
        self.pointer = pointer
        self.ownsPointer = true
        self.renderer = renderer
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        try check(SDL_SetTextureBlendMode(pointer, SDL_BLENDMODE_BLEND), "SDL_SetTextureBlendMode")
    }

    /// Wraps a texture the app made with `renderer`. PickerKit never destroys it: the app must keep it
    /// for as long as this object lives, and destroy it itself afterwards.
    public init(borrowing pointer: OpaquePointer, renderer: SDLRenderer) {
        var width: Int32 = 0, height: Int32 = 0
        SDL_QueryTexture(pointer, nil, nil, &width, &height)
        self.pointer = pointer
        self.ownsPointer = false
        self.renderer = renderer
        self.pixelWidth = Int(width)
        self.pixelHeight = Int(height)
    }

    deinit {
        if ownsPointer { SDL_DestroyTexture(pointer) }
    }

    /// How the texture is sampled when drawn larger or smaller than its pixels: `SDL_ScaleModeNearest`
    /// (SDL's default) or `SDL_ScaleModeLinear` (smooth when squashed). Drawn pixel for pixel, both look
    /// the same. Needs SDL 2.0.12 or newer.
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

    /// Memory the texture takes, in bytes (4 per pixel).
    public var byteCount: Int { pixelWidth * pixelHeight * 4 }
}
