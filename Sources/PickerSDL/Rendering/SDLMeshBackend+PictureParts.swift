import CSDL2
import PickerCore

extension SDLMeshBackend {
    /// The parts to draw the picture with row-major RGBA `rgba` in (see `PicturePlan`), or `nil` when
    /// it has no core worth drawing apart.
    func planParts(rgba: [UInt8], width: Int, height: Int) throws -> LayerCache.Parts? {
        let alpha = stride(from: 3, to: rgba.count, by: 4).map { rgba[$0] }
        var plan = PicturePlan(width: width, height: height, alpha: alpha)
        guard var core = plan.core else { return nil }
        // An opaque core of more than one colour (a card's inside whose corners reach its rounded border) is
        // copied from a picture every time; the largest rectangle of its middle colour is filled directly
        // instead, when it is most of it.
        if plan.coreKind == .opaque, Self.uniformColor(of: rgba, in: core, pictureWidth: width) == nil,
            let uniform = Self.largestRect(ofColorAt: (core.x + core.width / 2, core.y + core.height / 2), in: rgba, width: width, height: height),
            uniform.area * 2 >= core.area
        {
            plan = PicturePlan(width: width, height: height, alpha: alpha, core: uniform, kind: .opaque)
            core = uniform
        }
        let coreTexture = plan.coreKind == .opaque
            ? try makePictureTexture(rgba: rgba, in: core, pictureWidth: width, alpha: false) : nil
        let coreColor = plan.coreKind == .transparent ? nil : Self.uniformColor(of: rgba, in: core, pictureWidth: width)
        // A tint of more than one colour is not worth parts: the picture is drawn whole.
        if plan.coreKind == .translucent, coreColor == nil { return nil }
        return LayerCache.Parts(plan: plan, core: coreTexture, coreColor: coreColor)
    }

    /// The largest rectangle of opaque pixels of the colour of pixel `point` in the row-major RGBA `rgba`
    /// of a `width` x `height` picture, or nil when that pixel is not opaque.
    static func largestRect(ofColorAt point: (x: Int, y: Int), in rgba: [UInt8], width: Int, height: Int) -> PixelRect? {
        let at = (point.y * width + point.x) * 4
        guard rgba[at + 3] == 255 else { return nil }
        let color = rgba.withUnsafeBytes { $0.load(fromByteOffset: at, as: UInt32.self) }
        let mask = rgba.withUnsafeBytes { bytes in
            (0..<(width * height)).map { bytes.load(fromByteOffset: $0 * 4, as: UInt32.self) == color ? UInt8(1) : 0 }
        }
        return PicturePlan.largestRect(width: width, height: height, bytes: mask, equalTo: 1)
    }

    /// The colour of every pixel of `rect` in the row-major RGBA `rgba` of a picture `pictureWidth` wide,
    /// when they are all the same.
    static func uniformColor(of rgba: [UInt8], in rect: PixelRect, pictureWidth: Int) -> SDL_Color? {
        guard !rect.isEmpty else { return nil }
        let first = (rect.y * pictureWidth + rect.x) * 4
        let color = SDL_Color(r: rgba[first], g: rgba[first + 1], b: rgba[first + 2], a: rgba[first + 3])
        for y in rect.y..<(rect.y + rect.height) {
            var offset = (y * pictureWidth + rect.x) * 4
            for _ in 0..<rect.width {
                guard rgba[offset] == color.r, rgba[offset + 1] == color.g, rgba[offset + 2] == color.b,
                    rgba[offset + 3] == color.a
                else { return nil }
                offset += 4
            }
        }
        return color
    }

    /// Draws `quad` as the parts of a layer picture when it is that picture's whole quad, unclipped and
    /// opaque white, and the picture has parts; returns whether it did.
    func renderPictureParts(_ quad: ImageQuad, handle: TextureHandle) -> Bool {
        guard let entry = layers.peek(texture: handle), let parts = entry.parts,
            let origin = quad.wholeOrigin(width: entry.image.pixelWidth, height: entry.image.pixelHeight)
        else { return false }
        // The core first (it and the strips do not overlap): an opaque one covers the background held back
        // under it, which the strips would otherwise have written.
        if let core = parts.plan.core {
            let placed = core.offsetBy(dx: origin.x, dy: origin.y)
            switch parts.plan.coreKind {
            case .opaque:
                let filled = parts.coreColor.map { color in fillOpaque(placed, with: color) } ?? false
                if !filled, let texture = parts.core { copy(texture, from: nil, to: placed) }
            case .translucent:
                let blended = parts.coreColor.map { color in
                    drawDirectly(placed) { pixels, area, _ in pixels.blend(area, with: color) }
                } ?? false
                if !blended { copy(entry.texture, from: core, to: placed) }
            case .transparent:
                break
            }
        }
        for strip in parts.plan.strips {
            copy(entry.texture, from: strip, to: strip.offsetBy(dx: origin.x, dy: origin.y))
        }
        return true
    }

    private func copy(_ texture: SDLTexture, from source: PixelRect?, to destination: PixelRect) {
        copyPicture(texture, from: source.map(SDL_Rect.init), to: SDL_Rect(destination))
    }

    /// Draws `source` (texture pixels; nil for the whole texture) of `texture` 1:1 at `destination` (pixels of
    /// the current viewport, the same size), as `SDL_RenderCopy` does. A streaming texture drawn blended and
    /// unmodulated (text, kept pictures on the software renderer) is blended straight into the target's
    /// pixels when the host knows them (`SurfacePixels.blend(picture:pitch:over:of:)`, SDL's own arithmetic
    /// four pixels at a time, without SDL's render queue); anything else goes through `SDL_RenderCopy`.
    func copyPicture(_ texture: SDLTexture, from source: SDL_Rect?, to destination: SDL_Rect) {
        if let from = Self.streamingSource(source, of: texture, sameSizeAs: destination) {
            // Blended (text, layer pictures) or copied as it is (an opaque `drawPicture` picture, held back
            // for the wash that may follow it).
            if Self.blendsUnmodulated(texture) {
                if blendPictureDirectly(texture, from: source, to: destination, fade: 255) { return }
            } else if let format = Self.copiedUnmodulatedFormat(texture),
                copyPictureDirectly(texture, from: from, format: format, to: PixelRect(destination))
            {
                return
            }
        }
        writeHeldBackFills()
        var target = destination
        let status: Int32
        if var from = source {
            status = SDL_RenderCopy(renderer.pointer, texture.pointer, &from, &target)
        } else {
            status = SDL_RenderCopy(renderer.pointer, texture.pointer, nil, &target)
        }
        if status < 0 { lastError = .current("SDL_RenderCopy") }
    }

    /// Blends `source` (texture pixels; nil for the whole texture) of the streaming, blended, unmodulated
    /// `texture` 1:1 at `destination` (pixels of the current viewport, the same size) straight into the
    /// target's pixels, each alpha multiplied by `fade` / 255 first
    /// (`SurfacePixels.blend(picture:pitch:over:of:fade:)`): with a `fade` of 255, the bytes `copyPicture`
    /// gives. Of a whole picture whose ink is known, only the ink (the rest is wholly transparent). False
    /// (nothing drawn) when the target's pixels cannot be written or `source` lies outside the texture.
    func blendPictureDirectly(_ texture: SDLTexture, from source: SDL_Rect?, to destination: SDL_Rect, fade: UInt8) -> Bool {
        guard let from = Self.streamingSource(source, of: texture, sameSizeAs: destination) else { return false }
        var inked = (from: from, to: destination)
        if source == nil, let ink = texture.ink {
            guard ink.w > 0, ink.h > 0 else { return true }
            inked = (ink, SDL_Rect(x: destination.x + ink.x, y: destination.y + ink.y, w: ink.w, h: ink.h))
        }
        let first = (x: Int(inked.from.x), y: Int(inked.from.y))
        return drawDirectly(PixelRect(inked.to)) { pixels, area, whole in
            let blended: Bool? = try? texture.withLockedPixels { base, pitch in
                let picture = UnsafeRawPointer(base) + (first.y * pitch + first.x * 4)
                return pixels.blend(picture: picture, pitch: pitch, over: area, of: whole, fade: fade)
            }
            return blended ?? false
        }
    }

    /// `source` (texture pixels; nil for the whole texture) when `texture` is streaming (its pixels at hand)
    /// and `source` lies inside it and is the size of `destination`: a 1:1 copy the backend can make itself.
    static func streamingSource(_ source: SDL_Rect?, of texture: SDLTexture, sameSizeAs destination: SDL_Rect) -> SDL_Rect? {
        let from = source ?? SDL_Rect(x: 0, y: 0, w: Int32(texture.pixelWidth), h: Int32(texture.pixelHeight))
        guard texture.isStreaming, from.w == destination.w, from.h == destination.h, from.x >= 0, from.y >= 0,
            Int(from.x + from.w) <= texture.pixelWidth, Int(from.y + from.h) <= texture.pixelHeight
        else { return nil }
        return from
    }

    /// The pixel format of `texture` when it is drawn without blending and without colour or alpha
    /// modulation (a copy), else nil.
    static func copiedUnmodulatedFormat(_ texture: SDLTexture) -> UInt32? {
        unmodulatedBlendMode(of: texture) == SDL_BLENDMODE_NONE ? texture.pixelFormat : nil
    }

    /// Whether `texture` is drawn blended with straight alpha and no colour or alpha modulation.
    static func blendsUnmodulated(_ texture: SDLTexture) -> Bool {
        unmodulatedBlendMode(of: texture) == SDL_BLENDMODE_BLEND
    }

    /// How `texture` is blended when it is drawn without colour or alpha modulation, else (or when SDL
    /// cannot say) nil.
    private static func unmodulatedBlendMode(of texture: SDLTexture) -> SDL_BlendMode? {
        var mode = SDL_BLENDMODE_NONE
        var r: UInt8 = 0, g: UInt8 = 0, b: UInt8 = 0, a: UInt8 = 0
        guard SDL_GetTextureBlendMode(texture.pointer, &mode) == 0,
            SDL_GetTextureColorMod(texture.pointer, &r, &g, &b) == 0, SDL_GetTextureAlphaMod(texture.pointer, &a) == 0,
            r == 255, g == 255, b == 255, a == 255
        else { return nil }
        return mode
    }
}

extension SDL_Rect {
    init(_ rect: PixelRect) {
        self.init(x: Int32(rect.x), y: Int32(rect.y), w: Int32(rect.width), h: Int32(rect.height))
    }
}

extension PixelRect {
    init(_ rect: SDL_Rect) {
        self.init(x: Int(rect.x), y: Int(rect.y), width: Int(rect.w), height: Int(rect.h))
    }
}
