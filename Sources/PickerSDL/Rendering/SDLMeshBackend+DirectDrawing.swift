import CSDL2
import PickerCore

/// Drawing straight into the target's pixels on the software renderer, and the background fills held back
/// until something is drawn over them.
///
/// A panel's background is filled under every redrawn area, and then, where a card or field lies, the
/// card's opaque inside is filled again over it: a turning wheel's column on a card is filled twice. So
/// the background fill is held back (`fillOpaque`): an opaque fill that replaces every pixel it covers
/// (a layer picture's one-colour core, an opaque rectangle) takes its part out, and each held-back fill is
/// written whole as soon as anything else reaches into it; all of them when SDL draws anything, or at the
/// end of the pass (`writeHeldBackFills()`). The pixels are those of filling first: a held-back fill is
/// written before anything lands on its pixels. (Cutting the fill around each thing drawn saved more pixels
/// but cost more than it saved: many small fills and rectangle sums per draw.)
extension SDLMeshBackend {
    /// Draws `rect` (pixels of the current viewport, cut to the clip) straight into the target surface with
    /// `draw`, given the surface, the part to draw (cut to the clip) and the whole of `rect`, both in the
    /// surface's pixels, as a copy of a picture the size of `rect` would; false (nothing done) when the
    /// renderer draws somewhere else (a texture), is scaled, the target surface is unknown or `draw` cannot
    /// draw into it.
    /// - Parameters:
    ///   - replacing: whether `draw` replaces every pixel of the area with an opaque one (a fill), so a
    ///     background fill held back under it need never be written.
    ///   - whole: the rectangle (pixels of the current viewport) `draw` is given as `whole` when it differs from
    ///     `rect`: a picture's whole place when only `rect` of it is drawn.
    func drawDirectly(
        _ rect: PixelRect, whole: PixelRect? = nil, replacing: Bool = false,
        _ draw: (SurfacePixels, _ area: SDL_Rect, _ whole: SDL_Rect) -> Bool
    ) -> Bool {
        guard let surfacePixels, let (area, whole) = directArea(of: rect, whole: whole) else { return false }
        guard area.w > 0, area.h > 0 else { return true }
        if replacing {
            heldBackFills.remove(area)
        } else {
            writeHeldBackFills(in: area, into: surfacePixels)
        }
        return draw(surfacePixels, area, whole)
    }

    /// Fills `rect` (pixels of the current viewport, cut to the clip) with the opaque `color`, replacing what
    /// is there, as late as it can: when something is drawn over part of it, or at `writeHeldBackFills()`;
    /// never where an opaque fill or picture copy replaces it first (a panel's background under a card). False (nothing done) when the target's pixels cannot be written
    /// directly; the caller fills through SDL.
    public func fillOpaque(_ rect: PixelRect, with color: SDL_Color) -> Bool {
        guard color.a == 255, let surfacePixels, surfacePixels.acceptsFills,
            let (area, _) = directArea(of: rect)
        else { return false }
        guard area.w > 0, area.h > 0 else { return true }
        heldBackFills.add(area, color: color)
        return true
    }

    /// Writes every background fill still held back: at the end of a pass, before the clip changes, before
    /// SDL draws.
    public func writeHeldBackFills() {
        guard let surfacePixels else { return }
        if !heldBackFills.isEmpty { writeHeldBackFills(in: nil, into: surfacePixels) }
    }

    /// Copies an opaque picture in the target's pixel format (`texture`'s pixels from `source`, texture
    /// pixels) 1:1 over `rect` (pixels of the current viewport, cut to the clip), replacing what is there.
    /// False (nothing done) when the target's pixels cannot be written directly.
    func copyPictureDirectly(_ texture: SDLTexture, from source: SDL_Rect, format: UInt32, to rect: PixelRect) -> Bool {
        drawDirectly(rect, replacing: true) { pixels, area, whole in
            guard let surface = pixels.surface(), surface.pointee.format?.pointee.format == format else { return false }
            return (try? texture.withLockedPixels { base, pitch in
                let picture = UnsafeRawPointer(base) + Int(source.y) * pitch + Int(source.x) * 4
                return pixels.copy(picture: picture, pitch: pitch, format: format, over: area, of: whole)
            }) ?? false
        }
    }

    /// Writes the held-back fills that reach into `area` (surface pixels), each whole; all of them when nil.
    private func writeHeldBackFills(in area: SDL_Rect?, into pixels: SurfacePixels) {
        heldBackFills.take(in: area) { rect, color in
            if !pixels.fill(rect, with: color) {
                lastError = SDLError(operation: "SDLMeshBackend.writeHeldBackFills", message: "the target's pixels could not be filled")
            }
        }
    }

    /// Whether the renderer draws unscaled into the target surface whose pixels the backend knows, as
    /// drawing straight into them needs (their layout is checked when they are written).
    func drawsIntoTargetPixels() -> Bool {
        guard surfacePixels != nil, SDL_GetRenderTarget(renderer.pointer) == nil else { return false }
        var scaleX: Float = 0, scaleY: Float = 0
        SDL_RenderGetScale(renderer.pointer, &scaleX, &scaleY)
        return scaleX == 1 && scaleY == 1
    }

    /// `rect` (pixels of the current viewport) cut to the clip and the viewport, and `rect` itself, both in
    /// the target surface's pixels, after SDL has drawn what it still had queued (so what is written directly
    /// lands over it); nil when the renderer draws into a texture or is scaled.
    private func directArea(of rect: PixelRect, whole: PixelRect? = nil) -> (area: SDL_Rect, whole: SDL_Rect)? {
        guard drawsIntoTargetPixels() else { return nil }
        var viewport = SDL_Rect(), clip = SDL_Rect()
        SDL_RenderGetViewport(renderer.pointer, &viewport)
        if SDL_RenderIsClipEnabled(renderer.pointer) == SDL_TRUE {
            SDL_RenderGetClipRect(renderer.pointer, &clip)
        } else {
            clip = SDL_Rect(x: 0, y: 0, w: viewport.w, h: viewport.h)
        }
        var bounds = SDL_Rect(x: 0, y: 0, w: viewport.w, h: viewport.h), visible = SDL_Rect()
        var wanted = SDL_Rect(rect), area = SDL_Rect(), placed = SDL_Rect(whole ?? rect)
        guard SDL_IntersectRect(&clip, &bounds, &visible) == SDL_TRUE,
            SDL_IntersectRect(&wanted, &visible, &area) == SDL_TRUE
        else { return (SDL_Rect(), SDL_Rect()) }
        // What SDL still has queued is drawn first, under what is written here.
        guard SDL_RenderFlush(renderer.pointer) == 0 else { return nil }
        area.x += viewport.x
        area.y += viewport.y
        placed.x += viewport.x
        placed.y += viewport.y
        return (area, placed)
    }
}

/// Opaque fills not yet written, in surface pixels: rectangles that do not overlap, each with its colour.
struct HeldBackFills {
    private(set) var rects: [(rect: SDL_Rect, color: SDL_Color)] = []
    var isEmpty: Bool { rects.isEmpty }

    /// Holds back a fill of `rect` with `color`, over (replacing) any held back there before.
    mutating func add(_ rect: SDL_Rect, color: SDL_Color) {
        remove(rect)
        rects.append((rect, color))
    }

    /// Takes `area` out of every held-back fill (it is being replaced by opaque pixels).
    mutating func remove(_ area: SDL_Rect) {
        guard let first = rects.firstIndex(where: { Self.overlaps($0.rect, area) }) else { return }
        var kept = Array(rects[..<first])
        for (rect, color) in rects[first...] {
            for piece in Self.subtract(area, from: rect) { kept.append((piece, color)) }
        }
        rects = kept
    }

    /// Takes out every held-back fill that reaches into `area` (every fill when nil) and hands it to `write`,
    /// whole: writing a fill in long rows costs less than cutting it around each thing drawn. The others
    /// stay held back, for an opaque picture to replace (a card's inside under a picker row's picture, with
    /// a line of text drawn first above it).
    mutating func take(in area: SDL_Rect?, _ write: (_ rect: SDL_Rect, _ color: SDL_Color) -> Void) {
        if let area {
            guard rects.contains(where: { Self.overlaps($0.rect, area) }) else { return }
        }
        var kept = 0
        for index in rects.indices {
            let fill = rects[index]
            if let area, !Self.overlaps(fill.rect, area) {
                rects[kept] = fill
                kept += 1
            } else {
                write(fill.rect, fill.color)
            }
        }
        rects.removeLast(rects.count - kept)
    }

    /// Whether `a` and `b` share a pixel (without a call into SDL: this runs for every fill at every draw).
    @inline(__always)
    static func overlaps(_ a: SDL_Rect, _ b: SDL_Rect) -> Bool {
        a.w > 0 && a.h > 0 && b.w > 0 && b.h > 0 && a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h
    }

    /// `rect` less `hole`: up to four rectangles (the bands above and below, then the pieces beside).
    static func subtract(_ hole: SDL_Rect, from rect: SDL_Rect) -> [SDL_Rect] {
        var rect = rect, hole = hole, common = SDL_Rect()
        guard SDL_IntersectRect(&rect, &hole, &common) == SDL_TRUE else { return [rect] }
        var pieces: [SDL_Rect] = []
        let top = rect.y, bottom = rect.y + rect.h, left = rect.x, right = rect.x + rect.w
        let holeTop = common.y, holeBottom = common.y + common.h
        if holeTop > top { pieces.append(SDL_Rect(x: left, y: top, w: rect.w, h: holeTop - top)) }
        if bottom > holeBottom { pieces.append(SDL_Rect(x: left, y: holeBottom, w: rect.w, h: bottom - holeBottom)) }
        if common.x > left { pieces.append(SDL_Rect(x: left, y: holeTop, w: common.x - left, h: common.h)) }
        if right > common.x + common.w {
            pieces.append(SDL_Rect(x: common.x + common.w, y: holeTop, w: right - common.x - common.w, h: common.h))
        }
        return pieces
    }
}

