import CSDL3
import PickerBenchKit
import PickerDemoKitSDL3
import PickerSDL3

/// `picker-bench-sdl3`: the bench (PickerBenchKit) on PickerSDL3's offscreen renderer.
enum SDL3Bench: BenchPlatform {
    typealias Offscreen = OffscreenRenderer
    static let toolName = "picker-bench-sdl3"

    /// The SDL 3 host has no renderer backend yet, so there are no SDL drawing calls to count.
    static func validate(_ options: BenchOptions) throws {
        if options.rendererCalls { throw rendererBackendMissing }
    }

    static func rendererBackendOffscreen(pixelWidth: Int, pixelHeight: Int, pixelsPerPoint: Double) throws
        -> (offscreen: OffscreenRenderer, lastFrameCalls: () -> Int)
    {
        throw rendererBackendMissing
    }

    private static let rendererBackendMissing = BenchError("--renderer-calls needs the renderer backend, which SDL 3's host does not have yet")
}

extension OffscreenRenderer: BenchOffscreen {
    public func drawBackdrop(field: Color, square: PixelRect, squareColor: Color) throws {
        try renderer.clear(field)
        SDL_SetRenderDrawColorFloat(renderer.pointer, Float(squareColor.red), Float(squareColor.green), Float(squareColor.blue), 1)
        var rect = SDL_FRect(x: Float(square.x), y: Float(square.y), w: Float(square.width), h: Float(square.height))
        SDL_RenderFillRect(renderer.pointer, &rect)
        try renderer.flush()
    }
}
