import CSDL3
import PickerBenchKit
import PickerDemoKitSDL3
import PickerSDL3

/// picker-bench-sdl3's offscreen renderer (PickerSDL3's).
extension OffscreenRenderer: BenchOffscreen {
    /// The backdrop as an SDL 3 game draws it: float colours and rectangles.
    public func drawBackdrop(field: Color, square: PixelRect, squareColor: Color) throws {
        try renderer.clear(field)
        SDL_SetRenderDrawColorFloat(renderer.pointer, Float(squareColor.red), Float(squareColor.green), Float(squareColor.blue), 1)
        var rect = SDL_FRect(x: Float(square.x), y: Float(square.y), w: Float(square.width), h: Float(square.height))
        SDL_RenderFillRect(renderer.pointer, &rect)
        try renderer.flush()
    }

    public static func make(pixelWidth: Int, pixelHeight: Int, pixelsPerPoint: Double, backend: PanelBackend) throws -> OffscreenRenderer {
        try OffscreenRenderer(pixelWidth: pixelWidth, pixelHeight: pixelHeight, pixelsPerPoint: pixelsPerPoint, backend: backend)
    }

    public var lastFrameRendererCallCount: Int { host.lastFrameRendererCallCount }
}
