import CSDL2
import CSDL2TTF

extension TTFFont {
    /// Renders `text` anti-aliased in `color`'s red, green and blue on transparent (coverage as alpha,
    /// `color.a` ignored), as an ARGB8888 surface. Drawing this surface needs no colour modulation,
    /// which keeps SDL's software renderer on its fast blit.
    func render(_ text: String, color: SDL_Color, library: SDLLibrary) throws -> SDLSurface {
        let opaque = SDL_Color(r: color.r, g: color.g, b: color.b, a: 255)
        return try SDLSurface(
            TTF_RenderUTF8_Blended(pointer, text, opaque), operation: "TTF_RenderUTF8_Blended", library: library)
    }
}
