import CSDL2
import PickerBenchKit
import PickerDemoKit
import PickerKit

/// `picker-bench` on SDL 2: the bench (PickerBenchKit) on PickerSDL's offscreen renderer. Every flag works.
enum SDL2Bench: BenchPlatform {
    typealias Offscreen = OffscreenRenderer
    static let toolName = "picker-bench"

    static func validate(_ options: BenchOptions) throws {}

    static func rendererBackendOffscreen(pixelWidth: Int, pixelHeight: Int, pixelsPerPoint: Double) throws
        -> (offscreen: OffscreenRenderer, lastFrameCalls: () -> Int)
    {
        let offscreen = try OffscreenRenderer(
            pixelWidth: pixelWidth, pixelHeight: pixelHeight, pixelsPerPoint: pixelsPerPoint, backend: .renderer)
        return (offscreen, { offscreen.host.lastFrameRendererCallCount })
    }
}

extension OffscreenRenderer: BenchOffscreen {
    public func drawBackdrop(field: Color, square: PixelRect, squareColor: Color) throws {
        try renderer.clear(field)
        let byte = { (value: Double) in UInt8((min(max(value, 0), 1) * 255).rounded()) }
        SDL_SetRenderDrawColor(renderer.pointer, byte(squareColor.red), byte(squareColor.green), byte(squareColor.blue), 255)
        var rect = SDL_Rect(x: Int32(square.x), y: Int32(square.y), w: Int32(square.width), h: Int32(square.height))
        SDL_RenderFillRect(renderer.pointer, &rect)
        try renderer.flush()
    }
}
