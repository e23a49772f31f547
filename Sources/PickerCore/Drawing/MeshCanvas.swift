/// A `Canvas` that tessellates everything into anti-aliased triangles and hands them to a `MeshBackend`.
///
/// Widgets draw in window points; the canvas multiplies every coordinate, radius and line width by
/// `pixelsPerPoint` before tessellating, so the anti-aliasing fringe is one physical pixel wide at
/// any density. Triangles collect in a pending `DrawBatch`; a change of texture (text after shapes,
/// or another text) sends the pending batch to `backend.render` first, so painting order is kept.
/// Call `flush()` at the end of a frame to send what is left.
///
/// Clips are convex (rectangles or rounded rectangles, intersected as they nest) and cut every
/// triangle with a hard edge; see `ConvexClipRegion`.
///
/// Layers (`drawLayer`) are recorded as batches and handed to `backend.makeLayerImage`; while the
/// backend keeps the picture, later frames draw it as one textured quad without running the layer's
/// drawing. See MeshCanvas+Layers.swift.
public final class MeshCanvas: Canvas {
    /// Where batches go and text is rasterised.
    public let backend: MeshBackend
    /// Physical pixels per window point (2 on a "retina" display).
    public var pixelsPerPoint: Double
    /// The part of the target this frame redraws, in points (nil: all of it). The host that sets it
    /// also clips the target to it; widgets use it to skip drawing that would be cut off anyway.
    public var drawingBounds: Rect?

    /// Triangles sent to the backend since the last `resetStatistics()`, after clipping (a kept layer
    /// counts as the two triangles of its quad).
    @exclusivity(unchecked) public internal(set) var triangleCount: Int = 0
    /// Batches sent to the backend since the last `resetStatistics()`.
    @exclusivity(unchecked) public internal(set) var batchCount: Int = 0
    /// Layers drawn from a picture the backend kept, since the last `resetStatistics()`.
    public internal(set) var layersReused: Int = 0
    /// Layers whose drawing ran (to make a picture, or drawn directly when the backend keeps none),
    /// since the last `resetStatistics()`.
    public internal(set) var layersDrawn: Int = 0
    /// Groups of lines of text drawn from one picture (`drawTexts`), since the last `resetStatistics()`.
    public internal(set) var textGroupsDrawn: Int = 0

    @exclusivity(unchecked) var pending = DrawBatch()
    @exclusivity(unchecked) var clips = ClipStack()
    /// The regions of the nested clips pushed before (see `ClipStack.resolved(memo:)`), kept by whoever makes
    /// a canvas for each frame.
    let clipMemo: ClipMemo
    @exclusivity(unchecked) private var tessellator = Tessellator()
    @exclusivity(unchecked) private var quad: [MeshVertex] = []
    @exclusivity(unchecked) private var clipper = MeshClipper()
    /// The batches of the layer being recorded, or `nil` outside a layer; `flush()` ends up here then.
    @exclusivity(unchecked) var recordedBatches: [DrawBatch]?

    /// A canvas drawing through `backend` at `pixelsPerPoint` physical pixels per point, taking the regions of
    /// nested clips pushed before from `clipMemo` (pass the same one to the canvas of every frame: a frame
    /// pushes the clips of the last).
    public init(backend: MeshBackend, pixelsPerPoint: Double, clipMemo: ClipMemo = ClipMemo()) {
        self.backend = backend
        self.pixelsPerPoint = pixelsPerPoint
        self.clipMemo = clipMemo
    }

    /// The backend's measurer, in points.
    public var textMeasurer: TextMeasurer { backend.textMeasurer }

    /// The number of clips pushed and not yet popped.
    public var clipDepth: Int { clips.depth }

    /// Sends the pending batch, if it holds any triangle, to the backend (or, while a layer is being
    /// recorded, to the layer's batches).
    public func flush() {
        guard !pending.indices.isEmpty else { return }
        if recordedBatches != nil {
            recordedBatches?.append(pending)
        } else {
            backend.render(pending)
            batchCount += 1
            triangleCount += pending.triangleCount
        }
        pending.vertices.removeAll(keepingCapacity: true)
        pending.indices.removeAll(keepingCapacity: true)
    }

    /// Sets `triangleCount`, `batchCount`, `layersReused`, `layersDrawn` and `textGroupsDrawn` back to 0.
    public func resetStatistics() {
        triangleCount = 0
        batchCount = 0
        layersReused = 0
        layersDrawn = 0
        textGroupsDrawn = 0
    }

    // MARK: - Canvas

    public func fillRoundedRect(_ rect: Rect, cornerRadius: Double, color: Color) {
        tessellator.fillRoundedRect(pixels(rect), cornerRadius: cornerRadius * pixelsPerPoint, color: color)
        emitTessellation()
    }

    public func strokeRoundedRect(_ rect: Rect, cornerRadius: Double, lineWidth: Double, color: Color) {
        tessellator.strokeRoundedRect(
            pixels(rect), cornerRadius: cornerRadius * pixelsPerPoint, width: lineWidth * pixelsPerPoint,
            color: color)
        emitTessellation()
    }

    public func strokePolyline(_ points: [Point], lineWidth: Double, color: Color, closed: Bool) {
        tessellator.strokePolyline(
            points.map { $0 * pixelsPerPoint }, width: lineWidth * pixelsPerPoint, color: color, closed: closed)
        emitTessellation()
    }

    public func fillCircle(center: Point, radius: Double, color: Color) {
        tessellator.fillCircle(center: center * pixelsPerPoint, radius: radius * pixelsPerPoint, color: color)
        emitTessellation()
    }

    public func strokeCircle(center: Point, radius: Double, lineWidth: Double, color: Color) {
        tessellator.strokeCircle(
            center: center * pixelsPerPoint, radius: radius * pixelsPerPoint, width: lineWidth * pixelsPerPoint,
            color: color)
        emitTessellation()
    }

    /// Draws `text` as one textured quad from `backend.textImage(for:font:color:pixelsPerPoint:)`, which
    /// holds the text in `color` already; the quad's vertices are white with `color`'s alpha, so an
    /// opaque colour needs no tinting (the fast path of SDL's software renderer). The quad's top-left
    /// corner is `origin` converted to pixels and rounded to the nearest whole pixel, and it is exactly
    /// `pixelWidth` x `pixelHeight` pixels, so glyphs map 1:1 to pixels.
    public func drawText(_ text: String, font: Font, color: Color, at origin: Point) {
        drawText(text, font: font, color: color, at: origin, verticalScale: 1)
    }

    /// Draws `text` as one textured quad squashed vertically to `verticalScale` (0...1) of the text image's
    /// height; the top edge is rounded to a whole pixel as in `drawText(_:font:color:at:)`, the bottom edge
    /// is `Self.squashedPixelHeight` whole pixels below it (SDL's software renderer cuts a quad to whole
    /// pixels anyway, and a picture kept of the rows of a wheel then draws them alike wherever it is). The
    /// text is rasterised in its final colour and the
    /// quad's vertices are white with the colour's alpha. A backend samples the squashed texture with its
    /// texture filter (linear filtering keeps squashed glyphs smooth; a scale of 1 maps texels 1:1 either way).
    public func drawText(_ text: String, font: Font, color: Color, at origin: Point, verticalScale: Double) {
        drawText(text, font: font, color: color, at: origin, verticalScale: verticalScale, direction: nil)
    }

    /// Draws `text` as `drawText(_:font:color:at:verticalScale:)` does, rasterised by
    /// `backend.textImage(for:font:color:pixelsPerPoint:direction:)` with the paragraph base `direction`.
    public func drawText(
        _ text: String, font: Font, color: Color, at origin: Point, verticalScale: Double, direction: LayoutDirection?
    ) {
        guard let (quad, texture) = textQuad(text, font: font, color: color, at: origin, verticalScale: verticalScale, direction: direction)
        else { return }
        emitImageQuad(quad, texture: texture, alpha: color.alpha)
    }

    /// Draws `text` as `drawText(_:font:color:at:)` does, cut to `bounds`: without pushing a clip when its
    /// quad lies inside `bounds` and the clip leaves it whole, where the clip would change nothing (the quad
    /// is drawn whole either way); inside `withClip(bounds)` otherwise.
    public func drawText(_ text: String, font: Font, color: Color, at origin: Point, clippedTo bounds: Rect) {
        guard let (quad, texture) = textQuad(text, font: font, color: color, at: origin, verticalScale: 1, direction: nil)
        else { return }
        if pixels(bounds).contains(quad), clips.resolved(memo: clipMemo)?.keepsWhole(quad) ?? true {
            emitImageQuad(quad, texture: texture, alpha: color.alpha)
        } else {
            withClip(bounds) { emitImageQuad(quad, texture: texture, alpha: color.alpha) }
        }
    }

    /// The quad (pixels) and picture `text` is drawn with: its top-left corner at `origin` rounded to whole
    /// pixels, `squashedPixelHeight` tall; nil when nothing is drawn (transparent, squashed to nothing, empty).
    private func textQuad(
        _ text: String, font: Font, color: Color, at origin: Point, verticalScale: Double, direction: LayoutDirection?
    ) -> (quad: Rect, texture: TextureHandle)? {
        guard color.alpha > 0, Self.clampedScale(verticalScale) > 0,
            let image = backend.textImage(
                for: text, font: font, color: color, pixelsPerPoint: pixelsPerPoint, direction: direction),
            image.pixelWidth > 0, image.pixelHeight > 0
        else { return nil }
        let height = Self.squashedPixelHeight(image.pixelHeight, verticalScale: verticalScale)
        guard height > 0 else { return nil }
        let left = (origin.x * pixelsPerPoint).rounded()
        let top = (origin.y * pixelsPerPoint).rounded()
        return (Rect(x: left, y: top, width: Double(image.pixelWidth), height: Double(height)), image.texture)
    }

    /// How many whole pixels tall a text picture `pixelHeight` pixels tall is drawn squashed to
    /// `verticalScale` (clamped to 0...1; 1 when not finite): the squashed height cut to whole pixels.
    public static func squashedPixelHeight(_ pixelHeight: Int, verticalScale: Double) -> Int {
        Int((Double(pixelHeight) * clampedScale(verticalScale)).rounded(.towardZero))
    }

    /// `verticalScale` as text is squashed by it: clamped to 0...1, 1 when not finite.
    static func clampedScale(_ verticalScale: Double) -> Double {
        verticalScale.isFinite ? min(max(verticalScale, 0), 1) : 1
    }

    /// Pushes a clip of `rect` (points) rounded by `cornerRadius` points, intersected with the current clip.
    public func pushClip(_ rect: Rect, cornerRadius: Double) {
        clips.push(ClipShape(rect: pixels(rect), cornerRadius: cornerRadius * pixelsPerPoint))
    }

    /// Pops the clip pushed last; does nothing when no clip is pushed.
    public func popClip() {
        clips.pop()
    }

    // MARK: - Emitting

    func pixels(_ rect: Rect) -> Rect {
        Rect(
            x: rect.minX * pixelsPerPoint, y: rect.minY * pixelsPerPoint,
            width: rect.width * pixelsPerPoint, height: rect.height * pixelsPerPoint)
    }

    private func emitTessellation() {
        emit(vertices: tessellator.vertices, indices: tessellator.indices, texture: nil)
        tessellator.removeAll(keepingCapacity: true)
    }

    /// Emits a quad covering `rect` (pixels) with the whole of `texture`, its vertices white with `alpha`.
    func emitImageQuad(_ rect: Rect, texture: TextureHandle, alpha: Double) {
        // A quad the clip leaves whole goes to the backend as it is, when it can draw it so: building the
        // batch, and the backend working the quad back out of it, cost more than a small picture's pixels.
        if recordedBatches == nil, clips.resolved(memo: clipMemo)?.keepsWhole(rect) ?? true {
            flush()
            if backend.drawImage(texture, in: rect, alpha: alpha) {
                batchCount += 1
                triangleCount += 2
                return
            }
        }
        let white = Color(red: 1, green: 1, blue: 1, alpha: alpha)
        // Built in storage kept between calls: a frame emits dozens of these (every text and picture).
        quad.removeAll(keepingCapacity: true)
        quad.append(MeshVertex(position: Point(x: rect.minX, y: rect.minY), color: white, texCoord: Point(x: 0, y: 0)))
        quad.append(MeshVertex(position: Point(x: rect.maxX, y: rect.minY), color: white, texCoord: Point(x: 1, y: 0)))
        quad.append(MeshVertex(position: Point(x: rect.maxX, y: rect.maxY), color: white, texCoord: Point(x: 1, y: 1)))
        quad.append(MeshVertex(position: Point(x: rect.minX, y: rect.maxY), color: white, texCoord: Point(x: 0, y: 1)))
        emit(vertices: quad, indices: DrawBatch.quadIndices, texture: texture)
    }

    func emit(vertices: [MeshVertex], indices: [Int32], texture: TextureHandle?) {
        guard !indices.isEmpty else { return }
        // A textured draw (a text or layer picture) is a batch of its own: how a backend draws a picture
        // (a 1:1 copy or a stretched mesh) then never depends on what is drawn next to it, so a picture that
        // did not change looks the same in every frame, as redrawing only what changed needs.
        if pending.texture != texture || texture != nil {
            flush()
            pending.texture = texture
        }
        clipper.append(vertices: vertices, indices: indices, to: &pending, clip: clips.resolved(memo: clipMemo))
    }
}

/// Appends meshes to a batch, cutting them to a clip region; keeps its working storage between calls.
struct MeshClipper {
    private var remap: [Int32] = []
    private var polygon: [MeshVertex] = []
    private var scratch: [MeshVertex] = []

    /// Appends the triangles `indices` over `vertices` to `batch`, cut to `clip` when there is one.
    /// Returns the number of triangles appended. Triangles wholly inside keep sharing their vertices.
    @discardableResult
    mutating func append(
        vertices: [MeshVertex], indices: [Int32], to batch: inout DrawBatch, clip: ConvexClipRegion?
    ) -> Int {
        let base = Int32(batch.vertices.count)
        guard let clip else {
            batch.vertices.append(contentsOf: vertices)
            Self.append(indices, offsetBy: base, to: &batch.indices)
            return indices.count / 3
        }
        if clip.isEmpty { return 0 }

        // The whole mesh inside the safe rectangle: no per-triangle work.
        let safe = clip.safeRect
        if !safe.isEmpty, vertices.allSatisfy({
            $0.position.x >= safe.minX && $0.position.x <= safe.maxX
                && $0.position.y >= safe.minY && $0.position.y <= safe.maxY
        }) {
            batch.vertices.append(contentsOf: vertices)
            Self.append(indices, offsetBy: base, to: &batch.indices)
            return indices.count / 3
        }

        remap.removeAll(keepingCapacity: true)
        remap.append(contentsOf: repeatElement(-1, count: vertices.count))
        var appended = 0
        var index = 0
        while index + 2 < indices.count {
            let corners = (Int(indices[index]), Int(indices[index + 1]), Int(indices[index + 2]))
            index += 3
            let a = vertices[corners.0], b = vertices[corners.1], c = vertices[corners.2]
            switch clip.coverage(a.position, b.position, c.position) {
            case .outside:
                continue
            case .inside:
                for corner in [corners.0, corners.1, corners.2] where remap[corner] < 0 {
                    remap[corner] = Int32(batch.vertices.count)
                    batch.vertices.append(vertices[corner])
                }
                batch.indices.append(remap[corners.0])
                batch.indices.append(remap[corners.1])
                batch.indices.append(remap[corners.2])
                appended += 1
            case .crossing:
                polygon.removeAll(keepingCapacity: true)
                polygon.append(contentsOf: [a, b, c])
                clip.clip(&polygon, scratch: &scratch)
                guard polygon.count >= 3 else { continue }
                let first = Int32(batch.vertices.count)
                batch.vertices.append(contentsOf: polygon)
                for fan in 1..<Int32(polygon.count - 1) {
                    batch.indices.append(contentsOf: [first, first + fan, first + fan + 1])
                }
                appended += polygon.count - 2
            }
        }
        return appended
    }

    /// Appends `indices` plus `base` to `target` without making a temporary array.
    private static func append(_ indices: [Int32], offsetBy base: Int32, to target: inout [Int32]) {
        for index in indices { target.append(index + base) }
    }
}
