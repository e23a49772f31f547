import CSDL2
import PickerCore

extension PanelHost {
    /// Shows the `changed` rectangles (panel pixels) of a panel's pixels in the target: written into the
    /// target surface when the host draws into one (its window's surface, an offscreen image), else
    /// updated in the panel's streaming texture, which is copied whole into the renderer's target.
    func present(_ image: PixelImage, changed: [PixelRect], panel: Panel, placement: SDL_Rect, intoTexture: Bool) throws {
        let blends = panel.background == .none
        let origin = PixelOffset(dx: Int(placement.x), dy: Int(placement.y))
        if !intoTexture, let targetSurface, let surface = targetSurface() {
            for rect in changed {
                if let written = try write(image, rect, to: surface, at: origin, blending: blends) {
                    lastFrameChangedRects.append(written)
                }
            }
            return
        }
        guard let kept = panel.kept else { return }
        if kept.texture == nil {
            let texture = try SDLTexture(streamingFor: renderer, pixelWidth: image.width, pixelHeight: image.height)
            try check(
                SDL_SetTextureBlendMode(texture.pointer, blends ? SDL_BLENDMODE_BLEND : SDL_BLENDMODE_NONE), "SDL_SetTextureBlendMode")
            kept.texture = texture
        }
        guard let texture = kept.texture else { return }
        for rect in changed { try update(texture, from: image, rect, straight: blends) }
        try check(SDL_RenderSetViewport(renderer.pointer, nil), "SDL_RenderSetViewport")
        try check(SDL_RenderSetClipRect(renderer.pointer, nil), "SDL_RenderSetClipRect")
        var destination = placement
        try check(SDL_RenderCopy(renderer.pointer, texture.pointer, nil, &destination), "SDL_RenderCopy")
        lastFrameChangedRects.append(placement)
    }

    /// Puts `rect` of `image` into the streaming `texture`, as straight alpha when `straight`.
    private func update(_ texture: SDLTexture, from image: PixelImage, _ rect: PixelRect, straight: Bool) throws {
        var area = SDL_Rect(x: Int32(rect.x), y: Int32(rect.y), w: Int32(rect.width), h: Int32(rect.height))
        if straight {
            var rows = [UInt32](repeating: 0, count: rect.width * rect.height)
            for y in 0..<rect.height {
                for x in 0..<rect.width {
                    let pixel = PixelArithmetic.straight(image[rect.x + x, rect.y + y])
                    rows[y * rect.width + x] =
                        UInt32(pixel.alpha) << 24 | UInt32(pixel.red) << 16 | UInt32(pixel.green) << 8 | UInt32(pixel.blue)
                }
            }
            try rows.withUnsafeBytes {
                try check(SDL_UpdateTexture(texture.pointer, &area, $0.baseAddress, Int32(rect.width * 4)), "SDL_UpdateTexture")
            }
            return
        }
        try image.pixels.withUnsafeBytes { bytes in
            let start = bytes.baseAddress.map { $0 + (rect.y * image.width + rect.x) * 4 }
            try check(SDL_UpdateTexture(texture.pointer, &area, start, Int32(image.width * 4)), "SDL_UpdateTexture")
        }
    }

    /// Writes `rect` of `image` into `surface` with the image's top-left pixel at `origin`: copied, or blended
    /// over what is there when `blending`, converted to the surface's pixel format. Returns the surface
    /// rectangle written; nil when none of it lies on the surface.
    private func write(
        _ image: PixelImage, _ rect: PixelRect, to surface: UnsafeMutablePointer<SDL_Surface>, at origin: PixelOffset,
        blending: Bool
    ) throws -> SDL_Rect? {
        let surfaceBounds = PixelRect(x: 0, y: 0, width: Int(surface.pointee.w), height: Int(surface.pointee.h))
        let area = rect.offsetBy(dx: origin.dx, dy: origin.dy).intersection(surfaceBounds)
        guard !area.isEmpty, let format = surface.pointee.format?.pointee.format else { return nil }
        let mustLock = surface.pointee.flags & UInt32(SDL_RLEACCEL) != 0
        if mustLock { try check(SDL_LockSurface(surface), "SDL_LockSurface") }
        defer { if mustLock { SDL_UnlockSurface(surface) } }
        guard let pixels = surface.pointee.pixels else { throw SDLError.current("SDL_Surface.pixels") }
        let pitch = Int(surface.pointee.pitch), bytesPerPixel = Int(surface.pointee.format.pointee.BytesPerPixel)
        let target = pixels + area.y * pitch + area.x * bytesPerPixel
        let argb = SDL_PIXELFORMAT_ARGB8888.rawValue
        let width = Int32(area.width), height = Int32(area.height), rowBytes = Int32(area.width * 4)
        let first = (area.y - origin.dy) * image.width + (area.x - origin.dx)
        guard blending else {
            // A surface laid out as our pixels (alpha or an unused byte, then red, green, blue) takes them as they
            // are, which SDL copies row by row; any other is converted.
            let sameLayout = format == argb || format == SDL_PIXELFORMAT_RGB888.rawValue
            try image.pixels.withUnsafeBytes { bytes in
                let source = bytes.baseAddress.map { $0 + first * 4 }
                try check(
                    SDL_ConvertPixels(
                        width, height, sameLayout ? format : argb, source, Int32(image.width * 4), format, target, Int32(pitch)),
                    "SDL_ConvertPixels")
            }
            return SDL_Rect(x: Int32(area.x), y: Int32(area.y), w: width, h: height)
        }
        // What is under the panel, as opaque pixels of our layout, with the panel drawn over it.
        var rows = [UInt32](repeating: 0, count: area.width * area.height)
        try rows.withUnsafeMutableBytes { scratch in
            try check(
                SDL_ConvertPixels(width, height, format, target, Int32(pitch), argb, scratch.baseAddress, rowBytes), "SDL_ConvertPixels")
            let under = scratch.bindMemory(to: UInt32.self)
            guard let underBase = under.baseAddress else { return }
            for index in under.indices { under[index] |= 0xFF00_0000 }
            image.pixels.withUnsafeBufferPointer { pixels in
                guard let source = pixels.baseAddress else { return }
                for y in 0..<area.height {
                    PixelArithmetic.over(source + first + y * image.width, onto: underBase + y * area.width, count: area.width)
                }
            }
            try check(
                SDL_ConvertPixels(width, height, argb, scratch.baseAddress, rowBytes, format, target, Int32(pitch)), "SDL_ConvertPixels")
        }
        return SDL_Rect(x: Int32(area.x), y: Int32(area.y), w: Int32(area.width), h: Int32(area.height))
    }
}
