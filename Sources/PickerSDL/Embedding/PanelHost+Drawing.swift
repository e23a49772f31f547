import CSDL2
import PickerCore

extension PanelHost {
    /// How much of each panel a frame redraws, and where the rest of the last frame is kept.
    public enum RedrawMode: Hashable, Sendable {
        /// Every frame draws every panel whole. The simplest, and the most work.
        case everything
        /// A frame draws only what changed (each scene's `damage`), cut to it with a clip, straight into
        /// the target, whose other pixels must still hold the last frame: for targets that keep their
        /// pixels, such as an offscreen surface (the default there). Panels without a background are drawn whole.
        case damagedAreas
        /// Each panel with a background keeps its picture in a texture of its own and draws only what
        /// changed into it; every frame copies the textures to the target. For apps that clear and redraw
        /// their whole frame every time (the default with a window). Panels without a background (drawn
        /// over the app's pixels) are drawn whole.
        case retainedPanels
    }

    /// Draws every visible panel, back to front, into the renderer's current target (or into `texture`),
    /// over what is there, after advancing their animations to `now`. Neither clears nor presents.
    /// How much is drawn follows `redrawMode`: only what changed where the mode allows.
    ///
    /// The renderer's target, scale, viewport, clip rectangle, draw blend mode and draw colour are as they
    /// were when the call returns (or throws).
    /// - Parameters:
    ///   - now: the frame's time in seconds on the host's clock (`clock.now()` when nil).
    ///   - texture: a texture made with `SDL_TEXTUREACCESS_TARGET` to draw into instead; panels are placed
    ///     in it as in the window (a panel at (20, 20) points is drawn 20 points from its top-left corner).
    /// - Throws: `SDLError` when SDL fails to change its state.
    public func render(now: Double? = nil, into texture: SDLTexture? = nil) throws {
        let now = now ?? clock.now()
        let saved = try RendererState(of: renderer)
        var drawn = 0
        lastFrameChangedRects = []
        lastFrameCopiedPixelCount = 0
        do {
            if let texture { try check(SDL_SetRenderTarget(renderer.pointer, texture.pointer), "SDL_SetRenderTarget") }
            let target = SDL_GetRenderTarget(renderer.pointer)
            updatePixelsPerPoint(target: texture)
            for panel in panels where !panel.isHidden {
                panel.scene.tick(now: now)
                drawn += try draw(panel, target: target)
            }
        } catch {
            try? saved.restore(on: renderer)
            throw error
        }
        try saved.restore(on: renderer)
        lastFrameDrawnPixelCount = drawn
        needsFullRedraw = false
        clearWakeRequest()
        lastFrameTime = now
        frameCount += 1
        backend.trimCache()
        updateTextInput()
    }

    /// Draws what `panel` must draw this frame; returns the pixels it drew.
    private func draw(_ panel: Panel, target: OpaquePointer?) throws -> Int {
        let placement = pixelRect(of: panel)
        guard placement.w > 0, placement.h > 0 else { return 0 }
        let retains = redrawMode == .retainedPanels && panel.background != .none
        if !retains { panel.retainedTexture = nil }
        let keepsPixels = (redrawMode == .damagedAreas && panel.background != .none) || retains
        var region = panel.scene.damage
        if !keepsPixels || needsFullRedraw || panel.needsFullRedraw { region = .full }
        var drawn = 0
        if retains {
            // SDL gives no access to a texture's pixels to copy within it: what only moved is redrawn.
            redrawMoves(of: &region)
            let texture = try retainedTexture(for: panel, width: Int(placement.w), height: Int(placement.h), region: &region)
            if !region.isEmpty {
                try check(SDL_SetRenderTarget(renderer.pointer, texture.pointer), "SDL_SetRenderTarget")
                try check(SDL_RenderSetScale(renderer.pointer, 1, 1), "SDL_RenderSetScale")
                var whole = SDL_Rect(x: 0, y: 0, w: placement.w, h: placement.h)
                var changed: [SDL_Rect] = []
                drawn = try draw(panel.scene, background: panel.backgroundFill, viewport: &whole, region: region, changed: &changed)
                try check(SDL_SetRenderTarget(renderer.pointer, target), "SDL_SetRenderTarget")
            }
            try check(SDL_RenderSetScale(renderer.pointer, 1, 1), "SDL_RenderSetScale")
            try check(SDL_RenderSetViewport(renderer.pointer, nil), "SDL_RenderSetViewport")
            try check(SDL_RenderSetClipRect(renderer.pointer, nil), "SDL_RenderSetClipRect")
            var destination = placement
            try check(SDL_RenderCopy(renderer.pointer, texture.pointer, nil, &destination), "SDL_RenderCopy")
            lastFrameChangedRects.append(placement)
        } else if !region.isEmpty {
            // First what only moved, from the last frame's pixels; then this frame's changes over it.
            let copied = copyMoves(of: &region, panel: panel, placement: placement)
            lastFrameCopiedPixelCount += copied.reduce(0) { $0 + Int($1.w) * Int($1.h) }
            lastFrameChangedRects += copied
            try check(SDL_RenderSetScale(renderer.pointer, 1, 1), "SDL_RenderSetScale")
            var viewport = placement
            var changed: [SDL_Rect] = []
            drawn = try draw(panel.scene, background: panel.backgroundFill, viewport: &viewport, region: region, changed: &changed)
            lastFrameChangedRects += changed.map {
                SDL_Rect(x: $0.x + placement.x, y: $0.y + placement.y, w: $0.w, h: $0.h)
            }
        }
        panel.needsFullRedraw = false
        return drawn
    }

    /// The panel's texture, made (and the whole panel marked for drawing) when it has none of its size.
    private func retainedTexture(for panel: Panel, width: Int, height: Int, region: inout DamageRegion) throws -> SDLTexture {
        if let texture = panel.retainedTexture, texture.pixelWidth == width, texture.pixelHeight == height {
            return texture
        }
        let texture = try SDLTexture(renderTargetFor: renderer, pixelWidth: width, pixelHeight: height)
        try check(SDL_SetTextureBlendMode(texture.pointer, SDL_BLENDMODE_NONE), "SDL_SetTextureBlendMode")
        panel.retainedTexture = texture
        region = .full
        return texture
    }

    /// Draws `scene` in `viewport` (target pixels), only `region` of it (scene points) unless it is full:
    /// the background is filled and the widgets drawn under a clip to each changed area, which are added to
    /// `changed` (pixels, relative to the viewport).
    /// - Returns: the pixels drawn.
    private func draw(
        _ scene: HostedScene, background: Color?, viewport: inout SDL_Rect, region: DamageRegion, changed: inout [SDL_Rect]
    ) throws -> Int {
        try check(SDL_RenderSetViewport(renderer.pointer, &viewport), "SDL_RenderSetViewport")
        let whole = SDL_Rect(x: 0, y: 0, w: viewport.w, h: viewport.h)
        var passes: [SDL_Rect?] = [nil]
        if !region.isFull {
            passes = clipRects(for: region, within: whole)
            guard !passes.isEmpty else { return 0 }
        }
        let canvas = MeshCanvas(backend: drawingBackend ?? backend, pixelsPerPoint: pixelsPerPoint, clipMemo: clipMemo)
        var drawn = 0
        for pass in passes {
            if var clip = pass {
                try check(SDL_RenderSetClipRect(renderer.pointer, &clip), "SDL_RenderSetClipRect")
                canvas.drawingBounds = Rect(
                    x: Double(clip.x) / pixelsPerPoint, y: Double(clip.y) / pixelsPerPoint,
                    width: Double(clip.w) / pixelsPerPoint, height: Double(clip.h) / pixelsPerPoint)
                drawn += Int(clip.w) * Int(clip.h)
                changed.append(clip)
            } else {
                try check(SDL_RenderSetClipRect(renderer.pointer, nil), "SDL_RenderSetClipRect")
                canvas.drawingBounds = nil
                drawn += Int(whole.w) * Int(whole.h)
                changed.append(whole)
            }
            if let color = background {
                try fill(pass ?? whole, with: SDL_Color(color))
            }
            // Untextured geometry is drawn with the draw blend mode: straight alpha "over".
            try check(SDL_SetRenderDrawBlendMode(renderer.pointer, SDL_BLENDMODE_BLEND), "SDL_SetRenderDrawBlendMode")
            scene.draw(in: canvas)
            canvas.flush()
            // What no widget drew over, before the clip changes.
            backend.writeHeldBackFills()
        }
        return drawn
    }

    /// Fills `rect` (viewport pixels, inside the clip) with `color`, replacing what is there, as a clear
    /// would: the panel's own background is not blended over older pixels. Straight into the target's pixels
    /// where the backend can, and only where the widgets do not cover it with opaque fills of their own
    /// (`SDLMeshBackend.fillOpaque`); through SDL otherwise.
    private func fill(_ rect: SDL_Rect, with color: SDL_Color) throws {
        let pixels = PixelRect(x: Int(rect.x), y: Int(rect.y), width: Int(rect.w), height: Int(rect.h))
        if backend.fillOpaque(pixels, with: color) { return }
        if backend.drawDirectly(pixels, { surface, area, _ in surface.fill(area, with: color) }) { return }
        try check(SDL_SetRenderDrawBlendMode(renderer.pointer, SDL_BLENDMODE_NONE), "SDL_SetRenderDrawBlendMode")
        try check(SDL_SetRenderDrawColor(renderer.pointer, color.r, color.g, color.b, color.a), "SDL_SetRenderDrawColor")
        try check(SDL_RenderFillRect(renderer.pointer, nil), "SDL_RenderFillRect")
    }

    /// What a pass costs besides its pixels, in pixels' worth: the scene's drawing runs once per pass
    /// (about 0.01 ms for the form page, as much as filling and drawing some 20,000 pixels).
    static let passCostInPixels = 20_000

    /// The clip rectangles (viewport pixels, whole pixels grown outwards) that cover `region`, each drawn in a
    /// pass of its own: rectangles close enough that the pixels between them cost less than a pass
    /// (`passCostInPixels`) are drawn as one, the nearest first (a scrolling card's rounded end and the
    /// hairline just below it); then one for the bounds of all, when that draws fewer pixels than the
    /// passes left would cost (a picker row opening far above the card's end is drawn without the rows
    /// between, which only slid).
    func clipRects(for region: DamageRegion, within whole: SDL_Rect) -> [SDL_Rect?] {
        guard let bounds = region.bounds else { return region.isFull ? [nil] : [] }
        let rects = Self.joiningNearbyRects(region.rects.map(pixelRect(covering:)))
        let boundsPixels = pixelRect(covering: bounds)
        let separateArea = rects.reduce(0) { $0 + Self.area($1) }
        let separateCost = separateArea + Self.passCostInPixels * (rects.count - 1)
        let chosen = rects.count > 1 && separateCost < Self.area(boundsPixels) ? rects : [boundsPixels]
        return chosen.compactMap { rect in
            var clipped = SDL_Rect()
            var rect = rect, whole = whole
            guard SDL_IntersectRect(&rect, &whole, &clipped) == SDL_TRUE else { return nil }
            return clipped
        }
    }

    /// `rects` with, again and again, the two whose bounds add the fewest pixels to theirs replaced by those
    /// bounds, while that adds fewer pixels than a pass costs.
    static func joiningNearbyRects(_ rects: [SDL_Rect]) -> [SDL_Rect] {
        var rects = rects
        while rects.count > 1 {
            var best: (first: Int, second: Int, union: SDL_Rect, added: Int)?
            for first in rects.indices {
                for second in rects.indices where second > first {
                    var a = rects[first], b = rects[second], union = SDL_Rect()
                    SDL_UnionRect(&a, &b, &union)
                    let added = area(union) - area(a) - area(b)
                    if added < best?.added ?? Int.max { best = (first, second, union, added) }
                }
            }
            guard let best, best.added < passCostInPixels else { break }
            rects[best.first] = best.union
            rects.remove(at: best.second)
        }
        return rects
    }

    private static func area(_ rect: SDL_Rect) -> Int { Int(rect.w) * Int(rect.h) }

    /// The smallest rectangle of whole pixels holding `rect` (points).
    private func pixelRect(covering rect: Rect) -> SDL_Rect {
        let x0 = (rect.minX * pixelsPerPoint).rounded(.down), y0 = (rect.minY * pixelsPerPoint).rounded(.down)
        let x1 = (rect.maxX * pixelsPerPoint).rounded(.up), y1 = (rect.maxY * pixelsPerPoint).rounded(.up)
        return SDL_Rect(x: Int32(x0), y: Int32(y0), w: Int32(max(0, x1 - x0)), h: Int32(max(0, y1 - y0)))
    }

    /// The panel's frame in pixels of the target, its origin on the pixel grid.
    func pixelRect(of panel: Panel) -> SDL_Rect {
        let origin = pixelOrigin(of: panel)
        return SDL_Rect(
            x: Int32(origin.x), y: Int32(origin.y),
            w: Int32(max(0, (panel.frame.width * pixelsPerPoint).rounded())),
            h: Int32(max(0, (panel.frame.height * pixelsPerPoint).rounded())))
    }
}
