extension MeshCanvas {
    /// Draws `texts` (see `Canvas.drawTexts(_:font:color:)`) from one picture the backend keeps
    /// (`MeshBackend.textGroupImage`) when that gives exactly the pixels of drawing them one by one;
    /// otherwise draws each with `drawText(_:font:color:at:verticalScale:)`.
    ///
    /// Each line goes where `drawText` puts it: its top-left corner at its origin in pixels, rounded to the
    /// nearest whole pixel. The picture is looked up by the lines and their offsets from the group's
    /// top-left pixel, so a group that moves by whole pixels (or by fractions that round its lines alike)
    /// reuses its picture. The picture holds each line's colour, squash and fade (a backend makes them as
    /// it would for each line's quad) and is drawn with opaque white vertices. It is used outside a layer
    /// being recorded, for the lines the current clip leaves whole (inside its safe rectangle): a line the
    /// clip cuts (the top and bottom rows of a wheel) is drawn by itself, cut as the renderer cuts it.
    public func drawTexts(_ texts: [PlacedText], font: Font, color: Color) {
        // Wholly transparent lines draw nothing.
        guard texts.contains(where: { ($0.color ?? color).alpha > 0 }) else { return }
        guard texts.count > 1, recordedBatches == nil, let (group, origin) = textGroup(texts, font: font, color: color) else {
            for line in texts { drawLine(line, font: font, color: color) }
            return
        }
        let clip = clips.resolved(memo: clipMemo)
        let place = { (rect: PixelRect) in rect.offsetBy(dx: origin.dx, dy: origin.dy).rect }
        let whole = place(PixelRect(x: 0, y: 0, width: group.image.pixelWidth, height: group.image.pixelHeight))
        if clip?.keepsWhole(whole) ?? true {
            textGroupsDrawn += 1
            emitImageQuad(whole, texture: group.image.texture, alpha: 1)
            return
        }
        var kept: [Int] = [], cut: [Int] = []
        for (index, rect) in group.lineRects.enumerated() where !rect.isEmpty {
            if clip?.keepsWhole(place(rect)) ?? true { kept.append(index) } else { cut.append(index) }
        }
        flush()
        if kept.count > 1, backend.drawTextGroup(group.image.texture, at: origin, lines: kept) {
            textGroupsDrawn += 1
            batchCount += 1
            triangleCount += 2
        } else {
            cut = group.lineRects.indices.filter { !group.lineRects[$0].isEmpty }
        }
        // The lines do not overlap (the backend checks), so drawing these after the others changes nothing.
        for index in cut { drawLine(texts[index], font: font, color: color) }
    }

    /// Draws one line of a group by itself.
    private func drawLine(_ line: PlacedText, font: Font, color: Color) {
        drawText(line.text, font: font, color: line.color ?? color, at: line.origin, verticalScale: line.verticalScale)
    }

    /// The kept picture of `lines` and its top-left pixel, when the backend has one.
    private func textGroup(_ lines: [PlacedText], font: Font, color: Color) -> (image: TextGroupImage, origin: PixelOffset)? {
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
        guard let group = backend.textGroupImage(for: lines, offsets: offsets, font: font, color: color, pixelsPerPoint: pixelsPerPoint),
            group.image.pixelWidth > 0, group.image.pixelHeight > 0, group.lineRects.count == lines.count
        else { return nil }
        return (group, PixelOffset(dx: Int(minLeft), dy: Int(minTop)))
    }
}
