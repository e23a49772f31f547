extension MeshCanvas {
    /// Draws a kept opaque picture (see `Canvas.drawPicture(_:bounds:background:_:)`).
    ///
    /// The picture covers `bounds` in pixels, which must lie on whole pixels. When `backend.layerImage(for:)`
    /// has a picture for its `LayerKey` (the caller's key and background, the picture's size and the
    /// scale), it is drawn as one quad with opaque white vertices and `body` does not run. Otherwise the
    /// backend makes one (`makePicture`): `body` runs with a clip stack of its own and no drawing bounds,
    /// and what it draws goes into the picture, which is then drawn the same way. Either way the clips
    /// pushed outside cut the picture. Inside a layer being recorded, with a translucent background, bounds
    /// off the pixel grid or a backend that makes no pictures, the background and `body` are drawn
    /// directly, cut to `bounds`.
    public func drawPicture<Key: Hashable>(_ key: Key, bounds: Rect, background: Color, _ body: () -> Void) {
        let pixelBounds = pixels(bounds)
        let region = PixelRect(enclosing: pixelBounds)
        guard recordedBatches == nil, background.alpha >= 1, !region.isEmpty, region.rect == pixelBounds else {
            drawPictureDirectly(bounds: bounds, background: background, body)
            return
        }
        let layerKey = LayerKey(
            content: PictureKey(content: key, background: background),
            pixelWidth: region.width, pixelHeight: region.height, boundsOffset: .zero, pixelsPerPoint: pixelsPerPoint)
        if let image = backend.layerImage(for: layerKey) {
            emitImageQuad(region.rect, texture: image.texture, alpha: 1)
            return
        }
        // What is pending belongs to the target the picture is drawn over.
        flush()
        let outerClips = clips, outerBounds = drawingBounds
        let image = backend.makePicture(for: layerKey, region: region, background: background) {
            clips = ClipStack()
            drawingBounds = nil
            body()
            flush()
        }
        clips = outerClips
        drawingBounds = outerBounds
        guard let image else {
            drawPictureDirectly(bounds: bounds, background: background, body)
            return
        }
        picturesMade += 1
        emitImageQuad(region.rect, texture: image.texture, alpha: 1)
    }
}

/// What a picture (`drawPicture`) depends on: the caller's key and the background it was drawn over.
private struct PictureKey<Content: Hashable>: Hashable {
    var content: Content
    var background: Color
}
