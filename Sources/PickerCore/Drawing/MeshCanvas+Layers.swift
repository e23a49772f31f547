extension MeshCanvas {
    /// Draws a retained layer (see `Canvas.drawLayer(_:bounds:_:)`).
    ///
    /// The layer's picture covers `bounds` in pixels grown to whole pixels plus the anti-aliasing
    /// fringe. When `backend.layerImage(for:)` has a picture for the layer's `LayerKey` (the caller's
    /// key, the picture's size, where `bounds` starts inside it and the scale), that picture is drawn as
    /// one quad with opaque white vertices and `body` does not run. Otherwise `body` runs with a clip
    /// stack of its own and its triangles are recorded; if they hold no text, the backend makes and
    /// keeps a picture of them (`makeLayerImage`), which is drawn the same way. When it holds text or
    /// the backend keeps no layers, the recorded triangles are drawn as if `body` had drawn them
    /// directly. Either way the clips pushed outside the layer cut it.
    ///
    /// A layer inside a layer is part of the outer one.
    public func drawLayer<Key: Hashable>(_ key: Key, bounds: Rect, _ body: () -> Void) {
        guard recordedBatches == nil else {
            body()
            return
        }
        let pixelBounds = pixels(bounds)
        let region = PixelRect(enclosing: pixelBounds, margin: Tessellator.fringeWidth)
        guard !region.isEmpty else {
            body()
            return
        }
        let layerKey = LayerKey(
            content: key, pixelWidth: region.width, pixelHeight: region.height,
            boundsOffset: Point(x: pixelBounds.minX - Double(region.x), y: pixelBounds.minY - Double(region.y)),
            pixelsPerPoint: pixelsPerPoint)
        if let image = backend.layerImage(for: layerKey) {
            layersReused += 1
            emitLayer(image, at: region)
            return
        }

        layersDrawn += 1
        let batches = record(body)
        if batches.allSatisfy({ $0.texture == nil }),
            let image = backend.makeLayerImage(for: layerKey, region: region, batches: batches)
        {
            emitLayer(image, at: region)
        } else {
            for batch in batches {
                emit(vertices: batch.vertices, indices: batch.indices, texture: batch.texture)
            }
        }
    }

    /// Runs `body` with an empty clip stack and returns what it drew as batches instead of sending them.
    private func record(_ body: () -> Void) -> [DrawBatch] {
        let outerPending = pending
        let outerClips = clips
        pending = DrawBatch()
        clips = ClipStack()
        recordedBatches = []
        body()
        flush()
        let batches = recordedBatches ?? []
        recordedBatches = nil
        pending = outerPending
        clips = outerClips
        return batches
    }

    private func emitLayer(_ image: TextureImage, at region: PixelRect) {
        guard image.pixelWidth > 0, image.pixelHeight > 0 else { return }
        emitImageQuad(
            Rect(x: Double(region.x), y: Double(region.y), width: Double(image.pixelWidth), height: Double(image.pixelHeight)),
            texture: image.texture, alpha: 1)
    }
}
