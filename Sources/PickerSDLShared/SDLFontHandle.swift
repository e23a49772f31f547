import PickerText

/// An SDL_ttf font (2 or 3), the base of each host's `TTFFont`: one face at one pixel size, closed when
/// the handle goes away, keeping its library and, for a face given as bytes, the bytes alive until then.
open class SDLFontHandle<Library: AnyObject>: SDLHandle<OpaquePointer> {
    /// The em size in pixels the font was opened at.
    public final let pixelSize: Int
    /// Where the face came from.
    public final let source: FontSource
    /// The library the font belongs to, and the surfaces it renders.
    @_spi(SDLHosting) public final let library: Library
    /// The direction and script shaping is set up for: SDL_ttf keeps them per font, so a host sets them
    /// only when they change.
    @_spi(SDLHosting) public final var shaping: TextShaping?

    /// Takes ownership of the font an SDL_ttf call `made` from `source` at `pixelSize`, closed later with
    /// `close`; throws `failure` when SDL_ttf made nothing.
    public init(
        made: OpaquePointer?, source: FontSource, pixelSize: Int, library: Library,
        close: @escaping (OpaquePointer) -> Void, failure: @autoclosure () -> SDLError
    ) throws {
        (self.pixelSize, self.source, self.library) = (pixelSize, source, library)
        let needs: [AnyObject] = source.bytes.map { [library, $0] } ?? [library]
        try super.init(made: made, destroy: close, needs: needs, failure: failure())
    }
}
