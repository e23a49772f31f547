import CSDL2
import PickerCore
import PickerFrame
@_spi(SDLHosting) import PickerSDLShared

/// Where a `PanelHost`'s frames go: a surface the panels' pixels are written into (a window's surface, an
/// offscreen image), or the renderer, through a streaming texture per panel or the renderer backend.
@_spi(SDLHosting) public final class SDLFrameTarget: SurfaceFrameTarget {
    let renderer: SDLRenderer
    let rendererBackend: SDLRendererBackend<SDLGeometryRenderer>?
    /// The surface to write into this frame; nil to show panels through the renderer.
    public var surface: UnsafeMutablePointer<SDL_Surface>?

    init(renderer: SDLRenderer, rendererBackend: SDLRendererBackend<SDLGeometryRenderer>?) {
        (self.renderer, self.rendererBackend) = (renderer, rendererBackend)
    }

    public func show(_ pixels: PanelPixels, changed: [PixelRect], at placement: PixelRect, blending: Bool) throws -> [PixelRect] {
        let origin = PixelOffset(dx: placement.x, dy: placement.y)
        if let surface {
            // The surface holds what the app drew under the panel: one without a background is blended whole.
            return try (blending ? [pixels.pixels.bounds] : changed).compactMap { try write(pixels.pixels, $0, to: surface, at: origin, blending ? .over : .copy) }
        }
        let texture = try pixels.attachment as? SDLTexture
            ?? SDLTexture(streamingFor: renderer, pixelWidth: pixels.pixels.width, pixelHeight: pixels.pixels.height)
        if pixels.attachment == nil {
            // Made blended; a panel with a background replaces what is under it.
            if !blending { try check(SDL_SetTextureBlendMode(texture.pointer, SDL_BLENDMODE_NONE), "SDL_SetTextureBlendMode") }
            pixels.attachment = texture
        }
        for rect in changed {
            try texture.withLockedPixels(rect) { target in
                target.write(pixels.pixels, rect, at: PixelOffset(dx: -rect.x, dy: -rect.y), blending ? .straight : .copy)
            }
        }
        try check(SDL_RenderSetViewport(renderer.pointer, nil), "SDL_RenderSetViewport")
        try check(SDL_RenderSetClipRect(renderer.pointer, nil), "SDL_RenderSetClipRect")
        var destination = SDL_Rect(placement)
        try check(SDL_RenderCopy(renderer.pointer, texture.pointer, nil, &destination), "SDL_RenderCopy")
        return [placement]
    }

    public func play(_ commands: [DrawCommand], background: Color?, at placement: PixelRect) throws {
        guard let rendererBackend else { return }
        var viewport = SDL_Rect(placement)
        try check(SDL_RenderSetViewport(renderer.pointer, &viewport), "SDL_RenderSetViewport")
        try check(SDL_RenderSetClipRect(renderer.pointer, nil), "SDL_RenderSetClipRect")
        if let background {
            let fill = SDL_Color(background)
            try check(SDL_SetRenderDrawBlendMode(renderer.pointer, SDL_BLENDMODE_NONE), "SDL_SetRenderDrawBlendMode")
            try check(SDL_SetRenderDrawColor(renderer.pointer, fill.r, fill.g, fill.b, fill.a), "SDL_SetRenderDrawColor")
            try check(SDL_RenderFillRect(renderer.pointer, nil), "SDL_RenderFillRect")
        }
        try check(SDL_SetRenderDrawBlendMode(renderer.pointer, SDL_BLENDMODE_BLEND), "SDL_SetRenderDrawBlendMode")
        rendererBackend.play(commands)
    }

    /// Writes `rect` of `image` into `surface` with the image's top-left pixel at `origin`. A surface of
    /// our layout (ARGB8888, XRGB8888) is written in place; any other through a converted copy.
    /// - Returns: the surface rectangle written; nil when none of it lies on the surface.
    private func write(
        _ image: PixelImage, _ rect: PixelRect, to surface: UnsafeMutablePointer<SDL_Surface>, at origin: PixelOffset,
        _ writing: PixelTarget.Writing
    ) throws -> PixelRect? {
        let bounds = PixelRect(x: 0, y: 0, width: Int(surface.pointee.w), height: Int(surface.pointee.h))
        let area = rect.offsetBy(dx: origin.dx, dy: origin.dy).intersection(bounds)
        guard !area.isEmpty, let format = surface.pointee.format?.pointee.format else { return nil }
        let mustLock = surface.pointee.flags & UInt32(SDL_RLEACCEL) != 0
        if mustLock { try check(SDL_LockSurface(surface), "SDL_LockSurface") }
        defer { if mustLock { SDL_UnlockSurface(surface) } }
        guard let pixels = surface.pointee.pixels else { throw SDLError.current("SDL_Surface.pixels") }
        let pitch = Int(surface.pointee.pitch)
        if format == SDL_PIXELFORMAT_ARGB8888.rawValue || format == SDL_PIXELFORMAT_RGB888.rawValue {
            return PixelTarget(base: pixels, pitch: pitch, width: bounds.width, height: bounds.height)
                .write(image, rect, at: origin, writing)
        }
        let start = pixels + area.y * pitch + area.x * Int(surface.pointee.format.pointee.BytesPerPixel)
        let argb = SDL_PIXELFORMAT_ARGB8888.rawValue, width = Int32(area.width), height = Int32(area.height)
        var scratch = [UInt32](repeating: 0, count: area.width * area.height)
        try scratch.withUnsafeMutableBytes { bytes in
            guard let base = bytes.baseAddress else { return }
            try check(SDL_ConvertPixels(width, height, format, start, Int32(pitch), argb, base, width * 4), "SDL_ConvertPixels")
            PixelTarget(base: base, pitch: area.width * 4, width: area.width, height: area.height)
                .write(image, rect, at: PixelOffset(dx: origin.dx - area.x, dy: origin.dy - area.y), writing)
            try check(SDL_ConvertPixels(width, height, argb, base, width * 4, format, start, Int32(pitch)), "SDL_ConvertPixels")
        }
        return area
    }
}

extension SDL_Rect {
    init(_ rect: PixelRect) {
        self.init(x: Int32(rect.x), y: Int32(rect.y), w: Int32(rect.width), h: Int32(rect.height))
    }
}
