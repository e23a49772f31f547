import PickerDemoKit
import PickerInspection
import PickerKit

/// Where a frame's time goes, for `--breakdown`: the same gesture and frames as the timed run, replayed
/// by a loop of the bench's own so each phase can be timed, drawing through a `TimingBackend`.
///
/// Events go to the scene as core events (`InputScript.inputEvent(for:)`) rather than through SDL's
/// event translation; that is outside the frame either way. Figures are means per timed frame in
/// milliseconds, so the phases add up to `total_ms`.
struct FrameBreakdown {
    var frames = 0
    var tick = 0.0, clear = 0.0, draw = 0.0, present = 0.0
    var shapeGeometry = 0.0, textGeometry = 0.0, textImages = 0.0
    /// Retained layers: drawing their quads, and looking them up (plus rasterising them on a miss).
    var layerGeometry = 0.0, layerImages = 0.0, layerBatches = 0, layerMisses = 0
    /// Text batches that are not a plain quad (clipped by a segment's edge into a polygon fan): SDL's
    /// software renderer draws those triangle by triangle instead of as one blit.
    var clippedTextGeometry = 0.0, clippedTextBatches = 0
    var shapeBatches = 0, textBatches = 0, shapeTriangles = 0, textQuads = 0, textImageMisses = 0
    /// The sum of the shape triangles' bounding boxes in pixels: SDL's software renderer walks (and,
    /// when blending, allocates and blits) each triangle's whole bounding box, so this, not the
    /// triangle count, is what its cost follows.
    var shapeBoundingPixels = 0.0

    var json: JSONValue {
        let n = Double(max(frames, 1))
        let ms = { (ns: Double) in JSONValue.double(ns / n / 1e6) }
        let perFrame = { (count: Int) in JSONValue.double(Double(count) / n) }
        let backend = shapeGeometry + textGeometry + textImages + layerGeometry + layerImages
        return .object([
            ("total_ms", ms(tick + clear + draw + present)),
            ("tick_ms", ms(tick)),
            ("clear_ms", ms(clear)),
            ("draw_ms", ms(draw)),
            // Widget code, tessellation, clipping and batching: the draw phase less the backend calls.
            ("draw_swift_ms", ms(draw - backend)),
            // SDL_RenderGeometry (with the SDL_Vertex conversion) for untextured and for text batches.
            ("geometry_shapes_ms", ms(shapeGeometry)),
            ("geometry_text_ms", ms(textGeometry)),
            // textImage: cache look-ups, plus SDL_ttf rasterising and texture creation on a miss.
            ("geometry_text_clipped_ms", ms(clippedTextGeometry)),
            ("text_images_ms", ms(textImages)),
            // SDL_RenderGeometry for the quads of retained layers' pictures.
            ("geometry_layers_ms", ms(layerGeometry)),
            // layerImage look-ups, plus rasterising and uploading a picture on a miss.
            ("layer_images_ms", ms(layerImages)),
            ("present_ms", ms(present)),
            ("shape_batches", perFrame(shapeBatches)),
            ("text_batches", perFrame(textBatches)),
            ("shape_triangles", perFrame(shapeTriangles)),
            ("shape_bbox_kpixels", .double(shapeBoundingPixels / n / 1000)),
            ("text_quads", perFrame(textQuads)),
            ("text_clipped_batches", perFrame(clippedTextBatches)),
            ("text_image_misses", perFrame(textImageMisses)),
            ("layer_batches", perFrame(layerBatches)),
            ("layer_misses", perFrame(layerMisses)),
        ])
    }
}

/// A `MeshBackend` that times every call into the real one and counts what it is given.
final class TimingBackend: MeshBackend {
    let inner: MeshBackend
    var counting = false
    var figures = FrameBreakdown()
    /// The textures of the layer pictures handed out, to tell their quads from text.
    private var layerTextures: Set<TextureHandle> = []

    init(_ inner: MeshBackend) { self.inner = inner }

    func render(_ batch: DrawBatch) {
        let start = MonotonicClock.nanoseconds()
        inner.render(batch)
        guard counting else { return }
        count(batch, elapsed: Double(MonotonicClock.nanoseconds() - start))
    }

    /// A quad drawn without its batch counts as the batch would have.
    func drawImage(_ texture: TextureHandle, in rect: Rect, alpha: Double) -> Bool {
        let start = MonotonicClock.nanoseconds()
        guard inner.drawImage(texture, in: rect, alpha: alpha) else { return false }
        if counting { countPicture(texture, quads: 1, isClipped: false, elapsed: Double(MonotonicClock.nanoseconds() - start)) }
        return true
    }

    private func count(_ batch: DrawBatch, elapsed: Double) {
        guard let texture = batch.texture else {
            figures.shapeGeometry += elapsed
            figures.shapeBatches += 1
            figures.shapeTriangles += batch.triangleCount
            figures.shapeBoundingPixels += Self.boundingPixels(of: batch)
            return
        }
        countPicture(texture, quads: batch.triangleCount / 2, isClipped: batch.vertices.count != 4, elapsed: elapsed)
    }

    /// Counts a batch of a layer's picture or of text (`quads` of it; cut by a clip when `isClipped`).
    private func countPicture(_ texture: TextureHandle, quads: Int, isClipped: Bool, elapsed: Double) {
        if layerTextures.contains(texture) {
            figures.layerGeometry += elapsed
            figures.layerBatches += 1
            return
        }
        figures.textGeometry += elapsed
        figures.textBatches += 1
        figures.textQuads += quads
        if isClipped {
            figures.clippedTextGeometry += elapsed
            figures.clippedTextBatches += 1
        }
    }

    func textImage(for text: String, font: Font, color: Color, pixelsPerPoint: Double) -> TextureImage? {
        textImage(for: text, font: font, color: color, pixelsPerPoint: pixelsPerPoint, direction: nil)
    }

    func textImage(for text: String, font: Font, color: Color, pixelsPerPoint: Double, direction: LayoutDirection?) -> TextureImage? {
        let start = MonotonicClock.nanoseconds()
        let before = (inner as? SDLMeshBackend)?.cacheStatistics.count
        let image = inner.textImage(for: text, font: font, color: color, pixelsPerPoint: pixelsPerPoint, direction: direction)
        guard counting else { return image }
        figures.textImages += Double(MonotonicClock.nanoseconds() - start)
        if let before, let after = (inner as? SDLMeshBackend)?.cacheStatistics.count, after > before {
            figures.textImageMisses += 1
        }
        return image
    }

    var textMeasurer: TextMeasurer { inner.textMeasurer }

    func layerImage(for key: LayerKey) -> TextureImage? {
        let start = MonotonicClock.nanoseconds()
        let image = inner.layerImage(for: key)
        if let image { layerTextures.insert(image.texture) }
        if counting { figures.layerImages += Double(MonotonicClock.nanoseconds() - start) }
        return image
    }

    func makeLayerImage(for key: LayerKey, region: PixelRect, batches: [DrawBatch]) -> TextureImage? {
        let start = MonotonicClock.nanoseconds()
        let image = inner.makeLayerImage(for: key, region: region, batches: batches)
        if let image { layerTextures.insert(image.texture) }
        if counting {
            figures.layerImages += Double(MonotonicClock.nanoseconds() - start)
            figures.layerMisses += 1
        }
        return image
    }

    /// Pictures of text groups count as layer pictures (looked up, or made on a miss).
    func textGroupImage(for lines: [PlacedText], offsets: [PixelOffset], font: Font, color: Color, pixelsPerPoint: Double) -> TextGroupImage? {
        let start = MonotonicClock.nanoseconds()
        let group = inner.textGroupImage(for: lines, offsets: offsets, font: font, color: color, pixelsPerPoint: pixelsPerPoint)
        if let group { layerTextures.insert(group.image.texture) }
        if counting { figures.layerImages += Double(MonotonicClock.nanoseconds() - start) }
        return group
    }

    /// Lines drawn from a text group's picture count as a quad of a layer's picture.
    func drawTextGroup(_ texture: TextureHandle, at origin: PixelOffset, lines: [Int]) -> Bool {
        let start = MonotonicClock.nanoseconds()
        guard inner.drawTextGroup(texture, at: origin, lines: lines) else { return false }
        if counting { countPicture(texture, quads: 1, isClipped: false, elapsed: Double(MonotonicClock.nanoseconds() - start)) }
        return true
    }

    /// The sum over the batch's triangles of their bounding boxes, in whole pixels.
    static func boundingPixels(of batch: DrawBatch) -> Double {
        var total = 0.0
        var index = 0
        while index + 2 < batch.indices.count {
            let a = batch.vertices[Int(batch.indices[index])].position
            let b = batch.vertices[Int(batch.indices[index + 1])].position
            let c = batch.vertices[Int(batch.indices[index + 2])].position
            index += 3
            let width = (max(a.x, b.x, c.x) - min(a.x, b.x, c.x)).rounded(.up)
            let height = (max(a.y, b.y, c.y) - min(a.y, b.y, c.y)).rounded(.up)
            total += width * height
        }
        return total
    }
}

extension BenchRunner {
    /// Replays the gesture on a fresh renderer and scene through the same frame path as the timed run
    /// (`OffscreenReplay` and the renderer's `PanelHost`), drawing through a `TimingBackend`, and times
    /// each phase of every frame: tick, clear (the panel's background fill), draw (the scene's drawing),
    /// present (the last batch, putting back the renderer's state, trimming caches and presenting).
    func breakdown() throws -> FrameBreakdown {
        let renderer = try OffscreenRenderer(
            pixelWidth: Int((size.width * scale).rounded()), pixelHeight: Int((size.height * scale).rounded()),
            pixelsPerPoint: scale)
        let built = try benchCase.makeScene(BenchCase.pageOptions, renderer.backend.textMeasurer)
        built.scene.layout(size: renderer.sizeInPoints)
        let script = try script(layout: built.layout()).inputScript(framesPerSecond: framesPerSecond)
        let backend = TimingBackend(renderer.backend)
        renderer.host.drawingBackend = backend
        let timed = TimedScene(built.scene)
        var figures = FrameBreakdown()
        var frameIndex = 0
        timed.onTick = {
            backend.counting = frameIndex >= warmup && figures.frames < frames
        }
        let replay = OffscreenReplay(renderer: renderer, scene: timed)
        replay.onFrame = { _ in
            let end = MonotonicClock.nanoseconds()
            defer { frameIndex += 1 }
            guard backend.counting else { return }
            figures.frames += 1
            figures.tick += Double(timed.tickEnd - timed.frameStart)
            // A frame in which nothing changed draws nothing (no background, no draw).
            let drew = timed.drawStart >= timed.tickEnd
            let drawEnd = drew ? timed.drawEnd : timed.tickEnd
            figures.clear += drew ? Double(timed.drawStart - timed.tickEnd) : 0
            figures.draw += drew ? Double(timed.drawEnd - timed.drawStart) : 0
            figures.present += Double(end - drawEnd)
        }
        try replay.run(script)
        let backendFigures = backend.figures
        figures.shapeGeometry = backendFigures.shapeGeometry
        figures.textGeometry = backendFigures.textGeometry
        figures.textImages = backendFigures.textImages
        figures.clippedTextGeometry = backendFigures.clippedTextGeometry
        figures.clippedTextBatches = backendFigures.clippedTextBatches
        figures.shapeBatches = backendFigures.shapeBatches
        figures.textBatches = backendFigures.textBatches
        figures.shapeTriangles = backendFigures.shapeTriangles
        figures.shapeBoundingPixels = backendFigures.shapeBoundingPixels
        figures.textQuads = backendFigures.textQuads
        figures.textImageMisses = backendFigures.textImageMisses
        figures.layerGeometry = backendFigures.layerGeometry
        figures.layerImages = backendFigures.layerImages
        figures.layerBatches = backendFigures.layerBatches
        figures.layerMisses = backendFigures.layerMisses
        return figures
    }
}
