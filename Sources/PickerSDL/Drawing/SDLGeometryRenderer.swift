import CSDL2
import PickerCore

/// SDL 2's calls for the renderer backend (`SDLRendererBackend`): text textures, `SDL_RenderGeometry`
/// and the clip rectangle.
public struct SDLGeometryRenderer: GeometryRenderer {
    let renderer: SDLRenderer
    let library: SDLLibrary

    public static func vertex(_ vertex: MeshVertex) -> SDL_Vertex {
        SDL_Vertex(
            position: SDL_FPoint(x: Float(vertex.position.x), y: Float(vertex.position.y)), color: SDL_Color(vertex.color),
            tex_coord: SDL_FPoint(x: Float(vertex.texCoord.x), y: Float(vertex.texCoord.y)))
    }

    public func makeTexture(argb pixels: inout [UInt32], width: Int, height: Int) throws -> SDLTexture {
        try pixels.withUnsafeMutableBytes { bytes in
            let surface = try SDLSurface(
                SDL_CreateRGBSurfaceWithFormatFrom(
                    bytes.baseAddress, Int32(width), Int32(height), 32, Int32(width * 4), SDL_PIXELFORMAT_ARGB8888.rawValue),
                operation: "SDL_CreateRGBSurfaceWithFormatFrom(\(width)x\(height))", library: library)
            let texture = try SDLTexture(renderer: renderer, surface: surface)
            try texture.setScaleMode(SDL_ScaleModeLinear)
            return texture
        }
    }

    public func render(_ draw: GeometryBatcher<SDLTexture, SDL_Vertex>.Draw) throws {
        let (vertices, indices) = (draw.vertices, draw.indices)
        let status = SDL_RenderGeometry(
            renderer.pointer, draw.texture?.pointer, vertices, Int32(vertices.count), indices, Int32(indices.count))
        try check(status, "SDL_RenderGeometry")
    }

    public func setClip(_ rect: PixelRect?) throws {
        var area = rect.map(SDL_Rect.init) ?? SDL_Rect()
        let status = rect == nil ? SDL_RenderSetClipRect(renderer.pointer, nil) : SDL_RenderSetClipRect(renderer.pointer, &area)
        try check(status, "SDL_RenderSetClipRect")
    }
}

extension PanelHost {
    /// The renderer backend's SDL part: its textures, geometry and clips in this SDL's calls.
    @_spi(SDLHosting) public static func geometryRenderer(renderer: SDLRenderer, library: SDLLibrary) -> SDLGeometryRenderer {
        SDLGeometryRenderer(renderer: renderer, library: library)
    }
}
