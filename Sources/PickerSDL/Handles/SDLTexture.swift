import CSDL2

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
    /// Whether PickerKit made it for streaming (`init(streamingFor:pixelWidth:pixelHeight:)`): ARGB8888 pixels
    /// that can be locked, and on the software renderer read where they are.
    let isStreaming: Bool
    /// The smallest rectangle (texture pixels) holding every pixel whose alpha is not 0, as `noteInk()` found
    /// it after the pixels were written (empty when there is none); nil when not worked out. A blended copy
    /// of the whole picture need copy only this: blending a wholly transparent pixel changes nothing.
    private(set) var ink: SDL_Rect?

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
        self.isStreaming = false
        try check(SDL_SetTextureBlendMode(pointer, SDL_BLENDMODE_BLEND), "SDL_SetTextureBlendMode")
    }

    /// A texture of `pixelWidth` x `pixelHeight` ARGB8888 pixels that `renderer` can draw into
    /// (`SDL_TEXTUREACCESS_TARGET`), blended with straight alpha when drawn: e.g. for `PanelHost.render(into:)`.
    public convenience init(renderTargetFor renderer: SDLRenderer, pixelWidth: Int, pixelHeight: Int) throws {
        try self.init(renderer: renderer, access: SDL_TEXTUREACCESS_TARGET, pixelWidth: pixelWidth, pixelHeight: pixelHeight)
    }

    /// A texture of `pixelWidth` x `pixelHeight` ARGB8888 pixels written through `withPixels(_:)`
    /// (`SDL_TEXTUREACCESS_STREAMING`), blended with straight alpha when drawn, its pixels undefined until written.
    public convenience init(streamingFor renderer: SDLRenderer, pixelWidth: Int, pixelHeight: Int) throws {
        try self.init(renderer: renderer, access: SDL_TEXTUREACCESS_STREAMING, pixelWidth: pixelWidth, pixelHeight: pixelHeight)
    }

    /// A texture of `pixelWidth` x `pixelHeight` pixels in `format` (an `SDL_PixelFormatEnum` raw value) that
    /// `renderer` can draw into, blended with straight alpha when drawn: a picture drawn through the renderer
    /// in the format of the target it is later copied onto.
    convenience init(renderTargetFor renderer: SDLRenderer, pixelWidth: Int, pixelHeight: Int, format: UInt32) throws {
        try self.init(
            renderer: renderer, access: SDL_TEXTUREACCESS_TARGET, pixelWidth: pixelWidth, pixelHeight: pixelHeight, format: format)
    }

    /// A streaming texture (see `init(streamingFor:pixelWidth:pixelHeight:)`) in `format` (an
    /// `SDL_PixelFormatEnum` raw value): a picture kept in the format of the target it is copied onto.
    convenience init(streamingFor renderer: SDLRenderer, pixelWidth: Int, pixelHeight: Int, format: UInt32) throws {
        try self.init(
            renderer: renderer, access: SDL_TEXTUREACCESS_STREAMING, pixelWidth: pixelWidth, pixelHeight: pixelHeight,
            format: format)
    }

    /// The texture's pixel format (an `SDL_PixelFormatEnum` raw value).
    var pixelFormat: UInt32 {
        var format: UInt32 = 0
        SDL_QueryTexture(pointer, &format, nil, nil, nil)
        return format
    }

    /// A new texture of `access` in `format` (ARGB8888 unless given), blended with straight alpha when drawn.
    private init(
        renderer: SDLRenderer, access: SDL_TextureAccess, pixelWidth: Int, pixelHeight: Int,
        format: UInt32 = SDL_PIXELFORMAT_ARGB8888.rawValue
    ) throws {
        guard let pointer = SDL_CreateTexture(
            renderer.pointer, format, Int32(access.rawValue), Int32(pixelWidth), Int32(pixelHeight))
        else { throw SDLError.current("SDL_CreateTexture") }
        self.pointer = pointer
        self.ownsPointer = true
        self.renderer = renderer
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.isStreaming = access == SDL_TEXTUREACCESS_STREAMING
        try check(SDL_SetTextureBlendMode(pointer, SDL_BLENDMODE_BLEND), "SDL_SetTextureBlendMode")
    }

    /// Lets `body` write (or, on the software renderer, read) the pixels of a streaming texture through a
    /// surface that shares them (valid only during the call), then hands them to the renderer: on the
    /// software renderer without a copy. (Other renderers hand over a copy they keep and upload it again
    /// afterwards.)
    /// - Throws: `SDLError` when the texture cannot be locked (it is not a streaming texture), or what `body` throws.
    public func withPixels(_ body: (UnsafeMutablePointer<SDL_Surface>) throws -> Void) throws {
        var surface: UnsafeMutablePointer<SDL_Surface>?
        try check(SDL_LockTextureToSurface(pointer, nil, &surface), "SDL_LockTextureToSurface")
        defer { SDL_UnlockTexture(pointer) }
        guard let surface else { throw SDLError.current("SDL_LockTextureToSurface") }
        try body(surface)
    }

    /// Lets `body` read or write the pixels of a streaming texture (`isStreaming`): its ARGB8888 rows from the
    /// first pixel, `pitch` bytes apart, valid only during the call. Unlike `withPixels(_:)` no surface is
    /// made for them (nothing is allocated); on the software renderer they are the texture's own pixels.
    /// - Throws: `SDLError` when the texture cannot be locked (it is not a streaming texture), or what `body` throws.
    func withLockedPixels<Result>(_ body: (_ pixels: UnsafeMutableRawPointer, _ pitch: Int) throws -> Result) throws -> Result {
        var pixels: UnsafeMutableRawPointer?
        var pitch: Int32 = 0
        try check(SDL_LockTexture(pointer, nil, &pixels, &pitch), "SDL_LockTexture")
        defer { SDL_UnlockTexture(pointer) }
        guard let pixels else { throw SDLError.current("SDL_LockTexture") }
        return try body(pixels, Int(pitch))
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
        self.isStreaming = false
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

    /// Works out `ink` from the pixels of this streaming ARGB8888 texture as they are now; call it once they
    /// are written for good (text, and the squashed pictures made from it, are never written again).
    func noteInk() throws {
        ink = try withLockedPixels { pixels, pitch in
            var top = pixelHeight, bottom = -1, left = pixelWidth, right = -1
            for row in 0..<pixelHeight {
                let line = (pixels + row * pitch).assumingMemoryBound(to: UInt32.self)
                var first = -1, last = -1
                for column in 0..<pixelWidth where line[column] >> 24 != 0 {
                    if first < 0 { first = column }
                    last = column
                }
                guard first >= 0 else { continue }
                top = min(top, row)
                bottom = row
                left = min(left, first)
                right = max(right, last)
            }
            guard bottom >= 0 else { return SDL_Rect() }
            return SDL_Rect(x: Int32(left), y: Int32(top), w: Int32(right - left + 1), h: Int32(bottom - top + 1))
        }
    }

    /// Memory the texture takes, in bytes (4 per pixel).
    public var byteCount: Int { pixelWidth * pixelHeight * 4 }
}
