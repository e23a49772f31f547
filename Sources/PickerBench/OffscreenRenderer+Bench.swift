import CSDL2
import PickerBenchKit
import PickerDemoKit
import PickerKit

/// picker-bench's offscreen renderer on SDL 2 (PickerSDL's).
extension OffscreenRenderer: BenchOffscreen {
    public static func make(pixelWidth: Int, pixelHeight: Int, pixelsPerPoint: Double, backend: PanelBackend) throws -> OffscreenRenderer {
        try OffscreenRenderer(pixelWidth: pixelWidth, pixelHeight: pixelHeight, pixelsPerPoint: pixelsPerPoint, backend: backend)
    }

    public var lastFrameRendererCallCount: Int { host.lastFrameRendererCallCount }

    public func drawBackdrop(field: Color, square: PixelRect, squareColor: Color) throws {
        try renderer.clear(field)
        let byte = { (value: Double) in UInt8((min(max(value, 0), 1) * 255).rounded()) }
        SDL_SetRenderDrawColor(renderer.pointer, byte(squareColor.red), byte(squareColor.green), byte(squareColor.blue), 255)
        var rect = SDL_Rect(x: Int32(square.x), y: Int32(square.y), w: Int32(square.width), h: Int32(square.height))
        SDL_RenderFillRect(renderer.pointer, &rect)
        try renderer.flush()
    }
}
