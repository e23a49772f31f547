import CSDL3
import PickerCore
import PickerSDLShared

/// SDL 3's calls for the renderer backend (`SDLRendererBackend`): text textures, `SDL_RenderGeometry`
/// (SDL 3's vertices carry float colours) and the clip rectangle.
public struct SDLGeometryRenderer: GeometryRenderer {
    let renderer: SDLRenderer
    let library: SDLLibrary

    public static func vertex(_ vertex: MeshVertex) -> SDL_Vertex {
        let color = vertex.color, unit = { (value: Double) in Float(min(max(value, 0), 1)) }
        return SDL_Vertex(
            position: SDL_FPoint(x: Float(vertex.position.x), y: Float(vertex.position.y)),
            color: SDL_FColor(r: unit(color.red), g: unit(color.green), b: unit(color.blue), a: unit(color.alpha)),
            tex_coord: SDL_FPoint(x: Float(vertex.texCoord.x), y: Float(vertex.texCoord.y)))
    }

    public func makeTexture(argb pixels: inout [UInt32], width: Int, height: Int) throws -> SDLTexture {
        try pixels.withUnsafeMutableBytes { bytes in
            let made = SDL_CreateSurfaceFrom(Int32(width), Int32(height), SDL_PIXELFORMAT_ARGB8888, bytes.baseAddress, Int32(width * 4))
            let texture = try SDLTexture(renderer: renderer, surface: SDLSurface(made, operation: "SDL_CreateSurfaceFrom", library: library))
            try texture.setScaleMode(SDL_SCALEMODE_LINEAR)
            return texture
        }
    }

    public func render(_ draw: GeometryBatcher<SDLTexture, SDL_Vertex>.Draw) throws {
        try check(
            SDL_RenderGeometry(
                renderer.pointer, draw.texture?.pointer, draw.vertices, Int32(draw.vertices.count), draw.indices, Int32(draw.indices.count)),
            "SDL_RenderGeometry")
    }

    public func setClip(_ rect: PixelRect?) throws {
        guard var area = rect.map(SDL_Rect.init) else {
            return try check(SDL_SetRenderClipRect(renderer.pointer, nil), "SDL_SetRenderClipRect")
        }
        try check(SDL_SetRenderClipRect(renderer.pointer, &area), "SDL_SetRenderClipRect")
    }
}

extension PanelHost {
    /// The renderer backend's SDL part: its textures, geometry and clips in this SDL's calls.
    @_spi(SDLHosting) public static func geometryRenderer(renderer: SDLRenderer, library: SDLLibrary) -> SDLGeometryRenderer {
        SDLGeometryRenderer(renderer: renderer, library: library)
    }
}
