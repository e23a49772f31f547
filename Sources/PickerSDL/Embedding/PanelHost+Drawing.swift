import CSDL2
import Foundation
import PickerCore

extension PanelHost {
    /// Which backend draws the panels; chosen once, when the host is made.
    public enum Backend: Hashable, Sendable {
        /// PickerKit's own renderer (`SoftwareBackend`): each panel keeps its pixels, a frame redraws only
        /// what changed and copies only that to the target. For software-rendered windows and targets.
        case software
        /// `SDL_RenderGeometry` and textures (`SDLRendererBackend`): every frame draws every panel whole.
        /// For accelerated renderers.
        case renderer
    }

    /// How much of each panel a frame redraws with the software backend.
    public enum RedrawMode: Hashable, Sendable {
        /// Every frame draws every panel whole: the simplest, and the most work.
        case everything
        /// A frame draws only what changed (each scene's `damage`) into the panel's pixels, and copies
        /// what only moved within them. A panel without a background is then blended whole over what the
        /// app drew under it (which is new every frame).
        case damagedAreas
    }

    /// Draws every visible panel, back to front, over what is in the renderer's current target (or in
    /// `texture`), after advancing their animations to `now`. Neither clears nor presents.
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
        lastFrameChangedRects = []
        lastFrameCopiedPixelCount = 0
        var drawn = 0
        let saved = try RendererState(of: renderer)
        do {
            if let texture { try check(SDL_SetRenderTarget(renderer.pointer, texture.pointer), "SDL_SetRenderTarget") }
            updatePixelsPerPoint(target: texture)
            try check(SDL_RenderSetScale(renderer.pointer, 1, 1), "SDL_RenderSetScale")
            for panel in panels where !panel.isHidden {
                panel.scene.tick(now: now)
                drawn += try draw(panel, intoTexture: texture != nil)
            }
        } catch {
            try? saved.restore(on: renderer)
            throw error
        }
        try saved.restore(on: renderer)
        reportDrawingErrors()
        lastFrameDrawnPixelCount = drawn
        needsFullRedraw = false
        clearWakeRequest()
        lastFrameTime = now
        frameCount += 1
        softwareBackend?.endFrame()
        rendererBackend?.endFrame()
        updateTextInput()
        accessibility?.sceneDidChange(afterInput: false)
    }

    /// Hands what the backend could not draw since the last frame to `onDrawingError`.
    private func reportDrawingErrors() {
        let log = (softwareBackend?.textRasterizer as? SDLTextRasterizer)?.errors ?? rendererBackend?.errors
        for error in log?.take() ?? [] { onDrawingError?(error) }
    }

    /// What `onDrawingError` starts as: writes each distinct error to standard error, once.
    static func writingOnceToStandardError() -> (DrawingError) -> Void {
        var written = Set<String>()
        return { error in
            guard written.insert(error.description).inserted else { return }
            FileHandle.standardError.write(Data("PickerKit: \(error)\n".utf8))
        }
    }

    /// Draws what `panel` must draw this frame; returns the pixels it drew.
    private func draw(_ panel: Panel, intoTexture: Bool) throws -> Int {
        let placement = pixelRect(of: panel)
        guard placement.w > 0, placement.h > 0 else { return 0 }
        defer { panel.needsFullRedraw = false }
        guard let softwareBackend else {
            return try drawWithRenderer(panel, placement: placement)
        }
        let image = panel.pixels(width: Int(placement.w), height: Int(placement.h))
        let keepsPixels = redrawMode == .damagedAreas && image.isKept
        var region = panel.scene.damage
        if !keepsPixels || needsFullRedraw || panel.needsFullRedraw { region = .full }
        var changed = moveKept(&region, in: image.pixels)
        lastFrameCopiedPixelCount += changed.reduce(0) { $0 + $1.width * $1.height }
        let passes = region.isFull ? [image.pixels.bounds] : passRects(for: region, within: image.pixels.bounds)
        let canvas = DrawListCanvas(textMeasurer: textMeasurer, pixelsPerPoint: pixelsPerPoint)
        var drawn = 0
        for pass in passes {
            image.pixels.fill(pass, with: panel.backgroundFill ?? .clear)
            canvas.removeAll()
            canvas.drawingBounds = region.isFull ? nil : Rect(
                x: Double(pass.x) / pixelsPerPoint, y: Double(pass.y) / pixelsPerPoint,
                width: Double(pass.width) / pixelsPerPoint, height: Double(pass.height) / pixelsPerPoint)
            panel.scene.draw(in: canvas)
            softwareBackend.play(canvas.commands, into: image.pixels, within: pass)
            drawn += pass.width * pass.height
        }
        changed += passes
        image.isKept = true
        // A panel without a background is blended whole over what the app drew under it this frame; only
        // what changed in it was drawn.
        if panel.background == .none { changed = [image.pixels.bounds] }
        try present(image.pixels, changed: changed, panel: panel, placement: placement, intoTexture: intoTexture)
        return drawn
    }

    /// Draws `panel` whole through the renderer backend, over its background.
    private func drawWithRenderer(_ panel: Panel, placement: SDL_Rect) throws -> Int {
        guard let rendererBackend else { return 0 }
        var viewport = placement
        try check(SDL_RenderSetViewport(renderer.pointer, &viewport), "SDL_RenderSetViewport")
        try check(SDL_RenderSetClipRect(renderer.pointer, nil), "SDL_RenderSetClipRect")
        if let color = panel.backgroundFill {
            let fill = SDL_Color(color)
            try check(SDL_SetRenderDrawBlendMode(renderer.pointer, SDL_BLENDMODE_NONE), "SDL_SetRenderDrawBlendMode")
            try check(SDL_SetRenderDrawColor(renderer.pointer, fill.r, fill.g, fill.b, fill.a), "SDL_SetRenderDrawColor")
            try check(SDL_RenderFillRect(renderer.pointer, nil), "SDL_RenderFillRect")
        }
        try check(SDL_SetRenderDrawBlendMode(renderer.pointer, SDL_BLENDMODE_BLEND), "SDL_SetRenderDrawBlendMode")
        let canvas = DrawListCanvas(textMeasurer: textMeasurer, pixelsPerPoint: pixelsPerPoint)
        panel.scene.draw(in: canvas)
        rendererBackend.play(canvas.commands)
        lastFrameChangedRects.append(placement)
        return Int(placement.w) * Int(placement.h)
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

    /// The panel's frame in pixels of the target, its origin on the pixel grid.
    func pixelRect(of panel: Panel) -> SDL_Rect {
        let origin = pixelOrigin(of: panel)
        return SDL_Rect(
            x: Int32(origin.x), y: Int32(origin.y),
            w: Int32(max(0, (panel.frame.width * pixelsPerPoint).rounded())),
            h: Int32(max(0, (panel.frame.height * pixelsPerPoint).rounded())))
    }
}

extension PanelHost {
    /// What the backend keeps between frames: its pictures, their bytes, and how many it let go.
    public var pictureStatistics: PictureStatistics {
        softwareBackend?.store.statistics ?? rendererBackend?.store.statistics
            ?? PictureStatistics(count: 0, byteCount: 0, evictionCount: 0)
    }
}
