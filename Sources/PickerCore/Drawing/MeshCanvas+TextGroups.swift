extension MeshCanvas {
    /// Draws `texts` (see `Canvas.drawTexts(_:font:color:)`) from one picture the backend keeps
    /// (`MeshBackend.textGroupImage`) when that gives exactly the pixels of drawing them one by one;
    /// otherwise draws each with `drawText(_:font:color:at:)`.
    ///
    /// Each line goes where `drawText` puts it: its top-left corner at its origin in pixels, rounded to the
    /// nearest whole pixel. The picture is looked up by the lines and their offsets from the group's
    /// top-left pixel, so a group that moves by whole pixels (or by fractions that round its lines alike)
    /// reuses its picture. The picture holds the colour's alpha (a backend fades the lines in it as it
    /// would fade each line's quad) and is drawn with opaque white vertices. It is used only where every
    /// line would have been drawn as a whole quad: outside a layer being recorded, and the whole group
    /// inside the current clip's safe rectangle (a line cut by a clip keeps the renderer's own way of
    /// cutting it).
    public func drawTexts(_ texts: [PlacedText], font: Font, color: Color) {
        guard texts.count > 1, color.alpha > 0, recordedBatches == nil, let group = textGroup(texts, font: font, color: color)
        else {
            for line in texts { drawText(line.text, font: font, color: color, at: line.origin) }
            return
        }
        textGroupsDrawn += 1
        emitImageQuad(group.rect, texture: group.image.texture, alpha: 1)
    }

    /// The kept picture of `lines` and where it goes (pixels), when it may stand in for them.
    private func textGroup(_ lines: [PlacedText], font: Font, color: Color) -> (image: TextureImage, rect: Rect)? {
        var minLeft = Double.infinity, minTop = Double.infinity
        for line in lines {
            guard !line.text.isEmpty else { return nil }
            minLeft = min(minLeft, (line.origin.x * pixelsPerPoint).rounded())
            minTop = min(minTop, (line.origin.y * pixelsPerPoint).rounded())
        }
        guard abs(minLeft) < 1e9, abs(minTop) < 1e9 else { return nil }
        var offsets: [PixelOffset] = []
        offsets.reserveCapacity(lines.count)
        for line in lines {
            let dx = (line.origin.x * pixelsPerPoint).rounded() - minLeft, dy = (line.origin.y * pixelsPerPoint).rounded() - minTop
            guard dx < 1e9, dy < 1e9 else { return nil }
            offsets.append(PixelOffset(dx: Int(dx), dy: Int(dy)))
        }
        guard let image = backend.textGroupImage(for: lines, offsets: offsets, font: font, color: color, pixelsPerPoint: pixelsPerPoint),
            image.pixelWidth > 0, image.pixelHeight > 0
        else { return nil }
        let rect = Rect(x: minLeft, y: minTop, width: Double(image.pixelWidth), height: Double(image.pixelHeight))
        // Inside the safe rectangle the clipper passes a quad through whole, as it would each line.
        if let clip = clips.resolved(memo: clipMemo), !clip.keepsWhole(rect) { return nil }
        return (image, rect)
    }
}
