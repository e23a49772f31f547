import PickerCore

/// Where a `PanelStack`'s frames go: the host's half of drawing (an SDL window's surface, a streaming
/// texture, an offscreen image, or an `SDL_Renderer` that plays the drawing itself).
public protocol FrameTarget: AnyObject {
    /// Software backend: shows the `changed` rectangles (panel pixels) of `panel`'s pixels, whose top-left
    /// pixel goes at `placement`'s origin (target pixels). `blending`: the panel has no background, so it
    /// is blended over what is under it; a target that holds the app's drawing (new every frame) blends
    /// the whole panel, one that keeps the panel apart (a texture) updates only `changed`.
    /// - Returns: the rectangles of the target it changed.
    func show(_ pixels: PanelPixels, changed: [PixelRect], at placement: PixelRect, blending: Bool) throws -> [PixelRect]
    /// Without a software backend: plays `commands` (target pixels, (0, 0) at `placement`'s origin) over
    /// `background`, when there is one.
    func play(_ commands: [DrawCommand], background: Color?, at placement: PixelRect) throws
}

extension PanelStack {
    /// Draws every visible panel, back to front, after advancing their animations to `now`, and hands
    /// what each drew to `target`.
    /// - Throws: what `target` throws; the frame then ends where it failed.
    public func render(now: Double, to target: FrameTarget) throws {
        lastFrameChangedRects = []
        lastFrameCopiedPixelCount = 0
        lastFrameDrawnPixelCount = 0
        for panel in panels where !panel.isHidden {
            panel.scene.tick(now: now)
            lastFrameDrawnPixelCount += try draw(panel, to: target)
        }
        endFrame(now: now)
    }

    /// Draws what `panel` must draw this frame; returns the pixels it drew.
    private func draw(_ panel: Panel, to target: FrameTarget) throws -> Int {
        let placement = pixelRect(of: panel)
        guard placement.width > 0, placement.height > 0 else { return 0 }
        defer { panel.needsFullRedraw = false }
        let canvas = DrawListCanvas(textMeasurer: textMeasurer, pixelsPerPoint: pixelsPerPoint)
        guard let softwareBackend else {
            panel.scene.draw(in: canvas)
            try target.play(canvas.commands, background: panel.backgroundFill, at: placement)
            lastFrameChangedRects.append(placement)
            return placement.width * placement.height
        }
        let kept = panel.pixels(width: placement.width, height: placement.height)
        let image = kept.pixels
        var region = panel.scene.damage
        if redrawMode == .everything || !kept.isKept || needsFullRedraw || panel.needsFullRedraw { region = .full }
        var changed = moveKept(&region, in: image)
        lastFrameCopiedPixelCount += changed.reduce(0) { $0 + $1.width * $1.height }
        let passes = region.isFull ? [image.bounds] : passRects(for: region, within: image.bounds)
        var drawn = 0
        for pass in passes {
            image.fill(pass, with: panel.backgroundFill ?? .clear)
            canvas.removeAll()
            canvas.drawingBounds = region.isFull ? nil : Rect(
                x: Double(pass.x) / pixelsPerPoint, y: Double(pass.y) / pixelsPerPoint,
                width: Double(pass.width) / pixelsPerPoint, height: Double(pass.height) / pixelsPerPoint)
            panel.scene.draw(in: canvas)
            softwareBackend.play(canvas.commands, into: image, within: pass)
            drawn += pass.width * pass.height
        }
        changed += passes
        kept.isKept = true
        lastFrameChangedRects += try target.show(kept, changed: changed, at: placement, blending: panel.background == .none)
        return drawn
    }

    /// What a pass costs besides its pixels, in pixels' worth: the scene's drawing runs once per pass.
    static let passCostInPixels = 20_000

    /// The rectangles (panel pixels, whole pixels grown outwards) that cover `region`, each drawn in a
    /// pass of its own: rectangles close enough that the pixels between them cost less than a pass are
    /// joined; then one for the bounds of all, when that draws fewer pixels than the passes would cost.
    func passRects(for region: DamageRegion, within whole: PixelRect) -> [PixelRect] {
        guard let bounds = region.bounds else { return region.isFull ? [whole] : [] }
        let rects = Self.joiningNearbyRects(region.rects.map(pixelRect(covering:)))
        let boundsPixels = pixelRect(covering: bounds)
        let separateArea = rects.reduce(0) { $0 + $1.width * $1.height }
        let separateCost = separateArea + Self.passCostInPixels * (rects.count - 1)
        let chosen = rects.count > 1 && separateCost < boundsPixels.width * boundsPixels.height ? rects : [boundsPixels]
        return chosen.map { $0.intersection(whole) }.filter { !$0.isEmpty }
    }

    /// `rects` with, again and again, the two whose bounds add the fewest pixels to theirs replaced by those
    /// bounds, while that adds fewer pixels than a pass costs.
    static func joiningNearbyRects(_ rects: [PixelRect]) -> [PixelRect] {
        var rects = rects
        while rects.count > 1 {
            var best: (first: Int, second: Int, union: PixelRect, added: Int)?
            for first in rects.indices {
                for second in rects.indices where second > first {
                    let a = rects[first], b = rects[second]
                    let union = PixelRect(
                        x: min(a.x, b.x), y: min(a.y, b.y), width: max(a.maxX, b.maxX) - min(a.x, b.x),
                        height: max(a.maxY, b.maxY) - min(a.y, b.y))
                    let added = union.width * union.height - a.width * a.height - b.width * b.height
                    if added < best?.added ?? Int.max { best = (first, second, union, added) }
                }
            }
            guard let best, best.added < passCostInPixels else { break }
            rects[best.first] = best.union
            rects.remove(at: best.second)
        }
        return rects
    }

    /// The smallest rectangle of whole pixels holding `rect` (points).
    private func pixelRect(covering rect: Rect) -> PixelRect {
        PixelRect(enclosing: Rect(
            x: rect.minX * pixelsPerPoint, y: rect.minY * pixelsPerPoint,
            width: rect.width * pixelsPerPoint, height: rect.height * pixelsPerPoint))
    }
}
