import CSDL2
import PickerCore

extension PanelHost {
    /// Carries out the moves of `region` (content that only moved since the last frame) for the panel at
    /// `placement` (target pixels), in order, by copying the last frame's pixels within the target, before
    /// anything of this frame is drawn. A move that cannot be copied (no direct access to the target's
    /// pixels, a texture target, a rectangle or distance off the pixel grid) is redrawn instead, and so is
    /// every move after it (their rectangles are added to `region`: a later copy could read pixels that
    /// are only right once the earlier rectangle is redrawn). Where a move is cut to the panel, what the
    /// cut copy leaves uncovered is added too. A panel that another visible panel overlaps copies nothing
    /// (the pixels there may be the other panel's).
    /// - Returns: the rectangles written, in target pixels.
    func copyMoves(of region: inout DamageRegion, panel: Panel, placement: SDL_Rect) -> [SDL_Rect] {
        guard !region.isFull, !region.moves.isEmpty else { return [] }
        var canCopy = surfacePixels != nil && SDL_GetRenderTarget(renderer.pointer) == nil
            && !panels.contains { $0 !== panel && !$0.isHidden && $0.frame.intersects(panel.frame) }
        // What SDL still has queued belongs to the last frame: it must be in the pixels before they move.
        if canCopy { canCopy = SDL_RenderFlush(renderer.pointer) == 0 }
        let panelRect = Rect(x: 0, y: 0, width: Double(placement.w) / pixelsPerPoint, height: Double(placement.h) / pixelsPerPoint)
        var written: [SDL_Rect] = []
        for move in region.moves {
            guard canCopy, let surfacePixels, let dx = wholePixels(move.delta.x), let dy = wholePixels(move.delta.y) else {
                canCopy = false
                region.add(move.rect)
                continue
            }
            let cut = move.rect.intersection(panelRect)
            guard !cut.isEmpty else { continue }
            guard let x0 = wholePixels(cut.minX), let y0 = wholePixels(cut.minY),
                let x1 = wholePixels(cut.maxX), let y1 = wholePixels(cut.maxY)
            else {
                canCopy = false
                region.add(move.rect)
                continue
            }
            if cut != move.rect {
                for exposed in DamageRegion.Move(rect: cut, delta: move.delta).exposedRects { region.add(exposed) }
            }
            let rect = SDL_Rect(x: Int32(x0) + placement.x, y: Int32(y0) + placement.y, w: Int32(x1 - x0), h: Int32(y1 - y0))
            guard let target = surfacePixels.move(rect, dx: dx, dy: dy) else {
                canCopy = false
                region.add(move.rect)
                continue
            }
            if target.w > 0, target.h > 0 { written.append(target) }
        }
        return written
    }

    /// Adds the rectangles of `region`'s moves to it, to be redrawn: for targets whose pixels cannot be copied.
    func redrawMoves(of region: inout DamageRegion) {
        for move in region.moves { region.add(move.rect) }
    }

    /// `points` in whole pixels, or nil when it is not (within a millionth of a pixel) a whole number of pixels.
    private func wholePixels(_ points: Double) -> Int? {
        let pixels = points * pixelsPerPoint
        let whole = pixels.rounded()
        guard abs(pixels - whole) < 1e-6, abs(whole) < 1e9 else { return nil }
        return Int(whole)
    }
}
