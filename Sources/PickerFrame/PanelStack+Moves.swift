import PickerCore

extension PanelStack {
    /// Carries out the moves of `region` (content that only moved since the last frame) in `image`, the
    /// panel's kept pixels, in order, before anything of this frame is drawn. A move off the pixel grid is
    /// redrawn instead, and so is every move after it (a later copy could read pixels that are right only
    /// once the earlier rectangle is redrawn). Where a move is cut to the panel, what it leaves uncovered
    /// is added to `region`.
    /// - Returns: the rectangles written, in panel pixels.
    func moveKept(_ region: inout DamageRegion, in image: PixelImage) -> [PixelRect] {
        guard !region.isFull, !region.moves.isEmpty else { return [] }
        let panelRect = Rect(x: 0, y: 0, width: Double(image.width) / pixelsPerPoint, height: Double(image.height) / pixelsPerPoint)
        var canCopy = true
        var written: [PixelRect] = []
        for move in region.moves {
            let cut = move.rect.intersection(panelRect)
            guard canCopy, let dx = wholePixels(move.delta.x), let dy = wholePixels(move.delta.y),
                let x0 = wholePixels(cut.minX), let y0 = wholePixels(cut.minY),
                let x1 = wholePixels(cut.maxX), let y1 = wholePixels(cut.maxY)
            else {
                canCopy = false
                region.add(move.rect)
                continue
            }
            guard !cut.isEmpty else { continue }
            if cut != move.rect {
                for exposed in DamageRegion.Move(rect: cut, delta: move.delta).exposedRects { region.add(exposed) }
            }
            let target = image.move(PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0), dx: dx, dy: dy)
            if !target.isEmpty { written.append(target) }
        }
        return written
    }

    /// `points` in whole pixels, or nil when it is not (within a millionth of a pixel) a whole number of pixels.
    private func wholePixels(_ points: Double) -> Int? {
        let pixels = points * pixelsPerPoint
        let whole = pixels.rounded()
        guard abs(pixels - whole) < 1e-6, abs(whole) < 1e9 else { return nil }
        return Int(whole)
    }
}
