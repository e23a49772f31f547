import Foundation
import PickerCore
import PickerSDL
import Testing

/// Every PickerSDL test lives in this serialized suite: SDL and SDL_ttf are not thread-safe.
@Suite(.serialized) enum SDLTests {
    /// Starts SDL headless: the dummy video driver, set before SDL initialises.
    static func library() throws -> SDLLibrary {
        setenv("SDL_VIDEODRIVER", "dummy", 1)
        return try SDLLibrary.shared(videoDriver: .dummy)
    }
}

/// A quad (two triangles) covering `rect` in pixels, in one colour, optionally textured across 0...1.
func quad(_ rect: Rect, color: Color, texture: TextureHandle? = nil) -> DrawBatch {
    let corners = [
        Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY),
        Point(x: rect.maxX, y: rect.maxY), Point(x: rect.minX, y: rect.maxY),
    ]
    let uv = [Point(x: 0, y: 0), Point(x: 1, y: 0), Point(x: 1, y: 1), Point(x: 0, y: 1)]
    return DrawBatch(
        texture: texture,
        vertices: zip(corners, uv).map { MeshVertex(position: $0, color: color, texCoord: $1) },
        indices: [0, 1, 2, 0, 2, 3])
}

/// A throwaway canvas for these tests until PickerCore's MeshCanvas lands: rectangles (corners ignored)
/// and text, drawn straight to the backend in pixels.
final class SDLTestCanvas: Canvas {
    let backend: MeshBackend
    let pixelsPerPoint: Double
    private var pending: [DrawBatch] = []
    private(set) var flushCount = 0

    init(backend: MeshBackend, pixelsPerPoint: Double) {
        self.backend = backend
        self.pixelsPerPoint = pixelsPerPoint
    }

    var textMeasurer: TextMeasurer { backend.textMeasurer }

    private func pixels(_ rect: Rect) -> Rect {
        Rect(
            x: rect.minX * pixelsPerPoint, y: rect.minY * pixelsPerPoint,
            width: rect.width * pixelsPerPoint, height: rect.height * pixelsPerPoint)
    }

    func fillRoundedRect(_ rect: Rect, cornerRadius: Double, color: Color) {
        pending.append(quad(pixels(rect), color: color))
    }
    func strokeRoundedRect(_ rect: Rect, cornerRadius: Double, lineWidth: Double, color: Color) {}
    func strokePolyline(_ points: [Point], lineWidth: Double, color: Color, closed: Bool) {}
    func fillCircle(center: Point, radius: Double, color: Color) {}
    func strokeCircle(center: Point, radius: Double, lineWidth: Double, color: Color) {}
    func drawText(_ text: String, font: Font, color: Color, at origin: Point) {
        guard let image = backend.textImage(for: text, font: font, pixelsPerPoint: pixelsPerPoint) else { return }
        let rect = Rect(
            x: (origin.x * pixelsPerPoint).rounded(), y: (origin.y * pixelsPerPoint).rounded(),
            width: Double(image.pixelWidth), height: Double(image.pixelHeight))
        pending.append(quad(rect, color: color, texture: image.texture))
    }
    func pushClip(_ rect: Rect, cornerRadius: Double) {}
    func popClip() {}

    func flush() {
        pending.forEach(backend.render)
        pending.removeAll()
        flushCount += 1
    }
}
