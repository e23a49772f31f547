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
    /// The direction and script shaping is set up for (SDL_ttf keeps them per font): set when they change.
    @_spi(SDLHosting) public final var shaping: TextShaping?

    /// Takes ownership of the font SDL_ttf `made` from `source`, to be closed with `close`; throws `failure` if none.
    public init(
        made: OpaquePointer?, source: FontSource, pixelSize: Int, library: Library,
        close: @escaping (OpaquePointer) -> Void, failure: @autoclosure () -> SDLError
    ) throws {
        (self.pixelSize, self.source, self.library) = (pixelSize, source, library)
        try super.init(made: made, destroy: close, needs: source.bytes.map { [library, $0] } ?? [library], failure: failure())
    }
}
