import CSDL2
import CSDL2TTF

extension TTFFont {
    /// Renders `text` anti-aliased in white on transparent, its coverage as alpha, as an ARGB8888 surface:
    /// the backends tint it as they draw it.
    func render(_ text: String, library: SDLLibrary) throws -> SDLSurface {
        let white = SDL_Color(r: 255, g: 255, b: 255, a: 255)
        return try SDLSurface(
            TTF_RenderUTF8_Blended(pointer, text, white), operation: "TTF_RenderUTF8_Blended", library: library)
    }
}
